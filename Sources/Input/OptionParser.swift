import Catalog

/// Reads the command line, after the default options in `RPS_OPTIONS` (written the same way,
/// like `LESS`), so the command line wins. Pure: the environment comes in as values, and the
/// result says what to do rather than doing it.
public enum OptionParser {
    public enum Result: Hashable, Sendable {
        case play(GameOptions)
        case showHelp(Language)
        case showVersion(Language)
        /// A bad option; `inEnvironment` when it came from `RPS_OPTIONS`.
        case refuse(OptionError, Language, inEnvironment: Bool)
    }

    public enum OptionError: Error, Hashable, Sendable {
        case unknownOption(String)
        case unexpectedArgument(String)
        case missingValue(Option)
        case invalidValue(Option)
        /// `--help` or `--version` in `RPS_OPTIONS`.
        case onlyOnCommandLine(String)
        /// A switch given a value: `--emoji=yes`.
        case takesNoValue(String)
        /// A quote in `RPS_OPTIONS` that is never closed; the text from the start of its word.
        case unclosedQuote(String)
    }

    /// The options that take a value.
    public enum Option: String, CaseIterable, Hashable, Sendable {
        case lang = "--lang"
        case seed = "--seed"
        case delay = "--delay"
        case color = "--color"
        case verbosity = "--verbosity"
        case transcript = "--transcript"
        case speechRate = "--speech-rate"
    }

    /// The options that take no value and set something.
    private enum Switch: String {
        case emoji = "--emoji", noEmoji = "--no-emoji", noColor = "--no-color"
        case bell = "--bell", noBell = "--no-bell", speak = "--speak", noSpeak = "--no-speak"

        func set(_ options: inout GameOptions) {
            switch self {
            case .emoji: options.emoji = true
            case .noEmoji: options.emoji = false
            case .noColor: options.color = .never
            case .bell: options.bell = true
            case .noBell: options.bell = false
            case .speak: options.speak = true
            case .noSpeak: options.speak = false
            }
        }
    }

    /// The options that ask for something other than a game, only on the command line.
    private static let requests = ["-h", "--help", "--version"]

    /// `arguments` excludes the program name; `environment` is `RPS_OPTIONS`, if set, split into
    /// words with the shell's quoting (see `ShellWords`); `language` is what the locale chose.
    public static func parse(_ arguments: [String], environment: String? = nil, language: Language) -> Result {
        var options = GameOptions(language: language)
        if let environment {
            let words: [String]
            switch ShellWords.split(environment) {
            case .success(let split): words = split
            case .failure(.unterminatedQuote(let word)):
                return .refuse(.unclosedQuote(Sanitizer.clean(word)), options.language, inEnvironment: true)
            }
            switch read(words, into: &options, fromEnvironment: true) {
            case .failure(let error): return .refuse(error, options.language, inEnvironment: true)
            case .success: break
            }
        }
        switch read(arguments, into: &options, fromEnvironment: false) {
        case .failure(let error): return .refuse(error, options.language, inEnvironment: false)
        case .success(.help?): return .showHelp(options.language)
        case .success(.version?): return .showVersion(options.language)
        case .success(nil): return .play(options)
        }
    }

    private enum Request { case help, version }

    private static func read(_ arguments: [String], into options: inout GameOptions, fromEnvironment: Bool) -> Swift.Result<Request?, OptionError> {
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
            if let flag = Switch(rawValue: name) {
                if parts.count == 2 { return .failure(.takesNoValue(name)) }
                flag.set(&options)
                continue
            }
            guard let option = Option(rawValue: name) else {
                return .failure(argument.hasPrefix("-") && argument != "-"
                    ? .unknownOption(Sanitizer.clean(name))
                    : .unexpectedArgument(Sanitizer.clean(argument)))
            }
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                return .failure(.missingValue(option))
            }
            guard set(option, to: value, in: &options) else { return .failure(.invalidValue(option)) }
        }
        return .success(request)
    }

    private static func set(_ option: Option, to value: String, in options: inout GameOptions) -> Bool {
        switch option {
        case .lang:
            guard let language = LanguageChoice.language(named: value) else { return false }
            options.language = language
        case .seed:
            guard let seed = UInt64(value) else { return false }
            options.seed = seed
        case .delay:
            guard let seconds = Seconds.parse(value) else { return false }
            options.delay = seconds
        case .color:
            guard let choice = GameOptions.ColorChoice(rawValue: value.lowercased()) else { return false }
            options.color = choice
        case .verbosity:
            guard let verbosity = Verbosity.allCases.first(where: { "\($0)" == value.lowercased() }) else { return false }
            options.verbosity = verbosity
        case .transcript:
            guard !value.isEmpty, Sanitizer.clean(value) == value else { return false }
            options.transcript = value
        case .speechRate:
            guard value.allSatisfy(\.isASCII), let rate = Int(value), GameOptions.speechRates.contains(rate) else { return false }
            options.speechRate = rate
        }
        return true
    }
}
