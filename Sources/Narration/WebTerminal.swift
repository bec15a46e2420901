import Languages

extension Narrator {
    /// Said after the welcome in a web terminal (`--web`) when the language's letters are typed
    /// through an input method: the moves by number. xterm.js hands a screen reader each Hangul
    /// syllable as it is composed, the first with the last answer again; digits pass unheard.
    public var webWelcome: [Line] {
        language.traits.typedThroughInputMethod ? plain([numbers]) : []
    }
}
