import Catalog
import GameCore

/// Every setting of the game, each described once, in `entry`: its words in the game, its
/// command-line names, how its values are written and checked, how `settings` reports it, what
/// is said when it changes and which part of `Preferences` it changes. The option parser, the
/// in-game commands, `settings`, `--help`, error messages, completions and the manual pages all
/// read this table, in this order.
public enum Setting: Int, CaseIterable, Hashable, Sendable {
    case language, verbosity, game, match, emoji, color, bell, speak, sound, delay, transcript, seed, speechRate, volume, prompt

    /// Its row of the table, made once.
    public var entry: SettingEntry { Self.table[rawValue] }

    private static let table = allCases.map(\.row)

    private var row: SettingEntry {
        switch self {
        case .language:
            SettingEntry(
                SettingValue.language, word: \Words.lang, typed: .language, options: ["--lang"],
                optionValue: .oneOf(Language.allCases.map(\.rawValue)), usage: [\Sentences.usageLang], values: \Sentences.valuesLang, help: { $0.helpLang($1) },
                parse: ValueWords.language(named:), report: { _, say in say.settingLanguage })
        case .verbosity:
            SettingEntry(
                SettingValue.verbosity, valueWords: Verbosity.allCases.map { ($0.word, $0) },
                options: ["--verbosity"], optionValue: .oneOf(Verbosity.allCases.map(\.name)),
                usage: [\Sentences.usageVerbosity], values: \Sentences.valuesVerbosity, help: { $0.helpVerbosity($1) },
                parse: { text in Verbosity.allCases.first { $0.name == text.lowercased() } },
                report: { preferences, say in say[keyPath: preferences.verbosity.report] },
                confirm: { preferences, say in [say[keyPath: preferences.verbosity.confirmation]] })
        case .game:
            SettingEntry(
                SettingValue.game, valueWords: GameKind.allCases.map { ($0.word, $0) },
                options: ["--game"], optionValue: .oneOf(GameKind.allCases.map(\.name)),
                usage: [\Sentences.usageGame], values: \Sentences.valuesGame, help: { $0.helpGame($1) },
                parse: { text in GameKind.allCases.first { $0.name == text.lowercased() } },
                report: { preferences, say in say[keyPath: preferences.game.report] },
                confirm: { preferences, say in
                    let rules = preferences.game.rules(say)
                    return rules.isEmpty ? [say[keyPath: preferences.game.report]] : rules
                })
        case .match:
            SettingEntry(
                SettingValue.match, word: \Words.match,
                valueWords: [(\Words.bestOfOne, 1), (\Words.bestOfThree, 3), (\Words.bestOfFive, 5), (\Words.bestOfSeven, 7)], typed: .matchLength,
                options: ["--match"], optionValue: .oneOf(["off", "3", "5", "7"]),
                usage: [\Sentences.usageMatch], values: \Sentences.valuesMatch, help: { $0.helpMatch($1) },
                parse: { text -> Int?? in
                    if text.lowercased() == "off" || ValueWords.onOff(text.lowercased()) == false { return .some(nil) }
                    guard text.allSatisfy(\.isASCII), let games = Int(text), Rules.matchLengths.contains(games), games % 2 == 1 else {
                        return nil
                    }
                    return games
                },
                report: { preferences, say in preferences.rules.matchReport(say) ?? say.settingsMatchOff },
                confirm: { preferences, say in [preferences.rules.matchRule(say) ?? say.matchOff] })
        case .emoji:
            .onOff(.emoji, word: \Words.emoji, option: "--emoji", usage: \Sentences.usageEmoji, help: { $0.helpEmoji($1) }, on: \Sentences.settingEmojiOn, off: \Sentences.settingEmojiOff)
        case .color:
            SettingEntry(
                SettingValue.color, word: \Words.color, typed: .onOff, options: ["--color", "--colour"], offOptions: ["--no-color", "--no-colour"],
                off: .never, optionValue: .oneOf(ColorChoice.allCases.map(\.rawValue)),
                usage: [\Sentences.usageColor, \Sentences.usageNoColor], values: \Sentences.valuesColor, help: { $0.helpColor($1) },
                parse: { ColorChoice(rawValue: $0.lowercased()) },
                parseTyped: { words, _ in
                    guard words.count == 1, let on = ValueWords.onOff(words[0]) else { return nil }
                    return on ? .always : .never
                },
                report: { preferences, say in preferences.showsColor ? say.settingColorOn : say.settingColorOff })
        case .bell:
            .onOff(.bell, word: \Words.bell, option: "--bell", usage: \Sentences.usageBell, help: { $0.helpBell($1) }, on: \Sentences.settingBellOn, off: \Sentences.settingBellOff)
        case .speak:
            .onOff(.speak, word: \Words.speak, option: "--speak", usage: \Sentences.usageSpeak, help: { $0.helpSpeak($1) }, on: \Sentences.settingSpeakOn, off: \Sentences.settingSpeakOff)
        case .sound:
            .onOff(.sound, word: \Words.sound, option: "--sound", usage: \Sentences.usageSound, help: { $0.helpSound($1) }, on: \Sentences.settingSoundOn,
                   off: \Sentences.settingSoundOff)
        case .delay:
            SettingEntry(
                SettingValue.delay, word: \Words.delay, typed: .seconds, options: ["--delay"], optionValue: .number("seconds"),
                usage: [\Sentences.usageDelay], values: \Sentences.valuesDelay, help: { $0.helpDelay($1) },
                parse: Seconds.parse, report: { preferences, say in Seconds.sentence(preferences.delay, say) })
        case .transcript:
            SettingEntry(
                SettingValue.transcript, word: \Words.transcript, typed: .file, options: ["--transcript"], optionValue: .file,
                usage: [\Sentences.usageTranscript], values: \Sentences.valuesTranscript, help: { $0.helpTranscript($1) },
                parse: { text -> String?? in
                    guard !text.isEmpty, Sanitizer.clean(text) == text else { return nil }  // not "no transcript"
                    return text
                },
                parseTyped: { words, typed -> String?? in
                    guard !typed.isEmpty else { return nil }
                    if words.count == 1, ValueWords.onOff(words[0]) == false { return .some(nil) }
                    return typed.joined(separator: " ")
                },
                report: { preferences, say in preferences.transcript.map(say.settingsTranscript) ?? say.settingTranscriptOff },
                confirm: { preferences, say in [preferences.transcript.map(say.settingTranscriptOn) ?? say.settingTranscriptOff] })
        case .seed:
            SettingEntry(
                SettingValue.seed, options: ["--seed"], optionValue: .number("number"), usage: [\Sentences.usageSeed],
                values: \Sentences.valuesSeed,
                parse: { text -> UInt64?? in
                    guard let seed = UInt64(text) else { return nil }  // not "no seed"
                    return seed
                })
        case .speechRate:
            SettingEntry(
                SettingValue.speechRate, word: \Words.rate, typed: .wordsPerMinute, options: ["--speech-rate"], optionValue: .number("words-a-minute"),
                usage: [\Sentences.usageSpeechRate], values: \Sentences.valuesSpeechRate,
                help: { $0.helpRate($1, Preferences.speechRates.lowerBound, Preferences.speechRates.upperBound) },
                parse: { text in Self.whole(text, in: Preferences.speechRates) },
                report: { preferences, say in say.settingRate(preferences.speechRate) })
        case .volume:
            SettingEntry(
                SettingValue.volume, word: \Words.volume, typed: .percent, options: ["--volume"], optionValue: .number("percent"),
                usage: [\Sentences.usageVolume], values: \Sentences.valuesVolume,
                help: { $0.helpVolume($1, Preferences.volumes.lowerBound, Preferences.volumes.upperBound) },
                parse: { text in Self.whole(text, in: Preferences.volumes) },
                report: { preferences, say in say.settingVolume(preferences.volume) })
        case .prompt:
            SettingEntry(
                SettingValue.prompt, word: \Words.prompt, typed: .mark, options: ["--prompt"], optionValue: .oneOf(["on", "off"]),
                usage: [\Sentences.usagePrompt], values: \Sentences.valuesPrompt, help: { $0.helpPrompt($1) },
                parse: Self.mark,
                parseTyped: { words, typed in
                    // On and off as words ("off."), anything else as typed: a mark is punctuation.
                    if words.count == 1, let on = ValueWords.onOff(words[0]) { return on ? .some(nil) : "" }
                    return typed.count == 1 ? Self.mark(typed[0]) : nil
                },
                report: { preferences, say in
                    preferences.prompt.map { $0.isEmpty ? say.settingPromptOff : say.settingPrompt($0) } ?? say.settingPromptOn
                })
        }
    }

