import Catalog

/// Lists said a braille line at a time: the topics, the commands, the switches on and off, the
/// kinds of line heard.
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
}
