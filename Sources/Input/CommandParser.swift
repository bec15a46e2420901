import Catalog
import GameCore

/// Reads one typed line as a command (FR-001): a move by any word of any language, by its short
/// form, or by its number in the current language; or a command word, in either language.
/// Case, surrounding spaces and control characters do not matter.
public struct CommandParser: Sendable {
    private enum Meaning: Hashable, Sendable {
        case move(Move)
        case keyword(Keyword)
    }

    /// Every known phrase, lower-cased, in the order suggestions prefer: current language first.
    private let phrases: [(phrase: String, meaning: Meaning)]
    private let lookup: [String: Meaning]
    private let longestPhrase: Int
    /// "on" and "off" in every language.
    private let switches: [String: Bool]

    public init(language: Language) {
        let languages = [language] + Language.allCases.filter { $0 != language }
        var phrases: [(String, Meaning)] = []
        for vocabulary in languages.map(Vocabulary.init) {
            for move in Move.allCases {
                phrases += vocabulary.words(for: move).map { ($0.lowercased(), .move(move)) }
            }
            for keyword in Keyword.allCases {
                phrases += vocabulary.words(for: keyword).map { ($0.lowercased(), .keyword(keyword)) }
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
        var switches: [String: Bool] = [:]
        for vocabulary in languages.map(Vocabulary.init) {
            for on in [true, false] { for word in vocabulary.words(for: on) { switches[word.lowercased()] = on } }
        }
        self.switches = switches
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
        let keyword: Keyword
        switch meaning {
        case .move(let move):
            return rest.isEmpty ? .command(.game(.play(move))) : .notUnderstood(suggestion: nil)
        case .keyword(let word):
            keyword = word
        }
        let value = rest.count == 1 ? rest[0] : nil
        switch keyword {
        case .history:
            guard !rest.isEmpty else { return .command(.game(.history(limit: 10))) }
            guard let value, let limit = Self.count(value), limit > 0 else { return .needsValue(.history) }
            return .command(.game(.history(limit: limit)))
        case .language:
            guard let value, let language = LanguageChoice.language(named: value) else { return .needsValue(keyword) }
            return .command(.change(.language(language)))
        case .emoji, .color, .bell, .speak:
            guard let value, let on = switches[value] else { return .needsValue(keyword) }
            let setting: Setting = switch keyword {
            case .emoji: .emoji(on)
            case .color: .color(on)
            case .bell: .bell(on)
            default: .speak(on)
            }
            return .command(.change(setting))
        case .delay:
            guard let value, let seconds = Seconds.parse(value) else { return .needsValue(keyword) }
            return .command(.change(.delay(seconds)))
        case .transcript:
            guard !typed.isEmpty else { return .needsValue(keyword) }
            if let value, switches[value] == false { return .command(.change(.transcript(nil))) }
            return .command(.change(.transcript(typed.joined(separator: " "))))
        default:
            guard rest.isEmpty, let command = command(for: keyword) else { return .takesNothing(keyword) }
            return .command(command)
        }
    }

    /// A count of rounds: a whole number, where digits too many for `Int` mean "all of them".
    private static func count(_ text: String) -> Int? {
        if let number = Int(text) { return number }
        let isDigits = !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        return isDigits ? .max : nil
    }

    /// The command a word means alone; `nil` for settings that need a value.
    private func command(for keyword: Keyword) -> Command? {
        switch keyword {
        case .again: .game(.again)
        case .undo: .game(.undo)
        case .newGame: .game(.newGame)
        case .score: .game(.score)
        case .stats: .game(.stats)
        case .help: .help
        case .repeatLast: .repeatLast
        case .quit: .quit
        case .settings: .settings
        case .brief: .change(.verbosity(.brief))
        case .normal: .change(.verbosity(.normal))
        case .verbose: .change(.verbosity(.verbose))
        case .history: .game(.history(limit: 10))
        case .language, .emoji, .color, .bell, .speak, .delay, .transcript: nil
        }
    }

    /// The known phrase nearest to `typed`: within 1 edit for words of up to 4 letters, within 2
    /// for longer ones. One-letter words are never suggested: every typo is near them.
    private func suggestion(for typed: String) -> String? {
        let target = Array(typed)
        guard target.count >= 2, target.count <= 40 else { return nil }
        var best: (phrase: String, distance: Int)?
        for (phrase, _) in phrases where phrase.count >= 2 {
            let limit = min(phrase.count, target.count) <= 4 ? 1 : 2
            let distance = EditDistance.between(target, Array(phrase), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (phrase, distance) }
        }
        return best?.phrase
    }
}
