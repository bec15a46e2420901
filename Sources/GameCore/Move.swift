/// One of the three hand signs. The order of cases carries no meaning: each language
/// numbers the moves its own way (see the `Words` catalog).
public enum Move: CaseIterable, Hashable, Sendable {
    case rock, paper, scissors

    /// The move this one defeats: rock blunts scissors, scissors cut paper, paper covers rock.
    public var beats: Move {
        switch self {
        case .rock: .scissors
        case .scissors: .paper
        case .paper: .rock
        }
    }
}
