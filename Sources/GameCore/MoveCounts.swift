/// How often one side has shown each move, keyed by the move. Kept inline, not in a dictionary:
/// undo keeps a copy of the game's state for every throw it can take back (`Game.roundsKept`),
/// and a dictionary would be an allocation of its own in each.
public struct MoveCounts: Hashable, Sendable {
    /// A place for each move (`Move.place`); a test holds it to the moves there are.
    static let places = 5
    private var counts = InlineArray<5, Int>(repeating: 0)

    public init() {}

    public subscript(move: Move) -> Int { counts[move.place] }

    mutating func count(_ move: Move) {
        counts[move.place] += 1
    }

    public static func == (left: MoveCounts, right: MoveCounts) -> Bool {
        (0..<places).allSatisfy { left.counts[$0] == right.counts[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        for place in 0..<Self.places { hasher.combine(counts[place]) }
    }
}
