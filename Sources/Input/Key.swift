/// One key press in quick-keys mode, as the terminal sent it: a character ("1", "q", "?", a
/// space), a control character (Backspace, Enter), an escape sequence (an arrow, a function key),
/// or the text an input method committed at once ("가"). Its meaning is the key map's to say.
public struct Key: Hashable, Sendable {
    /// What the key sent, decoded as UTF-8.
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Enter, as the terminal sends it: a carriage return, or a new line where the terminal
    /// turns one into the other (ICRNL).
    public static let enter = Key("\r")
    public static let escape = Key("\u{1B}")
    public static let space = Key(" ")
    /// Backspace, as most terminals send it (DEL); Control-H (BS) is the other.
    public static let backspace = Key("\u{7F}")

    /// The key with a carriage return and a new line taken as the same Enter, and Control-H as
    /// Backspace; a letter of either case as itself.
    var normalized: Key {
        switch text {
        case "\n": .enter
        case "\u{8}": .backspace
        default: self
        }
    }
}
