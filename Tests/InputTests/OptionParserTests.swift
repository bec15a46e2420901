import Catalog
import Input
import Settings
import Testing

@Suite struct OptionParserTests {
    func parse(_ arguments: [String], language: Language = .en) -> OptionParser.Result {
        OptionParser.parse(arguments, language: language)
    }

    @Test func noArgumentsPlaysWithTheDefaults() {
        #expect(parse([], language: .ko) == .play(preferences(language: .ko, seed: nil, delay: 0.7)))
    }

    @Test func everyOptionInBothSpellings() {
        let expected = OptionParser.Result.play(preferences(language: .ko, seed: 42, delay: 0))
        #expect(parse(["--lang", "ko", "--seed", "42", "--delay", "0"]) == expected)
        #expect(parse(["--lang=ko", "--seed=42", "--delay=0"]) == expected)
        #expect(parse(["--lang=KO", "--seed=42", "--delay=0.0"]) == expected)
        #expect(parse(["--delay", "1.5"]) == .play(preferences(language: .en, delay: 1.5)))
        #expect(parse(["--delay", "10"]) == .play(preferences(language: .en, delay: 10)))
        #expect(parse(["--seed", "18446744073709551615"]) == .play(preferences(language: .en, seed: .max)))
        #expect(parse(["--lang", "en"], language: .ko) == .play(preferences(language: .en)))
    }

    @Test func helpAndVersionWinOverPlayingAndSpeakTheChosenLanguage() {
        #expect(parse(["-h"]) == .showHelp(.en))
        #expect(parse(["--help", "--lang", "ko"]) == .showHelp(.ko))
        #expect(parse(["--version"]) == .showVersion(.en))
        #expect(parse(["--seed", "1", "--version"]) == .showVersion(.en))
    }

    /// `rps help` is `rps --help`; the word after either, when no option, names a topic.
    @Test func helpTakesATopicAndHelpIsAWordForIt() {
        #expect(parse(["help"]) == .showHelp(.en))
        #expect(parse(["--lang", "ko", "help"]) == .showHelp(.ko))
        #expect(parse(["help", "game"]) == .showHelp(.en, topic: .game))
        #expect(parse(["--help", "output"]) == .showHelp(.en, topic: .output))
        #expect(parse(["-h", "start", "--lang", "ko"]) == .showHelp(.ko, topic: .start))
        #expect(parse(["--help", "--lang", "ko"]) == .showHelp(.ko, topic: nil))
        #expect(parse(["--help", "optoins"]) == .refuse(.unknownTopic("optoins"), .en, inEnvironment: false))
        #expect(parse(["help", "rock"], language: .ko) == .refuse(.unknownTopic("rock"), .ko, inEnvironment: false))
        // Another option's value is never the help: the game is played, with its transcript.
        guard case .play(let preferences) = parse(["--transcript", "help"]) else {
            Issue.record("--transcript help is not played")
            return
        }
        #expect(preferences.transcript == "help")
    }

    @Test(arguments: [
        (["--frobnicate"], OptionParser.OptionError.unknownOption("--frobnicate", suggestion: nil)),
        (["-x"], .unknownOption("-x", suggestion: nil)),
        (["--lan=ko"], .unknownOption("--lan", suggestion: "--lang")),
        (["--delya", "1"], .unknownOption("--delya", suggestion: "--delay")),
        (["--emojis"], .unknownOption("--emojis", suggestion: "--emoji")),
        (["--no-colr"], .unknownOption("--no-colr", suggestion: "--no-color")),
        (["--verbose"], .unknownOption("--verbose", suggestion: nil)),
        (["--x"], .unknownOption("--x", suggestion: nil)),
        (["extra"], .unexpectedArgument("extra")),
        (["-"], .unexpectedArgument("-")),
        (["--lang"], .missingValue(.language)),
        (["--seed"], .missingValue(.seed)),
        (["--delay"], .missingValue(.delay)),
        (["--lang", "fr"], .invalidValue(.language)),
        (["--lang="], .invalidValue(.language)),
        (["--lang", "\u{212A}o"], .invalidValue(.language)),
        (["--seed", "-1"], .invalidValue(.seed)),
        (["--seed", "1.5"], .invalidValue(.seed)),
        (["--seed", "ten"], .invalidValue(.seed)),
        (["--seed", "18446744073709551616"], .invalidValue(.seed)),
        (["--delay", "-1"], .invalidValue(.delay)),
        (["--delay", "1e99"], .invalidValue(.delay)),
        (["--delay", "10.5"], .invalidValue(.delay)),
        (["--delay", "nan"], .invalidValue(.delay)),
        (["--delay", "inf"], .invalidValue(.delay)),
        (["--delay", ""], .invalidValue(.delay)),
        (["--delay", "0x1p3"], .invalidValue(.delay)),
        (["--match", "2"], .invalidValue(.match)), (["--match", "+3"], .invalidValue(.match)),
        (["--match", "101"], .invalidValue(.match)), (["--match"], .missingValue(.match)),
        (["--game", "chess"], .invalidValue(.game)),
    ])
    func badOptionsAreRefusedNamingTheOption(arguments: [String], error: OptionParser.OptionError) {
        #expect(parse(arguments) == .refuse(error, .en, inEnvironment: false))
    }

