import Catalog
import GameCore
import Settings

/// Turns what happened into short plain sentences in one language: one event a line, the key
/// word first, no symbols a screen reader would spell, each line short enough for a 40-cell
/// braille display. Pure: the same events always give the same lines, and events are all it
/// reads.
public struct Narrator: Sendable {
    public let language: Language
    public let verbosity: Verbosity
    /// The kinds of line the player turned on or off over the verbosity's preset.
    public let hearing: Hearing
    /// Whether the player plays by keys (quick-keys mode on a terminal): what to do at a stage is
    /// then said as keys to press, not words to type.
    public let byKeys: Bool
    let say: Sentences
    let vocabulary: Vocabulary
    /// The moves' names, said in every round, read from the catalog once; and their names once
    /// someone attacks in 묵찌빠 (묵, 찌, 빠 in Korean).
    private let names: MoveNames, attackNames: MoveNames

    public init(language: Language, verbosity: Verbosity = .normal, hearing: Hearing = Hearing(), byKeys: Bool = false)
    {
        self.language = language
        self.verbosity = verbosity
        self.hearing = hearing
        self.byKeys = byKeys
        say = Sentences(language)
        let vocabulary = Vocabulary(language)
        self.vocabulary = vocabulary
        names = MoveNames(vocabulary.name(of:))
        attackNames = MoveNames { Self.attackName(of: $0, vocabulary) }
    }

    /// The first lines: the game's name, how to play (by keys, in quick-keys mode), and the rules
    /// when they are not plain rock, paper, scissors.
    public func welcome(_ rules: Rules) -> [Line] {
        plain([rules.kind.title(say)] + howTo(rules.kind.firstStage) + describe(rules))
    }

    /// What to type at `stage`, or by keys what to press, as the welcome says it: said when quick
    /// keys are turned on.
    public func howToPlay(at stage: Stage) -> [Line] { plain(howTo(stage)) }

    /// What to type at a stage of a round, or by keys what to press: said by the welcome and after
    /// a line not understood; the stage's moves in a line, or more when they are many.
    func howTo(_ stage: Stage) -> [String] {
        if byKeys { return keysHowTo(stage) }
        return switch stage.asks {
        case .hand: say.listed(names(of: stage.moves), joined: welcomeList, in: say.welcomeHowTo)
        case .pair:
            [say.howToPair(names(of: stage.moves)[0], names(of: stage.moves)[1])]
        case .keep(let pair) where pair.first == pair.second:
            [say.howToKeepSame(name(pair.first))]
        case .keep(let pair):
            [say.howToKeep(name(pair.first), name(pair.second))]
        }
    }

    /// How the welcome's second line joins its list, without the pauses commas make where the
    /// language says so.
    var welcomeList: Sentences.Joining { Sentences.Joining(next: say.listWelcome) }

    /// How a list to choose one from is joined: commas, and the language's "or" before the last.
    var choiceList: Sentences.Joining { Sentences.Joining(next: { $0 + ", " + $1 }, last: say.listOr) }

    /// A newcomer's account of the rules: 묵찌빠's rule, a match's length.
    func describe(_ rules: Rules) -> [String] { rules.describe(say) }

    public var prompt: String { say.prompt }

    /// The most lines an answer has at once: with the heading of `repeat` and the line that
    /// offers the rest, it stays within the 20 rows a terminal built on xterm.js reads after a key
    /// press, less the typed line and the prompt.
    public static let pageLines = 16

    /// The lines for everything a turn produced, in order.
    public func lines(for events: [Event]) -> [Line] {
        events.flatMap(lines(for:))
    }

    /// The same lines in parts, for an answer too long to say at once: what a player asks for
    /// first, then the rest a word away (`more`). A long history comes a page at a time, the
    /// moves chosen after the stats that matter most.
    public func pages(for events: [Event]) -> [[Line]] {
        guard events.count == 1 else { return [lines(for: events)] }
        switch events[0] {
        case .stats(let tally, let kind):
            return stats(tally, kind).map(plain)
        case .history(let rounds, let total):
            let all = history(rounds, total: total)
            return stride(from: 0, to: all.count, by: Self.pageLines).map {
                plain(Array(all[$0..<min($0 + Self.pageLines, all.count)]))
            }
        case .moveChosen, .roundPlayed, .scoreReport, .streakGrew, .streakEnded, .noPreviousMove, .undone,
            .nothingToUndo, .undoStopsAtRules, .rulesChanged, .newGame, .pairsShown, .pairTakenBack, .notAwaited:
            return [lines(for: events[0])]
        }
    }

