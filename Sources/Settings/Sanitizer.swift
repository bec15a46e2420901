/// Removes what a terminal would act on rather than show: escape sequences (CSI such as colour
/// codes, OSC such as title and clipboard setters, and other ESC sequences) and every other
/// control character, and the invisible characters that hide or reorder text, so anything typed
/// can be stored or shown again safely.
public enum Sanitizer {
    /// Invisible format characters: every bidirectional control (U+061C, U+200E, U+200F,
    /// U+202A-U+202E, U+2066-U+2069), which would reorder the words around them in an error or a
    /// transcript, and the zero-width and other invisible ones (soft hyphen, U+180E,
    /// U+200B-U+200D, U+2060-U+2064, U+206A-U+206F, the byte order mark, the interlinear
    /// annotation controls and the tag characters), which hide text from the eye but not from
    /// the parser or a screen reader.
    public static let hidden: [ClosedRange<UInt32>] = [
        0xAD...0xAD, 0x61C...0x61C, 0x180E...0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064,
        0x2066...0x206F, 0xFEFF...0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F,
    ]

    public static func clean(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipCSI(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                skipString(&scalars)
            case 0x09:
                out.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            case let value where value >= 0xAD && hidden.contains { $0.contains(value) }:
                continue
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func skipEscapeSequence(_ s: inout Substring.UnicodeScalarView) {
        guard let next = s.first else { return }
        switch next {
        case "[":
            s.removeFirst()
            skipCSI(&s)
        case "]", "P", "X", "^", "_":
            s.removeFirst()
            skipString(&s)
        default:
            // ESC, any intermediate bytes (0x20-0x2F), then one final byte.
            while let c = s.first, (0x20...0x2F).contains(c.value) { s.removeFirst() }
            if let c = s.first, (0x30...0x7E).contains(c.value) { s.removeFirst() }
        }
    }

    /// Parameters and intermediates, then one final byte in 0x40-0x7E.
    private static func skipCSI(_ s: inout Substring.UnicodeScalarView) {
        while let c = s.popFirst() {
            if (0x40...0x7E).contains(c.value) || c.value < 0x20 { return }
        }
    }

    /// Up to BEL, ESC \ or the 8-bit string terminator.
    private static func skipString(_ s: inout Substring.UnicodeScalarView) {
        while let c = s.popFirst() {
            if c.value == 0x07 || c.value == 0x9C { return }
            if c.value == 0x1B {
                if s.first == "\\" { s.removeFirst() }
                return
            }
        }
    }
}
