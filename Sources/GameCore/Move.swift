/// A hand sign. Which signs a game plays is its kind's to say (`GameKind.moves`), and the order
/// of cases carries no meaning: each language numbers the moves its own way (see the `Words`
/// catalog). Not `CaseIterable`: "every move" is no set a game plays, so each place that needs
/// the moves asks a kind, or the stage the game awaits.
public enum Move: Hashable, Sendable {
    case rock, paper, scissors
    /// Rock paper scissors lizard Spock's two more (Sam Kass and Karen Bryla's game).
    case lizard, spock

    /// Whether this move defeats `other` (FR-003): rock blunts scissors, scissors cut paper, paper
    /// covers rock; with lizard and Spock each move beats two, as Sam Kass wrote: rock crushes
    /// lizard, lizard poisons Spock, Spock smashes scissors, scissors decapitate lizard, lizard eats
    /// paper, paper disproves Spock, Spock vaporizes rock. A relation, not one move each.
    public func beats(_ other: Move) -> Bool {
        switch self {
        case .rock: other == .scissors || other == .lizard
        case .scissors: other == .paper || other == .lizard
        case .paper: other == .rock || other == .spock
        case .lizard: other == .spock || other == .paper
        case .spock: other == .scissors || other == .rock
        }
    }

    /// Where its count is kept in a `MoveCounts`: each move its own place, from 0.
    var place: Int {
        switch self {
        case .rock: 0
        case .paper: 1
        case .scissors: 2
        case .lizard: 3
        case .spock: 4
        }
    }
}
