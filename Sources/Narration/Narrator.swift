import Catalog
import GameCore

/// Turns what happened into short plain sentences in one language: one event a line, the key
/// word first, no symbols a screen reader would spell, each line short enough for a 40-cell
/// braille display. Pure: the same input always gives the same lines.
public struct Narrator: Sendable {
    public let language: Language
    private let say: Sentences
    private let vocabulary: Vocabulary

    public init(language: Language) {
        self.language = language
        say = Sentences(language)
        vocabulary = Vocabulary(language)
    }

    public var welcome: [String] { [say.welcomeTitle, say.welcomeHowTo] }

    public var prompt: String { say.prompt }

    public func lines(for event: Event) -> [String] {
        let lines: [String] = switch event {
        case .moveChosen(let move):
            [say.moveChosen(name(move))]
        case .roundPlayed(let round):
            switch round.outcome {
            case .win: [say.resultWin(name(round.player), name(round.computer))]
            case .loss: [say.resultLoss(name(round.computer), name(round.player))]
            case .draw: [say.resultDraw(name(round.player))]
            }
        case .score(let score):
            [self.score(score)]
        case .streakGrew(let length):
            [say.streakGrew(length)]
        case .streakEnded(let length):
            [say.streakEnded(length)]
        case .noPreviousMove:
            [say.againNone, movesHint]
        case .undone(let round):
            [say.undoDone(round.number)]
        case .nothingToUndo:
            [say.undoNone]
        case .newGame:
            [say.newGame]
        case .stats(let tally):
            stats(tally)
        case .history(let rounds, let total):
            history(rounds, total: total)
        }
        return lines.map(sentenceCase)
    }

    public var help: [String] {
        let moves = vocabulary.numberedMoves.map(name)
        return [
            movesHint,
            say.helpNumbers(moves[0], moves[1], moves[2]),
            say.helpAgain(command(.again)),
            say.helpUndo(command(.undo)),
            say.helpNew(command(.newGame)),
            say.helpScore(command(.score)),
            say.helpStats(command(.stats)),
            say.helpHistory(command(.history)),
            say.helpHistoryMore(command(.history)),
            say.helpRepeat(command(.repeatLast)),
            say.helpQuit(command(.quit)),
        ].map(sentenceCase)
    }

    /// A line the game did not understand; `suggestion` is the nearest known word, if any.
    public func notUnderstood(suggestion: String?) -> [String] {
        [suggestion.map(say.notUnderstoodSuggest) ?? say.notUnderstood]
    }

    /// `history` followed by something that is not a count of rounds.
    public func needsCount(_ keyword: Keyword) -> [String] {
        [sentenceCase(say.historyBadCount(command(keyword)))]
    }

    /// A command that takes nothing, typed with more words after it.
    public func takesNothing(_ keyword: Keyword) -> [String] {
        [sentenceCase(say.extraWords(command(keyword)))]
    }

    public func goodbye(_ score: Score) -> [String] {
        [say.goodbye(score.player, score.computer)]
    }

    /// Who is ahead and by how much, the player's score first.
    private func score(_ score: Score) -> String {
        if score.player > score.computer { return say.scoreLead(score.player, score.computer) }
        if score.player < score.computer { return say.scoreTrail(score.player, score.computer) }
        return say.scoreTied(score.player, score.computer)
    }

    private var movesHint: String {
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

    private func name(_ move: Move) -> String { vocabulary.name(of: move) }

    private func command(_ keyword: Keyword) -> String { vocabulary.name(of: keyword) }
}

/// Capitalizes the first letter of each sentence, so a move's name can open one ("Rock beats
/// scissors."). Scripts without case, such as Hangul, are left as they are.
func sentenceCase(_ line: String) -> String {
    var out = ""
    var atStart = true
    var previous: Character = " "
    for ch in line {
        if atStart, ch.isLetter {
            out += ch.uppercased()
            atStart = false
        } else {
            out.append(ch)
            if ch.isLetter || ch.isNumber { atStart = false }
        }
        if ch == " ", ".!?".contains(previous) { atStart = true }
        previous = ch
    }
    return out
}
