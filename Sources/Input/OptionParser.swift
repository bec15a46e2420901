import Catalog

/// Reads the command line. Pure: the environment's language comes in as a value, and the result
/// says what to do rather than doing it.
public enum OptionParser {
    public enum Result: Hashable, Sendable {
        case play(GameOptions)
        case showHelp(Language)
        case showVersion(Language)
        case refuse(OptionError, Language)
    }

    public enum OptionError: Hashable, Sendable {
        case unknownOption(String)
        case unexpectedArgument(String)
        case missingValue(Option)
        case invalidValue(Option)
    }

    /// The options that take a value.
    public enum Option: String, CaseIterable, Hashable, Sendable {
        case lang = "--lang"
        case seed = "--seed"
        case delay = "--delay"
    }

    /// `arguments` excludes the program name; `language` is what the environment chose.
    public static func parse(_ arguments: [String], language: Language) -> Result {
        var options = GameOptions(language: language)
        var action: Result?
        var index = 0
        func refuse(_ error: OptionError) -> Result { .refuse(error, options.language) }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "-h", "--help":
                action = action ?? .showHelp(language)
                continue
            case "--version":
                action = action ?? .showVersion(language)
                continue
            default:
                break
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let option = Option(rawValue: String(parts[0])) else {
                return argument.hasPrefix("-") && argument != "-"
                    ? refuse(.unknownOption(Sanitizer.clean(String(parts[0]))))
                    : refuse(.unexpectedArgument(Sanitizer.clean(argument)))
            }
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                return refuse(.missingValue(option))
            }
            switch option {
            case .lang:
                guard let chosen = Language(rawValue: value.lowercased()) else { return refuse(.invalidValue(option)) }
                options.language = chosen
            case .seed:
                guard let seed = UInt64(value) else { return refuse(.invalidValue(option)) }
                options.seed = seed
            case .delay:
                guard value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                      let seconds = Double(value), GameOptions.delayRange.contains(seconds)
                else { return refuse(.invalidValue(option)) }
                options.delay = seconds
            }
        }
        switch action {
        case .showHelp?: return .showHelp(options.language)
        case .showVersion?: return .showVersion(options.language)
        default: return .play(options)
        }
    }
}
