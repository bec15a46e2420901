/// How much the narrator says each round; the player's choice, never guessed.
public enum Verbosity: CaseIterable, Hashable, Sendable {
    /// One line a round: the result, both moves and the score.
    case brief
    /// The move at once, then the result, the score and streak news.
    case normal
    /// Normal, with the win rate and streak after each round.
    case verbose

    /// Its name on the command line: `--verbosity brief`.
    public var name: String {
        switch self {
        case .brief: "brief"
        case .normal: "normal"
        case .verbose: "verbose"
        }
    }
}