    /// Said after a part of an answer when the rest is a word away.
    public var moreHint: [Line] { plain(say.moreHint(command(.more))) }

    /// `more` with no part of an answer left.
    public var nothingMore: [Line] { plain(say.moreNone) }

    /// The lines for one event. A move is acknowledged at once by its name ("Paper.", which
    /// also says what a number stood for), said while the suspense lasts, except in brief
    /// narration, which says a round in one line with its score.
    public func lines(for event: Event) -> [Line] {
        switch event {
        case .moveChosen(let move, let attacker):
            let named = name(move, duringAttack: attacker != nil)
            return hears(.move) ? [Line(cased(say.moveChosen(named)), tone: .acknowledgement(move))] : []
        case .roundPlayed(let round, let standing):
            return played(round, standing)
        case .pairsShown(let pairs):
            return shown(pairs)
        case .pairTakenBack:
            // Only minus one shows pairs: its round begins again.
            return plain([say.pairsTakenBack] + howTo(GameKind.minusOne.firstStage))
        case .notAwaited(let stage):
            return mistake(howTo(stage))
        case .scoreReport(let score, let match, let matches, let attacker):
            // In 묵찌빠 who attacks is what a player who lost track asks first.
            let attack = attacker.map { [$0 == .player ? say.scoreAttackerPlayer : say.scoreAttackerComputer] } ?? []
            guard let match else { return plain(attack + [say.scoreReport(score.player, score.computer)]) }
            return plain(
                attack + [
                    say.scoreMatch(match.score.player, match.score.computer),
                    say.scoreMatches(matches.player, matches.computer),
                ])
        case .streakGrew(let length, let best):
            // One line a moment: a new best is said instead of its milestone, not after it.
            let milestone: String? =
                switch Milestone(length: length) {
                case .three?: say.streakThree
                case .five?: say.streakFive
                case .ten?: say.streakTen
                case nil: nil
                }
            if best || milestone != nil {
                guard hears(.milestones) else { return [] }
                if best { return [Line(say.streakBest(length), tone: milestone == nil ? .newBest : .milestone)] }
                return [Line(milestone!, tone: .milestone)]
            }
            return hears(.streaks) ? plain(say.streakGrew(length)) : []
        case .streakEnded(let length):
            return hears(.streaks) ? plain(say.streakEnded(length)) : []
        case .noPreviousMove(let stage):
            return plain([say.againNone] + movesHint(stage.moves))
        case .undone(let round, let standing):
            return plain([say.undoDone(round.number)] + scores(standing).map(\.text))
        case .nothingToUndo:
            return plain(say.undoNone)
        case .undoStopsAtRules:
            return plain(say.undoStopsAtRules)
        case .rulesChanged(_, .match(let score)?):
            return plain(say.rulesDroppedMatch(score.player, score.computer))
        case .rulesChanged(_, .game?):
            return plain(say.rulesDropped)
        case .rulesChanged(_, .round?):
            return plain(say.rulesDroppedRound)
        case .rulesChanged(_, nil):
            return []
        case .newGame(let roundDropped):
            // A match or a 묵찌빠 game under way goes with everything; a round whose pairs were
            // just heard is said to go too.
            return plain([say.newGame] + (roundDropped ? [say.rulesDroppedRound] : []))
        case .stats(let tally, let kind):
            return plain(stats(tally, kind).flatMap { $0 })
        case .history(let rounds, let total):
            return plain(history(rounds, total: total))
        }
    }

    /// Shown during the suspense pause before what `events` tell, one beat per line: the kind's
    /// chant (during a 묵찌빠 attack, its own).
    public func countdown(before events: [Event]) -> [Line] {
        isDuringAttack(events)
            ? plain(say.countdownAttack1, say.countdownAttack2, say.countdownAttack3)
            : plain(say.countdown1, say.countdown2, say.countdown3)
    }

