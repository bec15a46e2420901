import Catalog
import GameCore
import Narration
import Settings

/// Every sentence of the `Sentences` catalog with sample arguments, enumerated from the catalog
/// itself, so a new sentence is checked without anyone listing it. Each text slot is filled with
/// the words the game puts there (`Slot`); each number slot with sample numbers.
public enum SpokenLines {
    /// One rendered sentence: its key, and the words that filled its text slots.
    public struct Sample: Sendable {
        public let key: String
        public let text: String
        public let fillers: [String]
        /// Fillers the player typed, in any script (a file name, a word of either language).
        public let typed: [String]
    }

    /// What fills a sentence's text slots, in order. A key with text slots and no entry here fails
    /// `every(_:numbers:)`, so whoever adds one says what goes in it.
    public enum Slot: Sendable {
        /// A move's name.
        case move
        /// Two moves, the first beating the second: filled together, as the game does.
        case winner, loser
        /// What a throw did in a word, then the player's move and the computer's: filled together
        /// from throws that can happen (a draw shows the same hands, an attack different ones).
        case throwWord, playerMove, computerMove
        /// The name of this command or this setting.
        case keyword(Keyword), setting(Setting)
        /// Any word that takes nothing after it: a command, or a value word such as `brief`.
        case command
        /// The word of any on-or-off setting.
        case onOffWord
        /// The words of every on-or-off setting, or every value word, joined by commas.
        case onOffWords, valueWords
        /// A word that chooses the game.
        case gameWord
        /// Any word of either language, as a suggestion for a near miss.
        case suggestion
        case outcome, count, seconds, file, option, values, error, version
        /// What the player typed on the command line.
        case typed

        /// Whether it is filled together with the slot next to it.
        var isPaired: Bool {
            switch self {
            case .winner, .loser, .throwWord, .playerMove, .computerMove: true
            default: false
            }
        }

        /// Whether the player typed what fills it.
        var isTyped: Bool {
            switch self {
            case .suggestion, .file, .typed: true
            case .move, .winner, .loser, .throwWord, .playerMove, .computerMove, .keyword, .setting, .command, .onOffWord, .onOffWords, .valueWords, .gameWord, .outcome, .count, .seconds,
                 .option, .values, .error, .version: false
            }
        }
    }

    public static let slots: [String: [Slot]] = [
        "brief.draw": [.move], "brief.loss": [.winner, .loser], "brief.win": [.winner, .loser],
        "extraWords": [.command],
        "mukjjippa.tie": [.move], "mukjjippa.attack.player": [.winner, .loser], "mukjjippa.attack.computer": [.winner, .loser],
        "mukjjippa.won": [.move], "mukjjippa.lost": [.move], "brief.mukjjippa.won": [.move], "brief.mukjjippa.lost": [.move],
        "help.match": [.setting(.match)], "help.game": [.gameWord, .gameWord], "setting.needsMatch": [.setting(.match)], "help.again": [.keyword(.again)], "help.change": [.setting(.language), .setting(.delay)],
        "help.history": [.keyword(.history)], "help.historyMore": [.keyword(.history)], "help.moves": [.move, .move, .move],
        "help.new": [.keyword(.newGame)], "help.numbers": [.move, .move, .move], "help.quit": [.keyword(.quit)],
        "help.repeat": [.keyword(.repeatLast)], "help.score": [.keyword(.score)], "help.settings": [.keyword(.settings)],
        "help.stats": [.keyword(.stats)], "help.switches": [.onOffWords], "help.transcript": [.setting(.transcript)],
        "help.undo": [.keyword(.undo)], "help.verbosity": [.valueWords], "history.badCount": [.keyword(.history)],
        "history.round": [.throwWord, .playerMove, .computerMove], "move.chosen": [.move], "notUnderstood.suggest": [.suggestion],
        "option.commandLineOnly": [.option], "option.inEnvironment": [.error], "option.invalid": [.option, .values],
        "option.missing": [.option, .values], "option.noValue": [.option], "option.onCommandLine": [.error],
        "option.unclosedQuote": [.typed], "option.unexpected": [.typed], "option.unknown": [.typed],
        "option.unknownSuggest": [.typed, .option], "usage.negation": [.option, .option], "result.draw": [.move], "result.loss": [.winner, .loser],
        "result.win": [.winner, .loser], "setting.delay": [.seconds], "setting.needsFile": [.setting(.transcript)],
        "setting.needsLanguage": [.setting(.language)], "setting.needsOnOff": [.onOffWord], "setting.needsSeconds": [.setting(.delay)],
        "setting.transcript.failed": [.file], "setting.transcript.on": [.file], "settings.transcript": [.file],
        "stats.move": [.move], "stats.results": [.count, .count, .count], "version": [.version],
    ]

