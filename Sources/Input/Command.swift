import Catalog
import GameCore

/// What a typed line asks for: an action of the game, or something only the console does.
public enum Command: Hashable, Sendable {
    case game(Action)
    case help
    /// Say the last narration again.
    case repeatLast
    case quit
}

/// The parser's verdict on one typed line.
public enum ParsedLine: Hashable, Sendable {
    /// Nothing but spaces or control characters.
    case empty
    case command(Command)
    /// No known word; `suggestion` is a known word close to what was typed ("rokc": "rock").
    case notUnderstood(suggestion: String?)
    /// `history` with something after it that is not a count of rounds.
    case needsCount(Keyword)
    /// A command that takes nothing, with more words after it.
    case takesNothing(Keyword)
}
