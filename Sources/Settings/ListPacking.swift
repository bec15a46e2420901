import Catalog

/// Lists said a braille line at a time: the topics, the commands, the switches on and off, the
/// kinds of line heard, the moves and their keys.
extension Sentences {
    /// `words` in lines, each holding as many as fit a line on a braille display, so a new word
    /// never makes a line too long; the first line is of `first`, and every line but the last
    /// ends as a list that goes on.
    public func packed(_ words: [String], first: (String) -> String) -> [String] {
        let groups = Self.groups(
            of: words, first: { first(listEnds($0)) }, rest: listEnds,
            limit: language.traits.maximumListCharacters)
        return groups.enumerated().map { index, group in
            let words = group.joined(separator: ", ")
            let punctuated = index == groups.count - 1 ? listEnds(words) : listGoesOn(words)
            return index == 0 ? first(punctuated) : punctuated
        }
    }

    /// `words` in groups, in order, each as large as still keeps its template (`first` for the
    /// first group, `rest` for the others) of the group, joined by commas, within `limit` characters.
    public static func groups(of words: [String], first: (String) -> String, rest: (String) -> String, limit: Int)
        -> [[String]]
    {
        var groups: [[String]] = []
        var taken: [String] = []
        for word in words {
            let template = groups.isEmpty ? first : rest
            if !taken.isEmpty, template((taken + [word]).joined(separator: ", ")).count > limit {
                groups.append(taken)
                taken = []
            }
            taken.append(word)
        }
        if !taken.isEmpty { groups.append(taken) }
        return groups
    }

    /// How the words of a list are joined into one phrase: `next` adds a word to the list so far,
    /// `last` the last word. Both are the language's to say (a catalog sentence), or commas.
    public struct Joining: Sendable {
        let next: @Sendable (String, String) -> String
        let last: @Sendable (String, String) -> String

        public init(
            next: @escaping @Sendable (String, String) -> String, last: (@Sendable (String, String) -> String)? = nil
        ) {
            self.next = next
            self.last = last ?? next
        }

        /// A comma and a space between every two words.
        public static let commas = Joining(next: { $0 + ", " + $1 })
    }

    /// `words` in one phrase, joined as `joining` says.
    public func joined(_ words: [String], _ joining: Joining = .commas) -> String {
        var phrase = words.first ?? ""
        for (index, word) in words.enumerated().dropFirst() {
            phrase = (index == words.count - 1 ? joining.last : joining.next)(phrase, word)
        }
        return phrase
    }

    /// `sentence` said of `words` as one list: one line when it fits a braille line whole, else as
    /// few lines as fit, about as many words each, the sentence's own words before the list opening
    /// the first and those after it closing the last, a line ending where the list breaks (after a
    /// comma, where a comma joins the words). So a sentence that names a kind's moves takes any
    /// number of them, in either order of words (English says "Type" first, Korean 입력하세요 last).
    /// `limit`: the characters a line holds, where the language's own estimate does not fit the
    /// words (an option's Latin words take a cell a letter in every language).
    public func listed(
        _ words: [String], joined joining: Joining = .commas, limit: Int? = nil, in sentence: (String) -> String
    ) -> [String] {
        let list = joined(words, joining)
        let whole = sentence(list)
        let limit = limit ?? language.traits.maximumCharacters
        // The sentence's words before the list are those before a mark put in its place.
        guard words.count > 1, width(whole) > limit, let mark = sentence("\u{1}").firstIndex(of: "\u{1}") else {
            return [whole]
        }
        let before = String(sentence("\u{1}")[..<mark])
        let after = String(whole.dropFirst(before.count + list.count))
        // What joins each word to the one before it, by the language's own rule (a particle may agree).
        let joins = words.indices.dropFirst().map { index in
            let pair = (index == words.count - 1 ? joining.last : joining.next)(words[index - 1], words[index])
            return String(pair.dropFirst(words[index - 1].count).dropLast(words[index].count))
        }
        var lines: [String] = []
        for count in 2...words.count {
            let size = (words.count + count - 1) / count
            let starts = Array(stride(from: 0, to: words.count, by: size))
            lines = starts.enumerated().map { part, start in
                let end = min(start + size, words.count)
                var line = part == 0 ? before : ""
                if start > 0 { line += Self.opening(joins[start - 1]) }
                line += words[start]
                for index in (start + 1)..<max(start + 1, end) { line += joins[index - 1] + words[index] }
                return line + (end == words.count ? after : Self.closing(joins[end - 1]))
            }
            if lines.allSatisfy({ width($0) <= limit }) { return lines }
        }
        return lines
    }

    /// What a join leaves at the end of a line it breaks: its marks before its first space (a comma).
    private static func closing(_ join: String) -> String {
        String(join.prefix { $0 != " " })
    }

    /// What a join leaves at the start of the next line: its words after its first space ("or").
    private static func opening(_ join: String) -> String {
        guard let space = join.firstIndex(of: " ") else { return "" }
        let words = join[join.index(after: space)...].drop { $0 == " " }
        return String(words)
    }

    /// A line's width as the braille estimate counts it: its characters, and where a character is
    /// a cell, the number sign before each number (`LanguageTraits.numberSignTakesAPlace`).
    private func width(_ line: String) -> Int {
        guard language.traits.numberSignTakesAPlace else { return line.count }
        var numbers = 0
        var inNumber = false
        for scalar in line.unicodeScalars {
            let digit = ("0"..."9").contains(scalar)
            if digit, !inNumber { numbers += 1 }
            inNumber = digit
        }
        return line.count + numbers
    }
}
