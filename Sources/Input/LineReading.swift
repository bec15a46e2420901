import Catalog
import Languages
import Settings

/// Reads a typed line into the game's words: the longest phrase of the game's words at each
/// place (`new game`, `그만 말해줘`), each word found as typed, with an ending glued on (점수는), run
/// together with others (나머지도마저읽어줘), as Korean typed in the English layout (qkdnl), or as
/// a number. The words are looked up in `WordIndex`, which the build made, so nothing is built
/// at start. What the words mean together is the parser's to say.
enum LineReading {
    /// A word of the line as typed, and as the parser compares it.
    struct Token: Sendable {
        let typed: String
        /// Lower case, without punctuation around it; apostrophes kept (don't), for negations.
        let folded: String
        /// `folded` without apostrophes (dont), as the index holds words.
        let text: String
        /// Whether it is Korean typed with the keyboard in the English layout, read as Hangul.
        var latin = false
        /// Its place among the line's words as typed, punctuation alone included.
        var position = 0
    }

    /// The longest phrase of the game's words read at once: a longer run of words is read as
    /// shorter phrases.
    static let longestPhrase = 6

    static func tokens(of line: String) -> [Token] {
        let typed = line.split(whereSeparator: \.isWhitespace).map(String.init)
        var tokens = typed.enumerated().map { position, word -> Token in
            let folded = trimmed(Phrase.folded(word))
            return Token(typed: word, folded: folded, text: withoutApostrophes(folded), position: position)
        }
        tokens.removeAll { $0.text.isEmpty }
        // A line of punctuation alone is kept as it is ("?" asks for help).
        if tokens.isEmpty {
            tokens = typed.enumerated().map {
                Token(typed: $1, folded: Phrase.folded($1), text: Phrase.folded($1), position: $0)
            }
        }
        return tokens
    }

    /// The line's words: at each place the longest phrase of the game's words, else the one word
    /// read as well as it can be.
    static func words(of typed: [Token]) -> [LineWord] {
        joinedNumbers(segmented(inOwnScript(typed)))
    }

    /// English numbers of more than one word (twenty one, three hundred and fifty): one number,
    /// as Korean writes them in one (삼백오십). Plain loops, no key paths: this runs at every line,
    /// and the game's start reads one.
    private static func joinedNumbers(_ words: [LineWord]) -> [LineWord] {
        guard words.count > 1, words.contains(where: { $0.number != nil }) else { return words }
        var joined: [LineWord] = []
        var index = 0
        while index < words.count {
            let (number, used) = englishNumber(words, from: index)
            guard let number, used > 1 else {
                joined.append(words[index])
                index += 1
                continue
            }
            var typed: [String] = []
            var text = ""
            for part in index..<(index + used) {
                typed += words[part].typed
                text += (text.isEmpty ? "" : "-") + words[part].text
            }
            joined.append(
                LineWord(
                    typed: typed, text: text, senses: [], number: number, position: words[index + used - 1].position))
            index += used
        }
        return joined
    }

