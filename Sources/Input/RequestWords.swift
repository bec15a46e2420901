import Catalog
import GameCore
import Settings

/// A request in the game's own words, the line a player types for it (`hear score off`,
/// `알림 점수 끄기`): what the game names when it understood a request it does not do at once (a
/// move with words it cannot place, two requests in one line, a slip it read).
public enum RequestWords {
    /// The line that asks for `command` in `language`; every such line reads back as `command`
    /// (`RequestWordsTests`).
    public static func line(_ command: Command, _ language: Language) -> String {
        let words = Vocabulary(language)
        switch command {
        case .game(let action):
            switch action {
            case .play(let move): return words.name(of: move)
            case .show(let pair): return words.name(of: pair.first) + " " + words.name(of: pair.second)
            case .keep(let kept): return words.name(kept == .first ? .keepFirst : .keepSecond)
            case .again: return words.name(of: .again)
            case .undo: return words.name(of: .undo)
            case .newGame: return words.name(of: .newGame)
            case .score: return words.name(of: .score)
            case .stats: return words.name(of: .stats)
            case .history(let limit):
                return words.name(of: .history) + (limit == CommandParser.historyLength ? "" : " \(limit)")
            case .changeRules(let rules):
                return line(.change(.game(rules.kind)), language)
            }
        case .help(let topic): return words.name(of: .help) + (topic.map { " " + words.name($0.entry) } ?? "")
        case .more: return words.name(of: .more)
        case .repeatAnswer(let back): return words.name(of: .repeatLast) + (back == 1 ? "" : " \(back)")
        case .back: return words.name(of: .back)
        case .quit: return words.name(of: .quit)
        case .hush: return words.name(of: .hush)
        case .pace(let faster): return words.name(of: faster ? .faster : .slower)
        case .loudness(let louder): return words.name(of: louder ? .louder : .softer)
        case .hearCues: return words.name(of: .cues)
        case .save: return words.name(of: .save)
        case .settings: return words.name(of: .settings)
        case .hearing: return words.name(.hear)
        case .change(let value): return Self.value(value, words)
        }
    }

    /// A setting's value as typed: its word and the value's (`match 5`, `sound off`), or the
    /// value's word alone where it has one (`brief`, `korean`).
    private static func value(_ value: SettingValue, _ words: Vocabulary) -> String {
        let setting = value.setting
        let word = setting.entry.word.map(words.name) ?? ""
        func onOff(_ on: Bool) -> String { words.name(on ? .on : .off) }
        if let alone = setting.entry.valueWords.first(where: { $0.value == value }) { return words.name(alone.word) }
        switch value {
        case .language(let language): return words.words(naming: language)[0]
        case .hearing(let hearing):
            return ([word] + hearing.chosen.flatMap { [words.name($0.kind.word), onOff($0.on)] }).joined(
                separator: " ")
        case .match(let games): return word + " " + (games.map(String.init) ?? onOff(false))
        case .on(_, let on): return word + " " + onOff(on)
        case .color(let choice): return word + " " + onOff(choice != .never)
        case .delay(let seconds): return word + " " + Seconds.option(seconds)
        case .transcript(let file): return word + " " + (file ?? onOff(false))
        case .speechRate(let rate): return word + " \(rate)"
        case .volume(let volume): return word + " \(volume)"
        case .prompt(let mark): return word + " " + (mark.map { $0.isEmpty ? onOff(false) : $0 } ?? onOff(true))
        // Chosen by a value word (above), or only on the command line.
        case .verbosity, .game, .seed, .web: return value.optionWords.joined(separator: " ")
        }
    }
}