    /// Keys said about the command line (`--help`, option errors on standard error), which spell
    /// option names as they are typed.
    public static func isAboutCommandLine(_ key: String) -> Bool {
        ["option.", "usage.", "values."].contains { key.hasPrefix($0) } || ["version", "output.failed"].contains(key)
    }

    /// Every key rendered with every sample in each slot in turn, the other slots holding their
    /// widest sample, and once with every slot at its widest.
    public static func every(_ language: Language, numbers: [Int], keys: [CatalogKey] = Sentences.keys) -> [Sample] {
        let say = Sentences(language)
        var samples: [Sample] = []
        for key in keys {
            let textSlots = key.arguments.filter { $0 == .text }.count
            let kinds = slots[key.name] ?? []
            precondition(kinds.count == textSlots, "SpokenLines.slots must say what fills the \(textSlots) text slots of '\(key.name)'")
            let fillers = kinds.map { Self.fillers(for: $0, language) }
            let widestNumber = numbers.max { String($0).count < String($1).count } ?? 0
            let widest = fillers.map { $0.max { $0.count < $1.count } ?? "" }
            func render(_ texts: [String], _ values: [Int]) {
                var nextText = 0, nextNumber = 0
                let arguments: [Template.Argument] = key.arguments.map { kind in
                    switch kind {
                    case .text: defer { nextText += 1 }; return .text(texts[nextText])
                    case .number: defer { nextNumber += 1 }; return .number(values[nextNumber])
                    }
                }
                let typed = zip(kinds, texts).filter { $0.0.isTyped }.map(\.1)
                samples.append(Sample(key: key.name, text: say.text(key.name, arguments)!, fillers: texts, typed: typed))
            }
            let numberSlots = key.arguments.count - textSlots
            let widestNumbers = Array(repeating: widestNumber, count: numberSlots)
            // A winner and a loser are one pair of moves, filled together.
            let pairs = Move.allCases.map { (Vocabulary(language).name(of: $0), Vocabulary(language).name(of: $0.beats)) }
            var base = widest
            if let winner = kinds.firstIndex(where: { if case .winner = $0 { true } else { false } }) {
                let widestPair = pairs.max { $0.0.count + $0.1.count < $1.0.count + $1.1.count }!
                (base[winner], base[winner + 1]) = widestPair
                for pair in pairs {
                    var texts = base
                    (texts[winner], texts[winner + 1]) = pair
                    render(texts, widestNumbers)
                }
            }
            if let word = kinds.firstIndex(where: { if case .throwWord = $0 { true } else { false } }) {
                let throwsThatHappen = Self.throwsThatHappen(language)
                let widestThrow = throwsThatHappen.max { $0.joined().count < $1.joined().count }!
                for i in 0..<3 { base[word + i] = widestThrow[i] }
                for triple in throwsThatHappen {
                    var texts = base
                    for i in 0..<3 { texts[word + i] = triple[i] }
                    render(texts, widestNumbers)
                }
            }
            render(base, widestNumbers)
            for slot in fillers.indices where !kinds[slot].isPaired {
                for filler in fillers[slot] {
                    var texts = base
                    texts[slot] = filler
                    render(texts, widestNumbers)
                }
            }
            for slot in 0..<numberSlots {
                for number in numbers {
                    var values = widestNumbers
                    values[slot] = number
                    render(base, values)
                }
            }
        }
        return samples
    }

