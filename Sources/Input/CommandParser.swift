import Catalog
import GameCore
import Settings

/// Reads one typed line as a request, by what its words mean (FR-001). A line is read into the
/// game's words (`LineReading`: phrases, endings glued on, words run together, Korean typed in
/// the English layout, numbers), each with its senses (`Sense`), among words that change nothing
/// (please, 좀, my); then the words are read together (`Understanding`): the request they name,
/// with what shapes it (`turn off the score`: the score line off), never a request they do not
/// name. Words of either language are understood in a game of either.
///
/// Made at every start, so made of nothing: every word is found in `WordIndex`, built with the
/// catalogs, when a line is read.
public struct CommandParser: Sendable {
    /// How many rounds `history` alone lists, newest first.
    public static let historyLength = 10

    let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// Cleans the line, then reads it as rock, paper, scissors and 묵찌빠 ask: one hand.
    /// For tests and fuzzers; the session says the stage its game awaits.
    public func parse(_ line: String) -> ParsedLine {
        read(TypedLine(line), awaiting: GameKind.rps.firstStage).parsed
    }

    public func parse(_ line: TypedLine, awaiting stage: Stage) -> ParsedLine {
        read(line, awaiting: stage).parsed
    }

    /// Reads the line; `stage` is what the round under way asks of the player (see
    /// `Game.awaiting`), which says what a move typed means.
    public func read(_ line: TypedLine, awaiting stage: Stage) -> Reading {
        var tokens = LineReading.tokens(of: line.text)
        guard !tokens.isEmpty else { return Reading(.empty) }
        if stage.asks == .pair { tokens = tokens.flatMap(Self.handsJoined) }
        let words = LineReading.words(of: tokens)
        let typed = line.text.split(whereSeparator: \.isWhitespace).map(String.init)
        let understanding = Understanding(
            words: words, tokens: tokens, typed: typed, stage: stage, asks: Self.endsWithQuestionMark(line.text),
            language: language)
        let parsed = understanding.request()
        let latin = words.contains(where: \.wasLatinLayout)
        // A slip is looked for in a short line only: a pasted page is no request, and comparing
        // each of its words with every word of the game would keep the player waiting.
        let slips = words.filter(Self.mayBeSlip).count
        guard parsed.isNotUnderstood || parsed.isUnknownTopic, tokens.count <= Self.longestRequest else {
            return Reading(parsed, latinLayout: latin)
        }
        // A short line of known words that make nothing may be a slip of a phrase (세 게임 for 새
        // 게임): offered, as a slip of a whole phrase is nothing done.
        guard slips > 0, slips <= 2 else {
            guard parsed == .notUnderstood(suggestion: nil), tokens.count >= 2, tokens.count <= 3,
                let slip = Slips.nearest(to: LineReading.spaced(tokens.map(\.text)), language: language, stage: stage)
            else { return Reading(parsed, latinLayout: latin) }
            return Reading(.notUnderstood(suggestion: slip.word), latinLayout: latin)
        }
        return slip(
            in: words, tokens: tokens, typed: typed, stage: stage, asks: Self.endsWithQuestionMark(line.text),
            latin: latin)
            ?? Reading(parsed, latinLayout: latin)
    }

    /// A line with a word the game cannot place, read again with that word as the word of the
    /// game it is a slip of (one key wrong, missing, added, or two swapped): a request that
    /// changes nothing in the game is done, naming what was understood; any other is suggested.
    private func slip(
        in words: [LineWord], tokens: [LineReading.Token], typed: [String], stage: Stage, asks: Bool, latin: Bool
    ) -> Reading? {
        var corrected = words
        var near = false
        var nearLeaving = false
        for index in words.indices where Self.mayBeSlip(words[index]) {
            let typed =
                words[index].isUnknown
                ? words[index].text : LineReading.tokens(of: words[index].typed.joined(separator: " "))[0].text
            guard let slip = Slips.nearest(to: typed, language: language, stage: stage) else { continue }
            corrected[index] = LineWord(
                typed: words[index].typed, text: slip.word, senses: LineReading.meaning(slip.word),
                position: words[index].position, reading: .slip(of: words[index].text))
            near = near || slip.isNear
            nearLeaving = nearLeaving || slip.isNearLeaving
        }
        let understanding = Understanding(
            words: corrected, tokens: tokens, typed: typed, stage: stage, asks: asks, language: language)
        switch understanding.request() {
        case .command(let command) where !near && command.changesNothing:
            // As near to leaving (quitt: quiet, or quit): not done, nor offered.
            guard !nearLeaving else { return nil }
            return Reading(.command(command), readAs: RequestWords.line(command, language), latinLayout: latin)
        case .command:
            // Offered in the words the player used, the slip mended: "did you mean rock?", 보자기.
            let offered = LineReading.spaced(corrected.filter { !$0.isFiller }.map(\.text))
            return Reading(.notUnderstood(suggestion: offered), latinLayout: latin)
        case .aboutSetting, .needsValue, .needsCount, .takesNothing, .twoRequests, .unsure, .stageAsks, .meantOther:
            return Reading(understanding.request(), latinLayout: latin)
        case .unknownTopic, .notUnderstood, .empty, .whichSwitch, .numberOutOfRange, .alwaysSaid, .negated:
            return nil
        }
    }

