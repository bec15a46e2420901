import Catalog
import GameCore
import Settings

/// Reads one typed line as a command (FR-001): a move by any word of any language, by its short
/// form, or by its number in the current language; a command word, a setting or a language's
/// name, in either language. It forgives what people type: case, spaces, control characters,
/// punctuation around words ("score?", "Rock."), and filler words around a command ("help
/// me", "exit game", "게임 종료"). A near miss is only suggested, never done.
public struct CommandParser: Sendable {
    private enum Meaning: Hashable, Sendable {
        case move(Move)
        case word(CommandWord)
        case setting(Setting)
        case language(Language)
        /// Minus one: the first or the second of the two hands shown.
        case keep(Keep)
        /// Minus one: a word that says a hand is kept (keep, 남기-), before or after it.
        case keepVerb

        /// Leaves or resets the game: suggested only for a slip of the same length or shorter.
        var isDrastic: Bool { self == .word(.keyword(.quit)) || self == .word(.keyword(.newGame)) }
    }

    /// How many rounds `history` alone lists, newest first.
    public static let historyLength = 10

    /// Every known phrase, lower-cased, in the order suggestions prefer: current language first.
    private let phrases: [(phrase: String, meaning: Meaning)]
    private let lookup: [Phrase: Meaning]
    private let longestPhrase: Int
    /// Words that change nothing around a command, in every language. A list: looked up only for
    /// lines not understood at once, it is not worth hashing at every start.
    private let fillers: [String]
    /// How many of `phrases` are the current language's.
    private let ownPhrases: Int
    /// Where each phrase is first in `phrases`, in order: the words Tab completes, each once.
    private let firstPhrases: [Int]
    private let language: Language

    /// Made at every start, so made cheaply: the catalog's words are read as they are, already
    /// lower-case (a test checks), into a table hashed by their bytes; the help topics' words
    /// wait until `help` is followed by a word.
    public init(language: Language) {
        let languages = [language] + Language.allCases.filter { $0 != language }
        let entries = Self.entries
        var phrases: [(phrase: String, meaning: Meaning)] = []
        phrases.reserveCapacity(400)
        var own = 0
        for vocabulary in languages.map(Vocabulary.init) {
            for (entry, meaning) in entries {
                for word in vocabulary.words(entry) { phrases.append((word, meaning)) }
            }
            for named in Language.allCases {
                for word in vocabulary.words(naming: named) { phrases.append((word, .language(named))) }
            }
            if vocabulary.language == language { own = phrases.count }
        }
        var lookup = [Phrase: Meaning](minimumCapacity: phrases.count + phrases.count / 2)
        var firsts: [Int] = []
        firsts.reserveCapacity(phrases.count)
        var longest = 1
        for (index, (phrase, meaning)) in phrases.enumerated() where lookup[Phrase(phrase)] == nil {
            lookup[Phrase(phrase)] = meaning
            firsts.append(index)
        }
        // A phrase of several words also reads run together ("다시듣기", "newgame"), unless that
        // is already a word; Tab still completes only the catalog's spelling.
        for (phrase, meaning) in phrases where phrase.utf8.contains(UInt8(ascii: " ")) {
            longest = max(longest, Self.spaces(in: phrase) + 1)
            let joined = Phrase(Self.runTogether(phrase))
            if lookup[joined] == nil { lookup[joined] = meaning }
        }
        let current = Vocabulary(language)
        for move in GameKind.everyMove { lookup[Phrase(String(current.number(of: move)))] = .move(move) }
        firstPhrases = firsts
        self.phrases = phrases
        self.lookup = lookup
        ownPhrases = own
        self.language = language
        longestPhrase = longest
        fillers = Language.allCases.map(Vocabulary.init).flatMap { $0.words(.fillers) }
    }

