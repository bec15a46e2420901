/// What a player can ask of the game. Review actions (`score`, `stats`, `history`) never change it.
public enum Action: Hashable, Sendable {
    case play(Move)
    /// Play a new round with the player's previous move (FR-009).
    case again
    /// Take back the last round exactly (FR-009).
    case undo
    /// Reset every score, statistic, streak and the history, without confirmation (FR-006).
    case newGame
    case score
    case stats
    /// The last `limit` rounds, newest first (FR-011).
    case history(limit: Int)
}
