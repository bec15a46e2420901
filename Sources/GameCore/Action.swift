/// What a player can ask of the game. Review actions (`score`, `stats`, `history`) never change it.
public enum Action: Hashable, Sendable {
    case play(Move)
    /// Minus one: show two hands at once; the computer shows its two.
    case show(HandPair)
    /// Minus one: keep one of the two hands shown; the computer keeps one of its own at the same
    /// moment, and the round is judged.
    case keep(Keep)
    /// Throw again with the player's previous move (FR-009); in minus one, show the previous pair.
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

    /// Whether it only reports, leaving the game as it was.
    public var isReview: Bool {
        switch self {
        case .score, .stats, .history: true
        case .play, .show, .keep, .again, .undo, .newGame, .changeRules: false
        }
    }
}
