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
    let say: Sentences
    let vocabulary: Vocabulary

    public init(language: Language, verbosity: Verbosity = .normal) {
        self.language = language
        self.verbosity = verbosity
        say = Sentences(language)
        vocabulary = Vocabulary(language)
    }

    public var welcome: [Line] { plain(say.welcomeTitle, say.welcomeHowTo) }

    public var prompt: String { say.prompt }

    /// The lines for everything a turn produced, in order.
    public func lines(for events: [Event]) -> [Line] {
        events.flatMap(lines(for:))
    }

    /// The lines for one event. A move is acknowledged at once: silently in normal narration
    /// ("...", since a screen reader has just spoken what was typed and the result names both
    /// moves), by name in verbose narration, not at all in brief narration, which says a round in
    /// one line with its score.
    public func lines(for event: Event) -> [Line] {
        switch event {
        case .moveChosen(let move):
            switch verbosity {
            case .brief: return []
            case .normal: return [Line(say.movePending, tone: .acknowledgement(move))]
            case .verbose: return [Line(cased(say.moveChosen(name(move))), tone: .acknowledgement(move))]
            }
        case .roundPlayed(let round, let standing):
            switch verbosity {
            case .brief: return [briefResult(round, score: standing.score)]
            case .normal: return [result(round)] + plain(score(standing.score))
            case .verbose:
                return [result(round)] + plain(score(standing.score), say.verboseFigures(standing.winRatePercent, standing.streak))
            }
        case .scoreReport(let score):
            return plain(say.scoreReport(score.player, score.computer))
        case .streakGrew(let length):
            switch length {
            case 3: return [Line(say.streakThree, tone: .milestone)]
            case 5: return [Line(say.streakFive, tone: .milestone)]
            case 10: return [Line(say.streakTen, tone: .milestone)]
            default: return verbosity == .brief ? [] : plain(say.streakGrew(length))
            }
        case .newBestStreak(let length):
            return [Line(say.streakBest(length), tone: .newBest)]
        case .streakEnded(let length):
            return verbosity == .brief ? [] : plain(say.streakEnded(length))
        case .noPreviousMove:
            return plain(say.againNone, movesHint)
        case .undone(let round, let score):
            return plain(say.undoDone(round.number), self.score(score))
        case .nothingToUndo:
            return plain(say.undoNone)
        case .newGame:
            return plain(say.newGame)
        case .stats(let tally):
            return plain(stats(tally))
        case .history(let rounds, let total):
            return plain(history(rounds, total: total))
        }
    }

    /// Shown during the suspense pause, one beat per line.
    public var countdown: [Line] { plain(say.countdown1, say.countdown2, say.countdown3) }

    /// A line the game did not understand; `suggestion` is the nearest known word, if any.
    public func notUnderstood(suggestion: String?) -> [Line] {
        plain(suggestion.map(say.notUnderstoodSuggest) ?? say.notUnderstood)
    }

    /// `history` followed by something that is not a count of rounds.
    public func needsCount(_ keyword: Keyword) -> [Line] {
        plain(say.historyBadCount(command(keyword)))
    }

    /// A command that takes nothing, typed with more words after it; `word` is its entry.
    public func takesNothing(_ word: KeyPath<Words, String>) -> [Line] {
        plain(say.extraWords(vocabulary.name(word)))
    }

    public func goodbye(_ score: Score) -> [Line] {
        plain(say.goodbye(score.player, score.computer))
    }

    func plain(_ texts: String...) -> [Line] { plain(texts) }

    func plain(_ texts: [String]) -> [Line] { texts.map { Line(cased($0)) } }

    /// In a language whose sentences open with a capital, a line opens with one even when a
    /// word from a slot opens it ("Rock."); the rest is left as written.
    func cased(_ text: String) -> String {
        guard language.traits.capitalizesSentences,
              let first = text.firstIndex(where: { $0.isLetter || $0.isNumber }), text[first].isLetter
        else { return text }
        return text[..<first] + text[first].uppercased() + text[text.index(after: first)...]
    }

    private func result(_ round: Round) -> Line {
        let text = switch round.outcome {
        case .win: say.resultWin(name(round.player), name(round.computer))
        case .loss: say.resultLoss(name(round.computer), name(round.player))
        case .draw: say.resultDraw(name(round.player))
        }
        return Line(cased(text), tone: .result(round.outcome, player: round.player, computer: round.computer))
    }

    private func briefResult(_ round: Round, score: Score) -> Line {
        let text = switch round.outcome {
        case .win: say.briefWin(name(round.player), name(round.computer), score.player, score.computer)
        case .loss: say.briefLoss(name(round.computer), name(round.player), score.player, score.computer)
        case .draw: say.briefDraw(name(round.player), score.player, score.computer)
        }
        return Line(cased(text), tone: .result(round.outcome, player: round.player, computer: round.computer))
    }

    /// Who is ahead and by how much, the player's score first.
    private func score(_ score: Score) -> String {
        if score.player > score.computer { return say.scoreLead(score.player, score.computer) }
        if score.player < score.computer { return say.scoreTrail(score.player, score.computer) }
        return say.scoreTied(score.player, score.computer)
    }

    var movesHint: String {
        let moves = vocabulary.numberedMoves.map(name)
        return say.helpMoves(moves[0], moves[1], moves[2])
    }

    private func stats(_ tally: Tally) -> [String] {
        guard let winRate = tally.winRatePercent else { return [say.noRounds] }
        return [
            say.statsRounds(tally.rounds),
            say.statsResults(say.countWins(tally.wins), say.countDraws(tally.draws), say.countLosses(tally.losses)),
            say.statsWinRate(winRate),
            say.statsStreaks(tally.streak, tally.bestStreak),
        ] + vocabulary.numberedMoves.map {
            say.statsMove(name($0), tally.playerMoves[$0], tally.computerMoves[$0])
        }
    }

    private func history(_ rounds: [Round], total: Int) -> [String] {
        guard !rounds.isEmpty else { return [say.noRounds] }
        let heading = rounds.count < total ? say.historySome(rounds.count, total) : say.historyAll(total)
        return [heading] + rounds.map { round in
            say.historyRound(round.number, outcome(round.outcome), name(round.player), name(round.computer))
        }
    }

    private func outcome(_ outcome: Outcome) -> String {
        switch outcome {
        case .win: say.outcomeWin
        case .loss: say.outcomeLoss
        case .draw: say.outcomeDraw
        }
    }

    func name(_ move: Move) -> String { vocabulary.name(of: move) }

    func command(_ keyword: Keyword) -> String { vocabulary.name(of: keyword) }
}

extension Narrator {
    /// Standard output could not be written: said on standard error.
    public var outputFailed: String { say.outputFailed }
}
