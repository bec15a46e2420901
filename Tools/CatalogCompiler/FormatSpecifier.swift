/// The printf-style placeholders the catalogs may use: `%@` (text), `%lld` or `%d` (a whole
/// number), each optionally positional (`%2$@`), and `%%` for a literal percent sign.
enum ArgumentKind: Equatable {
    case text, number

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
        let chars = Array(template.unicodeScalars)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { i += 1; continue }
            i += 1
            guard i < chars.count else { throw FormatProblem("a lone % at the end") }
            if chars[i] == "%" { i += 1; continue }
            var position: Int?
            var digits = ""
            var j = i
            while j < chars.count, ("0"..."9").contains(chars[j]) { digits.unicodeScalars.append(chars[j]); j += 1 }
            if !digits.isEmpty, j < chars.count, chars[j] == "$" {
                position = Int(digits)
                i = j + 1
            }
            let rest = String(String.UnicodeScalarView(chars[i...].prefix(3)))
            let kind: ArgumentKind
            if rest.hasPrefix("@") { kind = .text; i += 1 }
            else if rest.hasPrefix("lld") { kind = .number; i += 3 }
            else if rest.hasPrefix("d") { kind = .number; i += 1 }
            else { throw FormatProblem("unsupported placeholder %\(rest); use %@, %lld or %%") }
            let p = position ?? next
            if position == nil { next += 1 }
            result.append(Placeholder(position: p, kind: kind))
        }
        return result
    }
}

struct FormatProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
