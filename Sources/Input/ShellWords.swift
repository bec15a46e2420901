/// Splits text into words the way a POSIX shell does for quoting, so `RPS_OPTIONS` can be
/// written as on the command line: `--transcript 'My game.txt'`.
///
/// - Spaces, tabs and newlines outside quotes separate words; runs of them count as one.
/// - Single quotes keep everything up to the next single quote as it is.
/// - Double quotes keep everything up to the next unescaped double quote; inside them a
///   backslash escapes only `"`, `\`, `$`, `` ` `` and newline (a backslash and newline are
///   both dropped), and any other backslash stays.
/// - Outside quotes a backslash keeps the next character as it is; a backslash and newline are
///   both dropped; a backslash at the very end stays.
/// - Quoted pieces join what touches them into one word, and `''` or `""` alone is an empty word.
///
/// Nothing else a shell does happens here: no variable or tilde expansion, no globbing, no
/// command or arithmetic substitution, no comments, and `;`, `|`, `&`, `<`, `>` and the like are
/// ordinary characters. Pure: no environment and no files.
public enum ShellWords {
    public enum Failure: Error, Hashable, Sendable {
        /// A quote that is never closed; `word` is the text from the start of its word to the end.
        case unterminatedQuote(word: String)
    }

    public static func split(_ text: String) -> Result<[String], Failure> {
        var words: [String] = []
        var word = ""
        /// Whether a word has begun, so a quoted empty word counts.
        var inWord = false
        var wordStart = text.unicodeScalars.startIndex
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            let here = scalars.startIndex
            scalars.removeFirst()
            if !inWord, !isBlank(scalar) { wordStart = here }
            switch scalar {
            case _ where isBlank(scalar):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "\\":
                guard let next = scalars.popFirst() else { word.unicodeScalars.append(scalar); inWord = true; break }
                // A backslash and newline join lines; they neither start nor end a word.
                if next != "\n" { word.unicodeScalars.append(next); inWord = true }
            case "'":
                inWord = true
                guard let end = scalars.firstIndex(of: "'") else {
                    return .failure(.unterminatedQuote(word: String(text.unicodeScalars[wordStart...])))
                }
                word.unicodeScalars.append(contentsOf: scalars[..<end])
                scalars = scalars[scalars.index(after: end)...]
            case "\"":
                inWord = true
                var closed = false
                while let inner = scalars.popFirst() {
                    if inner == "\"" { closed = true; break }
                    if inner == "\\", let next = scalars.first, "\"\\$`\n".unicodeScalars.contains(next) {
                        scalars.removeFirst()
                        if next != "\n" { word.unicodeScalars.append(next) }
                    } else {
                        word.unicodeScalars.append(inner)
                    }
                }
                guard closed else {
                    return .failure(.unterminatedQuote(word: String(text.unicodeScalars[wordStart...])))
                }
            default:
                inWord = true
                word.unicodeScalars.append(scalar)
            }
        }
        if inWord { words.append(word) }
        return .success(words)
    }

    /// A word as `split` reads it back whole: as it is when it holds nothing the shell's quoting
    /// would act on, else in single quotes (a single quote in it closed, escaped and opened again).
    public static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.,:/+=@%".unicodeScalars.contains($0) }
        return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n"
    }
}
