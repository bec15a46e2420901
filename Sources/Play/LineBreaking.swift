/// A line wider than the terminal, broken between words into rows that fit it, so that the
/// terminal never cuts a word in two ("langua / ge"), which a screen reader reads row by row as
/// two words. Each row, read alone, should still make sense: a row that ends a phrase (after a
/// comma, colon, semicolon or full stop) is preferred to a fuller one that cuts it, when it fills
/// at least half the width. A word wider than the terminal is left whole (the terminal cuts it,
/// as before): breaking it ourselves would say no more. Pure: the width comes in, in terminal
/// columns, where a Hangul syllable or a wide sign takes two.
public enum LineBreaking {
    /// `text`, lines ending in "\n" each, with every line wider than `width` columns broken into
    /// rows; the space (or no-break space) at each break becomes the new line. Colour sequences
    /// (ESC [ … m) take no column.
    public static func wrap(_ text: String, width: Int) -> String {
        guard width > 0, !fitsByBytes(text, width: width) else { return text }
        var result = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        let last = lines.popLast()
        for line in lines {
            result += wrapLine(Substring(line), width: width)
            result += "\n"
        }
        if let last { result += wrapLine(last, width: width) }
        return result
    }

    /// Whether no line of `text` has more bytes than `width`, and so more columns: the usual
    /// case, found without reading characters (every character takes a byte a column or more).
    static func fitsByBytes(_ text: String, width: Int) -> Bool {
        var bytes = 0
        for byte in text.utf8 {
            bytes = byte == UInt8(ascii: "\n") ? 0 : bytes + 1
            if bytes > width { return false }
        }
        return true
    }

    /// One line's rows, joined with new lines.
    static func wrapLine(_ line: Substring, width: Int) -> String {
        guard columns(line) > width else { return String(line) }
        let words = words(of: line)
        var rows: [Range<Int>] = []
        var start = 0
        while start < words.count {
            // The most words from `start` that fit, and among them the last end of a phrase.
            var end = start + 1
            var used = words[start].columns
            var phraseEnd: Int?
            if words[start].endsPhrase { phraseEnd = end }
            while end < words.count, used + words[end].gapColumns + words[end].columns <= width {
                used += words[end].gapColumns + words[end].columns
                end += 1
                if words[end - 1].endsPhrase { phraseEnd = end }
            }
            if end < words.count, let phrase = phraseEnd, 2 * row(words[start..<phrase]).columns >= width {
                end = phrase
            }
            rows.append(start..<end)
            start = end
        }
        // A last word alone ("them.") takes the word before it along, unless that one ends a
        // phrase, when both fit and the row before keeps two words.
        if rows.count > 1, let last = rows.last, last.count == 1 {
            let before = rows[rows.count - 2]
            let moved = before.upperBound - 1
            if before.count > 2, !words[moved].endsPhrase, row(words[moved..<last.upperBound]).columns <= width {
                rows[rows.count - 2] = before.lowerBound..<moved
                rows[rows.count - 1] = moved..<last.upperBound
            }
        }
        return rows.map { row(words[$0]).text }.joined(separator: "\n")
    }

    /// A word as shown, with its width, and the spaces before it (the one or more it was written
    /// with, so that an alternate line keeps its no-break spaces); whether it ends a phrase: its
    /// last visible character is a comma, colon, semicolon, full stop or mark.
    struct Word {
        var gap: Substring
        var text: Substring
        var columns: Int
        var endsPhrase: Bool

        var gapColumns: Int { gap.count }
    }

    /// The words between spaces or no-break spaces; spaces that indent the line stay with its
    /// first word, and those that end it are left out.
    static func words(of line: Substring) -> [Word] {
        let isSpace = { (character: Character) in character == " " || character == "\u{A0}" }
        let ends: Set<Character> = [",", ":", ";", ".", "!", "?"]
        var words: [Word] = []
        var index = line.startIndex
        var gap = line[index..<index]
        while index < line.endIndex {
            let wordStart = index
            while index < line.endIndex, !isSpace(line[index]) { index = line.index(after: index) }
            if wordStart < index {
                let text = words.isEmpty ? line[gap.startIndex..<index] : line[wordStart..<index]
                words.append(
                    Word(
                        gap: words.isEmpty ? line[wordStart..<wordStart] : gap, text: text, columns: columns(text),
                        endsPhrase: withoutColour(text).last.map(ends.contains) ?? false))
            }
            let gapStart = index
            while index < line.endIndex, isSpace(line[index]) { index = line.index(after: index) }
            gap = line[gapStart..<index]
        }
        return words
    }

    /// The words as one row: each after its gap but the first.
    private static func row(_ words: ArraySlice<Word>) -> (text: String, columns: Int) {
        guard let first = words.first else { return ("", 0) }
        var text = String(first.text)
        var columns = first.columns
        for word in words.dropFirst() {
            text += word.gap + word.text
            columns += word.gapColumns + word.columns
        }
        return (text, columns)
    }

    /// The columns `text` takes on a terminal, colour sequences taking none.
    public static func columns(_ text: Substring) -> Int {
        withoutColour(text).reduce(0) { $0 + columns(of: $1) }
    }

    /// `text` without its colour sequences: ESC, "[", then digits and ";" up to a final letter.
    static func withoutColour(_ text: Substring) -> String {
        var result = ""
        var inSequence = false
        for scalar in text.unicodeScalars {
            if inSequence {
                if (0x40...0x7E).contains(scalar.value), scalar != "[" { inSequence = false }
                continue
            }
            if scalar == "\u{1B}" {
                inSequence = true
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// The columns a character takes: two for a wide one (Hangul, CJK, an emoji shown as a
    /// picture), none for a control, one for the rest. Marks that join a character take none.
    public static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        return isWide(first) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, in blocks), and the
    /// pictures shown two columns wide.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F,  // Hangul initial jamo
            0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
            0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
            0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD,
            0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
            0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
            0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F,  // Hangul jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
            0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
            0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E,
            0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
            0x1F57A, 0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC,
            0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
            0x1F7E0...0x1F7EB, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
            0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
