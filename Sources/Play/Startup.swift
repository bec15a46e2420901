import Catalog
import Input
import Narration
import Settings

/// What `rps` does with its arguments and environment, decided before anything is printed:
/// play, print the help or the version, or refuse a bad option in one line.
public enum Startup {
    public enum Plan: Hashable, Sendable {
        /// Play with these preferences, knowing this of the settings file.
        case play(Preferences, SettingsFileState)
        /// Print these lines on standard output and leave (`--help`, `--version`); `language`
        /// says a failure to print them.
        case print([String], Language)
        /// Say these lines on standard error and leave with the usage status.
        case refuse([String])
    }

    /// The settings file to read before `plan`, if any: `nil` with `--no-config` or with no place
    /// for it (see `SettingsFile.path`).
    public static func settingsFileToRead(arguments: [String], environment: [String: String]) -> String? {
        guard !OptionParser.skipsSettingsFile(arguments, environment: environment["RPS_OPTIONS"]) else { return nil }
        return SettingsFile.path(environment: environment)
    }

    /// `environment` holds the variables the game reads (`variables`); `settingsFile` what the
    /// console found at the file's place, if it was to be read; `outputIsTerminal` whether standard
    /// output is one, for `--color auto`. Over the defaults (a web terminal's where the terminal
    /// says it is one, or `--web` does; no mark in Emacs's shell) the file's options apply first,
    /// then `RPS_OPTIONS`', then the command line's; a bad one in the file is skipped and said at
    /// the welcome, a bad one elsewhere refused.
    public static func plan(
        arguments: [String], environment: [String: String], settingsFile: SettingsFile.Found = .absent,
        outputIsTerminal: Bool, version: String
    ) -> Plan {
        let language = LanguageChoice.resolve(environment: environment)
        let saysWeb = isWebTerminal(environment)
        var (start, problem, parsed) = read(
            arguments, environment, settingsFile, over: defaults(language, web: saysWeb, environment))
        // `--web` or `--no-web` says otherwise than the terminal: the other defaults, under the same options.
        if case .play(let preferences) = parsed, preferences.web != saysWeb {
            (start, problem, parsed) = read(
                arguments, environment, settingsFile, over: defaults(language, web: preferences.web, environment))
        }
        switch parsed {
        case .play(var preferences):
            preferences.autoColor =
                outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
            let saved: Preferences? =
                switch settingsFile {
                case .contents where problem == nil: start
                case .contents, .absent, .unreadable: nil
                }
            let path = SettingsFile.path(environment: environment)
            let shown = path.map { SettingsFile.shown($0, home: environment["HOME"]) }
            return .play(preferences, SettingsFileState(path: path, shown: shown, saved: saved, problem: problem))
        case .showHelp(let language, let topic):
            let narrator = Narrator(language: language)
            return .print(topic.map(narrator.usage) ?? narrator.usage, language)
        case .showVersion(let language):
            return .print([Sentences(language).version(version)], language)
        case .refuse(let error, let language, let inEnvironment):
            let say = Sentences(language)
            return .refuse(inEnvironment ? environmentMessage(for: error, say) : message(for: error, say))
        }
    }

    /// The variables `plan` reads.
    public static let variables =
        [
            "RPS_OPTIONS", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "TERM", "TERM_PROGRAM",
            "XDG_CONFIG_HOME", "HOME", "INSIDE_EMACS",
        ] + jupyterVariables

    /// What `TERM_PROGRAM` says in terminals built on xterm.js with its screen-reader mode, which
    /// are web terminals (`--web`): VS Code's, also in Codespaces and code-server.
    static let webTerminals: Set = ["vscode"]

    /// What JupyterLab's terminals (jupyter_server_terminals) carry, which say no `TERM_PROGRAM`:
    /// the server's folder and address. Its terminal is xterm.js too.
    static let jupyterVariables = ["JUPYTER_SERVER_ROOT", "JUPYTER_SERVER_URL"]

