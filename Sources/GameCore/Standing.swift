/// Where the game stands after a throw: what is said about it. Carried by the throw's event, so
/// narration needs nothing but events.
public struct Standing: Hashable, Sendable {
    /// Games won by each side.
    public let score: Score
    /// Games won over games played, as a whole percentage (see `Tally.winRatePercent`).
    public let winRatePercent: Int
    /// Games won in a row now.
    public let streak: Int
    /// The match, when the rules play matches.
    public let match: MatchStanding?

    public init(score: Score, winRatePercent: Int, streak: Int, match: MatchStanding? = nil) {
        self.score = score
        self.winRatePercent = winRatePercent
        self.streak = streak
        self.match = match
    }
}

/// A match after a throw: its score (the final one, when the throw ended it) and its length.
public struct MatchStanding: Hashable, Sendable {
    public let score: Score
    /// Games in the match: best of `length`.
    public let length: Int
    public let ended: Bool

    public init(score: Score, length: Int, ended: Bool) {
        self.score = score
        self.length = length
        self.ended = ended
    }

    /// Games a side needs to take the match.
    public var gamesToWin: Int { Rules.gamesToWin(length) }

    /// The sides one game away from taking the match, while it goes on.
    public var matchPoint: [Side] {
        guard !ended else { return [] }
        return Side.allCases.filter { (($0 == .player ? score.player : score.computer) + 1) == gamesToWin }
    }
}
