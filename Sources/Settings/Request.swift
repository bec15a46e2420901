import Catalog

/// The options that are not settings, which the option parser, `--help` and the documentation
/// read from here: the requests for something instead of a game (`--help`, `--version`), and
/// `--no-config`, which plays without reading the settings file.
public enum Request: CaseIterable, Hashable, Sendable {
    case help, version, noConfig

    /// Its command-line names: the first is its name, the others other spellings.
    public var options: [String] {
        switch self {
        case .help: ["--help", "-h"]
        case .version: ["--version"]
        case .noConfig: ["--no-config"]
        }
    }

    /// A word on the command line, not an option's value, that asks for the help as `--help`
    /// does: `rps help`, `rps help game`.
    public static let helpWord = "help"

    /// Its line in `--help`.
    public var usage: SentencesEntry {
        switch self {
        case .help: Sentences.Key.usageHelp
        case .version: Sentences.Key.usageVersion
        case .noConfig: Sentences.Key.usageNoConfig
        }
    }

    /// Whether it asks for something instead of a game, and so only on the command line.
    public var isInsteadOfGame: Bool {
        switch self {
        case .help, .version: true
        case .noConfig: false
        }
    }
}
