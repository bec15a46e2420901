import Catalog

/// The entries of the `Words` catalog a phrase belongs to, found in `WordIndex`, which the build
/// made: its lines lie sorted in the binary, and a search by halves reads a dozen of them, so
/// the game builds no table of its words at start or at any line.
enum Lexicon {
    /// One entry a phrase belongs to, in one language, and how.
    struct Hit: Hashable, Sendable {
        let key: Words.Key
        let language: Language
        let how: How
    }

    /// How a phrase comes from its entry: as the catalog writes it, its words run together, a
    /// form of a verb's stem, or one word of a phrase of several (known, but no phrase alone).
    enum How: UInt8, Sendable {
        case written = 0x77  // w
        case runTogether = 0x6A  // j
        case form = 0x66  // f
        case part = 0x70  // p
    }

    /// Every entry `phrase` (folded as the parser folds a word) belongs to; empty when it is none.
    static func hits(_ phrase: String) -> [Hit] {
        var phrase = phrase
        return phrase.withUTF8 { typed in
            guard let line = find(typed) else { return [] }
            return decode(line)
        }
    }

    /// Whether `phrase` is a word or a phrase of the game at all.
    static func knows(_ phrase: String) -> Bool {
        var phrase = phrase
        return phrase.withUTF8 { find($0) != nil }
    }

    private static var index: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: WordIndex.phrases.utf8Start, count: WordIndex.phrases.utf8CodeUnitCount)
    }

    private static var directory: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: WordIndex.directory.utf8Start, count: WordIndex.directory.utf8CodeUnitCount)
    }

    /// The hits of the line whose phrase is `typed`: the bytes after its tab, up to its line end.
    /// The directory says which block of lines holds it, if any; the block is searched by halves.
    private static func find(_ typed: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>>? {
        let (low, high) = block(of: typed)
        return find(typed, in: index, from: low, to: high)
    }

    /// The bytes of `index` where the line of `typed` is, if anywhere: from the line the last
    /// directory phrase not after it begins, to the next one's.
    private static func block(of typed: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        let lines = directory
        var low = 0
        var high = index.count
        var start = 0
        while start < lines.count {
            var tab = start
            while lines[tab] != tabulator { tab += 1 }
            var end = tab + 1
            var offset = 0
            while lines[end] != newLine {
                offset = offset * 10 + Int(lines[end] - UInt8(ascii: "0"))
                end += 1
            }
            if case .before = compare(typed, lines[start..<tab]) {
                high = offset
                break
            }
            low = offset
            start = end + 1
        }
        return (low, high)
    }

    private static func find(
        _ typed: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from low: Int, to high: Int
    ) -> Slice<UnsafeBufferPointer<UInt8>>? {
        var low = low
        var high = high
        while low < high {
            // The line around the middle: back to its start, on to its tab and its end.
            var start = (low + high) / 2
            while start > low, bytes[start - 1] != newLine { start -= 1 }
            var tab = start
            while bytes[tab] != tabulator { tab += 1 }
            var end = tab
            while bytes[end] != newLine { end += 1 }
            switch compare(typed, bytes[start..<tab]) {
            case .same: return bytes[(tab + 1)..<end]
            case .before: high = start
            case .after: low = end + 1
            }
        }
        return nil
    }

    private enum Order { case before, same, after }

    private static func compare(_ typed: UnsafeBufferPointer<UInt8>, _ phrase: Slice<UnsafeBufferPointer<UInt8>>)
        -> Order
    {
        var index = phrase.startIndex
        for byte in typed {
            guard index < phrase.endIndex else { return .after }
            if byte != phrase[index] { return byte < phrase[index] ? .before : .after }
            index += 1
        }
        return index == phrase.endIndex ? .same : .before
    }

    /// Every phrase of the index with its hits, in the index's order: for a search by likeness,
    /// which no order helps (a slip).
    static func forEachPhrase(_ body: (String, [Hit]) -> Void) {
        let bytes = index
        var start = 0
        while start < bytes.count {
            var tab = start
            while bytes[tab] != tabulator { tab += 1 }
            var end = tab
            while bytes[end] != newLine { end += 1 }
            body(String(decoding: bytes[start..<tab], as: UTF8.self), decode(bytes[(tab + 1)..<end]))
            start = end + 1
        }
    }

    /// `KEY:LANGUAGE HOW,...`
    private static func decode(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> [Hit] {
        var hits: [Hit] = []
        var key = 0
        var language = 0
        var readingKey = true
        for byte in line {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if readingKey { key = key * 10 + Int(byte - UInt8(ascii: "0")) } else { language = Int(byte - 48) }
            case UInt8(ascii: ":"):
                readingKey = false
            case UInt8(ascii: ","):
                readingKey = true
                key = 0
            default:
                if let how = How(rawValue: byte), let entry = Words.Key(rawValue: key) {
                    hits.append(Hit(key: entry, language: Language.allCases[language], how: how))
                }
            }
        }
        return hits
    }

    /// What may be glued to the end of a known word (particles, politeness, the forms of filler
    /// verbs), longest first, as the build wrote them.
    static let endings: [String] = {
        let bytes = UnsafeBufferPointer(start: WordIndex.endings.utf8Start, count: WordIndex.endings.utf8CodeUnitCount)
        return bytes.split(separator: newLine).map { String(decoding: $0, as: UTF8.self) }
    }()

    private static let newLine = UInt8(ascii: "\n")
    private static let tabulator = UInt8(ascii: "\t")
}
