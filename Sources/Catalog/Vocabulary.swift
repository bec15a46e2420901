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

    /// Every word of a `Words` entry, its name first.
    public func words(_ entry: Words.Key) -> [String] {
        split(catalog[entry])
    }

    /// The name of a `Words` entry: its first word.
    public func name(_ entry: Words.Key) -> String { words(entry)[0] }

    /// Every word for the move, its name first.
    public func words(for move: Move) -> [String] { words(Self.entry(move)) }

    public func words(for keyword: Keyword) -> [String] { words(keyword.entry) }

    /// Words for "on" (`true`) or "off" (`false`).
    public func words(for on: Bool) -> [String] { words(on ? .on : .off) }

    /// Words that name a language: "en", "english", "영어".
    public func words(naming language: Language) -> [String] {
        split(catalog.names(of: language))
    }

    /// The move's name in sentences: "rock", "바위".
    public func name(of move: Move) -> String { words(for: move)[0] }

    /// The command's name, as help names it: "again", "다시".
    public func name(of keyword: Keyword) -> String { words(for: keyword)[0] }

    /// The number that picks the move in this language, the one place it is written: rock is 1
    /// in English, 2 in Korean. The moves of a kind are numbered from 1 to their count.
    public func number(of move: Move) -> Int {
        switch move {
        case .rock: catalog.numberRock
        case .paper: catalog.numberPaper
        case .scissors: catalog.numberScissors
        case .lizard: catalog.numberLizard
        case .spock: catalog.numberSpock
        }
    }

    /// `moves` (a kind's, the stage's) in the order this language numbers them.
    public func numbered(_ moves: [Move]) -> [Move] {
        moves.sorted { number(of: $0) < number(of: $1) }
    }

    /// The words of an entry, without the spaces around them, read from the string's own UTF-8
    /// bytes: a comma and a space are never part of another character there, and reading
    /// characters (or a generic split) would cost startup time for every word of the game.
    private func split(_ list: String) -> [String] {
        var list = list
        return list.withUTF8 { bytes in
            var words: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ",") {
                var first = start
                var last = end
                while first < last, bytes[first] == UInt8(ascii: " ") { first += 1 }
                while last > first, bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self))
                start = end + 1
            }
            return words
        }
    }

    /// The move's entry in the `Words` catalog.
    public static func entry(_ move: Move) -> Words.Key {
        switch move {
        case .rock: .rock
        case .paper: .paper
        case .scissors: .scissors
        case .lizard: .lizard
        case .spock: .spock
        }
    }
}
