import Catalog
import GameCore
import Input

/// What the player's input means, in the language in force: a typed line, read by the line
/// reader; a key in quick-keys mode, by its input machine (`QuickKeys`).
struct PlayerInput {
    var reader: LineReader
    var keys: QuickKeys

    init(language: Language) {
        reader = LineReader(language: language)
        keys = QuickKeys(language: language)
    }

    /// The words and keys of `language` from now on; what quick keys wait for and what the
    /// reader has told stay.
    mutating func learn(_ language: Language) {
        reader = reader.speaking(language)
        keys.map = KeyMap(language: language)
    }
}
