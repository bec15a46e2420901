import Languages

/// The kinds of argument a catalog's slots take (see `TemplateSyntax`).
typealias ArgumentKind = TemplateSyntax.Kind

extension TemplateSyntax.Kind {
    var swiftType: String { self == .text ? "String" : "Int" }
}

struct Placeholder: Equatable {
    let position: Int
    let kind: ArgumentKind
}

enum FormatSpecifier {
    /// The placeholders of a template, in the order they appear, with their argument positions.
    static func placeholders(in template: String) throws(FormatProblem) -> [Placeholder] {
        var result: [Placeholder] = []
        var next = 1
        for piece in TemplateSyntax.pieces(of: template) {
            switch piece {
            case .literal, .percentSign:
                continue
            case .slot(let position, let kind):
                if position == nil { next += 1 }
                result.append(Placeholder(position: position ?? next - 1, kind: kind))
            case .malformed(let rest) where rest.isEmpty:
                throw FormatProblem("a lone % at the end")
            case .malformed(let rest):
                throw FormatProblem("unsupported placeholder %\(rest.prefix(3)); use %@, %lld or %%")
            }
        }
        return result
    }
}

struct FormatProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
