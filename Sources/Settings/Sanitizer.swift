/// Removes what a terminal would act on rather than show: escape sequences (CSI such as colour
/// codes, OSC such as title and clipboard setters, and other ESC sequences) and every other
/// control character, so anything typed can be stored or shown again safely.
public enum Sanitizer {
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
            case 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
                continue  // zero-width and bidirectional controls that hide or reorder text
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func skipEscapeSequence(_ s: inout Substring.UnicodeScalarView) {
        guard let next = s.first else { return }
        switch next {
        case "[": s.removeFirst(); skipCSI(&s)
        case "]", "P", "X", "^", "_": s.removeFirst(); skipString(&s)
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
