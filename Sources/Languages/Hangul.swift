/// Unicode's precomposed Hangul syllables, 가 to 힣 (The Unicode Standard, 3.12): each vowel of
/// each leading consonant with 28 finals, the first of them none.
public enum Hangul {
    public static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// The syllable's final consonant by its number, 0 for none and 8 for ㄹ; `nil` for a scalar
    /// that is no syllable.
    public static func final(of scalar: Unicode.Scalar) -> UInt32? {
        syllables.contains(scalar.value) ? (scalar.value - syllables.lowerBound) % 28 : nil
    }
}
