import Catalog
import GameCore

/// Every setting of the game, each described once, in `entry`: its words in the game, its
/// command-line names, how its values are written and checked, how `settings` reports it, what
/// is said when it changes and which part of `Preferences` it changes. The option parser, the
/// in-game commands, `settings`, `--help`, error messages, completions and the manual pages all
/// read this table, in this order.
public enum Setting: Int, CaseIterable, Hashable, Sendable {
    case language, verbosity, game, match, emoji, color, bell, speak, sound, delay, transcript, seed, speechRate

    /// Its row of the table, made once.
    public var entry: SettingEntry { Self.table[rawValue] }

    private static let table = allCases.map(\.row)

    private var row: SettingEntry {
        switch self {
        case .language:
            SettingEntry(
                word: \Words.lang, typed: .language, options: ["--lang"], optionValue: .oneOf(Language.allCases.map(\.rawValue)),
                usage: [\Sentences.usageLang], values: \Sentences.valuesLang,
                parse: { ValueWords.language(named: $0).map(SettingValue.language) },
                report: { _, say in say.settingLanguage },
                read: { .language($0.language) }, write: { if case .language(let value) = $1 { $0.language = value } })
        case .verbosity:
            SettingEntry(
                valueWords: [(\Words.brief, .verbosity(.brief)), (\Words.normal, .verbosity(.normal)), (\Words.verbose, .verbosity(.verbose))],
                typed: .none, options: ["--verbosity"], optionValue: .oneOf(Verbosity.allCases.map(\.name)),
                usage: [\Sentences.usageVerbosity], values: \Sentences.valuesVerbosity,
                parse: { text in Verbosity.allCases.first { $0.name == text.lowercased() }.map(SettingValue.verbosity) },
                report: { preferences, say in
                    switch preferences.verbosity {
                    case .brief: say.settingsVerbosityBrief
                    case .normal: say.settingsVerbosityNormal
                    case .verbose: say.settingsVerbosityVerbose
                    }
                },
                confirm: { preferences, say in
                    switch preferences.verbosity {
                    case .brief: [say.settingBrief]
                    case .normal: [say.settingNormal]
                    case .verbose: [say.settingVerbose]
                    }
                },
                read: { .verbosity($0.verbosity) }, write: { if case .verbosity(let value) = $1 { $0.verbosity = value } })
        case .game:
            SettingEntry(
                valueWords: [(\Words.gameRps, .game(.rps)), (\Words.gameMukjjippa, .game(.mukjjippa))],
                options: ["--game"], optionValue: .oneOf(GameKind.allCases.map(\.name)),
                usage: [\Sentences.usageGame], values: \Sentences.valuesGame,
                parse: { text in GameKind.allCases.first { $0.name == text.lowercased() }.map(SettingValue.game) },
                report: { preferences, say in preferences.game.report(say) },
                confirm: { preferences, say in
                    switch preferences.game {
                    case .rps: [say.settingsGameRps]
                    case .mukjjippa: [say.mukjjippaRule1, say.mukjjippaRule2]
                    }
                },
                read: { .game($0.game) }, write: { if case .game(let value) = $1 { $0.game = value } })
        case .match:
            SettingEntry(
                word: \Words.match, valueWords: [(\Words.bestOfThree, .match(3))], typed: .matchLength,
                options: ["--match"], optionValue: .oneOf(["off", "3", "5", "7"]),
                usage: [\Sentences.usageMatch], values: \Sentences.valuesMatch,
                parse: { text in
                    if text.lowercased() == "off" || ValueWords.onOff(text.lowercased()) == false { return .match(nil) }
                    guard text.allSatisfy(\.isASCII), let games = Int(text), Rules.matchLengths.contains(games), games % 2 == 1 else {
                        return nil
                    }
                    return .match(games)
                },
                report: { preferences, say in preferences.match.map(say.settingsMatch) ?? say.matchOff },
                confirm: { preferences, say in
                    [preferences.rules.gamesToWinMatch.map { say.matchStart(preferences.match!, $0) } ?? say.matchOff]
                },
                read: { .match($0.match) }, write: { if case .match(let value) = $1 { $0.match = value } })
        case .emoji:
            .onOff(self, word: \Words.emoji, option: "--emoji", usage: \Sentences.usageEmoji, on: \Sentences.settingEmojiOn, off: \Sentences.settingEmojiOff)
        case .color:
            SettingEntry(
                word: \Words.color, typed: .onOff, options: ["--color", "--colour"], offOptions: ["--no-color", "--no-colour"],
                off: .color(.never), optionValue: .oneOf(ColorChoice.allCases.map(\.rawValue)),
                usage: [\Sentences.usageColor, \Sentences.usageNoColor], values: \Sentences.valuesColor,
                parse: { ColorChoice(rawValue: $0.lowercased()).map(SettingValue.color) },
                parseTyped: { words, _ in
                    guard words.count == 1, let on = ValueWords.onOff(words[0]) else { return nil }
                    return .color(on ? .always : .never)
                },
                report: { preferences, say in preferences.showsColor ? say.settingColorOn : say.settingColorOff },
                read: { .color($0.color) }, write: { if case .color(let value) = $1 { $0.color = value } })
        case .bell:
            .onOff(self, word: \Words.bell, option: "--bell", usage: \Sentences.usageBell, on: \Sentences.settingBellOn, off: \Sentences.settingBellOff)
        case .speak:
            .onOff(self, word: \Words.speak, option: "--speak", usage: \Sentences.usageSpeak, on: \Sentences.settingSpeakOn, off: \Sentences.settingSpeakOff)
        case .sound:
            .onOff(self, word: \Words.sound, option: "--sound", usage: \Sentences.usageSound, on: \Sentences.settingSoundOn,
                   off: \Sentences.settingSoundOff)
        case .delay:
            SettingEntry(
                word: \Words.delay, typed: .seconds, options: ["--delay"], optionValue: .number("seconds"),
                usage: [\Sentences.usageDelay], values: \Sentences.valuesDelay,
                parse: { Seconds.parse($0).map(SettingValue.seconds) },
                report: { preferences, say in Seconds.sentence(preferences.delay, say) },
                read: { .seconds($0.delay) }, write: { if case .seconds(let value) = $1 { $0.delay = value } })
        case .transcript:
            SettingEntry(
                word: \Words.transcript, typed: .file, options: ["--transcript"], optionValue: .file,
                usage: [\Sentences.usageTranscript], values: \Sentences.valuesTranscript,
                parse: { !$0.isEmpty && Sanitizer.clean($0) == $0 ? .file($0) : nil },
                parseTyped: { words, typed in
                    guard !typed.isEmpty else { return nil }
                    if words.count == 1, ValueWords.onOff(words[0]) == false { return .file(nil) }
                    return .file(typed.joined(separator: " "))
                },
                report: { preferences, say in preferences.transcript.map(say.settingsTranscript) ?? say.settingTranscriptOff },
                confirm: { preferences, say in [preferences.transcript.map(say.settingTranscriptOn) ?? say.settingTranscriptOff] },
                read: { .file($0.transcript) }, write: { if case .file(let value) = $1 { $0.transcript = value } })
        case .seed:
            SettingEntry(
                options: ["--seed"], optionValue: .number("number"), usage: [\Sentences.usageSeed], values: \Sentences.valuesSeed,
                parse: { UInt64($0).map(SettingValue.seed) },
                read: { .seed($0.seed ?? 0) }, write: { if case .seed(let value) = $1 { $0.seed = value } })
        case .speechRate:
            SettingEntry(
                options: ["--speech-rate"], optionValue: .number("words-a-minute"), usage: [\Sentences.usageSpeechRate],
                values: \Sentences.valuesSpeechRate,
                parse: { text in
                    guard text.allSatisfy(\.isASCII), let rate = Int(text), Preferences.speechRates.contains(rate) else { return nil }
                    return .wordsPerMinute(rate)
                },
                read: { .wordsPerMinute($0.speechRate) }, write: { if case .wordsPerMinute(let value) = $1 { $0.speechRate = value } })
        }
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

    func report(_ say: Sentences) -> String {
        switch self {
        case .rps: say.settingsGameRps
        case .mukjjippa: say.settingsGameMukjjippa
        }
    }
}
