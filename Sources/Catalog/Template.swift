import Languages

/// Fills a catalog template's placeholders (`%@`, `%lld`, `%d`, positional `%2$@`, `%%`) and, in
/// a language whose particles agree, makes each particle marker written after a placeholder
/// agree with the word it follows.
public enum Template {
    public enum Argument: Sendable {
        case text(String)
        case number(Int)

        /// The kind of argument a slot takes.
        public typealias Kind = TemplateSyntax.Kind

        var rendered: String {
            switch self {
            case .text(let s): s
            case .number(let n): String(n)
            }
        }

        /// The argument as text, for a slot that takes text ("" for a number).
        public var text: String {
            if case .text(let s) = self { s } else { "" }
        }

        /// The argument as a number, for a slot that takes one (0 for text).
        public var number: Int {
            if case .number(let n) = self { n } else { 0 }
        }
    }

    /// The build checked every template: none is malformed.
    public static func render(_ template: String, _ arguments: [Argument], traits: LanguageTraits) -> String {
        var out = ""
        var pieces = TemplateSyntax.pieces(of: template)
        var next = 0
        var skip = 0  // a marker's characters, already replaced by the particle that agrees
        while let piece = pieces.next() {
            switch piece {
            case .literal(let text):
                out.append(contentsOf: text.dropFirst(skip))  // String's own, not the generic +=
                skip = 0
            case .percentSign:
                out += "%"
            case .slot(let position, _):
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                let value = arguments.indices.contains(index) ? arguments[index].rendered : ""
                out += value
                if traits.particlesAgree, let (marker, particle) = Josa.resolve(after: value, in: pieces.rest) {
                    out += particle
                    skip = marker.count
                }
            case .malformed(let text):
                out += text
            }
        }
        return out
    }
}

/// One key of a catalog, with the kinds of its arguments in order: what tests need to say every
/// sentence with sample arguments.
public struct CatalogKey: Hashable, Sendable {
    public let name: String
    public let arguments: [Template.Argument.Kind]

    public init(name: String, arguments: [Template.Argument.Kind]) {
        self.name = name
        self.arguments = arguments
    }
}
