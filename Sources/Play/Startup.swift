import Catalog
import Input
import Narration
import Settings

/// What `rps` does with its arguments and environment, decided before anything is printed:
/// play, print the help or the version, or refuse a bad option in one line.
public enum Startup {
    public enum Plan: Hashable, Sendable {
        /// Play with these preferences, colour settled.
        case play(Preferences)
        /// Print these lines on standard output and leave (`--help`, `--version`); `language`
        /// says a failure to print them.
        case print([String], Language)
        /// Say this on standard error and leave with the usage status.
        case refuse(String)
    }

    /// `environment` holds the variables the game reads (`RPS_OPTIONS`, the locale's, `NO_COLOR`,
    /// `TERM`); `outputIsTerminal` whether standard output is one, for `--color auto`.
    public static func plan(arguments: [String], environment: [String: String], outputIsTerminal: Bool,
                            version: String) -> Plan {
        let language = LanguageChoice.resolve(environment: environment)
        switch OptionParser.parse(arguments, environment: environment["RPS_OPTIONS"], language: language) {
        case .play(var preferences):
            if preferences.color == .auto {
                let colors = outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
                preferences.color = colors ? .always : .never
            }
            return .play(preferences)
        case .showHelp(let language):
            return .print(Narrator(language: language).usage, language)
        case .showVersion(let language):
            return .print([Sentences(language).version(version)], language)
        case .refuse(let error, let language, let inEnvironment):
            let say = Sentences(language)
            let message = message(for: error, say)
            return .refuse(inEnvironment ? say.optionInEnvironment(message) : say.optionOnCommandLine(message))
        }
    }

    /// The variables `plan` reads.
    public static let variables = ["RPS_OPTIONS", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR", "TERM"]

    private static func message(for error: OptionParser.OptionError, _ say: Sentences) -> String {
        func values(_ setting: Setting) -> String {
            setting.entry.values.map { say[keyPath: $0] } ?? ""
        }
        switch error {
        case .unknownOption(let option, let suggestion):
            return suggestion.map { say.optionUnknownSuggest(option, $0) } ?? say.optionUnknown(option)
        case .unexpectedArgument(let argument): return say.optionUnexpected(argument)
        case .missingValue(let setting): return say.optionMissing(setting.entry.options[0], values(setting))
        case .invalidValue(let setting): return say.optionInvalid(setting.entry.options[0], values(setting))
        case .onlyOnCommandLine(let option): return say.optionCommandLineOnly(option)
        case .unclosedQuote(let word): return say.optionUnclosedQuote(word)
        case .takesNoValue(let option): return say.optionNoValue(option)
        }
    }
}

extension Startup {
    /// Said on standard error when the help or the version cannot be printed.
    public static func outputFailed(_ language: Language) -> String {
        Narrator(language: language).outputFailed
    }
}
