import Catalog
import Input
import Settings
import Testing

/// `RPS_OPTIONS` holds default options in the command line's syntax; the command line wins.
@Suite struct EnvironmentOptionsTests {
    @Test func everyNewOptionOnTheCommandLine() {
        let result = OptionParser.parse(
            ["--emoji", "--color", "always", "--bell", "--verbosity=brief", "--transcript", "Game.txt"], language: .en)
        #expect(
            result
                == .play(
                    preferences(
                        language: .en, verbosity: .brief, emoji: true, color: .always, bell: true,
                        transcript: "Game.txt")))
        #expect(OptionParser.parse(["--no-color"], language: .en) == .play(preferences(language: .en, color: .never)))
        #expect(
            OptionParser.parse(["--color", "NEVER"], language: .en) == .play(preferences(language: .en, color: .never)))
        #expect(
            OptionParser.parse(["--speak", "--speech-rate", "250"], language: .en)
                == .play(preferences(language: .en, speak: true, speechRate: 250)))
        #expect(
            OptionParser.parse(["--no-speak"], environment: "--speak", language: .en)
                == .play(preferences(language: .en)))
    }

    @Test func environmentOptionsAreDefaults() {
        let result = OptionParser.parse([], environment: "--lang ko  --verbosity brief\t--emoji", language: .en)
        #expect(result == .play(preferences(language: .ko, verbosity: .brief, emoji: true)))
    }

    @Test func theCommandLineOverridesTheEnvironment() {
        let result = OptionParser.parse(
            ["--lang", "en", "--verbosity", "verbose", "--no-emoji", "--color=auto"],
            environment: "--lang ko --verbosity brief --emoji --no-color --bell", language: .en)
        #expect(
            result == .play(preferences(language: .en, verbosity: .verbose, emoji: false, color: .auto, bell: true)))
    }

    @Test func anEmptyEnvironmentChangesNothing() {
        #expect(OptionParser.parse([], environment: "", language: .ko) == .play(preferences(language: .ko)))
        #expect(OptionParser.parse([], environment: "   ", language: .en) == .play(preferences(language: .en)))
    }

    @Test func aBadEnvironmentValueIsRefusedAndSaysWhere() {
        #expect(
            OptionParser.parse([], environment: "--verbosity chatty", language: .en)
                == .refuse(.invalidValue(.verbosity), .en, inEnvironment: true))
        #expect(
            OptionParser.parse([], environment: "--lang ko --delay", language: .en)
                == .refuse(.missingValue(.delay), .ko, inEnvironment: true))
        #expect(
            OptionParser.parse([], environment: "--help", language: .en)
                == .refuse(.onlyOnCommandLine("--help"), .en, inEnvironment: true))
        #expect(
            OptionParser.parse([], environment: "--version", language: .en)
                == .refuse(.onlyOnCommandLine("--version"), .en, inEnvironment: true))
        #expect(
            OptionParser.parse(["--color", "sometimes"], environment: "--lang ko", language: .en)
                == .refuse(.invalidValue(.color), .ko, inEnvironment: false))
    }

    @Test func environmentOptionsAreQuotedAsOnTheCommandLine() {
        let named = { (file: String) in OptionParser.Result.play(preferences(language: .en, transcript: file)) }
        #expect(OptionParser.parse([], environment: "--transcript 'a b.txt'", language: .en) == named("a b.txt"))
        #expect(
            OptionParser.parse([], environment: "--transcript \"My \\\"best\\\" game.txt\"", language: .en)
                == named("My \"best\" game.txt"))
        #expect(
            OptionParser.parse([], environment: "--transcript a\\ b.txt --emoji", language: .en)
                == .play(preferences(language: .en, emoji: true, transcript: "a b.txt")))
        #expect(OptionParser.parse([], environment: "'--transcript=$HOME/x y'", language: .en) == named("$HOME/x y"))
        #expect(OptionParser.parse([], environment: "--lang 'ko'", language: .en) == .play(preferences(language: .ko)))
    }

    @Test func anUnterminatedQuoteInTheEnvironmentIsRefused() {
        #expect(
            OptionParser.parse([], environment: "--transcript 'a b.txt", language: .en)
                == .refuse(.unclosedQuote("'a b.txt"), .en, inEnvironment: true))
        #expect(
            OptionParser.parse([], environment: "--lang ko --transcript \"a\u{1B}[31mb", language: .en)
                == .refuse(.unclosedQuote("\"ab"), .en, inEnvironment: true))
    }

    @Test(arguments: [
        ["--color"], ["--color", "blue"], ["--verbosity", "loud"], ["--transcript"], ["--transcript", ""],
        ["--transcript", "a\u{1B}b"], ["--speech-rate", "79"], ["--speech-rate", "451"], ["--speech-rate", "fast"],
        ["--speech-rate"],
    ])
    func badNewOptionsAreRefused(arguments: [String]) {
        if case .refuse(_, _, inEnvironment: false) = OptionParser.parse(arguments, language: .en) {
        } else {
            Issue.record("\(arguments) was accepted")
        }
    }
}
