import Catalog
import GameCore

/// What a typed line asks for: an action of the game, or something only the console does.
public enum Command: Hashable, Sendable {
    case game(Action)
    case help
    /// Say the last narration again.
    case repeatLast
    case quit
    /// Say every setting.
    case settings
    case change(Setting)
}

/// One setting a player can change during the game, with its new value.
public enum Setting: Hashable, Sendable {
    case language(Language)
    case emoji(Bool)
    case color(Bool)
    case bell(Bool)
    /// Self-voicing through a speech program.
    case speak(Bool)
    case delay(Double)
    case verbosity(Verbosity)
    /// Keep a transcript in the named file, or stop keeping one (`nil`).
    case transcript(String?)
}

/// The parser's verdict on one typed line.
public enum ParsedLine: Hashable, Sendable {
    /// Nothing but spaces or control characters.
    case empty
    case command(Command)
    /// No known word; `suggestion` is a known word close to what was typed ("rokc": "rock").
    case notUnderstood(suggestion: String?)
    /// A command that needs a value (a count, on or off, a language, seconds, a file) without a
    /// good one.
    case needsValue(Keyword)
    /// A command that takes nothing, with more words after it.
    case takesNothing(Keyword)
}