    /// A line the game did not understand; `suggestion` is the nearest known word, if any.
    /// In two lines, each short enough for a braille display: that it was not understood, then
    /// the nearest word, or the moves and help (in more lines when the moves are many).
    public func notUnderstood(suggestion: String?, awaiting stage: Stage) -> [Line] {
        [Line(cased(say.notUnderstood), tone: .mistake)]
            + plain(suggestion.map { [say.notUnderstoodSuggest($0)] } ?? howTo(stage))
    }

    /// A number alone that is no move's at `stage`: the numbers there are.
    public func numberOutOfRange(at stage: Stage) -> [Line] {
        mistake(numbers(stage.moves))
    }

    /// Lines said as a mistake: the first carries the tone (and its cue), the rest are plain.
    func mistake(_ texts: [String]) -> [Line] {
        texts.enumerated().map { index, text in Line(cased(text), tone: index == 0 ? .mistake : .plain) }
    }

    /// `moves` by their numbers in this language: "Type 1 rock, 2 paper or 3 scissors."
    func numbers(_ moves: [Move]) -> [String] {
        let numbered = vocabulary.numbered(moves).map { say.numbersMove(vocabulary.number(of: $0), name($0)) }
        return say.listed(numbered, joined: choiceList, in: say.numbers)
    }

    /// The names of `moves` in the order this language numbers them (1 rock; 1 가위).
    func names(of moves: [Move]) -> [String] { vocabulary.numbered(moves).map { name($0) } }

    /// What `repeat` says: a heading, so that a screen reader sees new text and reads all of
    /// `lines`, even where the screen shows the same lines already; for an answer before the last
    /// (`back` answers ago), a heading that says how far back it is.
    public func repeated(_ lines: [Line], back: Int = 1) -> [Line] {
        plain(back == 1 ? say.repeatHeading : say.repeatHeadingBack(back)) + lines
    }

    /// `repeat` or `back` past the oldest answer kept: what there is instead, `kept` answers back.
    public func nothingFurtherBack(kept: Int) -> [Line] {
        plain(say.repeatNone, say.repeatOldest(command(.repeatLast), kept))
    }

    /// `hush` with the game's own voice off.
    public var nothingToHush: [Line] { plain(say.hushOff, say.hushLeave(command(.quit))) }

    /// Said in this language as the game leaves it for another: how to come back.
    public var wayBack: [Line] {
        plain(say.languageBack(vocabulary.words(naming: language)[0]))
    }

    /// `history` or `repeat` followed by something that is not a count.
    public func needsCount(_ keyword: Keyword) -> [Line] {
        switch keyword {
        case .repeatLast: plain(say.repeatBadCount(command(keyword)))
        case .history, .again, .undo, .newGame, .score, .stats, .help, .quit, .settings, .more, .back, .hush, .faster,
            .louder, .softer,
            .slower, .cues, .save:
            plain(say.historyBadCount(command(keyword)))
        }
    }

    /// A command that takes nothing, typed with more words after it; `word` is its entry.
    public func takesNothing(_ word: Words.Key) -> [Line] {
        plain(say.extraWords(vocabulary.name(word)))
    }

    /// The last words: the rounds' score, or with matches on the matches won and lost, which
    /// is what a player of matches counts, then the match under way when one is (`open`, 0 to 0
    /// between matches), so that a player who leaves at 1 to 0 hears it.
    public func goodbye(_ score: Score, matches: Score? = nil, open: Score = .zero) -> [Line] {
        guard let matches else { return plain(say.goodbye(score.player, score.computer)) }
        let underWay = open == .zero ? [] : [say.scoreMatch(open.player, open.computer)]
        return plain([say.goodbyeMatches(matches.player, matches.computer)] + underWay)
    }

    /// The goodbye for `game` as it stands.
    public func goodbye(_ game: Game) -> [Line] {
        goodbye(game.tally.score, matches: game.rules.match.map { _ in game.tally.matches }, open: game.state.match)
    }

    func plain(_ texts: String...) -> [Line] { plain(texts) }

    func plain(_ texts: [String]) -> [Line] { texts.map { Line(cased($0)) } }

