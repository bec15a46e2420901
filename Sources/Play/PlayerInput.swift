import Catalog
import GameCore
import Input

/// What the player's input means, in the language in force: a typed line, read by the parser; a
/// key in quick-keys mode, by its input machine (`QuickKeys`). Made again for a new language.
struct PlayerInput {
    private(set) var parser: CommandParser
    var keys: QuickKeys

    init(language: Language) {
        parser = CommandParser(language: language)
        keys = QuickKeys(language: language)
    }

    /// The words and keys of `language` from now on; what quick keys wait for stays.
    mutating func learn(_ language: Language) {
        parser = CommandParser(language: language)
        keys.map = KeyMap(language: language)
    }

    /// The words Tab completes while `kind` is played.
    func completions(playing kind: GameKind) -> TabWords { parser.completions(playing: kind) }
}