    @Test(arguments: ["--emoji", "--no-emoji", "--no-color", "--bell", "--no-bell", "--speak", "--no-speak"])
    func aSwitchGivenAValueIsRefusedAsTakingNone(option: String) {
        for value in ["yes", "1", "on", "x", ""] {
            #expect(parse(["\(option)=\(value)"]) == .refuse(.takesNoValue(option), .en, inEnvironment: false))
            #expect(
                OptionParser.parse([], environment: "--lang ko \(option)=\(value)", language: .en)
                    == .refuse(.takesNoValue(option), .ko, inEnvironment: true))
        }
    }

    @Test func helpAndVersionGivenAValueAreRefusedAsTakingNone() {
        #expect(parse(["--help=x"]) == .refuse(.takesNoValue("--help"), .en, inEnvironment: false))
        #expect(parse(["-h=1"]) == .refuse(.takesNoValue("-h"), .en, inEnvironment: false))
        #expect(parse(["--version=1"]) == .refuse(.takesNoValue("--version"), .en, inEnvironment: false))
        // In RPS_OPTIONS they are refused for being there at all.
        #expect(
            OptionParser.parse([], environment: "--help=x", language: .en)
                == .refuse(.onlyOnCommandLine("--help"), .en, inEnvironment: true))
        #expect(
            OptionParser.parse([], environment: "--version=1", language: .en)
                == .refuse(.onlyOnCommandLine("--version"), .en, inEnvironment: true))
    }

    /// `--lang` takes the names the in-game `lang` command takes.
    @Test(arguments: [
        ("korean", Language.ko), ("Korean", .ko), ("KOREAN", .ko), ("한국어", .ko), ("ko", .ko),
        ("english", .en), ("English", .en), ("영어", .en), ("EN", .en),
    ])
    func langTakesTheGamesLanguageNames(name: String, language: Language) {
        let other: Language = language == .en ? .ko : .en
        #expect(parse(["--lang", name], language: other) == .play(preferences(language: language)))
        #expect(parse(["--lang=\(name)"], language: other) == .play(preferences(language: language)))
        #expect(
            OptionParser.parse([], environment: "--lang \(name)", language: other)
                == .play(preferences(language: language)))
        #expect(CommandParser(language: other).parse("lang \(name)") == .command(.change(.language(language))))
    }

    @Test(arguments: ["klingon", "kor", "영", "한국어 영어", "français", "korean!"])
    func langRefusesOtherNames(name: String) {
        #expect(parse(["--lang", name]) == .refuse(.invalidValue(.language), .en, inEnvironment: false))
    }

    @Test func aRefusedOptionIsNamedWithoutItsControlCharacters() {
        #expect(
            parse(["--\u{1B}]0;x\u{07}bad"])
                == .refuse(.unknownOption("--bad", suggestion: nil), .en, inEnvironment: false))
    }

    @Test func theModesFromTheCommandLine() {
        var expected = Preferences(language: .en)
        expected.match = 5
        expected.game = .mukjjippa
        #expect(parse(["--match", "5", "--game=mukjjippa"]) == .play(expected))
        expected.match = nil
        #expect(parse(["--match", "5", "--game", "MUKJJIPPA", "--match=off"]) == .play(expected))
    }
}
