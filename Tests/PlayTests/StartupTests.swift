import Play
import Settings
import Testing

/// What a bad option gets: one line on the command line, two for `RPS_OPTIONS` (where it is,
/// then what the option takes), each short enough for a 40-cell braille display.
@Suite struct StartupTests {
    func refusal(_ arguments: [String], _ options: String? = nil, lang: String = "en_US.UTF-8") -> [String] {
        var environment = ["LANG": lang]
        environment["RPS_OPTIONS"] = options
        guard case .refuse(let lines) = Startup.plan(arguments: arguments, environment: environment, outputIsTerminal: false, version: "1")
        else { return [] }
        return lines
    }

    @Test func aBadOptionOnTheCommandLineIsOneLineThatSaysWhatItTakes() {
        #expect(refusal(["--verbosity", "chatty"]) == ["--verbosity: brief, normal or verbose."])
        #expect(refusal(["--delay"]) == ["--delay: 0 to 10 seconds."])
        #expect(refusal(["--lnag", "ko"]) == ["Did you mean --lang, not --lnag?"])
        #expect(refusal(["--frobnicate"]) == ["Unknown option, see --help: --frobnicate"])
        #expect(refusal(["rock"]) == ["Not an option, see --help: rock"])
        #expect(refusal(["--emoji=yes"]) == ["--emoji takes no value."])
        #expect(refusal(["--delay", "x"], lang: "ko_KR.UTF-8") == ["--delay: 0에서 10초."])
    }

    @Test func aBadOptionInTheEnvironmentSaysWhereThenWhatItTakes() {
        #expect(refusal([], "--verbosity chatty") == ["RPS_OPTIONS: fix --verbosity.", "--verbosity: brief, normal or verbose."])
        #expect(refusal([], "--emoji=yes") == ["RPS_OPTIONS: fix --emoji.", "--emoji takes no value."])
        #expect(refusal([], "--lnag ko") == ["RPS_OPTIONS: unknown --lnag", "Did you mean --lang, not --lnag?"])
        #expect(refusal([], "--frobnicate") == ["RPS_OPTIONS: unknown --frobnicate"])
        #expect(refusal([], "rock") == ["RPS_OPTIONS: not an option: rock"])
        #expect(refusal([], "--help") == ["RPS_OPTIONS: remove --help."])
        #expect(refusal([], "--transcript 'my game.txt") == ["RPS_OPTIONS: open quote: 'my game.txt"])
        #expect(refusal([], "--lang ko --delay") == ["RPS_OPTIONS 오류: --delay", "--delay: 0에서 10초."])
    }

    @Test func theCommandLineIsCheckedWithTheEnvironmentsDefaults() {
        #expect(refusal(["--color", "sometimes"], "--lang ko") == ["--color: auto, always, never."])
        guard case .play(let preferences) = Startup.plan(arguments: ["--lang", "en"], environment: ["RPS_OPTIONS": "--lang ko --delay 0"],
                                                         outputIsTerminal: false, version: "1")
        else { Issue.record("a good RPS_OPTIONS was refused"); return }
        #expect(preferences.language == .en)
        #expect(preferences.delay == 0)
    }
}
