import Catalog
import Settings

/// Reads the command line, after the default options in `RPS_OPTIONS` (written the same way,
/// like `LESS`), so the command line wins; both over the settings file's (see `SettingsFile`),
/// when the preferences to start from hold them. Every option is a setting of the settings table,
/// but for the requests (`--help`, `--version`, `--no-config`). Pure: the environment comes in as
/// values, and the result says what to do rather than doing it.
public enum OptionParser {
    public enum Result: Hashable, Sendable {
        case play(Preferences)
        /// `--help`, `-h` or `help`, with the topic named after it, if any.
        case showHelp(Language, topic: UsageTopic? = nil)
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
        /// `--help` or `--version` in `RPS_OPTIONS` (or `--no-config` in the settings file).
        case onlyOnCommandLine(String)
        /// A switch given a value: `--emoji=yes`.
        case takesNoValue(String)
        /// A quote in `RPS_OPTIONS` that is never closed; the text from the start of its word.
        case unclosedQuote(String)
        /// A word after `--help` that names no topic.
        case unknownTopic(String)
    }

    /// Every option name, for suggestions: the settings' names, then the requests'.
    private static let optionNames =
        Setting.allCases.flatMap { $0.entry.options + $0.entry.offOptions }
        + Request.allCases.flatMap(\.options)

    /// What an option's name stands for.
    private enum Name {
        case request(Request)
        /// A switch that turns a setting off (`--no-emoji`), and the value it sets.
        case off(SettingValue)
        case setting(Setting)
    }

    /// What an option's name stands for, looked up in the settings' own table when a word is
    /// read: a few options a start, so a search costs less than a dictionary of every name made at
    /// each start (about a fifth of a piped quit's instructions, by callgrind). The first to
    /// claim a name has it: the requests, then each setting in order, its off switch first.
    private static func names(_ word: String) -> Name? {
        if let request = Request.allCases.first(where: { $0.options.contains(word) }) { return .request(request) }
        for setting in Setting.allCases {
            let entry = setting.entry
            if let off = entry.off, entry.offOptions.contains(word) { return .off(off) }
            if entry.options.contains(word) { return .setting(setting) }
        }
        return nil
    }

    /// `arguments` excludes the program name; `environment` is `RPS_OPTIONS`, if set, split into
    /// words with the shell's quoting (see `ShellWords`); `language` is what the locale chose.
    /// Errors are said in the language of the command line's `--lang` when it has a good one,
    /// else of `RPS_OPTIONS`'s, else of the locale.
    public static func parse(_ arguments: [String], environment: String? = nil, language: Language) -> Result {
        parse(arguments, environment: environment, over: Preferences(language: language))
    }

    /// The same, over `start`: the defaults with the settings file's options applied, whose
    /// language errors are said in unless an option chooses another.
    public static func parse(_ arguments: [String], environment: String? = nil, over start: Preferences) -> Result {
        var preferences = start
        if let environment {
            let words: [String]
            switch ShellWords.split(environment) {
            case .success(let split): words = split
            case .failure(.unterminatedQuote(let word)):
                return .refuse(
                    .unclosedQuote(Sanitizer.clean(word)), errorLanguage(arguments, preferences), inEnvironment: true)
            }
            var topic: UsageTopic?
            if case .failure(let error) = read(words, into: &preferences, from: .environment, topic: &topic) {
                return .refuse(error, errorLanguage(arguments, preferences), inEnvironment: true)
            }
        }
        var topic: UsageTopic?
        switch read(arguments, into: &preferences, from: .commandLine, topic: &topic) {
        case .failure(let error): return .refuse(error, errorLanguage(arguments, preferences), inEnvironment: false)
        case .success(let requests):
            switch requests.first(where: \.isInsteadOfGame) {
            case .help?: return .showHelp(preferences.language, topic: topic)
            case .version?: return .showVersion(preferences.language)
            case .noConfig?, nil: return .play(preferences)
            }
        }
    }

    /// Whether `--no-config` is on the command line or in `RPS_OPTIONS` (as an option, not as
    /// another's value), so the settings file is not read. Options that are wrong are left for
    /// `parse` to refuse.
    public static func skipsSettingsFile(_ arguments: [String], environment: String?) -> Bool {
        let inEnvironment = environment.flatMap { try? ShellWords.split($0).get() } ?? []
        return mentions(.noConfig, in: inEnvironment) || mentions(.noConfig, in: arguments)
    }

    private static func mentions(_ request: Request, in arguments: [String]) -> Bool {
        var words = OptionWords(arguments)
        while let (_, name, attached) = words.next() {
            switch names(name) {
            case .request(let asked)?: if asked == request, attached == nil { return true }
            case .setting(let setting)?: if attached == nil, setting.entry.on == nil { _ = words.value() }
            case .off?, nil: break
            }
        }
        return false
    }