    /// Each entry of the `Words` catalog the parser reads, with what its words mean, in the order
    /// a word listed twice is taken: moves, commands, settings, then the settings' value words.
    private static var entries: [(Words.Key, Meaning)] {
        var entries: [(Words.Key, Meaning)] = GameKind.everyMove.map { (Vocabulary.entry($0), .move($0)) }
        entries += Keyword.allCases.map { ($0.entry, .word(.keyword($0))) }
        entries += [
            (Words.Key.keepFirst, .keep(.first)), (Words.Key.keepSecond, .keep(.second)),
            (Words.Key.keepVerb, .keepVerb),
        ]
        for setting in Setting.allCases {
            if let word = setting.entry.word { entries.append((word, .setting(setting))) }
            entries += setting.entry.valueWords.map { ($0.word, .word(.value($0.value, word: $0.word))) }
        }
        return entries
    }

    /// The words that name a help topic, in every language, also run together; and the same
    /// words in order, the current language's first, for suggestions. Made when `help` is
    /// followed by a word, not at every start.
    private var topicTable: (topics: [Phrase: HelpTopic], words: [String]) {
        var topics: [Phrase: HelpTopic] = [:]
        var words: [String] = []
        for vocabulary in ([language] + Language.allCases.filter { $0 != language }).map(Vocabulary.init) {
            for topic in HelpTopic.allCases {
                for word in vocabulary.words(topic.entry) {
                    words.append(word)
                    for key in [Phrase(word), Phrase(Self.runTogether(word))] where topics[key] == nil {
                        topics[key] = topic
                    }
                }
            }
        }
        return (topics, words)
    }

    /// The words Tab completes while `kind` is played, each once, in the catalog's order: the
    /// current language's, then the others', which are offered only when none of the current
    /// language's fits; an empty line lists the kind's moves and the commands needed first.
    public func completions(playing kind: GameKind) -> TabWords {
        let words = firstPhrases.filter { !Self.isShortForm(phrases[$0].phrase) && !Self.isStem(phrases[$0].phrase) }
        let own = words.filter { $0 < ownPhrases }.map { phrases[$0].phrase }
        let current = Vocabulary(language)
        let names =
            current.numbered(kind.moves).map(current.name(of:))
            + Keyword.allCases.filter(\.isListedAlone).map(current.name(of:))
        let owned = Set(own)
        return TabWords(
            starters: names.map { $0.lowercased() }.filter(owned.contains), own: own,
            other: words.filter { $0 >= ownPhrases }.map { phrases[$0].phrase })
    }

