import Catalog
import GameCore

/// Every setting of the game, each described once, in `entry`: its words in the game, its
/// command-line names, how its values are written and checked, how `settings` reports it, what
/// is said when it changes and which part of `Preferences` it changes. The option parser, the
/// in-game commands, `settings`, `--help`, error messages, completions and the manual pages all
/// read this table, in this order.
public enum Setting: Int, CaseIterable, Hashable, Sendable {
    case language, verbosity, hear, game, match, emoji, color, bell, speak, sound, delay, transcript, seed,
        speechRate, volume, prompt, web, keys

    /// Its row of the table, made once.
    public var entry: SettingEntry { Self.table[rawValue] }

    private static let table = allCases.map(\.row)

    private var row: SettingEntry {
        switch self {
        case .language:
            SettingEntry(
                SettingValue.language, word: Words.Key.lang, typed: .language, options: ["--lang"],
                optionValue: .oneOf(Language.allCases.map(\.rawValue)), usage: [Sentences.Key.usageLang],
                values: Sentences.Key.valuesLang, help: { $0.helpLang($1) },
                parse: ValueWords.language(named:), report: { _, say in say.settingLanguage })
        case .verbosity:
            SettingEntry(
                SettingValue.verbosity, valueWords: Verbosity.allCases.map { ($0.word, $0) },
                options: ["--verbosity"], optionValue: .oneOf(Verbosity.allCases.map(\.name)),
                usage: [Sentences.Key.usageVerbosity], values: Sentences.Key.valuesVerbosity,
                help: { $0.helpVerbosity($1) },
                parse: { text in Verbosity.allCases.first { $0.name == text.lowercased() } },
                report: { preferences, say in say[preferences.verbosity.report] },
                confirm: { preferences, say in [say[preferences.verbosity.confirmation]] })
        case .hear:
            SettingEntry(
                SettingValue.hearing, word: Words.Key.hear, typed: .lineKinds, options: ["--hear"],
                optionValue: .list(.lineKinds),
                usage: [
                    Sentences.Key.usageHear, Sentences.Key.usageHearKinds, Sentences.Key.usageHearMoreKinds,
                    Sentences.Key.usageHearLastKinds, Sentences.Key.usageHearAttack,
                ],
                values: Sentences.Key.valuesHear,
                help: { $0.helpHear($1) },
                parse: Hearing.init(option:), parseTyped: { words, _ in Hearing(typed: words) },
                lines: { preferences, say in preferences.hearingReport(say) },
                confirm: { preferences, say in
                    let report = preferences.hearingReport(say)
                    return report.isEmpty ? [say.hearAsPreset] : report
                })
        case .game:
            SettingEntry(
                SettingValue.game, valueWords: GameKind.allCases.map { ($0.word, $0) },
                options: ["--game"], optionValue: .oneOf(GameKind.allCases.map(\.name)),
                usage: [Sentences.Key.usageGame, Sentences.Key.usageGameKinds, Sentences.Key.usageGameLastKinds],
                values: Sentences.Key.valuesGame, help: { $0.helpGame($1) },
                parse: GameKind.named,
                report: { preferences, say in say[preferences.game.report] },
                confirm: { preferences, say in
                    let rules = preferences.game.rules(say)
                    return rules.isEmpty ? [say[preferences.game.report]] : rules
                })
        case .match:
            SettingEntry(
                SettingValue.match, word: Words.Key.match,
                valueWords: [
                    (Words.Key.bestOfOne, 1), (Words.Key.bestOfThree, 3), (Words.Key.bestOfFive, 5),
                    (Words.Key.bestOfSeven, 7),
                ], typed: .matchLength,
                options: ["--match"], optionValue: .oneOf(["off", "3", "5", "7"]),
                usage: [Sentences.Key.usageMatch], values: Sentences.Key.valuesMatch, help: { $0.helpMatch($1) },
                parse: Self.matchLength,
                parseTyped: { words, _ in
                    if words.count == 1, let length = Self.matchLength(words[0]) { return length }
                    // 9판, best of nine, 9전 5선승제: as the game says a length, in words or digits.
                    guard let games = MatchLength.games(in: words, bareNumber: true), games % 2 == 1,
                        Rules.matchLengths.contains(games)
                    else { return nil }
                    return games
                },
                report: { preferences, say in preferences.rules.matchReport(say) ?? say.settingsMatchOff },
                confirm: { preferences, say in [preferences.rules.matchRule(say) ?? say.matchOff] })
        case .emoji:
            .onOff(
                .emoji, word: Words.Key.emoji, option: "--emoji", usage: Sentences.Key.usageEmoji,
                help: { $0.helpEmoji($1) }, on: Sentences.Key.settingEmojiOn, off: Sentences.Key.settingEmojiOff)
        case .color:
            SettingEntry(
                SettingValue.color, word: Words.Key.color, typed: .onOff, options: ["--color", "--colour"],
                offOptions: ["--no-color", "--no-colour"],
                off: .never, optionValue: .oneOf(ColorChoice.allCases.map(\.rawValue)),
                usage: [Sentences.Key.usageColor, Sentences.Key.usageNoColor], values: Sentences.Key.valuesColor,
                help: { $0.helpColor($1) },
                parse: { ColorChoice(rawValue: $0.lowercased()) },
                parseTyped: { words, _ in
                    guard words.count == 1, let on = ValueWords.onOff(words[0]) else { return nil }
                    return on ? .always : .never
                },
                report: { preferences, say in preferences.showsColor ? say.settingColorOn : say.settingColorOff })
        case .bell:
            .onOff(
                .bell, word: Words.Key.bell, option: "--bell", usage: Sentences.Key.usageBell,
                help: { $0.helpBell($1) }, on: Sentences.Key.settingBellOn, off: Sentences.Key.settingBellOff)
        case .speak:
            .onOff(
                .speak, word: Words.Key.speak, option: "--speak", usage: Sentences.Key.usageSpeak,
                help: { $0.helpSpeak($1) }, on: Sentences.Key.settingSpeakOn, off: Sentences.Key.settingSpeakOff)
        case .sound:
            .onOff(
                .sound, word: Words.Key.sound, option: "--sound", usage: Sentences.Key.usageSound,
                help: { $0.helpSound($1) }, on: Sentences.Key.settingSoundOn,
                off: Sentences.Key.settingSoundOff)
        case .delay:
            SettingEntry(
                SettingValue.delay, word: Words.Key.delay, typed: .seconds, options: ["--delay"],
                optionValue: .number("seconds"),
                usage: [Sentences.Key.usageDelay], values: Sentences.Key.valuesDelay, help: { $0.helpDelay($1) },
                parse: Seconds.parse, parseTyped: { words, _ in Seconds.parse(typed: words) },
                report: { preferences, say in Seconds.sentence(preferences.delay, say) })
        case .transcript:
            SettingEntry(
                SettingValue.transcript, word: Words.Key.transcript, typed: .file, options: ["--transcript"],
                optionValue: .file,
                usage: [Sentences.Key.usageTranscript], values: Sentences.Key.valuesTranscript,
                help: { $0.helpTranscript($1) },
                parse: { text -> String?? in
                    guard !text.isEmpty, Sanitizer.clean(text) == text else { return nil }  // not "no transcript"
                    return text
                },
                parseTyped: { words, typed -> String?? in
                    guard !typed.isEmpty else { return nil }
                    if words.count == 1, ValueWords.onOff(words[0]) == false { return .some(nil) }
                    return typed.joined(separator: " ")
                },
                report: { preferences, say in
                    preferences.transcript.map(say.settingsTranscript) ?? say.settingTranscriptOff
                },
                confirm: { preferences, say in
                    [preferences.transcript.map(say.settingTranscriptOn) ?? say.settingTranscriptOff]
                })
        case .seed:
            SettingEntry(
                SettingValue.seed, options: ["--seed"], optionValue: .number("number"),
                usage: [Sentences.Key.usageSeed],
                values: Sentences.Key.valuesSeed,
                parse: { text -> UInt64?? in
                    guard let seed = UInt64(text) else { return nil }  // not "no seed"
                    return seed
                })
        case .speechRate:
            SettingEntry(
                SettingValue.speechRate, word: Words.Key.rate, typed: .wordsPerMinute, options: ["--speech-rate"],
                optionValue: .number("words-a-minute"),
                usage: [Sentences.Key.usageSpeechRate], values: Sentences.Key.valuesSpeechRate,
                help: { $0.helpRate($1, Preferences.speechRates.lowerBound, Preferences.speechRates.upperBound) },
                parse: { text in Self.whole(text, in: Preferences.speechRates) },
                report: { preferences, say in say.settingRate(preferences.speechRate) })
        case .volume:
            SettingEntry(
                SettingValue.volume, word: Words.Key.volume, typed: .percent, options: ["--volume"],
                optionValue: .number("percent"),
                usage: [Sentences.Key.usageVolume], values: Sentences.Key.valuesVolume,
                help: { $0.helpVolume($1, Preferences.volumes.lowerBound, Preferences.volumes.upperBound) },
                parse: { text in Self.whole(text, in: Preferences.volumes) },
                report: { preferences, say in say.settingVolume(preferences.volume) })
        case .prompt:
            SettingEntry(
                SettingValue.prompt, word: Words.Key.prompt, typed: .mark, options: ["--prompt"],
                optionValue: .oneOf(["on", "off"]),
                usage: [Sentences.Key.usagePrompt], values: Sentences.Key.valuesPrompt, help: { $0.helpPrompt($1) },
                parse: Self.mark,
                parseTyped: { words, typed in
                    // On and off as words ("off."), anything else as typed: a mark is punctuation.
                    if words.count == 1, let on = ValueWords.onOff(words[0]) { return on ? .some(nil) : "" }
                    return typed.count == 1 ? Self.mark(typed[0]) : nil
                },
                report: { preferences, say in
                    preferences.prompt.map { $0.isEmpty ? say.settingPromptOff : say.settingPrompt($0) }
                        ?? say.settingPromptOn
                })
        case .web:
            // Where the game is played, not how: only the command line and RPS_OPTIONS say it (see
            // `Preferences.init(language:web:)`), and `save` does not keep it.
            SettingEntry(
                SettingValue.web, options: ["--web"], offOptions: ["--no-web"], on: true, off: false,
                optionValue: .none, usage: [Sentences.Key.usageWeb], values: nil, parse: ValueWords.onOff)
        case .keys:
            .onOff(
                .keys, word: Words.Key.keys, option: "--keys", usage: Sentences.Key.usageKeys,
                help: { $0.helpKeys($1) }, on: Sentences.Key.settingKeysOn, off: Sentences.Key.settingKeysOff)
        }
    }