    /// A prompt's mark as given: on for the game's own, off for none, or a few printable
    /// characters without spaces, which nothing else reads as a command.
    private static func mark(_ text: String) -> String?? {
        if let on = ValueWords.onOff(ValueWords.asciiLowercased(text)) { return on ? .some(nil) : "" }
        guard !text.isEmpty, text.count <= Preferences.longestPrompt, Sanitizer.clean(text) == text,
              !text.contains(where: \.isWhitespace) else { return nil }
        return text
    }

    /// A whole number in ASCII digits within `range`: no sign, no spaces, no other digits.
    private static func whole(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let number = Int(text),
              range.contains(number) else { return nil }
        return number
    }
}

extension GameKind {
    /// Its name on the command line: `--game mukjjippa`.
    public var name: String {
        switch self {
        case .rps: "rps"
        case .mukjjippa: "mukjjippa"
        }
    }

    /// Its word in the game, which chooses it: `mukjjippa`, `묵찌빠`.
    var word: WordsEntry {
        switch self {
        case .rps: \Words.gameRps
        case .mukjjippa: \Words.gameMukjjippa
        }
    }

    /// Its line in `settings`.
    var report: SentencesEntry {
        switch self {
        case .rps: \Sentences.settingsGameRps
        case .mukjjippa: \Sentences.settingsGameMukjjippa
        }
    }
}

extension Verbosity {
    /// Its word in the game, which chooses it: `brief`, `간단히`.
    var word: WordsEntry {
        switch self {
        case .brief: \Words.brief
        case .normal: \Words.normal
        case .verbose: \Words.verbose
        }
    }

    /// Its line in `settings`, and the answer when it is chosen.
    var report: SentencesEntry {
        switch self {
        case .brief: \Sentences.settingsVerbosityBrief
        case .normal: \Sentences.settingsVerbosityNormal
        case .verbose: \Sentences.settingsVerbosityVerbose
        }
    }

    var confirmation: SentencesEntry {
        switch self {
        case .brief: \Sentences.settingBrief
        case .normal: \Sentences.settingNormal
        case .verbose: \Sentences.settingVerbose
        }
    }
}

extension Setting {
    /// The help topic that tells of it: `help emoji` says the settings topic.
    public var topic: HelpTopic {
        switch self {
        case .language: .language
        case .verbosity, .emoji, .color, .delay, .transcript, .prompt: .settings
        case .game: .mukjjippa
        case .match: .match
        case .bell, .speak, .sound, .speechRate, .volume: .sound
        case .seed: .game
        }
    }
}
