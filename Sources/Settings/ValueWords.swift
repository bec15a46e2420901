import Catalog

/// Words that name a value in any language: "on", "켜기"; "korean", "한국어". A setting's
/// value is read in every language, whatever the game speaks.
public enum ValueWords {
    /// `true` for a word meaning on, `false` for off, `nil` for anything else. Lower-cased input.
    public static func onOff(_ word: String) -> Bool? { switches[word] }

    /// The language a word names in any language ("en", "English", "영어"); `nil` for anything
    /// else. Only ASCII letters ignore case: `lowercased()` would turn the Kelvin sign into "k".
    public static func language(named name: String) -> Language? {
        languageNames[asciiLowercased(name)]
    }

    private static let switches: [String: Bool] = {
        var words: [String: Bool] = [:]
        for vocabulary in Language.allCases.map(Vocabulary.init) {
            for on in [true, false] { for word in vocabulary.words(for: on) { words[word.lowercased()] = on } }
        }
        return words
    }()

    private static let languageNames: [String: Language] = {
        var names: [String: Language] = [:]
        for vocabulary in Language.allCases.map(Vocabulary.init) {
            for named in Language.allCases {
                for word in vocabulary.words(naming: named) { names[word.lowercased()] = named }
            }
        }
        return names
    }()

    public static func asciiLowercased(_ text: String) -> String {
        // On the UTF-8 bytes, where A to Z are never part of another character.
        guard text.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return text }
        return String(
            decoding: text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 },
            as: UTF8.self)
    }
}
