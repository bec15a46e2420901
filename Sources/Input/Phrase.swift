import Languages

/// A phrase of the game's words as a key, hashed and compared by its UTF-8 bytes.
///
/// `String` hashes and compares by canonical equivalence, normalizing every non-ASCII string
/// first: for the few hundred Korean and English words the parser reads at every start, that was
/// most of the start's work. The catalog's words are lower-case ASCII and precomposed Hangul
/// syllables (`CatalogWordsTests` checks), and a typed word is `folded` the same way, so equal
/// bytes are canonically equal here.
struct Phrase: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (a: Phrase, b: Phrase) -> Bool {
        a.text.utf8.count == b.text.utf8.count && a.text.utf8.elementsEqual(b.text.utf8)
    }

    /// A typed word as the catalog writes its words: lower-cased, and with conjoining Hangul
    /// jamo composed into syllables, as some input methods and macOS send Korean (가 as ㄱ and
    /// ㅏ, U+1100 U+1161).
    static func folded(_ typed: String) -> String {
        let lowered = typed.lowercased()
        guard lowered.unicodeScalars.contains(where: { (0x1100...0x11FF).contains($0.value) }) else { return lowered }
        return composingHangul(lowered)
    }

    /// Unicode's Hangul composition (The Unicode Standard, 3.12): a leading consonant and a
    /// vowel make a syllable, and a trailing consonant after one without joins it.
    static func composingHangul(_ text: String) -> String {
        var composed = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if let last = composed.last?.value {
                if (0x1100...0x1112).contains(last), (0x1161...0x1175).contains(value) {
                    composed.removeLast()
                    composed.append(
                        Unicode.Scalar(Hangul.syllables.lowerBound + ((last - 0x1100) * 21 + (value - 0x1161)) * 28)!)
                    continue
                }
                if let lastScalar = composed.last, Hangul.final(of: lastScalar) == 0, (0x11A8...0x11C2).contains(value)
                {
                    composed.removeLast()
                    composed.append(Unicode.Scalar(last + value - 0x11A7)!)
                    continue
                }
            }
            composed.append(scalar)
        }
        return String(composed)
    }
}
