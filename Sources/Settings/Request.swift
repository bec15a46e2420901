import Catalog

/// What the command line may ask for instead of a game: the options that are not settings, which
/// the option parser, `--help` and the documentation read from here.
public enum Request: CaseIterable, Hashable, Sendable {
    case help, version

    /// Its command-line names: the first is its name, the others other spellings.
    public var options: [String] {
        switch self {
        case .help: ["--help", "-h"]
        case .version: ["--version"]
        }
    }

    /// Its line in `--help`.
    public var usage: SentencesEntry {
        switch self {
        case .help: \Sentences.usageHelp
        case .version: \Sentences.usageVersion
        }
    }
}
