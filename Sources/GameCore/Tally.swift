/// Every running figure of a game: results, streaks, move counts and matches (FR-004, 007, 008,
/// 010). Games are counted as they are decided: in rock, paper, scissors every throw is a game;
/// in 묵찌빠 a game takes several throws.
///
/// A value type, so undo restores a copy taken before the throw instead of reversing arithmetic.
public struct Tally: Hashable, Sendable {
    public private(set) var wins = 0
    public private(set) var losses = 0
    public private(set) var draws = 0
    /// Every throw, whatever it decided.
    public private(set) var rounds = 0
    /// Games won in a row; a lost game resets it, a drawn one leaves it (FR-007).
    public private(set) var streak = 0
    public private(set) var bestStreak = 0
    /// The best streak as it stood when the current streak began: the record it has to beat.
    public private(set) var recordToBeat = 0
    public private(set) var playerMoves = MoveCounts()
    public private(set) var computerMoves = MoveCounts()
    public private(set) var matchesWon = 0
    public private(set) var matchesLost = 0

    public init() {}

    /// Games decided: won, lost or drawn.
    public var games: Int { wins + losses + draws }

    public var score: Score { Score(player: wins, computer: losses) }

    /// Matches won by each side.
    public var matches: Score { Score(player: matchesWon, computer: matchesLost) }

    /// Games won over games played, draws included, as a whole percentage rounded half up;
    /// `nil` before any game, so nobody hears "0 percent" for a game not yet played (FR-008).
    public var winRatePercent: Int? { Self.percent(wins, of: games) }

    /// Matches won over matches played, as `winRatePercent`.
    public var matchWinRatePercent: Int? { Self.percent(matchesWon, of: matchesWon + matchesLost) }

    private static func percent(_ part: Int, of whole: Int) -> Int? {
        guard whole > 0 else { return nil }
        return (part * 200 + whole) / (whole * 2)
    }

    mutating func record(_ round: Round) {
        rounds += 1
        playerMoves.count(round.player)
        computerMoves.count(round.computer)
        switch round.call.decided {
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
        case nil:
            break
        }
        if let end = round.matchEnd {
            if end.player > end.computer { matchesWon += 1 } else { matchesLost += 1 }
        }
    }
}
