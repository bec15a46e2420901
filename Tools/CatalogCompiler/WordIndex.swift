import Languages

/// The index of every word the game reads, made at build time from the `Words` catalog, so that
/// the parser finds a typed word without building a table at start: every phrase of every entry
/// in every language, as typed (lower case, without apostrophes), each verb stem (`끝내-`) in
/// every form its language's conjugation makes, each phrase of several words also run together,
/// and each word of such a phrase alone (known, so that an ending glued to it comes off).
///
/// Emitted as one string of lines sorted by their bytes, `phrase TAB hits`, which the parser
/// searches by halves (`Sources/Input/WordIndexSearch.swift`); a hit is `KEY:LANGUAGE HOW`, the
/// entry's index among the `Words` keys in sorted order, the language's index among the catalogs'
/// languages, and how the phrase comes from the entry: `w` as written, `j` run together, `f` a
/// verb's form, `p` a word of a phrase of several. Then the endings a word may carry glued on
/// (particles, politeness, the forms of filler verbs), longest first.
enum WordIndex {
    /// How a phrase of the index comes from its entry.
    enum How: Character {
        case written = "w"
        case runTogether = "j"
        case form = "f"
        case part = "p"
    }

    struct Hit: Hashable, Comparable {
        let key: Int
        let language: Int
        let how: How

        static func < (a: Hit, b: Hit) -> Bool {
            (a.key, a.language, a.how.rawValue) < (b.key, b.language, b.how.rawValue)
        }
    }

    /// How many lines of the index each line of its directory stands for.
    static let directoryStep = 64

    /// The entry of the `Words` catalog whose words are fillers: the forms of its verb stems are
    /// endings too (종료 + 해 줘).
    static let fillersKey = "fillers"

    /// A catalog word as the parser compares it: lower-case ASCII letters and no apostrophes,
    /// which players leave out (dont, whats). The catalog's words are lower case already.
    static func normalized(_ word: String) -> String {
        String(
            String.UnicodeScalarView(
                word.unicodeScalars.filter { $0 != "'" && $0 != "\u{2019}" }.map { scalar in
                    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
                }))
    }

    static func runTogether(_ phrase: String) -> String {
        String(phrase.unicodeScalars.filter { $0 != " " })
    }

    /// The Swift source of `WordIndex`, from the `Words` catalog's entries (key, then each
    /// language's list of words), keys in sorted order.
    static func emit(entries: [(key: String, lists: [String])], languages: [String]) -> String {
        var phrases: [String: Set<Hit>] = [:]
        var endings: Set<String> = []
        for (keyIndex, (key, lists)) in entries.enumerated() {
            for (languageIndex, list) in lists.enumerated() {
                let traits = LanguageTraits.of(languages[languageIndex])!
                func add(_ phrase: String, _ how: How) {
                    guard !phrase.isEmpty else { return }
                    phrases[phrase, default: []].insert(Hit(key: keyIndex, language: languageIndex, how: how))
                }
                for written in words(of: list) {
                    let phrase = normalized(written)
                    guard phrase.hasSuffix("-") else {
                        add(phrase, .written)
                        let words = phrase.split(separator: " ").map(String.init)
                        if words.count > 1 {
                            add(runTogether(phrase), .runTogether)
                            for word in words { add(word, .part) }
                        }
                        continue
                    }
                    let stem = String(phrase.dropLast())
                    let words = stem.split(separator: " ").map(String.init)
                    for form in traits.verbForms(runTogether(stem)) { add(form, .form) }
                    // A stem of several words is found run together, however its words are spaced
                    // (그만 말해 줘 as 그만말해줘): its forms are indexed so, and its words as parts.
                    if words.count > 1 {
                        for word in words.dropLast() { add(word, .part) }
                    }
                    if key == fillersKey { endings.formUnion(traits.verbForms(stem)) }
                }
            }
        }
        for traits in languages.compactMap(LanguageTraits.of) {
            endings.formUnion(traits.wordEndings + traits.politeEndings)
        }
        let sortedPhrases = phrases.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var lines = ""
        // Every `directoryStep`th line's phrase and where its line begins: a search reads the
        // directory, a page, then one block of lines, instead of a dozen pages of the whole.
        var directory = ""
        for (index, phrase) in sortedPhrases.enumerated() {
            if index % directoryStep == 0 { directory += phrase + "\t\(lines.utf8.count)\n" }
            let hits = phrases[phrase]!.sorted().map { "\($0.key):\($0.language)\($0.how.rawValue)" }
            lines += phrase + "\t" + hits.joined(separator: ",") + "\n"
        }
        let endingLines = endings.filter { !$0.isEmpty }.sorted { ($0.count, $1) > ($1.count, $0) }
        return """

            /// Every word the game reads, in every language, made from the `Words` catalog at build time
            /// (see `Tools/CatalogCompiler/WordIndex.swift`): static bytes, read where they lie.
            public enum WordIndex {
                /// `phrase TAB hits` a line, sorted by bytes; a hit is `KEY:LANGUAGE HOW`.
                public static let phrases: StaticString = \(CatalogCompiler.swiftLiteral(lines))

                /// Every \(directoryStep)th phrase of `phrases` and the byte its line begins at, a line each.
                public static let directory: StaticString = \(CatalogCompiler.swiftLiteral(directory))

                /// What may be glued to the end of a known word, a line each, longest first.
                public static let endings: StaticString = \(CatalogCompiler.swiftLiteral(endingLines.map { $0 + "\n" }.joined()))
            }

            """
    }

    /// The words of a list, as the catalog separates them: by commas, spaces around them dropped.
    static func words(of list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
    }
}
