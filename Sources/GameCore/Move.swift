/// One of the three hand signs. The order of cases carries no meaning: each language
/// numbers the moves its own way (see the `Words` catalog).
public enum Move: CaseIterable, Hashable, Sendable {
    case rock, paper, scissors

    /// Whether this move defeats `other` (FR-003): rock blunts scissors, scissors cut paper, paper
    /// covers rock. A relation, not one move each, so a move that defeats two fits as well.
    public func beats(_ other: Move) -> Bool {
        switch self {
        case .rock: other == .scissors
        case .scissors: other == .paper
        case .paper: other == .rock
        }
    }
}
