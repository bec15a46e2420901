import Catalog
import GameCore
import Settings

/// Reads one typed line as a command (FR-001): a move by any word of any language, by its short
/// form, or by its number in the current language; a command word or a setting, in either
/// language. Case, surrounding spaces and control characters do not matter.
public struct CommandParser: Sendable {
    private enum Meaning: Hashable, Sendable {
        case move(Move)
        case word(CommandWord)
        case setting(Setting)
    }

    /// Every known phrase, lower-cased, in the order suggestions prefer: current language first.
    private let phrases: [(phrase: String, meaning: Meaning)]
    private let lookup: [String: Meaning]
    private let longestPhrase: Int

    public init(language: Language) {
        let languages = [language] + Language.allCases.filter { $0 != language }
        var phrases: [(String, Meaning)] = []
        for vocabulary in languages.map(Vocabulary.init) {
            func add(_ entry: KeyPath<Words, String>, _ meaning: Meaning) {
                phrases += vocabulary.words(entry).map { ($0.lowercased(), meaning) }
            }
            for move in Move.allCases {
                phrases += vocabulary.words(for: move).map { ($0.lowercased(), .move(move)) }
            }
            for keyword in Keyword.allCases { add(keyword.entry, .word(.keyword(keyword))) }
            for setting in Setting.allCases {
                if let word = setting.entry.word { add(word, .setting(setting)) }
                for (word, value) in setting.entry.valueWords { add(word, .word(.value(setting, value))) }
            }
        }
        var lookup: [String: Meaning] = [:]
        for (phrase, meaning) in phrases where lookup[phrase] == nil { lookup[phrase] = meaning }
        // A phrase of several words also reads run together ("다시듣기", "newgame"), unless that
        // is already a word; Tab still completes only the catalog's spelling.
        for (phrase, meaning) in phrases where phrase.contains(" ") {
            let joined = phrase.split(separator: " ").joined()
            if lookup[joined] == nil { lookup[joined] = meaning }
        }
        let current = Vocabulary(language)
        for move in Move.allCases { lookup[String(current.number(of: move))] = .move(move) }
        self.phrases = phrases
        self.lookup = lookup
        longestPhrase = phrases.map { $0.0.split(separator: " ").count }.max() ?? 1
    }

    /// Every word a player may complete with Tab, each once, in the catalog's order.
    public var completions: [String] {
        var seen = Set<String>()
        return phrases.map(\.phrase).filter { $0.count > 1 && seen.insert($0).inserted }
    }

    public func parse(_ line: String) -> ParsedLine {
        let typed = Sanitizer.clean(line).split(whereSeparator: \.isWhitespace).map(String.init)
        let words = typed.map { $0.lowercased() }
        guard !words.isEmpty else { return .empty }
        for length in stride(from: min(longestPhrase, words.count), through: 1, by: -1) {
            guard let meaning = lookup[words[..<length].joined(separator: " ")] else { continue }
            return interpret(meaning, rest: Array(words[length...]), typed: Array(typed[length...]))
        }
        return .notUnderstood(suggestion: suggestion(for: words.joined(separator: " ")))
    }

    /// `rest` is what follows the command word, lower-cased; `typed` the same as it was typed.
    private func interpret(_ meaning: Meaning, rest: [String], typed: [String]) -> ParsedLine {
        switch meaning {
        case .move(let move):
            return rest.isEmpty ? .command(.game(.play(move))) : .notUnderstood(suggestion: nil)
        case .setting(let setting):
            guard let value = setting.value(typed: rest, as: typed) else { return .needsValue(setting) }
            return .command(.change(setting, value))
        case .word(.keyword(.history)):
            guard !rest.isEmpty else { return .command(.game(.history(limit: 10))) }
            guard rest.count == 1, let limit = Self.count(rest[0]), limit > 0 else { return .needsCount(.history) }
            return .command(.game(.history(limit: limit)))
        case .word(let word):
            guard rest.isEmpty else { return .takesNothing(word) }
            return .command(command(for: word))
        }
    }

    /// A count of rounds: a whole number, where digits too many for `Int` mean "all of them".
    private static func count(_ text: String) -> Int? {
        if let number = Int(text) { return number }
        let isDigits = !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        return isDigits ? .max : nil
    }

    /// The command a word means alone.
    private func command(for word: CommandWord) -> Command {
        switch word {
        case .keyword(let keyword):
            switch keyword {
            case .again: .game(.again)
            case .undo: .game(.undo)
            case .newGame: .game(.newGame)
            case .score: .game(.score)
            case .stats: .game(.stats)
            case .history: .game(.history(limit: 10))
            case .help: .help
            case .repeatLast: .repeatLast
            case .quit: .quit
            case .settings: .settings
            }
        case .value(let setting, let value):
            .change(setting, value)
        }
    }

    /// The known phrase nearest to `typed`: within 1 edit for words of up to 4 letters, within 2
    /// for longer ones. One-letter words are never suggested: every typo is near them.
    private func suggestion(for typed: String) -> String? {
        EditDistance.nearest(to: typed, among: phrases.lazy.map(\.phrase))
    }
}
