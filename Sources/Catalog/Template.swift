import Languages

/// Fills a catalog template's placeholders (`%@`, `%lld`, `%d`, positional `%2$@`, `%%`) and, in
/// a language whose particles agree, makes each particle marker written after a placeholder
/// agree with the word it follows.
public enum Template {
    public enum Argument: Sendable {
        case text(String)
        case number(Int)

        /// The kind of argument a slot takes.
        public enum Kind: Hashable, Sendable {
            case text, number
        }

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

    public static func render(_ template: String, _ arguments: [Argument], traits: LanguageTraits) -> String {
        var out = ""
        var rest = Substring(template)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                out += "%"
                rest = rest.dropFirst()
                continue
            }
            var index = next
            let digits = rest.prefix(while: \.isWholeNumber)
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let position = Int(digits) {
                index = position - 1
                rest = rest.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            if rest.hasPrefix("lld") { rest = rest.dropFirst(3) } else { rest = rest.dropFirst() }
            let value = arguments.indices.contains(index) ? arguments[index].rendered : ""
            out += value
            if traits.particlesAgree, let (marker, particle) = Josa.resolve(after: value, in: rest) {
                out += particle
                rest = rest.dropFirst(marker.count)
            }
        }
        out += rest
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
