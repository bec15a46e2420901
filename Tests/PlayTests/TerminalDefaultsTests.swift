import Play
import Settings
import Testing

/// The defaults a terminal brings by what it says of itself: JupyterLab's terminals are web
/// terminals, as VS Code's are; Emacs's shell shows no prompt mark. They are defaults: options
/// choose over them.
@Suite struct TerminalDefaultsTests {
    func preferences(_ arguments: [String] = [], in environment: [String: String]) throws -> Preferences {
        let plan = Startup.plan(
            arguments: arguments, environment: ["LANG": "en_US.UTF-8"].merging(environment) { $1 },
            outputIsTerminal: true, version: "1")
        guard case .play(let preferences, _) = plan else { throw Refused(plan: plan) }
        return preferences
    }

    struct Refused: Error { let plan: Startup.Plan }

    static let jupyter = [
        ["JUPYTER_SERVER_ROOT": "/home/p"], ["JUPYTER_SERVER_URL": "http://localhost:8888/"],
        ["JUPYTER_SERVER_ROOT": "/home/p", "JUPYTER_SERVER_URL": "http://localhost:8888/lab/"],
    ]

    /// JupyterLab starts its terminals with the server's folder and address (jupyter_server_terminals)
    /// and no `TERM_PROGRAM`: either is enough, as `TERM_PROGRAM=vscode` is for VS Code. Set but
    /// empty, they say nothing; `--no-web` says otherwise.
    @Test func jupyterLabsTerminalIsAWebTerminal() throws {
        #expect(Startup.variables.contains("JUPYTER_SERVER_ROOT") && Startup.variables.contains("JUPYTER_SERVER_URL"))
        for environment in Self.jupyter {
            let web = try preferences(in: environment)
            #expect(web.web && web.delay == 0 && web.prompt == "", "\(environment)")
            let chosen = try preferences(["--no-web"], in: environment)
            #expect(!chosen.web && chosen.delay == Preferences.defaultDelay && chosen.prompt == nil, "\(environment)")
        }
        for environment in [[:], ["JUPYTER_SERVER_ROOT": ""], ["JUPYTER_TOKEN": "x", "JPY_PARENT_PID": "1"]] {
            let plain = try preferences(in: environment)
            #expect(!plain.web && plain.delay == Preferences.defaultDelay && plain.prompt == nil, "\(environment)")
        }
        let withOptions = try preferences(
            ["--delay", "0.5"], in: ["JUPYTER_SERVER_URL": "http://h/", "RPS_OPTIONS": "--prompt >"])
        #expect(withOptions.web && withOptions.delay == 0.5 && withOptions.prompt == ">")
    }

    /// In Emacs's shell (a comint buffer, `INSIDE_EMACS` ending in `comint`) the game shows no mark:
    /// Emacspeak reads it by its Unicode name after every answer. Only there: vterm and term are
    /// terminals whose reader does not read the cursor's line. `--prompt on` brings the mark back.
    @Test func emacsShellShowsNoMark() throws {
        #expect(Startup.variables.contains("INSIDE_EMACS"))
        for value in ["28.2,comint", "29.1,comint", "t,comint"] {
            let shell = try preferences(in: ["INSIDE_EMACS": value])
            #expect(shell.prompt == "" && shell.delay == Preferences.defaultDelay && !shell.web, "\(value)")
            #expect(try preferences(["--prompt", "on"], in: ["INSIDE_EMACS": value]).prompt == nil, "\(value)")
            #expect(try preferences(["--prompt", ">"], in: ["INSIDE_EMACS": value]).prompt == ">", "\(value)")
        }
        for value in ["vterm", "28.2,term:0.96", "", "comintish"] {
            #expect(try preferences(in: ["INSIDE_EMACS": value]).prompt == nil, "\(value)")
        }
        let both = try preferences(in: ["INSIDE_EMACS": "28.2,comint", "JUPYTER_SERVER_ROOT": "/p"])
        #expect(both.web && both.prompt == "")
    }

    /// In Emacs's vterm (`INSIDE_EMACS` "vterm" or ending in it) an answer goes with its prompt
    /// (`TerminalWriter`, rule 8); nowhere else, and vterm keeps the mark.
    @Test func vtermIsKnownByItsName() throws {
        for value in ["vterm", "29.1,vterm", "t,vterm"] {
            #expect(Startup.isEmacsVterm(["INSIDE_EMACS": value]), "\(value)")
        }
        for value in ["28.2,comint", "28.2,term:0.96", "", "vtermish", "eat"] {
            #expect(!Startup.isEmacsVterm(["INSIDE_EMACS": value]), "\(value)")
        }
        #expect(!Startup.isEmacsVterm([:]))
    }
}
