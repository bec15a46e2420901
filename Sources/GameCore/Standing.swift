/// Where the game stands after a round: what is said about it. Carried by the round's event, so
/// narration needs nothing but events.
public struct Standing: Hashable, Sendable {
    public let score: Score
    /// Wins over rounds played, as a whole percentage (see `Tally.winRatePercent`).
    public let winRatePercent: Int
    /// Consecutive wins now.
    public let streak: Int

    public init(score: Score, winRatePercent: Int, streak: Int) {
        self.score = score
        self.winRatePercent = winRatePercent
        self.streak = streak
    }
}