    /// The number the English words from `start` say, and how many words say it.
    private static func englishNumber(_ words: [LineWord], from start: Int) -> (Int?, Int) {
        func value(_ at: Int) -> Int? {
            guard start + at < words.count else { return nil }
            let text = words[start + at].text
            guard
                text.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == UInt8(ascii: "-") }
                )
            else { return nil }
            return NumberWords.value(of: text)
        }
        /// 1 to 99 from `at`: a ten and a unit as two words, or one word.
        func belowHundred(_ at: Int) -> (Int, Int)? {
            guard let first = value(at), first >= 1, first <= 99 else { return nil }
            if first >= 20, first % 10 == 0, let unit = value(at + 1), unit >= 1, unit <= 9 { return (first + unit, 2) }
            return (first, 1)
        }
        guard let (first, used) = belowHundred(0) else { return (nil, 0) }
        guard used == 1, first <= 9, start + 1 < words.count, words[start + 1].text == "hundred" else {
            return (first, used)
        }
        var rest = 2
        if start + rest < words.count, words[start + rest].text == "and" { rest += 1 }
        if let (tail, more) = belowHundred(rest) { return (first * 100 + tail, rest + more) }
        return (first * 100, 2)
    }

    /// The tokens read into words: phrases first, else each word.
    private static func segmented(_ tokens: [Token]) -> [LineWord] {
        var words: [LineWord] = []
        var index = 0
        while index < tokens.count {
            var found = false
            // A phrase begins with a word of the game (새 of 새 게임), or Hangul that runs together
            // with the next (다시 듣기 as 다시듣기); else no phrase is looked for here.
            let first = tokens[index].text
            let longest = Lexicon.knows(first) || hasHangul(first) ? min(longestPhrase, tokens.count - index) : 1
            for length in stride(from: longest, through: 2, by: -1) {
                if let phrase = phrase(tokens[index..<(index + length)]) {
                    words.append(phrase)
                    index += length
                    found = true
                    break
                }
            }
            if found { continue }
            let read = word(tokens[index]).map { tokens[index].latin ? $0.read(.latinLayout) : $0 }
            // Words joined by hyphens (best-of, two-hands) that are no word as joined: each word.
            if read.count == 1, read[0].isUnknown, let parts = hyphenated(tokens[index]) {
                words += segmented(parts)
            } else {
                words += read
            }
            index += 1
        }
        return words
    }

    /// A word's parts between hyphens, each a token; `nil` for a word without two parts.
    private static func hyphenated(_ token: Token) -> [Token]? {
        let parts = token.text.split(separator: "-").map(String.init)
        guard parts.count >= 2 else { return nil }
        return parts.map { Token(typed: $0, folded: $0, text: $0, position: token.position) }
    }

    /// Several words that make a phrase of the game, spaced as the catalog writes it or run
    /// together, the last perhaps with an ending (다시 듣기를).
    private static func phrase(_ span: ArraySlice<Token>) -> LineWord? {
        let texts = span.map(\.text)
        let typed = span.map(\.typed)
        let last = texts[texts.count - 1]
        for lastWord in [last] + (hasHangul(last) ? core(of: last).map { [$0] } ?? [] : []) {
            let words = texts.dropLast() + [lastWord]
            // Spaced as the catalog writes it, or run together as a phrase the catalog spaces
            // (다시듣기); never a word the catalog writes as one spaced apart (가위 바위 보 is three
            // hands, not the game's name).
            let joined = Lexicon.hits(words.joined()).filter { $0.how == .runTogether || $0.how == .form }
            let senses = (meaning(spaced(words)) + unique(joined.flatMap { Sense.of($0.key) })).filter {
                $0 != .negation
            }
            if !senses.isEmpty {
                return LineWord(
                    typed: typed, text: spaced(words), senses: unique(senses),
                    carriesNegation: !senses.contains(.stop)
                        && span.contains { isNegation($0.folded) || isNegation($0.text) }
                        && span.allSatisfy { isNegation($0.folded) || isNegation($0.text) || isFillerWord($0.text) },
                    position: span.last!.position, reading: span.contains(where: \.latin) ? .latinLayout : .asTyped)
            }
        }
        return nil
    }

    /// One word: as typed, a number, a word that says not to, with an ending, or several run
    /// together; else a word the game cannot place.
    static func word(_ token: Token) -> [LineWord] {
        (ownScript(token.text, typed: token.typed, folded: token.folded)
            ?? [LineWord(typed: [token.typed], text: token.text, senses: [])]).map { $0.at(token.position) }
    }

    /// The line with its words of ASCII letters that are no word of the game read as Korean typed
    /// in the English layout, where that reads better: the keys as typed, lower-cased first, as
    /// typed (Shift made ㄲ), or with Caps Lock's case turned back, one way for the whole line,
    /// the one that makes the most words of the game.
    private static func inOwnScript(_ tokens: [Token]) -> [Token] {
        let lettered = tokens.indices.filter { index in
            tokens[index].text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
        }
        // A pasted page is no request typed in the wrong layout; a line of the game's own words
        // is read as typed, its numbers not looked for (a number word's table is made when first read).
        guard tokens.count <= CommandParser.longestRequest else { return tokens }
        let strange = lettered.filter { !Lexicon.knows(tokens[$0].text) }
        guard !strange.isEmpty else { return tokens }
        let letters = lettered.filter { number(tokens[$0].text) == nil }
        let unknown = strange.filter { number(tokens[$0].text) == nil }
        guard !unknown.isEmpty else { return tokens }
        var best: (tokens: [Token], score: Int)?
        // The words the game does not know in English, or every word of letters, each English word
        // read as keys costing a point (to rpdla is 새 게임, but go rock stays go rock).
        for (variant, scope) in (0..<3).flatMap({ variant in [(variant, unknown), (variant, letters)] }) {
            var read = tokens
            for index in scope {
                let raw = tokens[index].typed.unicodeScalars.filter {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                }
                let typed = String(String.UnicodeScalarView(raw))
                let keys = variant == 0 ? typed.lowercased() : variant == 1 ? typed : swappedCase(typed)
                guard let hangul = TwoSetKeyboard.hangul(typedAs: keys) else { continue }
                read[index] = Token(
                    typed: tokens[index].typed, folded: hangul, text: hangul, latin: true,
                    position: tokens[index].position)
            }
            // Read whole, phrases and all: each key typed that makes a word the game places counts,
            // and one that means something counts twice.
            // An English word is read as keys only within a phrase with a word that is no English
            // (to rpdla, 새 게임).
            let words = segmented(read)
            let joined = words.filter { $0.typed.count > 1 && $0.wasLatinLayout }.flatMap { word -> [Int] in
                guard let last = read.firstIndex(where: { $0.position == word.position }) else { return [] }
                return Array(max(0, last - word.typed.count + 1)...last)
            }
            let english = scope.filter { !unknown.contains($0) }
            if english.contains(where: { !joined.contains($0) }) { continue }
            // A word cut in pieces (찌 and 난 for 지난) counts as its best piece, less a point a cut.
            var byPlace: [Int: (value: Int, pieces: Int)] = [:]
            for word in words where word.wasLatinLayout && !word.isUnknown {
                let value = word.typed.count * (word.isFiller ? 1 : 2)
                let place = byPlace[word.position]
                byPlace[word.position] = (max(place?.value ?? 0, value), (place?.pieces ?? 0) + 1)
            }
            let score = byPlace.values.reduce(0) { $0 + $1.value - ($1.pieces - 1) }
            if score > (best?.score ?? 0) { best = (read, score) }
        }
        // A word that reads as nothing in Hangul stays as it was typed.
        guard let best else { return tokens }
        // Each word read from the keys covers its tokens up to its place (a phrase several, a
        // word run together one, shared by its parts).
        var read: Set<Int> = []
        for word in segmented(best.tokens) where word.wasLatinLayout && !word.isUnknown {
            guard let last = best.tokens.firstIndex(where: { $0.position == word.position }) else { continue }
            let first = max(0, last - word.typed.count + 1)
            read.formUnion(first...last)
        }
        return tokens.indices.map { read.contains($0) ? best.tokens[$0] : tokens[$0] }
    }

    /// The word read in its own script: as typed, a number, a negation, with endings glued on,
    /// or several run together; `nil` when it is none of these.
    private static func ownScript(_ text: String, typed: String, folded: String) -> [LineWord]? {
        let hits = Lexicon.hits(text).filter { $0.how != .part }
        let asTyped = unique(hits.flatMap { Sense.of($0.key) }).filter { $0 != .negation }
        let isNegation = Self.isNegation(folded) || Self.isNegation(text)
        // A word the game knows only as a form of a filler verb may be a word of the game with an
        // ending (보는: 보, paper, with 는), which is what it means then; a filler the catalog
        // writes is one (더는: any more).
        let written = hits.contains { $0.how != .form }
        if !asTyped.isEmpty, asTyped.contains(where: { $0 != .filler }) || isNegation || written {
            // A word of the game that says not to (안해: I won't play) carries its negation, which is
            // another word's only after that word (종료 안해).
            let meaning = asTyped.contains { $0 != .filler }
            // A filler that is a number's word too (이, 네: this, yes) is a number where one counts.
            return [
                LineWord(
                    typed: [typed], text: text, senses: asTyped, number: meaning ? nil : NumberWords.value(of: text),
                    isNegation: isNegation && !meaning, carriesNegation: isNegation && meaning)
            ]
        }
        if let number = number(text) { return [LineWord(typed: [typed], text: text, senses: [], number: number)] }
        if isNegation { return [LineWord(typed: [typed], text: text, senses: asTyped, isNegation: true)] }
        // Endings are glued to Korean words and to numbers (점수는, 5판으로).
        let glues = hasHangul(text) || text.unicodeScalars.first.map { ("0"..."9").contains($0) } == true
        if glues, let plain = core(of: text) {
            let senses = meaning(plain)
            if !senses.isEmpty || number(plain) != nil || !asTyped.isEmpty {
                return [
                    LineWord(
                        typed: [typed], text: senses.isEmpty && !asTyped.isEmpty ? text : plain,
                        senses: senses.isEmpty ? asTyped : senses, number: number(plain))
                ]
            }
        }
        if !asTyped.isEmpty { return [LineWord(typed: [typed], text: text, senses: asTyped)] }
        // A match's length glued to its counter (네전, forty전) is read by the match's rule whole.
        if MatchLength.games(in: [text]) != nil { return [LineWord(typed: [typed], text: text, senses: [])] }
        if text.unicodeScalars.contains(where: { Hangul.syllables.contains($0.value) }), let pieces = glued(text) {
            return pieces.map { LineWord(typed: [typed], text: $0.text, senses: $0.senses, number: $0.number) }
        }
        return nil
    }

    /// Whether a word is a filler alone, or a filler verb's form (해, 할래).
    private static func isFillerWord(_ text: String) -> Bool {
        let senses = meaning(text)
        return !senses.isEmpty && senses.allSatisfy { $0 == .filler }
    }

    /// What a phrase means: the senses of every entry it is a phrase of (not a word of one).
    static func meaning(_ phrase: String) -> [Sense] {
        unique(Lexicon.hits(phrase).filter { $0.how != .part }.flatMap { Sense.of($0.key) })
    }

    /// A word run together from several of the game's (나머지도마저읽어줘, 5판3선승으로): its words,
    /// the fewest that make it, each known, with an ending or a number; `nil` when none do.
    private static func glued(_ text: String) -> [(text: String, senses: [Sense], number: Int?)]? {
        let characters = Array(text)
        guard characters.count >= 2, characters.count <= longestGlued else { return nil }
        // fewest[i]: the fewest pieces that make the first i characters, and where the last begins.
        var fewest: [(count: Int, from: Int)?] = Array(repeating: nil, count: characters.count + 1)
        fewest[0] = (0, 0)
        for end in 1...characters.count {
            // A number is not cut between its digits (15판 is 15 and 판).
            if end < characters.count, characters[end - 1].isASCII, characters[end - 1].isNumber,
                characters[end].isASCII, characters[end].isNumber
            {
                continue
            }
            for start in 0..<end {
                guard let before = fewest[start], piece(String(characters[start..<end])) != nil else { continue }
                if fewest[end].map({ before.count + 1 < $0.count }) ?? true { fewest[end] = (before.count + 1, start) }
            }
        }
        guard let whole = fewest[characters.count], whole.count >= 2 else { return nil }
        var pieces: [(text: String, senses: [Sense], number: Int?)] = []
        var end = characters.count
        while end > 0 {
            let start = fewest[end]!.from
            pieces.insert(piece(String(characters[start..<end]))!, at: 0)
            end = start
        }
        // Fillers alone make no word (보자가 is no 보자 and 가): a word is read this way for
        // what it says.
        guard
            pieces.contains(where: { piece in piece.senses.contains { $0 != .filler } || piece.number != nil })
                || pieces.allSatisfy({ Lexicon.hits($0.text).contains { $0.how == .written } })
        else { return nil }
        return pieces
    }

    /// A piece of a word run together: a word of the game or a number, perhaps with endings.
    private static func piece(_ text: String) -> (text: String, senses: [Sense], number: Int?)? {
        let senses = meaning(text)
        if !senses.isEmpty { return (text, senses, nil) }
        // A number in figures only: a syllable that is a number's word (오, 이) is too easily
        // part of another word.
        if let number = number(text), text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            return (text, [], number)
        }
        if let plain = core(of: text) {
            let senses = meaning(plain)
            if !senses.isEmpty || plain.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) && isNumber(plain)
            {
                return (plain, senses, number(plain))
            }
        }
        return nil
    }

    /// The longest word read as several run together.
    private static let longestGlued = 24

    // MARK: Words with endings

    /// The known word at the start of `word` when the rest is endings (점수는, 종료해줘, 영어로,
    /// 5판으로), as the game reads it; `nil` when there is none. The longest such start is taken.
    static func core(of word: String) -> String? {
        let characters = Array(word)
        guard characters.count >= 2, characters.count <= longestWord else { return nil }
        for length in stride(from: characters.count - 1, through: max(1, characters.count - longestEndings), by: -1) {
            // The start is looked up first: a search of the index, where the endings are a list.
            let start = String(characters[..<length])
            // A number's word of two syllables or more takes endings too (칠십으로); one syllable
            // alone (일, 이, 오) begins too many other words.
            let counted = isCount(start) || start.count >= 2 && NumberWords.value(of: start) != nil
            guard Lexicon.knows(start) || counted, isEndings(characters[length...]) else { continue }
            return start
        }
        return nil
    }

    /// The longest word read as a known word with endings glued on, and the longest endings.
    private static let longestWord = 24
    private static let longestEndings = 12

    /// Whether `rest` is one ending or more, one after another (으로 + 해 줘). Worked out from the
    /// end back, each place once, so a word of one ending over and over (요요요요...) costs no more
    /// than its length.
    private static func isEndings(_ rest: ArraySlice<Character>) -> Bool {
        let text = Array(rest)
        var endsFrom = [Bool](repeating: false, count: text.count + 1)
        endsFrom[text.count] = true
        for start in stride(from: text.count - 1, through: 0, by: -1) {
            let tail = String(text[start...])
            endsFrom[start] = Lexicon.endings.contains { tail.hasPrefix($0) && endsFrom[start + $0.count] }
        }
        return endsFrom[0]
    }

    /// Digits, or a number with a counter the match length reads (5판, 다섯판): what an ending
    /// may follow. A number's word alone is too like a syllable of another word (사과 is no 사).
    private static func isCount(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "%" })
            || MatchLength.games(in: [word]) != nil
    }

    /// Digits, a number's word, or either with a counter the match length reads (5판, 다섯판).
    static func isNumber(_ word: String) -> Bool {
        number(word) != nil || MatchLength.games(in: [word]) != nil
    }

    /// A whole number: digits (with a sign or a percent sign), or a number's word in any language.
    static func number(_ word: String) -> Int? {
        var digits = Substring(word)
        if digits.hasSuffix("%") { digits = digits.dropLast() }
        if digits.first == "+" || digits.first == "-", digits.count > 1 {
            let sign = digits.first == "-" ? -1 : 1
            return number(String(digits.dropFirst())).map { $0 == .max ? .max : sign * $0 }
        }
        if !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return Int(digits) ?? .max
        }
        return NumberWords.value(of: word)
    }

    // MARK: Negation

    /// Whether a word says not to do what it goes with: 안, don't, 안해, 하지 마.
    static func isNegation(_ word: String) -> Bool {
        Lexicon.hits(word).contains { $0.key == .negation && $0.how != .part }
            || negatingEndings.contains { word.hasSuffix($0) && word.count > $0.count }
    }

    private static let negatingEndings = Language.allCases.flatMap(\.traits.negatingEndings)

    // MARK: Characters

    /// A word without the punctuation around it: marks that end a sentence or a phrase after it
    /// ("score?", "rock."), opening marks before it ("(rock", "\"help"), but not a point or a
    /// sign that starts a number (".5", "-1"). The marks are listed, as scalars: Unicode's
    /// categories, or characters, would load tables and normalize for nothing.
    static func trimmed(_ word: String) -> String {
        var scalars = Substring(word).unicodeScalars
        while let last = scalars.last, closing.contains(last) { scalars.removeLast() }
        while let first = scalars.first, opening.contains(first) { scalars.removeFirst() }
        return String(scalars)
    }

    private static let closing: [Unicode.Scalar] = [
        ".", ",", "!", "?", ";", ":", "\"", "'", ")", "]", "}", "\u{2026}", "\u{201D}", "\u{2019}", "\u{00BB}",
        "\u{3002}", "\u{3001}", "\u{FF01}", "\u{FF1F}", "\u{FF0C}", "\u{FF0E}", "~", "\u{FF5E}",
    ]
    private static let opening: [Unicode.Scalar] = [
        "\"", "'", "(", "[", "{", "\u{201C}", "\u{2018}", "\u{00AB}", "\u{00BF}", "\u{00A1}",
    ]

    /// A word as the index holds it: without apostrophes, which players leave out (dont, whats).
    static func withoutApostrophes(_ word: String) -> String {
        guard word.unicodeScalars.contains(where: { $0 == "'" || $0 == "\u{2019}" }) else { return word }
        return String(String.UnicodeScalarView(word.unicodeScalars.filter { $0 != "'" && $0 != "\u{2019}" }))
    }

    /// Caps Lock on: each letter's case the other way.
    private static func swappedCase(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    if ("a"..."z").contains(scalar) { return Unicode.Scalar(scalar.value - 32)! }
                    if ("A"..."Z").contains(scalar) { return Unicode.Scalar(scalar.value + 32)! }
                    return scalar
                }))
    }

    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { Hangul.syllables.contains($0.value) || (0x3131...0x3163).contains($0.value) }
    }

    static func spaced(_ words: some Sequence<String>) -> String {
        var phrase = ""
        for word in words {
            if !phrase.isEmpty { phrase += " " }
            phrase += word
        }
        return phrase
    }

    static func unique(_ senses: [Sense]) -> [Sense] {
        var seen: [Sense] = []
        for sense in senses where !seen.contains(sense) { seen.append(sense) }
        return seen
    }
}

extension LineWord {
    func read(_ reading: Reading) -> LineWord {
        LineWord(
            typed: typed, text: text, senses: senses, number: number, isNegation: isNegation,
            carriesNegation: carriesNegation, position: position, reading: reading)
    }

    func at(_ position: Int) -> LineWord {
        LineWord(
            typed: typed, text: text, senses: senses, number: number, isNegation: isNegation,
            carriesNegation: carriesNegation, position: position, reading: reading)
    }
}
