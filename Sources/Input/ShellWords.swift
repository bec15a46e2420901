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

    /// Read as UTF-8 bytes: every byte the quoting acts on is ASCII, which is never part of
    /// another character there, and bytes cost far less at startup than characters or scalars.
    public static func split(_ text: String) -> Result<[String], Failure> {
        let bytes = Array(text.utf8)
        var words: [String] = []
        var word: [UInt8] = []
        /// Whether a word has begun, so a quoted empty word counts.
        var inWord = false
        var wordStart = 0
        var index = 0
        let (space, tab, newline) = (UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"))
        let (backslash, single, double) = (UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""))
        let isBlank = { (byte: UInt8) in byte == space || byte == tab || byte == newline }
        let unterminated = {
            Result<[String], Failure>.failure(
                .unterminatedQuote(word: String(decoding: bytes[wordStart...], as: UTF8.self)))
        }
        while index < bytes.count {
            let byte = bytes[index]
            if !inWord, !isBlank(byte) { wordStart = index }
            index += 1
            switch byte {
            case _ where isBlank(byte):
                if inWord { words.append(String(decoding: word, as: UTF8.self)) }
                word = []
                inWord = false
            case backslash:
                guard index < bytes.count else {
                    word.append(byte)
                    inWord = true
                    break
                }
                let next = bytes[index]
                index += 1
                // A backslash and newline join lines; they neither start nor end a word.
                if next != newline {
                    word.append(next)
                    inWord = true
                }
            case single:
                inWord = true
                guard let end = bytes[index...].firstIndex(of: single) else { return unterminated() }
                word += bytes[index..<end]
                index = end + 1
            case double:
                inWord = true
                var closed = false
                while index < bytes.count {
                    let inner = bytes[index]
                    index += 1
                    if inner == double {
                        closed = true
                        break
                    }
                    if inner == backslash, index < bytes.count, "\"\\$`\n".utf8.contains(bytes[index]) {
                        if bytes[index] != newline { word.append(bytes[index]) }
                        index += 1
                    } else {
                        word.append(inner)
                    }
                }
                guard closed else { return unterminated() }
            default:
                inWord = true
                word.append(byte)
            }
        }
        if inWord { words.append(String(decoding: word, as: UTF8.self)) }
        return .success(words)
    }

    /// A word as `split` reads it back whole: as it is when it holds nothing the shell's quoting
    /// would act on, else in single quotes (a single quote in it closed, escaped and opened again).
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
                    || "-_.,:/+=@%".unicodeScalars.contains($0)
            }
        return plain
            ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
