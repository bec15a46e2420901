import Catalog
import Testing

/// The parser reads the `Words` catalog's words as they are and looks typed words up by their
/// bytes (Input's `Phrase`), so each word must already be in the form a typed word is folded to.
@Suite struct CatalogWordsTests {
    @Test(arguments: Language.allCases)
    func everyWordIsLowerCaseASCIIOrPrecomposedHangul(language: Language) {
        let vocabulary = Vocabulary(language)
        for key in Words.Key.allCases {
            for word in vocabulary.words(key) {
                #expect(!word.isEmpty, "\(key) in \(language) has an empty word")
                #expect(word == word.lowercased(), "\(key) in \(language): \(word) is not lower-case")
                // Hangul's compatibility jamo too (ㅂㅂ, ㄱㄱ): what players type alone, as they texts
                // (an input method composes a consonant with a vowel, never a consonant alone).
                let foreign = word.unicodeScalars.filter {
                    !((0x20...0x7E).contains($0.value) || (0xAC00...0xD7A3).contains($0.value)
                        || (0x3131...0x3163).contains($0.value))
                }
                #expect(
                    foreign.isEmpty,
                    "\(key) in \(language): \(word) holds \(foreign.map { String($0.value, radix: 16) })")
                #expect(
                    !word.contains("  ") && word.first != " " && word.last != " ", "\(key) in \(language): '\(word)'")
            }
        }
    }
}