    /// A prompt's mark as given: on for the game's own, off for none, or a few printable
    /// characters without spaces, which nothing else reads as a command.
    private static func mark(_ text: String) -> String?? {
        if let on = ValueWords.onOff(ValueWords.asciiLowercased(text)) { return on ? .some(nil) : "" }
        guard !text.isEmpty, text.count <= Preferences.longestPrompt, Sanitizer.clean(text) == text,
            !text.contains(where: \.isWhitespace)
        else { return nil }
        return text
    }

    /// A match's length as an option's value: off, or an odd whole number from 1 to 99.
    private static func matchLength(_ text: String) -> Int?? {
        if text.lowercased() == "off" || ValueWords.onOff(text.lowercased()) == false { return .some(nil) }
        guard let games = Self.whole(text, in: Rules.matchLengths), games % 2 == 1 else { return nil }
        return games
    }

    /// A whole number in ASCII digits within `range`: no sign, no spaces, no other digits.
    private static func whole(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int(text),
            range.contains(number)
        else { return nil }
        return number
    }
}

extension Verbosity {
    /// Its word in the game, which chooses it: `brief`, `간단히`.
    var word: WordsEntry {
        switch self {
        case .brief: Words.Key.brief
        case .normal: Words.Key.normal
        case .verbose: Words.Key.verbose
        }
    }

