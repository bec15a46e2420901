import GameCore
import Languages

extension Narrator {
    /// Said after the welcome in a web terminal (`--web`) when the language's letters are typed
    /// through an input method: the moves of `kind` by number. xterm.js hands a screen reader each
    /// Hangul syllable as it is composed, the first with the last answer again; digits pass unheard.
    public func webWelcome(_ kind: GameKind) -> [Line] {
        language.traits.typedThroughInputMethod ? plain(numbers(kind.moves)) : []
    }
}
