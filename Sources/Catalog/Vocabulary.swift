import GameCore

/// The words of one language for moves and commands, read from the `Words` catalog, where each
/// entry lists a thing's words separated by commas, its name first.
public struct Vocabulary: Sendable {
    public let language: Language
    private let catalog: Words

    public init(_ language: Language) {
        self.language = language
        catalog = Words(language)
    }

    /// Every word for the move, its name first.
    public func words(for move: Move) -> [String] {
        switch move {
        case .rock: Self.split(catalog.rock)
        case .paper: Self.split(catalog.paper)
        case .scissors: Self.split(catalog.scissors)
        }
    }

    public func words(for keyword: Keyword) -> [String] {
        switch keyword {
        case .again: Self.split(catalog.again)
        case .undo: Self.split(catalog.undo)
        case .newGame: Self.split(catalog.new)
        case .score: Self.split(catalog.score)
        case .stats: Self.split(catalog.stats)
        case .history: Self.split(catalog.history)
        case .help: Self.split(catalog.help)
        case .repeatLast: Self.split(catalog.repeat)
        case .quit: Self.split(catalog.quit)
        case .settings: Self.split(catalog.settings)
        case .language: Self.split(catalog.lang)
        case .emoji: Self.split(catalog.emoji)
        case .color: Self.split(catalog.color)
        case .bell: Self.split(catalog.bell)
        case .speak: Self.split(catalog.speak)
        case .delay: Self.split(catalog.delay)
        case .transcript: Self.split(catalog.transcript)
        case .brief: Self.split(catalog.brief)
        case .normal: Self.split(catalog.normal)
        case .verbose: Self.split(catalog.verbose)
        }
    }

    /// Words for "on" (`true`) or "off" (`false`).
    public func words(for on: Bool) -> [String] {
        Self.split(on ? catalog.on : catalog.off)
    }

    /// Words that name a language: "en", "english", "영어".
    public func words(naming language: Language) -> [String] {
        switch language {
        case .en: Self.split(catalog.languageEn)
        case .ko: Self.split(catalog.languageKo)
        }
    }

    /// The move's name in sentences: "rock", "바위".
    public func name(of move: Move) -> String { words(for: move)[0] }

    /// The command's name, as help names it: "again", "다시".
    public func name(of keyword: Keyword) -> String { words(for: keyword)[0] }

    /// The number that picks the move in this language: rock is 1 in English, 2 in Korean.
    public func number(of move: Move) -> Int {
        let text = switch move {
        case .rock: catalog.numberRock
        case .paper: catalog.numberPaper
        case .scissors: catalog.numberScissors
        }
        return Int(text)!
    }

    /// The moves in the order this language numbers them.
    public var numberedMoves: [Move] {
        Move.allCases.sorted { number(of: $0) < number(of: $1) }
    }

    private static func split(_ list: String) -> [String] {
        list.split(separator: ",").map { String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
    }
}