    /// Its line in `settings`, and the answer when it is chosen.
    var report: SentencesEntry {
        switch self {
        case .brief: Sentences.Key.settingsVerbosityBrief
        case .normal: Sentences.Key.settingsVerbosityNormal
        case .verbose: Sentences.Key.settingsVerbosityVerbose
        }
    }

    var confirmation: SentencesEntry {
        switch self {
        case .brief: Sentences.Key.settingBrief
        case .normal: Sentences.Key.settingNormal
        case .verbose: Sentences.Key.settingVerbose
        }
    }
}

extension Setting {
    /// The help topic that tells of it: `help emoji` says the settings topic.
    public var topic: HelpTopic {
        switch self {
        case .language: .language
        case .verbosity, .hear, .emoji, .color, .delay, .transcript, .prompt, .web: .settings
        case .game, .seed, .keys: .game
        case .match: .match
        case .bell, .speak, .sound, .speechRate, .volume: .sound
        }
    }
}

extension Setting {
    /// The switch without which a change of it is not heard: the speech rate needs the game's own
    /// voice, the volume the sound cues.
    public var heardThrough: Switch? {
        switch self {
        case .speechRate: .speak
        case .volume: .sound
        case .language, .verbosity, .hear, .game, .match, .emoji, .color, .bell, .speak, .sound, .delay, .transcript,
            .seed, .prompt, .web, .keys:
            nil
        }
    }
}

extension Setting {
    /// The setting that says how much of this one there is, which a number typed after it meant:
    /// the one heard through it (the rate of the game's voice, the volume of the sound cues).
    public var amount: Setting? {
        Self.allCases.first { $0.heardThrough?.setting == self }
    }
}

extension SettingValue {
    /// The help topic that tells of the value: `help mukjjippa` says the kind's own topic.
    public var topic: HelpTopic {
        if case .game(let kind) = self { return kind.topic }
        return setting.topic
    }
}