    /// In a language whose sentences open with a capital, a line opens with one even when a
    /// word from a slot opens it ("Rock."); the rest is left as written.
    func cased(_ text: String) -> String {
        // Read as Unicode scalars, not characters: breaking every sentence into grapheme
        // clusters would cost each line the work, and the first letter is one scalar.
        guard language.traits.capitalizesSentences,
            let first = text.unicodeScalars.firstIndex(where: {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
            }),
            text.unicodeScalars[first].properties.isAlphabetic
        else { return text }
        let after = text.unicodeScalars.index(after: first)
        return String(text[..<first]) + String(text.unicodeScalars[first]).uppercased() + String(text[after...])
    }

    /// A throw: what it did, as its kind of game tells it, then where the game or the match stands
    /// when it decided a game. Brief narration says a decided game in one line with its score.
    private func played(_ round: Round, _ standing: Standing) -> [Line] {
        let line =
            switch round.call {
            case .rps(let outcome): told(outcome, round, standing)
            case .mukjjippa(let call): told(call, round, standing)
            // The kept hands, as a throw of rock, paper, scissors: the round is named by them.
            case .minusOne(let call): told(call.outcome, round, standing)
            case .lizardSpock(let outcome): toldByDeed(outcome, round)
            }
        guard let decided = round.call.decided else { return [line] }
        let figures = hears(.figures) ? plain(say.verboseFigures(standing.winRatePercent, standing.streak)) : []
        // A brief line says the score itself.
        guard !tellsBriefly(round.call, standing) else { return [line] + matchEnd(standing) + figures }
        let scored =
            hears(.score) ? scores(standing, decided: decided, matchPoint: hears(.matchPoint)) : matchEnd(standing)
        return [line] + scored + figures
    }

    /// Whether lines of this kind are said.
    func hears(_ kind: LineKind) -> Bool { hearing.hears(kind, in: verbosity) }

    /// Whether a decided game is told in one line with its score: in brief narration, with the
    /// score heard, but for a match point when the player turned match point on (`hear match
    /// point on`), which is said as in normal narration, since one line has no room for it.
    func tellsBriefly(_ standing: Standing) -> Bool {
        let matchPoint = standing.match.map { !$0.ended && !$0.matchPoint.isEmpty } ?? false
        return verbosity == .brief && hears(.score) && !(matchPoint && hears(.matchPoint))
    }

    /// Whether a throw called `call` is told briefly: rock paper scissors lizard Spock's never is,
    /// since a deed and a score are more than a braille line holds: its score follows on a line
    /// of its own.
    func tellsBriefly(_ call: Call, _ standing: Standing) -> Bool {
        switch call {
        case .rps, .mukjjippa, .minusOne: tellsBriefly(standing)
        case .lizardSpock: false
        }
    }

    /// The score a brief line says with a decided game: the match's, when there is one.
    func briefScore(_ standing: Standing) -> Score { standing.match?.score ?? standing.score }

    /// The score after a decided game: the match's when there is one, with match point (which
    /// can only be the leader's, or both sides' when tied) or its end; else the game's. A drawn
    /// game in a match is not counted, so nothing about the match changed.
    private func scores(_ standing: Standing, decided: Outcome? = nil, matchPoint: Bool = true) -> [Line] {
        guard let match = standing.match else { return plain(score(standing.score)) }
        guard !match.ended else { return matchEnd(standing) }
        guard decided != .draw else { return [] }
        let (player, computer) = (match.score.player, match.score.computer)
        guard matchPoint, !match.matchPoint.isEmpty else { return plain(score(match.score)) }
        if player > computer { return plain(say.matchPointLead(player, computer)) }
        if player < computer { return plain(say.matchPointTrail(player, computer)) }
        return plain(say.matchPointTied(player))
    }

    /// The end of a match, when the throw ended one: its score and, but in brief narration, that
    /// the next throw begins a new one.
    private func matchEnd(_ standing: Standing) -> [Line] {
        guard let match = standing.match, match.ended else { return [] }
        let (player, computer) = (match.score.player, match.score.computer)
        let text =
            verbosity == .brief
            ? matchResult(match.score)
            : player > computer ? say.matchWonNext(player, computer) : say.matchLostNext(player, computer)
        return [Line(cased(text), tone: .matchEnd(won: player > computer))]
    }

