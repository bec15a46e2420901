import Catalog
import Languages

/// A word of a typed line as the parser read it: a phrase of the game's words (`new game` is one),
/// a number, a word that says not to do something, or a word the game cannot place; with what it
/// means and how it was found.
struct LineWord: Sendable {
    /// Its words as typed, for a value kept as typed (a file's name, a prompt's mark).
    let typed: [String]
    /// As the parser compares it: lower case, punctuation around it and apostrophes dropped, an
    /// ending glued to it taken off (점수는: 점수).
    let text: String
    let senses: [Sense]
    /// Its value, for digits or a number's word (5, five, 다섯), also with a percent sign (30%).
    let number: Int?
    let isNegation: Bool
    /// A phrase of the game that holds a word of negation (안 해: leaving, I won't play): said
    /// after another request's word, the negation is that word's (그만 안 해: not stopping).
    let carriesNegation: Bool
    /// The place of its last word among the line's words as typed (see `LineReading.Token`).
    let position: Int
    /// How it was found, where it was not as typed.
    let reading: Reading

    /// How a word was found.
    enum Reading: Sendable {
        case asTyped
        /// Korean typed with the keyboard in the English layout (qkdnl: 바위).
        case latinLayout
        /// A slip of a key (scroe: score), read as the word it is near.
        case slip(of: String)
    }

    init(
        typed: [String], text: String, senses: [Sense], number: Int? = nil, isNegation: Bool = false,
        carriesNegation: Bool = false, position: Int = 0, reading: Reading = .asTyped
    ) {
        self.carriesNegation = carriesNegation
        self.position = position
        self.typed = typed
        self.text = text
        self.senses = senses
        self.number = number
        self.isNegation = isNegation
        self.reading = reading
    }

    /// Whether the game cannot place it.
    var isUnknown: Bool { senses.isEmpty && number == nil && !isNegation }

    /// Whether it changes nothing around a request: only a filler.
    var isFiller: Bool { !senses.isEmpty && senses.allSatisfy { $0 == .filler } && number == nil && !isNegation }

    func has(_ sense: Sense) -> Bool { senses.contains(sense) }

    /// The first of its senses `pick` gives something for.
    func first<T>(_ pick: (Sense) -> T?) -> T? {
        for sense in senses { if let found = pick(sense) { return found } }
        return nil
    }

    var wasLatinLayout: Bool { if case .latinLayout = reading { true } else { false } }
}
