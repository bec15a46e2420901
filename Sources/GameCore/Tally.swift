/// Every running figure of a game: results, streaks and move counts (FR-004, 007, 008, 010).
///
/// A value type, so undo restores a copy taken before the round instead of reversing arithmetic.
public struct Tally: Hashable, Sendable {
    public private(set) var wins = 0
    public private(set) var losses = 0
    public private(set) var draws = 0
    /// Consecutive wins; a loss resets it, a draw leaves it (FR-007).
    public private(set) var streak = 0
    public private(set) var bestStreak = 0
    /// The best streak as it stood when the current streak began: the record it has to beat.
    public private(set) var recordToBeat = 0
    public private(set) var playerMoves = MoveCounts()
    public private(set) var computerMoves = MoveCounts()

    public init() {}

    public var rounds: Int { wins + losses + draws }

    public var score: Score { Score(player: wins, computer: losses) }

    /// Wins over rounds played, draws included, as a whole percentage rounded half up;
    /// `nil` before any round, so nobody hears "0 percent" for a game not yet played (FR-008).
    public var winRatePercent: Int? {
        guard rounds > 0 else { return nil }
        return (wins * 200 + rounds) / (rounds * 2)
    }

    mutating func record(_ round: Round) {
        playerMoves.count(round.player)
        computerMoves.count(round.computer)
        switch round.outcome {
        case .win:
            wins += 1
            if streak == 0 { recordToBeat = bestStreak }
            streak += 1
            bestStreak = max(bestStreak, streak)
        case .loss:
            losses += 1
            streak = 0
        case .draw:
            draws += 1
        }
    }
}