    /// A word the game cannot place, or read only as a filler verb's form with an ending (보자가,
    /// as 보자 and 가): either may be a slip of a word of the game (보자기).
    private static func mayBeSlip(_ word: LineWord) -> Bool {
        // A word of a phrase of the game (best, of best of) is known, if not alone.
        if word.isUnknown { return !Lexicon.hits(word.text).contains { $0.how == .part } }
        guard word.isFiller, word.typed.count == 1 else { return false }
        return !Lexicon.hits(LineReading.tokens(of: word.typed[0]).first?.text ?? "").contains { $0.how == .written }
    }

    /// The most words a line read as a request may have for slips to be looked for in it.
    static let longestRequest = 8

    /// Whether the line ends as a question (`sound on?`).
    private static func endsWithQuestionMark(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return last == "?" || last == "\u{FF1F}"
    }

    /// Minus one's pair typed as one word, its hands joined by a mark (rock-paper, 바위/보): the
    /// hands, each a word; any other word as it is.
    private static func handsJoined(_ token: LineReading.Token) -> [LineReading.Token] {
        let hands = token.text.split(whereSeparator: { handJoiners.contains($0) }).map(String.init)
        guard hands.count == 2,
            hands.allSatisfy({ hand in
                hand.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
                    || LineReading.meaning(hand).contains { if case .move = $0 { true } else { false } }
            })
        else { return [token] }
        return hands.map { LineReading.Token(typed: token.typed, folded: $0, text: $0) }
    }

    private static let handJoiners: [Character] = ["-", "/", "+", ",", "&", "\u{00B7}"]

    /// The command a command's word means alone, which its key gives too (see `KeyMap`).
    public static func command(for keyword: Keyword) -> Command {
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

    /// The words Tab completes while `kind` is played, each once, in the catalog's order: the
    /// current language's, then the others', which are offered only when none of the current
    /// language's fits; an empty line lists the kind's moves and the commands needed first. Made
    /// when asked for (the first Tab), from the catalog.
    public func completions(playing kind: GameKind) -> TabWords {
        var seen: Set<String> = []
        func words(_ language: Language) -> [String] {
            let vocabulary = Vocabulary(language)
            var entries = GameKind.everyMove.map(Vocabulary.entry) + Keyword.allCases.map(\.entry)
            entries += [Words.Key.keepFirst, .keepSecond]
            for setting in Setting.allCases {
                if let word = setting.entry.word { entries.append(word) }
                entries += setting.entry.valueWords.map(\.word)
            }
            var words = entries.flatMap(vocabulary.words)
            words += Language.allCases.flatMap(vocabulary.words(naming:))
            return words.filter { $0.utf8.count > 1 && !$0.hasSuffix("-") && seen.insert($0).inserted }
        }
        let own = words(language)
        let other = Language.allCases.filter { $0 != language }.flatMap(words)
        let current = Vocabulary(language)
        let names =
            current.numbered(kind.moves).map(current.name(of:))
            + Keyword.allCases.filter(\.isListedAlone).map(current.name(of:))
        let owned = Set(own)
        return TabWords(starters: names.map { $0.lowercased() }.filter(owned.contains), own: own, other: other)
    }
}

/// A typed line as read: the request, and how it was read where the answer should say so.
public struct Reading: Hashable, Sendable {
    public let parsed: ParsedLine
    /// A slip read as the request it was near, which was done: that request in the game's words,
    /// to say back (`score`, for `scroe`).
    public let readAs: String?
    /// Whether Korean was typed with the keyboard in the English layout (qkdnl for 바위).
    public let latinLayout: Bool

    public init(_ parsed: ParsedLine, readAs: String? = nil, latinLayout: Bool = false) {
        self.parsed = parsed
        self.readAs = readAs
        self.latinLayout = latinLayout
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

extension Command {
    /// Whether it plays, takes back, starts again or leaves: done only when every word of the
    /// line was understood and none asks a question.
    var isDrastic: Bool {
        switch self {
        case .game(let action): !action.isReview
        case .quit: true
        case .change, .save, .help, .more, .repeatAnswer, .back, .hush, .pace, .loudness, .hearCues, .settings,
            .hearing:
            false
        }
    }

    /// Whether it only tells or says again, changing nothing: done on a slip, which is named.
    var changesNothing: Bool {
        switch self {
        case .game(let action): action.isReview
        case .help, .more, .repeatAnswer, .back, .hush, .settings, .hearing: true
        case .quit, .change, .save, .pace, .loudness, .hearCues: false
        }
    }
}

extension ParsedLine {
    var isNotUnderstood: Bool {
        if case .notUnderstood = self { true } else { false }
    }

    var isUnknownTopic: Bool {
        if case .unknownTopic = self { true } else { false }
    }
}