    /// The spaces between a catalog phrase's words (one between each two). Counted as UTF-8 bytes:
    /// splitting into characters would cost startup time for every word of the game.
    private static func spaces(in phrase: String) -> Int {
        phrase.utf8.reduce(0) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 }
    }

    /// Words with a space between each two, as the catalog writes a phrase. Not
    /// `joined(separator:)`, whose entry point in the standard library is generic: its first
    /// call looks its types up by their mangled names, some 40,000 instructions at every start.
    private static func spaced(_ words: some Collection<String>, by space: String = " ") -> String {
        var phrase = ""
        for (index, word) in words.enumerated() {
            if index > 0 { phrase += space }
            phrase += word
        }
        return phrase
    }

    /// A catalog phrase with its spaces left out: "다시듣기", "newgame".
    static func runTogether(_ phrase: String) -> String {
        String(decoding: phrase.utf8.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
    }

    /// A one-letter short form such as "r" or "?": typed whole, never worth completing or listing.
    /// A Hangul syllable is a word ("보"). One UTF-8 byte is one ASCII character, told without
    /// breaking every word into characters.
    private static func isShortForm(_ phrase: String) -> Bool {
        phrase.utf8.count == 1
    }

    /// A verb's stem as the catalog writes it (끝내-), read in every form by `Rephrasing`.
    static func isStem(_ phrase: String) -> Bool {
        phrase.utf8.last == UInt8(ascii: "-")
    }

    /// Cleans the line, then reads it as rock, paper, scissors and 묵찌빠 ask: one hand.
    /// For tests and fuzzers; the session says the stage its game awaits.
    public func parse(_ line: String) -> ParsedLine {
        parse(TypedLine(line), awaiting: GameKind.rps.firstStage)
    }

    /// Reads the line; `stage` is what the round under way asks of the player (see
    /// `Game.awaiting`), which says what a move typed means.
    public func parse(_ line: TypedLine, awaiting stage: Stage) -> ParsedLine {
        let typed = line.text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !typed.isEmpty else { return .empty }
        // Punctuation around a word is dropped, and a word of punctuation alone, unless the
        // line is nothing else ("?" asks for help).
        var kept = typed.indices.map { (at: $0, typed: typed[$0], word: Self.trimmed(Phrase.folded(typed[$0]))) }
        kept.removeAll { $0.word.isEmpty }
        if kept.isEmpty { kept = typed.indices.map { ($0, typed[$0], Phrase.folded(typed[$0])) } }
        if stage.asks == .pair { kept = kept.flatMap(handsJoined) }
        var words = kept.map(\.word)
        if let last = kept.last?.word, let plain = politeness(off: last) { kept[kept.count - 1].word = plain }
        let first = match(kept, typed: typed, awaiting: stage)
        if case .command? = first { return first! }
        // Not a command as typed: read again as people phrase requests (종료해줘, 다시 말해주세요).
        if words.count <= Rephrasing.longestRequest, let reread = Rephrasing.shared.reread(words) {
            words = reread
            var again = kept
            for index in again.indices { again[index].word = reread[index] }
            if let second = match(again, typed: typed, awaiting: stage), case .command = second { return second }
        }
        let meant = words.filter { !fillers.contains($0) }
        if !meant.contains(where: Rephrasing.isNegation),
            let games = MatchLength.games(in: words, ignoring: { fillers.contains($0) })
        {
            // 9판, 9전 5선승제, first to five: a match's length said without its word.
            guard games % 2 == 1, Rules.matchLengths.contains(games) else { return .needsValue(.match) }
            return .command(.change(.match(games)))
        }
        if let first { return first }
        if meant.count == 1, Self.isWholeNumber(meant[0]) { return .numberOutOfRange }
        // On or off alone: which setting is not said.
        if meant.count == 1, let on = ValueWords.onOff(meant[0]) { return .whichSwitch(on: on) }
        return .notUnderstood(suggestion: meant.isEmpty ? nil : suggestion(for: Self.spaced(meant), awaiting: stage))
    }

    /// The first known phrase of the line, after any fillers before it, with what follows it;
    /// `nil` when the line starts with no known phrase. A command with a word that says not to do
    /// it (저장 안 해, don't quit) is not understood: the words argue against it.
    private func match(
        _ line: [(at: Int, typed: String, word: String)], typed: [String], awaiting stage: Stage
    ) -> ParsedLine? {
        var kept = line
        while !kept.isEmpty {
            let words = kept.map(\.word)
            for length in stride(from: min(longestPhrase, words.count), through: 1, by: -1) {
                guard let meaning = lookup[Phrase(Self.spaced(words[..<length]))] else { continue }
                // A number no move of the stage has is answered as a number out of range.
                if case .move(let move) = meaning, !stage.moves.contains(move), Self.isDigits(Substring(words[0])) {
                    continue
                }
                let parsed = interpret(
                    meaning, awaiting: stage, rest: Array(words[length...]), typed: kept[length...].map(\.typed),
                    whole: Array(typed[(kept[length - 1].at + 1)...]))
                // A filler that is also a command means the command only alone: "what" asks to hear
                // the last answer again, "what is the score" for the score.
                if length == 1, fillers.contains(words[0]), parsed.refusesWhatFollows { break }
                if words[length...].contains(where: Rephrasing.isNegation) {
                    return .notUnderstood(suggestion: nil)
                }
                return parsed
            }
            guard fillers.contains(words[0]) else { break }
            kept.removeFirst()  // "please help", "the score"
        }
        return nil
    }

    /// Minus one's pair typed as one word, its hands joined by a mark (rock-paper, 바위/보): the
    /// hands, each a word; any other word as it is.
    private func handsJoined(
        _ word: (at: Int, typed: String, word: String)
    ) -> [(at: Int, typed: String, word: String)] {
        let hands = word.word.split(whereSeparator: { Self.handJoiners.contains($0) }).map(String.init)
        guard hands.count == 2, hands.allSatisfy({ if case .move? = lookup[Phrase($0)] { true } else { false } })
        else { return [word] }
        return hands.map { (word.at, word.typed, $0) }
    }

    private static let handJoiners: [Character] = ["-", "/", "+", ",", "&", "\u{00B7}"]

    /// The words around a hand to keep that say more than that it is kept: a hand, first or
    /// second (a filler too, as in "0.5 second"), any word but fillers and words of keeping.
    private func handsNamed(in words: [String]) -> [String] {
        words.filter { word in
            switch lookup[Phrase(word)] {
            case .move?, .keep?: true
            case .keepVerb?: false
            default: !fillers.contains(word)
            }
        }
    }

    /// A last word said politely (가위요, 다시 듣기요) without its ending, when that is not a word
    /// of its own, in any language.
    private func politeness(off word: String) -> String? {
        guard lookup[Phrase(word)] == nil, !fillers.contains(word),
            let ending = Self.politeEndings.first(where: { word.hasSuffix($0) && word.count > $0.count })
        else { return nil }
        return String(word.dropLast(ending.count))
    }

    private static let politeEndings = Language.allCases.flatMap(\.traits.politeEndings)

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

    /// Digits only, with a sign or not: a number typed where a move's number was meant.
    private static func isWholeNumber(_ word: String) -> Bool {
        isDigits(word.first == "-" || word.first == "+" ? word.dropFirst() : Substring(word))
    }

    /// ASCII digits, at least one.
    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    /// `rest` is what follows the command word, lower-cased; `typed` the same as it was typed;
    /// `whole` every word after it as typed, punctuation too, for a mark (`prompt :`).
    /// Filler words are dropped from `rest` wherever the command takes nothing or a count, and
    /// from a setting's value when it is not a value with them.
    private func interpret(_ meaning: Meaning, awaiting stage: Stage, rest: [String], typed: [String], whole: [String])
        -> ParsedLine
    {
        let meant = rest.filter { !fillers.contains($0) }
        switch meaning {
        case .move(let move):
            // A move the kind does not play gets what the stage asks.
            guard stage.moves.contains(move) else { return .stageAsks(stage) }
            switch stage.asks {
            case .hand: return meant.isEmpty ? .command(.game(.play(move))) : .notUnderstood(suggestion: nil)
            case .pair:
                // Two hands in one line, the same twice or not: this one and one more, nothing else.
                guard meant.count == 1, case .move(let second)? = lookup[Phrase(meant[0])],
                    stage.moves.contains(second)
                else {
                    return .stageAsks(stage)
                }
                return .command(.game(.show(HandPair(move, second))))
            case .keep(let pair):
                guard handsNamed(in: rest).isEmpty, let kept = pair.which(move) else {
                    return .stageAsks(stage)
                }
                return .command(.game(.keep(kept)))
            }
        case .keep(let kept):
            guard case .keep = stage.asks else { return .notUnderstood(suggestion: nil) }
            return handsNamed(in: rest).isEmpty ? .command(.game(.keep(kept))) : .stageAsks(stage)
        case .keepVerb:
            // "keep the second", "keep rock": what is kept follows, read before fillers are dropped
            // ("second" is also a filler, as in "0.5 second").
            guard case .keep(let pair) = stage.asks else { return .notUnderstood(suggestion: nil) }
            let named = handsNamed(in: rest)
            switch named.count == 1 ? lookup[Phrase(named[0])] : nil {
            case .keep(let kept)?: return .command(.game(.keep(kept)))
            case .move(let move)?: return pair.which(move).map { .command(.game(.keep($0))) } ?? .stageAsks(stage)
            default:
                // "keep the first one": a phrase of two words.
                if case .keep(let kept)? = lookup[Phrase(Self.spaced(named))] { return .command(.game(.keep(kept))) }
                return .stageAsks(stage)
            }
        case .language(let language):
            return meant.isEmpty ? .command(.change(.language(language))) : .notUnderstood(suggestion: nil)
        case .setting(let setting) where setting.entry.typed == .lineKinds:
            // Alone, which kinds are heard; the result and the hands are no kind to turn off.
            if meant.isEmpty { return .command(.hearing) }
            if let value = setting.value(typed: rest, as: typed) { return .command(.change(value)) }
            return LineKind.namesWhatIsAlwaysSaid(meant) ? .alwaysSaid : .needsValue(setting)
        case .setting(let setting) where setting.entry.typed == .mark:
            return setting.value(typed: rest, as: whole).map { .command(.change($0)) } ?? .needsValue(setting)
        case .setting(let setting):
            if let value = setting.value(typed: rest, as: typed) { return .command(.change(value)) }
            let kept = zip(rest, typed).filter { !fillers.contains($0.0) }
            if kept.count < rest.count, let value = setting.value(typed: kept.map(\.0), as: kept.map(\.1)) {
                return .command(.change(value))
            }
            return otherSetting(for: setting, taking: kept.map(\.0), as: kept.map(\.1)) ?? .needsValue(setting)
        case .word(.keyword(.help)):
            return help(about: rest)
        case .word(.keyword(.history)):
            guard !meant.isEmpty else { return .command(command(for: .keyword(.history))) }
            guard meant.count == 1, let limit = Self.count(meant[0]), limit > 0 else { return .needsCount(.history) }
            return .command(.game(.history(limit: limit)))
        case .word(.keyword(.repeatLast)):
            guard !meant.isEmpty else { return .command(command(for: .keyword(.repeatLast))) }
            guard meant.count == 1, let back = Self.count(meant[0]), back > 0 else { return .needsCount(.repeatLast) }
            return .command(.repeatAnswer(back))
        case .word(let word):
            // Told to type the word alone, unless what follows argues against it ("저장 끄기", "save
            // off": an on or off is no part of a command that takes nothing).
            if meant.contains(where: { ValueWords.onOff($0) != nil }) { return .notUnderstood(suggestion: nil) }
            guard meant.isEmpty else { return .takesNothing(word) }
            return .command(command(for: word))
        }
    }

    /// A value typed after a setting that takes another kind, which a related setting takes
    /// ("speech 250": the speech rate; "sound 50": the volume; "speak korean": the language): the
    /// setting's answer, with what the player may have meant, to type, never done.
    private func otherSetting(for setting: Setting, taking words: [String], as typed: [String]) -> ParsedLine? {
        guard !words.isEmpty else { return nil }
        let vocabulary = Vocabulary(language)
        if let amount = setting.amount, let word = amount.entry.word, amount.value(typed: words, as: typed) != nil {
            return .meantOther(setting, suggestion: Self.spaced([vocabulary.name(word)] + words))
        }
        if setting != .language, words.count == 1, let named = ValueWords.language(named: words[0]) {
            return .meantOther(setting, suggestion: vocabulary.words(naming: named)[0])
        }
        return nil
    }

    /// A count of rounds or answers: a whole number, where digits too many for `Int` mean "all of them".
    private static func count(_ text: String) -> Int? {
        if let number = Int(text) { return number }
        return isDigits(Substring(text)) ? .max : nil
    }

    /// The command a word means alone.
    private func command(for word: CommandWord) -> Command {
        switch word {
        case .keyword(let keyword):
            Self.command(for: keyword)
        case .value(let value, _):
            .change(value)
        }
    }

    /// The command a command's word means alone, which its key gives too (see `KeyMap`).
    static func command(for keyword: Keyword) -> Command {
        switch keyword {
        case .again: .game(.again)
        case .undo: .game(.undo)
        case .newGame: .game(.newGame)
        case .score: .game(.score)
        case .stats: .game(.stats)
        case .history: .game(.history(limit: Self.historyLength))
        case .help: .help(nil)
        case .repeatLast: .repeatAnswer(1)
        case .more: .more
        case .back: .back
        case .quit: .quit
        case .hush: .hush
        case .faster: .pace(faster: true)
        case .louder: .loudness(louder: true)
        case .softer: .loudness(louder: false)
        case .slower: .pace(faster: false)
        case .cues: .hearCues
        case .save: .save
        case .settings: .settings
        }
    }

    /// `help` and what follows it, lower-cased: a topic's word, or any word of the game, which
    /// asks for the topic that tells of it (`help undo`); nothing, or filler words, for the short help.
    private func help(about rest: [String]) -> ParsedLine {
        guard !rest.isEmpty else { return .command(.help(nil)) }
        let (topics, topicWords) = topicTable
        if let topic = topics[Phrase(Self.spaced(rest))] ?? topics[Phrase(Self.spaced(rest, by: ""))] {
            return .command(.help(topic))
        }
        let meant = rest.filter { !fillers.contains($0) }
        guard !meant.isEmpty else { return .command(.help(nil)) }
        if let topic = topics[Phrase(Self.spaced(meant))] { return .command(.help(topic)) }
        switch lookup[Phrase(Self.spaced(meant))] ?? lookup[Phrase(Self.spaced(meant, by: ""))] {
        case .move(let move)?:
            // The topic of the first kind that plays it: the game's for rock, the kind's for lizard.
            return .command(.help(GameKind.allCases.first { $0.moves.contains(move) }?.topic ?? .game))
        case .keep?, .keepVerb?: return .command(.help(.kind(.minusOne)))
        case .word(.keyword(let keyword))?: return .command(.help(keyword.topic))
        case .word(.value(let value, _))?: return .command(.help(value.topic))
        case .setting(let setting)?: return .command(.help(setting.topic))
        case .language?: return .command(.help(.language))
        case nil:
            return .unknownTopic(
                suggestion: EditDistance.nearest(
                    to: Self.spaced(meant), among: topicWords.lazy.map { ($0, limit: nil, rank: 0) }))
        }
    }

    /// The known phrase nearest to `typed`, as `EditDistance.nearest` finds it (1 edit in a short
    /// word, 2 in a longer one; a move before a word of another kind). A word that leaves or resets the game is suggested only for a slip that keeps its length or
    /// drops a letter ("qiut", "qit"), never for a longer word ("quiet").
    /// A hand to keep (first, 왼손) is suggested only while one is to be kept.
    private func suggestion(for typed: String, awaiting stage: Stage) -> String? {
        let length = typed.count
        let keeping = if case .keep = stage.asks { true } else { false }
        return EditDistance.nearest(
            to: typed,
            among: phrases.lazy.compactMap { phrase, meaning in
                // A language's code is no word a player means ("no" is not "ko"): its names are. A word
                // with a digit (5판) is a way to type a setting, not one to hear read aloud.
                if case .language = meaning, Language(rawValue: phrase) != nil { return nil }
                if phrase.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) { return nil }
                // A verb's stem (끝내-) is said in its forms, never as written.
                if Self.isStem(phrase) { return nil }
                switch meaning {
                case .keepVerb: return nil
                case .keep where !keeping: return nil
                default: break
                }
                // A move is what a short slip most often meant.
                let rank = if case .move = meaning { 0 } else { 1 }
                return meaning.isDrastic
                    ? (length <= phrase.count ? (phrase, limit: 1, rank: rank) : nil) : (phrase, limit: nil, rank: rank)
            })
    }
}

/// The words Tab completes: the game's language's, and the others', which readline offers only
/// when none of the first fit what is typed (a Hangul syllable in an English game). On an empty
/// line Tab lists only `starters`, the moves and the commands by name: a list longer than the
/// screen scrolls past a screen reader before it is read.
public struct TabWords: Hashable, Sendable {
    public let starters: [String]
    public let own: [String]
    public let other: [String]
}

extension ParsedLine {
    /// A command word with words after it that it does not take.
    fileprivate var refusesWhatFollows: Bool {
        switch self {
        case .takesNothing, .needsCount: true
        case .empty, .command, .notUnderstood, .numberOutOfRange, .needsValue, .meantOther, .whichSwitch, .alwaysSaid,
            .stageAsks,
            .unknownTopic:
            false
        }
    }
}
