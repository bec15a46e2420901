/// Everything about a game that a round changes and undo must restore, as one value, so a
/// field added later cannot be missed by undo.
public struct GameState: Hashable, Sendable {
    /// Scores, streaks and move counts.
    public internal(set) var tally = Tally()

    public init() {}
}
