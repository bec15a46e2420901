import Catalog

/// What quick-keys mode (`--keys`) says besides the answers: how to play by keys, a key that
/// means nothing, the quit key's question, the typed command line opening and closing. Each a
/// line, short: heard after a single key, it must not outlast the next.
extension Narrator {
    /// How to play by keys, as the welcome says it: the moves' keys, and Enter to type.
    public var keysHowTo: [Line] { plain(say.welcomeKeys) }

    /// A key that means nothing here: the keys to press, each one every input method sends as it
    /// is (digits and the help key, named by `help`).
    public func unknownKey(help: String) -> [Line] {
        [Line(cased(say.keysUnknown(help)), tone: .mistake)]
    }

    /// The quit key, pressed once: press it (`key`) again to leave.
    public func quitAgain(_ key: String) -> [Line] { plain(say.keysQuitAgain(key)) }

    /// Another key after the quit key: the game goes on.
    public var quitKept: [Line] { plain(say.keysQuitKept) }

    /// Enter opened one typed command line.
    public var commandLineOpened: [Line] { plain(say.keysLineOpen) }

    /// Escape, or an empty Enter, closed the command line.
    public var commandLineClosed: [Line] { plain(say.keysLineClosed) }
}
