/// How the catalogs' templates mark their slots, read in one place for the game, which fills them,
/// and for the build, which checks them: `%@` takes text, `%lld` or `%d` a whole number, either
/// may name its argument (`%2$@`), and `%%` is a percent sign.
public enum TemplateSyntax {
    /// What a slot takes.
    public enum Kind: Hashable, Sendable {
        case text, number
    }

    /// One piece of a template, in order.
    public enum Piece: Equatable, Sendable {
        /// Text shown as written.
        case literal(Substring)
        /// `%%`.
        case percentSign
        /// A slot; `position` counts from 1 when the slot names its argument (`%2$@`).
        case slot(position: Int?, kind: Kind)
        /// A `%` that starts none of the above; what follows it.
        case malformed(Substring)
    }

    /// The pieces of `template`, each with the text after it (where a particle may follow a slot).
    public static func pieces(of template: String) -> Pieces { Pieces(rest: Substring(template)) }

    public struct Pieces: Sequence, IteratorProtocol {
        /// The text after the last piece read.
        public private(set) var rest: Substring

        public mutating func next() -> Piece? {
            guard let first = rest.unicodeScalars.first else { return nil }
            guard first == "%" else {
                let end = rest.unicodeScalars.firstIndex(of: "%") ?? rest.endIndex
                defer { rest = rest[end...] }
                return .literal(rest[..<end])
            }
            var scalars = rest.unicodeScalars.dropFirst()
            if scalars.first == "%" {
                rest = Substring(scalars.dropFirst())
                return .percentSign
            }
            var position: Int?
            let digits = scalars.prefix { ("0"..."9").contains($0) }
            if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" {
                position = digits.count < 10 ? digits.reduce(0) { $0 * 10 + Int($1.value - 0x30) } : nil
                scalars = scalars.dropFirst(digits.count + 1)
            }
            let kind: Kind
            if scalars.first == "@" {
                kind = .text
                scalars = scalars.dropFirst()
            } else if scalars.starts(with: "lld".unicodeScalars) {
                kind = .number
                scalars = scalars.dropFirst(3)
            } else if scalars.first == "d" {
                kind = .number
                scalars = scalars.dropFirst()
            } else {
                rest = rest[rest.endIndex...]
                return .malformed(Substring(scalars))
            }
            rest = Substring(scalars)
            return .slot(position: position, kind: kind)
        }
    }
}