    /// Every throw's word in history, with the player's move and the computer's.
    private static func throwsThatHappen(_ language: Language) -> [[String]] {
        let say = Sentences(language), vocabulary = Vocabulary(language)
        return Move.allCases.flatMap { move -> [[String]] in
            let (mine, beaten, beating) = (vocabulary.name(of: move), vocabulary.name(of: move.beats), vocabulary.name(of: move.beats.beats))
            return [
                [say.outcomeWin, mine, beaten], [say.outcomeLoss, mine, beating], [say.outcomeDraw, mine, mine],
                [say.outcomeAttackPlayer, mine, beaten], [say.outcomeAttackComputer, mine, beating],
            ]
        }
    }

    private static func fillers(for slot: Slot, _ language: Language) -> [String] {
        let say = Sentences(language)
        let vocabulary = Vocabulary(language)
        let settings = Setting.allCases.map(\.entry)
        switch slot {
        case .move, .winner, .loser, .playerMove, .computerMove:
            return vocabulary.numberedMoves.map(vocabulary.name(of:))
        case .throwWord:
            return [say.outcomeWin, say.outcomeLoss, say.outcomeDraw, say.outcomeAttackPlayer, say.outcomeAttackComputer]
        case .keyword(let keyword):
            return [vocabulary.name(of: keyword)]
        case .setting(let setting):
            return setting.entry.word.map { [vocabulary.name($0)] } ?? []
        case .command:
            return Keyword.allCases.map(vocabulary.name(of:)) + settings.flatMap(\.valueWords).map { vocabulary.name($0.word) }
        case .onOffWord:
            return settings.filter { $0.typed == .onOff }.compactMap(\.word).map(vocabulary.name)
        case .onOffWords:
            // The game packs them into as many lines as fit: each line's words, as the help says them.
            let words = fillers(for: .onOffWord, language)
            let groups = Narrator.groups(of: words, in: say.helpSwitches, limit: language.traits.maximumCharacters)
            return groups.map { $0.joined(separator: ", ") }
        case .valueWords:
            return [Setting.verbosity.entry.valueWords.map { vocabulary.name($0.word) }.joined(separator: ", ")]
        case .gameWord:
            return Setting.game.entry.valueWords.map { vocabulary.name($0.word) }
        case .suggestion:
            // The parser suggests any phrase of any language.
            var phrases: [String] = []
            for other in Language.allCases.map(Vocabulary.init) {
                phrases += Move.allCases.flatMap(other.words(for:))
                phrases += Keyword.allCases.flatMap(other.words(for:))
                phrases += settings.compactMap(\.word).flatMap(other.words)
                phrases += settings.flatMap(\.valueWords).flatMap { other.words($0.word) }
            }
            return phrases.map { $0.lowercased() }.filter { $0.count >= 2 }
        case .outcome:
            return [say.outcomeWin, say.outcomeLoss, say.outcomeDraw]
        case .count:
            return [0, 1, 2, 999].flatMap { [say.countWins($0), say.countDraws($0), say.countLosses($0)] }
        case .seconds:
            return ["0", "0.5", "0.25", "10"]
        case .file:
            return ["t.txt", "게임.txt"]
        case .option:
            return settings.flatMap { $0.options + $0.offOptions } + ["-h", "--help", "--version"]
        case .values:
            return settings.compactMap(\.values).map { say[keyPath: $0] }
        case .error:
            let wrappers = ["option.inEnvironment", "option.onCommandLine"]
            let errors = Sentences.keys.filter { $0.name.hasPrefix("option.") && !wrappers.contains($0.name) }
            return every(language, numbers: [7], keys: errors).map(\.text)
        case .version:
            return ["0.3.0"]
        case .typed:
            return ["x", "--x"]
        }
    }
}