    /// A match's final score, won or lost.
    private func matchResult(_ score: Score) -> String {
        score.player > score.computer
            ? say.matchWon(score.player, score.computer) : say.matchLost(score.player, score.computer)
    }

    /// Who is ahead and by how much, the player's score first.
    private func score(_ score: Score) -> String {
        if score.player > score.computer { return say.scoreLead(score.player, score.computer) }
        if score.player < score.computer { return say.scoreTrail(score.player, score.computer) }
        return say.scoreTied(score.player, score.computer)
    }

    /// "Type rock, paper or scissors.": the `moves` to choose from.
    func movesHint(_ moves: [Move]) -> [String] {
        say.listed(names(of: moves), joined: choiceList, in: say.helpMoves)
    }

    /// The stats in two parts: the results, the win rate, the streaks and the matches; then the
    /// rounds played and the moves each side chose.
    private func stats(_ tally: Tally, _ kind: GameKind) -> [[String]] {
        guard tally.rounds > 0 else { return [[say.noRounds]] }
        let winRate = tally.winRatePercent ?? 0
        let summary =
            [
                say.statsResults(say.countWins(tally.wins), say.countDraws(tally.draws), say.countLosses(tally.losses)),
                say.statsWinRate(winRate),
                say.statsStreaks(tally.streak, tally.bestStreak),
            ]
            + (tally.matchWinRatePercent.map {
                [say.statsMatches(tally.matchesWon, tally.matchesLost), say.statsMatchWinRate($0)]
            } ?? [])
        // The kind's moves, and any other the game has counted (one played before a change of game).
        let counted = GameKind.everyMove.filter { !kind.moves.contains($0) && tally.playerMoves[$0] > 0 }
        let moves =
            [say.statsRounds(tally.rounds), say.statsMoves]
            + (vocabulary.numbered(kind.moves) + counted).map {
                say.statsMove(name($0), tally.playerMoves[$0], tally.computerMoves[$0])
            }
        return [summary, moves]
    }

    private func history(_ rounds: [Round], total: Int) -> [String] {
        // Rounds played but none kept: undo took back all the game remembers.
        guard !rounds.isEmpty else { return [total > 0 ? say.historyNoneKept(total) : say.noRounds] }
        let heading = rounds.count < total ? say.historySome(rounds.count, total) : say.historyAll(total)
        return [heading]
            + rounds.flatMap { round in
                // Newest first: a match's end comes before the throw that ended it.
                let end = round.matchEnd.map { [matchResult($0)] } ?? []
                return end + history(round)
            }
    }

    /// A past throw: its number, what it did for the player, and both hands, the winner's first, as
    /// its kind of game tells it; in minus one, the pairs the hands were kept from.
    private func history(_ round: Round) -> [String] {
        switch round.call {
        // A deed with a round's number is more than a braille line holds: won, lost, as a throw of
        // rock, paper, scissors.
        case .rps(let outcome), .lizardSpock(let outcome): [toldInHistory(outcome, round)]
        case .mukjjippa(let call): [toldInHistory(call, round)]
        case .minusOne(let call): [toldInHistory(call.outcome, round)] + [pairsLine(call.pairs).text]
        }
    }

    /// A move's name, or its name in a 묵찌빠 attack.
    func name(_ move: Move, duringAttack: Bool = false) -> String {
        duringAttack ? attackNames[move] : names[move]
    }

    func command(_ keyword: Keyword) -> String { vocabulary.name(of: keyword) }
}

extension Narrator {
    /// Standard output could not be written: said on standard error.
    public var outputFailed: String { say.outputFailed }
}

/// A name for each move, read once: in every round two or more are said.
struct MoveNames: Sendable {
    private let rock, paper, scissors, lizard, spock: String

    init(_ name: (Move) -> String) {
        (rock, paper, scissors, lizard, spock) = (
            name(.rock), name(.paper), name(.scissors), name(.lizard), name(.spock)
        )
    }

    subscript(move: Move) -> String {
        switch move {
        case .rock: rock
        case .paper: paper
        case .scissors: scissors
        case .lizard: lizard
        case .spock: spock
        }
    }
}
