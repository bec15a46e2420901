import Input
import Play
import Settings
import Testing

/// What a bad option gets: one line on the command line, two for `RPS_OPTIONS` (where it is,
/// then what the option takes), each short enough for a 40-cell braille display.
@Suite struct StartupTests {
    func refusal(_ arguments: [String], _ options: String? = nil, lang: String = "en_US.UTF-8") -> [String] {
        var environment = ["LANG": lang]
        environment["RPS_OPTIONS"] = options
        guard
            case .refuse(let lines) = Startup.plan(
                arguments: arguments, environment: environment, outputIsTerminal: false, version: "1")
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
        #expect(refusal(["--lnag", "ko"], lang: "ko_KR.UTF-8") == ["--lang의 오타 같습니다: --lnag"])
        #expect(refusal(["rock"], lang: "ko_KR.UTF-8") == ["옵션이 아닙니다. --help를 보세요: rock"])
    }

    @Test func aHelpTopicThatIsNoneIsOneLineNamingTheTopics() {
        #expect(refusal(["--help", "options"]) == ["Not a topic, see --help: options"])
        #expect(
            refusal(["help", "설정"], lang: "ko_KR.UTF-8") == [
                "주제가 아닙니다. --help를 보세요: 설정"
            ])
    }

    @Test func aBadOptionInTheEnvironmentSaysWhereThenWhatItTakes() {
        #expect(
            refusal([], "--verbosity chatty") == [
                "RPS_OPTIONS: fix --verbosity.", "--verbosity: brief, normal or verbose.",
            ])
        #expect(refusal([], "--emoji=yes") == ["RPS_OPTIONS: fix --emoji.", "--emoji takes no value."])
        #expect(refusal([], "--lnag ko") == ["RPS_OPTIONS: unknown --lnag", "Did you mean --lang, not --lnag?"])
        #expect(refusal([], "--frobnicate") == ["RPS_OPTIONS: unknown --frobnicate"])
        #expect(refusal([], "rock") == ["RPS_OPTIONS: not an option: rock"])
        #expect(refusal([], "--help") == ["RPS_OPTIONS: remove --help."])
        #expect(refusal([], "--transcript 'my game.txt") == ["RPS_OPTIONS: open quote: 'my game.txt"])
        #expect(refusal([], "--lang ko --delay") == ["RPS_OPTIONS --delay 고치세요", "--delay: 0에서 10초."])
        #expect(refusal([], "--lang ko rock") == ["RPS_OPTIONS, 옵션이 아닙니다: rock"])
        #expect(refusal([], "--lang ko --help") == ["RPS_OPTIONS에서 빼세요: --help"])
    }

    @Test func theCommandLineIsCheckedWithTheEnvironmentsDefaults() {
        #expect(refusal(["--color", "sometimes"], "--lang ko") == ["--color: auto, always, never."])
        guard
            case .play(let preferences, _) = Startup.plan(
                arguments: ["--lang", "en"], environment: ["RPS_OPTIONS": "--lang ko --delay 0"],
                outputIsTerminal: false, version: "1")
        else {
            Issue.record("a good RPS_OPTIONS was refused")
            return
        }
        #expect(preferences.language == .en)
        #expect(preferences.delay == 0)
    }

    /// What `plan` makes of a settings file, with `RPS_OPTIONS` and the command line over it.
    func play(
        _ file: String?, _ arguments: [String] = [], options: String? = nil, bytes: [UInt8]? = nil,
        environment extra: [String: String] = [:]
    ) -> (Preferences, SettingsFileState)? {
        var environment = ["LANG": "en_US.UTF-8", "HOME": "/home/p"].merging(extra) { $1 }
        environment["RPS_OPTIONS"] = options
        let found: SettingsFile.Found = bytes.map { .contents($0) } ?? file.map { .contents(Array($0.utf8)) } ?? .absent
        guard
            case .play(let preferences, let state) = Startup.plan(
                arguments: arguments, environment: environment, settingsFile: found,
                outputIsTerminal: false, version: "1")
        else { return nil }
        return (preferences, state)
    }

    @Test func theSettingsFileIsReadFirstThenRPSOptionsThenTheCommandLine() throws {
        let file = "--lang ko\n--delay 0.2\n--verbosity brief\n--emoji\n--speech-rate 300\n"
        let (fromFile, state) = try #require(play(file))
        #expect(
            fromFile.language == .ko && fromFile.delay == 0.2 && fromFile.verbosity == .brief && fromFile.isOn(.emoji)
                && fromFile.speechRate == 300)
        #expect(state.path == "/home/p/.config/rps/options")
        #expect(state.problem == nil)
        #expect(state.holds(fromFile), "what the file gives is saved")
        let (over, overState) = try #require(
            play(file, ["--delay", "0"], options: "--delay 1 --no-emoji --verbosity verbose"))
        #expect(over.delay == 0 && !over.isOn(.emoji) && over.verbosity == .verbose && over.language == .ko)
        #expect(!overState.holds(over), "what RPS_OPTIONS and the command line change is not saved")
        // A bad option elsewhere is refused in the file's language.
        #expect(refusalOver(file, ["--delay", "x"]) == ["--delay: 0에서 10초."])
    }

    func refusalOver(_ file: String, _ arguments: [String]) -> [String] {
        guard
            case .refuse(let lines) = Startup.plan(
                arguments: arguments, environment: ["LANG": "en_US.UTF-8"], settingsFile: .contents(Array(file.utf8)),
                outputIsTerminal: false, version: "1")
        else { return [] }
        return lines
    }

    /// A file with something wrong: one problem named, the rest applies, and it is not saved.
    @Test func aBrokenSettingsFileIsSaidAndTheRestApplies() throws {
        let (skipped, state) = try #require(play("--delay 99\n--lang ko\n--bogus\n--emoji\n"))
        #expect(state.problem == .skipped("--delay"))
        #expect(skipped.language == .ko && skipped.isOn(.emoji) && skipped.delay == Preferences.defaultDelay)
        #expect(!state.holds(skipped), "a broken file is not what is in force, until save writes it again")
        #expect(try #require(play("--lang ko rock --no-bell\n")).1.problem == .skipped("rock"))
        #expect(try #require(play("--help\n--lang ko\n")).1.problem == .skipped("--help"))
        #expect(try #require(play("--no-config\n")).1.problem == .skipped("--no-config"))
        #expect(try #require(play("--emoji=yes --bell\n")).0.isOn(.bell))
        let (quoted, quote) = try #require(play("--lang ko --delay '0.5\n--bell\n"))
        #expect(quote.problem == .openQuote)
        #expect(quoted.language == .ko && quoted.delay == Preferences.defaultDelay && !quoted.isOn(.bell))
        let (binary, notText) = try #require(
            play(
                nil, bytes: Array("--lang ko\n--transcript a".utf8) + [0xFF] + Array("b\n--lang\u{FF}x\n--bell\n".utf8))
        )
        #expect(notText.problem == .notUTF8)
        #expect(
            binary.language == .ko && binary.isOn(.bell) && binary.transcript == nil,
            "what holds bytes not UTF-8 is skipped")
        guard
            case .play(let preferences, let unreadable) = Startup.plan(
                arguments: [], environment: ["HOME": "/h"], settingsFile: .unreadable,
                outputIsTerminal: false, version: "1")
        else {
            Issue.record("refused")
            return
        }
        #expect(unreadable.problem == .unreadable && unreadable.saved == nil)
        #expect(preferences == Preferences(language: .en))
    }

    /// The player's own sound cues are found by the same rule as the settings file.
    @Test func theDataFolderFollowsXDGAsTheSettingsFolderDoes() {
        #expect(BaseDirectory.data.path(environment: ["HOME": "/home/p/"]) == "/home/p/.local/share")
        #expect(BaseDirectory.data.path(environment: ["HOME": "/home/p", "XDG_DATA_HOME": "/d"]) == "/d")
        #expect(
            BaseDirectory.data.path(environment: ["HOME": "/home/p", "XDG_DATA_HOME": "d"]) == "/home/p/.local/share",
            "relative: ignored")
        #expect(BaseDirectory.data.path(environment: ["HOME": ""]) == nil)
        #expect(BaseDirectory.config.path(environment: ["HOME": "/home/p"]) == "/home/p/.config")
    }

    @Test func theSettingsFilesPlaceFollowsXDGAndNoConfigSkipsIt() {
        #expect(
            Startup.settingsFileToRead(arguments: [], environment: ["HOME": "/home/p"]) == "/home/p/.config/rps/options"
        )
        #expect(
            Startup.settingsFileToRead(arguments: [], environment: ["HOME": "/home/p", "XDG_CONFIG_HOME": "/c"])
                == "/c/rps/options")
        #expect(
            Startup.settingsFileToRead(arguments: [], environment: ["HOME": "/home/p", "XDG_CONFIG_HOME": "rel"])
                == "/home/p/.config/rps/options",
            "a relative XDG_CONFIG_HOME is ignored")
        #expect(Startup.settingsFileToRead(arguments: [], environment: [:]) == nil)
        #expect(Startup.settingsFileToRead(arguments: ["--no-config"], environment: ["HOME": "/h"]) == nil)
        #expect(
            Startup.settingsFileToRead(
                arguments: [], environment: ["HOME": "/h", "RPS_OPTIONS": "--lang ko --no-config"]) == nil)
        #expect(
            Startup.settingsFileToRead(arguments: ["--transcript", "--no-config"], environment: ["HOME": "/h"]) != nil,
            "a file named so is no option")
        // --no-config is no request instead of a game: the game plays, and save still knows where to write.
        guard
            case .play(_, let state) = Startup.plan(
                arguments: ["--no-config"], environment: ["HOME": "/h"], outputIsTerminal: false, version: "1")
        else {
            Issue.record("--no-config was refused")
            return
        }
        #expect(state.path == "/h/.config/rps/options" && state.saved == nil)
        #expect(refusal([], "--help --no-config") == ["RPS_OPTIONS: remove --help."])
        #expect(refusal(["--no-config=1"]) == ["--no-config takes no value."])
    }

    /// A web terminal (xterm.js) starts without the pause and the prompt's mark: VS Code says it
    /// is one in `TERM_PROGRAM`; elsewhere `--web` says so, and `--no-web` says it is not. They are
    /// defaults: the settings file, `RPS_OPTIONS` and the command line choose over them.
    @Test func aWebTerminalStartsWithoutThePauseAndTheMark() throws {
        #expect(Startup.variables.contains("TERM_PROGRAM"))
        let vscode = ["TERM_PROGRAM": "vscode"]
        for (arguments, options, environment) in [
            ([], nil, vscode), (["--web"], nil, [:]), ([], "--web", [:]), (["--web"], "--no-web", vscode),
        ] {
            let (web, _) = try #require(play(nil, arguments, options: options, environment: environment))
            #expect(web.web && web.delay == 0 && web.prompt == "", "\(arguments) \(options ?? "") \(environment)")
        }
        for (arguments, options, environment) in [
            ([], nil, [:]), (["--no-web"], nil, vscode), ([], "--no-web", vscode),
            ([], nil, ["TERM_PROGRAM": "iTerm.app"]),
        ] {
            let (plain, _) = try #require(play(nil, arguments, options: options, environment: environment))
            #expect(
                !plain.web && plain.delay == Preferences.defaultDelay && plain.prompt == nil,
                "\(arguments) \(options ?? "") \(environment)")
        }
        let (chosen, _) = try #require(play(nil, ["--prompt", ">"], options: "--delay 0.5", environment: vscode))
        #expect(chosen.web && chosen.delay == 0.5 && chosen.prompt == ">")
        let (saved, state) = try #require(play("--delay 0.7\n--prompt on\n--lang ko\n", environment: vscode))
        #expect(saved.web && saved.delay == 0.7 && saved.prompt == nil && saved.language == .ko)
        #expect(state.holds(saved), "what the file gives over a web terminal's defaults is saved")
        #expect(refusal(["--web=yes"]) == ["--web takes no value."])
    }

    /// Colour by `auto` is kept as `auto`, so `save` writes what was chosen, not what this
    /// terminal made of it.
    @Test func autoColourStaysAutoAndShowsWhatTheTerminalAllows() throws {
        for (terminal, extra, shown) in [
            (true, [:], true), (false, [:], false), (true, ["NO_COLOR": "1"], false), (true, ["TERM": "dumb"], false),
        ] {
            guard
                case .play(let preferences, _) = Startup.plan(
                    arguments: [], environment: extra, outputIsTerminal: terminal, version: "1")
            else {
                Issue.record("refused")
                continue
            }
            #expect(preferences.color == .auto)
            #expect(preferences.showsColor == shown, "\(terminal) \(extra)")
        }
    }
}
