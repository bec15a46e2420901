/// Fills a catalog template's placeholders (`%@`, `%lld`, `%d`, positional `%2$@`, `%%`) and
/// makes each Korean particle marker written after a placeholder agree with the word it follows.
public enum Template {
    public enum Argument: Sendable {
        case text(String)
        case number(Int)

        var rendered: String {
            switch self {
            case .text(let s): s
            case .number(let n): String(n)
            }
        }
    }

    public static func render(_ template: String, _ arguments: [Argument], language: String) -> String {
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
            if language == "ko", let (marker, particle) = Josa.resolve(after: value, in: rest) {
                out += particle
                rest = rest.dropFirst(marker.count)
            }
        }
        out += rest
        return out
    }
}
