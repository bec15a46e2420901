import Catalog
import Settings

/// Reads the command line, after the default options in `RPS_OPTIONS` (written the same way,
/// like `LESS`), so the command line wins. Every option is a setting of the settings table, but
/// for the requests `--help` and `--version`. Pure: the environment comes in as values, and the
/// result says what to do rather than doing it.
public enum OptionParser {
    public enum Result: Hashable, Sendable {
        case play(Preferences)
        case showHelp(Language)
        case showVersion(Language)
        /// A bad option, said in `language`; `inEnvironment` when it came from `RPS_OPTIONS`.
        case refuse(OptionError, Language, inEnvironment: Bool)
    }

    public enum OptionError: Error, Hashable, Sendable {
        /// An option no setting has; `suggestion` is the nearest option, if one is near.
        case unknownOption(String, suggestion: String?)
        case unexpectedArgument(String)
        case missingValue(Setting)
        case invalidValue(Setting)
        /// `--help` or `--version` in `RPS_OPTIONS`.
        case onlyOnCommandLine(String)
        /// A switch given a value: `--emoji=yes`.
        case takesNoValue(String)
        /// A quote in `RPS_OPTIONS` that is never closed; the text from the start of its word.
        case unclosedQuote(String)
    }

    /// The options that ask for something other than a game, only on the command line.
    private static let requests = ["-h", "--help", "--version"]

    /// Every option name, for suggestions: the settings' names, then the requests.
    private static let optionNames = Setting.allCases.flatMap { $0.entry.options + $0.entry.offOptions } + requests

    /// `arguments` excludes the program name; `environment` is `RPS_OPTIONS`, if set, split into
    /// words with the shell's quoting (see `ShellWords`); `language` is what the locale chose.
    /// Errors are said in the language of the command line's `--lang` when it has a good one,
    /// else of `RPS_OPTIONS`'s, else of the locale.
    public static func parse(_ arguments: [String], environment: String? = nil, language: Language) -> Result {
        var preferences = Preferences(language: language)
        if let environment {
            let words: [String]
            switch ShellWords.split(environment) {
            case .success(let split): words = split
            case .failure(.unterminatedQuote(let word)):
                return .refuse(.unclosedQuote(Sanitizer.clean(word)), errorLanguage(arguments, preferences), inEnvironment: true)
            }
            if case .failure(let error) = read(words, into: &preferences, fromEnvironment: true) {
                return .refuse(error, errorLanguage(arguments, preferences), inEnvironment: true)
            }
        }
        switch read(arguments, into: &preferences, fromEnvironment: false) {
        case .failure(let error): return .refuse(error, errorLanguage(arguments, preferences), inEnvironment: false)
        case .success(.help?): return .showHelp(preferences.language)
        case .success(.version?): return .showVersion(preferences.language)
        case .success(nil): return .play(preferences)
        }
    }

    private enum Request { case help, version }

    private static func read(_ arguments: [String], into preferences: inout Preferences, fromEnvironment: Bool) -> Swift.Result<Request?, OptionError> {
        var request: Request?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if requests.contains(name) {
                if fromEnvironment { return .failure(.onlyOnCommandLine(name)) }
                if parts.count == 2 { return .failure(.takesNoValue(name)) }
                request = request ?? (argument == "--version" ? .version : .help)
                continue
            }
            if let setting = Setting.allCases.first(where: { $0.entry.offOptions.contains(name) }), let off = setting.entry.off {
                if parts.count == 2 { return .failure(.takesNoValue(name)) }
                preferences.set(off)
                continue
            }
            guard let setting = Setting.allCases.first(where: { $0.entry.options.contains(name) }) else {
                guard argument.hasPrefix("-"), argument != "-" else { return .failure(.unexpectedArgument(Sanitizer.clean(argument))) }
                let unknown = Sanitizer.clean(name)
                return .failure(.unknownOption(unknown, suggestion: suggestion(for: unknown)))
            }
            if let on = setting.entry.on {
                if parts.count == 2 { return .failure(.takesNoValue(name)) }
                preferences.set(on)
                continue
            }
            let text: String
            if parts.count == 2 {
                text = String(parts[1])
            } else if index < arguments.count {
                text = arguments[index]
                index += 1
            } else {
                return .failure(.missingValue(setting))
            }
            guard let value = setting.value(option: text) else { return .failure(.invalidValue(setting)) }
            preferences.set(value)
        }
        return .success(request)
    }

    /// The option nearest to an unknown one, compared without their dashes, so that `-x` is not
    /// "near" `-h`: `--delya` suggests `--delay`.
    private static func suggestion(for unknown: String) -> String? {
        let bare = { (option: String) in String(option.drop { $0 == "-" }) }
        guard unknown.hasPrefix("--"), let nearest = EditDistance.nearest(to: bare(unknown), among: optionNames.map { (bare($0), limit: nil) }) else {
            return nil
        }
        return optionNames.first { bare($0) == nearest }
    }

    /// The language of the last good `--lang` on the command line, else `chosen`'s.
    private static func errorLanguage(_ arguments: [String], _ chosen: Preferences) -> Language {
        var language = chosen.language
        var index = 0
        while index < arguments.count {
            let parts = arguments[index].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            index += 1
            guard Setting.language.entry.options.contains(String(parts[0])) else { continue }
            let text = parts.count == 2 ? String(parts[1]) : index < arguments.count ? arguments[index] : ""
            if parts.count == 1 { index += 1 }
            if case .language(let named)? = Setting.language.value(option: text) { language = named }
        }
        return language
    }
}
