import Catalog
import Languages
import Settings

/// How players wrap the game's words when they ask for something, as rules of each language
/// rather than lists of examples: a word of the game with an ending glued on (점수는, 영어로,
/// 종료해줘, 저장해 줘), a verb the catalog writes as a stem (끝내-) in any of its forms (끝낼래,
/// 끝내 줘, 끝냅시다), and the words that say not to do it (저장 안 해, don't quit).
///
/// The parser reads a line as typed first; only a line it does not understand that way is read
/// again through these rules, so the tables are made the first time one is, never at start.
struct Rephrasing: Sendable {
    /// Every form of every stem in the `Words` catalog, run together, with the stem as the
    /// catalog writes it ("끝낼래": "끝내-"); for a stem of several words, also the forms of its
    /// last word ("말해줘": "말하-") and of the whole run together ("그만말해": "그만말하-").
    private let verbForms: [Phrase: String]
    /// Every single word of every phrase of the game, in every language, and the fillers: what a
    /// glued ending may come off.
    private let knownWords: Set<Phrase>
    /// What may be glued after a known word: the languages' word endings and the forms of their
    /// filler verbs (해, 해 줘, 할래, 보여 줘).
    private let endings: [String]

    /// The rules of every language, made from the catalogs once, when first needed.
    static let shared = Rephrasing()

    /// The most words a request is read again in: a longer line is no request, and reading it
    /// costs time a pasted page must not take.
    static let longestRequest = 8
    /// The longest word read as a known word with endings glued on, and the longest endings.
    private static let longestWord = 24
    private static let longestEndings = 12

    private init() {
        var verbForms: [Phrase: String] = [:]
        var known: Set<Phrase> = []
        var endings: [String] = []
        for language in Language.allCases {
            let traits = language.traits
            let vocabulary = Vocabulary(language)
            let fillers = vocabulary.words(.fillers)
            let phrases =
                Words.Key.allCases.flatMap(vocabulary.words) + Language.allCases.flatMap(vocabulary.words(naming:))
            for phrase in phrases {
                for word in phrase.split(separator: " ") { known.insert(Phrase(String(word))) }
                known.insert(Phrase(CommandParser.runTogether(phrase)))
                guard CommandParser.isStem(phrase) else { continue }
                let stem = String(phrase.dropLast())
                let words = stem.split(separator: " ").map(String.init)
                for form in traits.verbForms(CommandParser.runTogether(stem)) where verbForms[Phrase(form)] == nil {
                    verbForms[Phrase(form)] = CommandParser.runTogether(phrase)
                }
                if words.count > 1, let last = words.last {
                    for form in traits.verbForms(last) where verbForms[Phrase(form)] == nil {
                        verbForms[Phrase(form)] = last + "-"
                    }
                }
            }
            for filler in fillers where CommandParser.isStem(filler) {
                endings += traits.verbForms(String(filler.dropLast()))
            }
            endings += traits.wordEndings + traits.politeEndings
        }
        self.verbForms = verbForms
        knownWords = known
        // Each once ("요" is a word's ending and a polite one), the longest first.
        self.endings = Set(endings).sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// `words` (folded and trimmed) as the game's words: each word the game does not know read
    /// as a verb's stem or as a known word with endings glued on; `nil` when nothing changed.
    func reread(_ words: [String]) -> [String]? {
        var changed = false
        let read = words.map { word -> String in
            // A verb's form is read as its stem even when it is a word of its own (해, 물러).
            if let stem = verbForms[Phrase(word)] {
                changed = changed || stem != word
                return stem
            }
            guard !knownWords.contains(Phrase(word)), !Self.isNegation(word), let plain = core(of: word) else {
                return word
            }
            changed = true
            return plain
        }
        return changed ? read : nil
    }

    /// Whether a word says not to do what it goes with: 안, don't, 하지 마. Read without the
    /// tables, since a command with words after it asks it.
    static func isNegation(_ word: String) -> Bool {
        negations.contains(word) || negatingEndings.contains { word.hasSuffix($0) && word.count > $0.count }
    }

    private static let negations = Language.allCases.flatMap(\.traits.negations)
    private static let negatingEndings = Language.allCases.flatMap(\.traits.negatingEndings)

    /// The known word at the start of `word` when the rest is endings (점수는, 종료해줘, 영어로,
    /// 5판으로), as the game reads it; `nil` when there is none. The longest such start is taken.
    private func core(of word: String) -> String? {
        let characters = Array(word)
        guard characters.count <= Self.longestWord else { return nil }
        for length in stride(
            from: characters.count - 1, through: max(1, characters.count - Self.longestEndings), by: -1)
        {
            // The start is looked up first: a hash, where the endings are a search.
            let start = String(characters[..<length])
            let known =
                verbForms[Phrase(start)] ?? (knownWords.contains(Phrase(start)) || Self.isNumber(start) ? start : nil)
            guard let known, isEndings(characters[length...]) else { continue }
            return known
        }
        return nil
    }

    /// Whether `rest` is one ending or more, one after another (으로 + 해 줘). Worked out from the
    /// end back, each place once: tried ending by ending from the front, a word of one ending
    /// over and over (요요요요...) would try every way of splitting it, seconds for a pasted line.
    private func isEndings(_ rest: ArraySlice<Character>) -> Bool {
        let text = Array(rest)
        var endsFrom = [Bool](repeating: false, count: text.count + 1)
        endsFrom[text.count] = true
        for start in stride(from: text.count - 1, through: 0, by: -1) {
            let tail = String(text[start...])
            endsFrom[start] = endings.contains { tail.hasPrefix($0) && endsFrom[start + $0.count] }
        }
        return endsFrom[0]
    }

    /// Digits, a number's word, or either with a counter the match length reads (5판, 다섯판).
    private static func isNumber(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || $0 == "." } || NumberWords.value(of: word) != nil
            || MatchLength.games(in: [word]) != nil
    }
}
