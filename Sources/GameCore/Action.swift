/// What a player can ask of the game. Review actions (`score`, `stats`, `history`) never change it.
public enum Action: Hashable, Sendable {
    case play(Move)
    /// Throw again with the player's previous move (FR-009).
    case again
    /// Take back the last throw exactly (FR-009).
    case undo
    /// Reset every score, statistic, streak and the history, without confirmation (FR-006).
    case newGame
    /// Play by other rules from now on: a game or a match under way is dropped, not counted.
    case changeRules(Rules)
    case score
    case stats
    /// The last `limit` throws, newest first (FR-011).
    case history(limit: Int)
}