    /// Whether the terminal says it is a web terminal: VS Code's by `TERM_PROGRAM`, JupyterLab's by
    /// its variables.
    static func isWebTerminal(_ environment: [String: String]) -> Bool {
        webTerminals.contains(environment["TERM_PROGRAM"] ?? "")
            || jupyterVariables.contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Whether the game runs in Emacs's shell, a comint buffer (`M-x shell`), as Emacs says in
    /// `INSIDE_EMACS` ("28.2,comint"). Emacs shows there what is typed and where, and Emacspeak
    /// reads a mark it has no word for by its Unicode name ("single right-pointing angle
    /// quotation mark") after every answer: no mark by default.
    static func isEmacsShell(_ environment: [String: String]) -> Bool {
        insideEmacs(environment).contains("comint")
    }

    /// Whether the game runs in Emacs's vterm, as vterm says in `INSIDE_EMACS` ("vterm", or
    /// "29.1,vterm"), where an answer goes with its prompt (`TerminalWriter`, rule 8).
    public static func isEmacsVterm(_ environment: [String: String]) -> Bool {
        insideEmacs(environment).contains("vterm")
    }

    /// The parts of `INSIDE_EMACS`, none outside Emacs (nothing split at a start elsewhere).
    private static func insideEmacs(_ environment: [String: String]) -> [Substring] {
        guard let value = environment["INSIDE_EMACS"], !value.isEmpty else { return [] }
        return value.split(separator: ",")
    }

    /// The preferences before any option, for a web terminal or not.
    private static func defaults(_ language: Language, web: Bool, _ environment: [String: String]) -> Preferences {
        var preferences = Preferences(language: language, web: web)
        if isEmacsShell(environment) { preferences.prompt = "" }
        return preferences
    }

    /// The settings file's options over `defaults`, then `RPS_OPTIONS`' and the command line's.
    private static func read(
        _ arguments: [String], _ environment: [String: String], _ settingsFile: SettingsFile.Found,
        over defaults: Preferences
    ) -> (start: Preferences, problem: SettingsFileProblem?, parsed: OptionParser.Result) {
        var start = defaults
        let problem = SettingsFile.read(settingsFile, into: &start)
        return (start, problem, OptionParser.parse(arguments, environment: environment["RPS_OPTIONS"], over: start))
    }

    /// An error on the command line: the option and what it takes (in more lines when it takes
    /// many words), or what was typed last.
    private static func message(for error: OptionParser.OptionError, _ say: Sentences) -> [String] {
        switch error {
        case .unknownOption(let option, let suggestion):
            return [suggestion.map { say.optionUnknownSuggest(option, $0) } ?? say.optionUnknown(option)]
        case .unexpectedArgument(let argument): return [say.optionUnexpected(argument)]
        case .missingValue(let setting), .invalidValue(let setting):
            return setting.entry.valueLines(of: setting.entry.options[0], say)
        case .takesNoValue(let option): return [say.optionNoValue(option)]
        case .onlyOnCommandLine(let option): return [say.optionCommandLineOnly(option)]
        case .unclosedQuote(let word): return [say.optionUnclosedQuote(word)]
        // The topics are on --help's last lines but one: a refusal fits a braille line.
        case .unknownTopic(let word): return [say.usageUnknownTopic(word)]
        }
    }

    /// An error in `RPS_OPTIONS`: first where it is, then, as on the command line, what the
    /// option takes. Two lines, so that each fits a 40-cell braille display.
    private static func environmentMessage(for error: OptionParser.OptionError, _ say: Sentences) -> [String] {
        switch error {
        case .unknownOption(let option, let suggestion):
            return [say.environmentUnknown(option)] + (suggestion.map { [say.optionUnknownSuggest(option, $0)] } ?? [])
        case .unexpectedArgument(let argument): return [say.environmentUnexpected(argument)]
        case .missingValue(let setting), .invalidValue(let setting):
            return [say.environmentFix(setting.entry.options[0])] + message(for: error, say)
        case .takesNoValue(let option): return [say.environmentFix(option)] + message(for: error, say)
        case .onlyOnCommandLine(let option): return [say.optionCommandLineOnly(option)]
        case .unclosedQuote(let word): return [say.optionUnclosedQuote(word)]
        // Never from `RPS_OPTIONS`, where `--help` is refused first.
        case .unknownTopic: return message(for: error, say)
        }
    }
}

extension Startup {
    /// Said on standard error when the help or the version cannot be printed.
    public static func outputFailed(_ language: Language) -> String {
        Narrator(language: language).outputFailed
    }
}
