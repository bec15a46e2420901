/// Streak lengths worth a celebration: a hat trick, five and ten in a row.
public enum Milestone: CaseIterable, Hashable, Sendable {
    case three, five, ten

    /// Wins in a row it takes.
    public var length: Int {
        switch self {
        case .three: 3
        case .five: 5
        case .ten: 10
        }
    }

    /// The milestone a streak of `length` wins reaches, if it reaches one.
    public init?(length: Int) {
        guard let reached = Self.allCases.first(where: { $0.length == length }) else { return nil }
        self = reached
    }
}
