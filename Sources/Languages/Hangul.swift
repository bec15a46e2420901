/// Unicode's precomposed Hangul syllables, 가 to 힣 (The Unicode Standard, 3.12): each vowel of
/// each leading consonant with 28 finals, the first of them none.
public enum Hangul {
    public static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// The syllable's final consonant by its number, 0 for none and 8 for ㄹ; `nil` for a scalar
    /// that is no syllable.
    public static func final(of scalar: Unicode.Scalar) -> UInt32? { Syllable(scalar)?.final }

    /// A precomposed syllable by its parts, each by its number: its leading consonant, its vowel
    /// and its final (0 for none).
    public struct Syllable: Hashable, Sendable {
        public let initial: UInt32
        public let vowel: UInt32
        public let final: UInt32

        public init(initial: UInt32, vowel: UInt32, final: UInt32) {
            self.initial = initial
            self.vowel = vowel
            self.final = final
        }

        public init?(_ scalar: Unicode.Scalar) {
            guard syllables.contains(scalar.value) else { return nil }
            let index = scalar.value - syllables.lowerBound
            self.init(initial: index / (21 * 28), vowel: index / 28 % 21, final: index % 28)
        }

        public var text: String {
            String(Unicode.Scalar(syllables.lowerBound + (initial * 21 + vowel) * 28 + final).map(Character.init)!)
        }
    }
}
