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

    /// Every option name, for suggestions: the settings' names, then the requests'.
    private static let optionNames = Setting.allCases.flatMap { $0.entry.options + $0.entry.offOptions }
        + Request.allCases.flatMap(\.options)

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

    private static func read(_ arguments: [String], into preferences: inout Preferences, fromEnvironment: Bool) -> Swift.Result<Request?, OptionError> {
        var request: Request?
        var words = OptionWords(arguments)
        while let (argument, name, attached) = words.next() {
            if let asked = Request.allCases.first(where: { $0.options.contains(name) }) {
                if fromEnvironment { return .failure(.onlyOnCommandLine(name)) }
                if attached != nil { return .failure(.takesNoValue(name)) }
                request = request ?? asked
                continue
            }
            if let setting = Setting.allCases.first(where: { $0.entry.offOptions.contains(name) }), let off = setting.entry.off {
                if attached != nil { return .failure(.takesNoValue(name)) }
                preferences.set(off)
                continue
            }
            guard let setting = Setting.allCases.first(where: { $0.entry.options.contains(name) }) else {
                guard argument.hasPrefix("-"), argument != "-" else { return .failure(.unexpectedArgument(Sanitizer.clean(argument))) }
                let unknown = Sanitizer.clean(name)
                return .failure(.unknownOption(unknown, suggestion: suggestion(for: unknown)))
            }
            if let on = setting.entry.on {
                if attached != nil { return .failure(.takesNoValue(name)) }
                preferences.set(on)
                continue
            }
            guard let text = attached ?? words.value() else { return .failure(.missingValue(setting)) }
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
        var words = OptionWords(arguments)
        while let (_, name, attached) = words.next() {
            guard Setting.language.entry.options.contains(name), let text = attached ?? words.value() else { continue }
            if case .language(let named)? = Setting.language.value(option: text) { language = named }
        }
        return language
    }
}

/// Command-line words read one option at a time: `--name=value` gives its name and the value
/// after `=`; a value in the next word is taken only when asked for.
private struct OptionWords {
    private let arguments: [String]
    private var index = 0

    init(_ arguments: [String]) { self.arguments = arguments }

    /// The next word as typed, its name, and the value written onto it after `=`, if any.
    mutating func next() -> (argument: String, name: String, attached: String?)? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        return (argument, String(parts[0]), parts.count == 2 ? String(parts[1]) : nil)
    }

    /// The next word, as the value of the option just read.
    mutating func value() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }
}