    /// Reads the settings file's words into `preferences`: every good option applies, and a bad
    /// one is skipped, with what follows it. Returns the first error, if any.
    static func readSettingsFile(_ words: [String], into preferences: inout Preferences) -> OptionError? {
        var first: OptionError?
        var topic: UsageTopic?
        _ = read(words, into: &preferences, from: .settingsFile, topic: &topic) { error in
            first = first ?? error
            return true
        }
        return first
    }

    /// Where options are read from, which decides the requests allowed there.
    private enum Source {
        case settingsFile, environment, commandLine
    }

    /// Reads options in order, applying each; `skip` is asked about each error, and says whether
    /// to go on past it (the settings file) or stop (`RPS_OPTIONS`, the command line). Returns the
    /// requests read, in order; on the command line, `help` is `--help` too, and the word after
    /// either, when it is no option, names the help's `topic`.
    private static func read(
        _ arguments: [String], into preferences: inout Preferences, from source: Source,
        topic: inout UsageTopic?, skip: (OptionError) -> Bool = { _ in false }
    ) -> Swift.Result<[Request], OptionError> {
        var requests: [Request] = []
        var words = OptionWords(arguments)
        // In a file not wholly UTF-8, a word holding a character that was not is never read as meant.
        let readable = { (text: String) in source != .settingsFile || !text.unicodeScalars.contains("\u{FFFD}") }
        while let (argument, name, attached) = words.next() {
            let error: OptionError
            switch names(name) ?? (source == .commandLine && argument == Request.helpWord ? .request(.help) : nil) {
            case .request(let asked)?:
                if source == .settingsFile || (source == .environment && asked.isInsteadOfGame) {
                    error = .onlyOnCommandLine(name)
                } else if attached != nil {
                    error = .takesNoValue(name)
                } else {
                    requests.append(asked)
                    guard asked == .help, let word = words.topicWord() else { continue }
                    guard let named = UsageTopic(rawValue: word) else {
                        return .failure(.unknownTopic(Sanitizer.clean(word)))
                    }
                    topic = named
                    continue
                }
            case .off(let off)?:
                guard attached != nil else {
                    preferences.set(off)
                    continue
                }
                error = .takesNoValue(name)
            case .setting(let setting)?:
                if let on = setting.entry.on {
                    guard attached != nil else {
                        preferences.set(on)
                        continue
                    }
                    error = .takesNoValue(name)
                } else if let text = attached ?? words.value() {
                    guard readable(text), let value = setting.value(option: text) else {
                        if skip(.invalidValue(setting)) { continue }
                        return .failure(.invalidValue(setting))
                    }
                    preferences.set(value)
                    continue
                } else {
                    error = .missingValue(setting)
                }
            case nil where !argument.hasPrefix("-") || argument == "-":
                error = .unexpectedArgument(Sanitizer.clean(argument))
            case nil:
                let unknown = Sanitizer.clean(name)
                error = .unknownOption(unknown, suggestion: readable(unknown) ? suggestion(for: unknown) : nil)
            }
            if !skip(error) { return .failure(error) }
        }
        return .success(requests)
    }

    /// The option nearest to an unknown one, compared without their dashes, so that `-x` is not
    /// "near" `-h`: `--delya` suggests `--delay`.
    private static func suggestion(for unknown: String) -> String? {
        let bare = { (option: String) in String(option.drop { $0 == "-" }) }
        guard unknown.hasPrefix("--"),
            let nearest = EditDistance.nearest(
                to: bare(unknown), among: optionNames.map { (bare($0), limit: nil, rank: 0) })
        else {
            return nil
        }
        return optionNames.first { bare($0) == nearest }
    }

    /// The language of the last good `--lang` on the command line, else `chosen`'s.
    private static func errorLanguage(_ arguments: [String], _ chosen: Preferences) -> Language {
        var language = chosen.language
        var words = OptionWords(arguments)
        while let (_, name, attached) = words.next() {
            guard case .setting(.language)? = names(name), let text = attached ?? words.value() else { continue }
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
        // Found as a UTF-8 byte: "=" is never part of another character there.
        guard let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")) else { return (argument, argument, nil) }
        return (argument, String(argument[..<equals]), String(argument[argument.utf8.index(after: equals)...]))
    }

    /// The next word when it is no option (nor `-`), as the topic of the help just asked for.
    mutating func topicWord() -> String? {
        guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// The next word, as the value of the option just read.
    mutating func value() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }
}
