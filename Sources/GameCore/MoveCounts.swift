/// How often one side has shown each move.
public struct MoveCounts: Hashable, Sendable {
    public private(set) var rock = 0
    public private(set) var paper = 0
    public private(set) var scissors = 0

    public init() {}

    public subscript(move: Move) -> Int {
        switch move {
        case .rock: rock
        case .paper: paper
        case .scissors: scissors
        }
    }

    mutating func count(_ move: Move) {
        switch move {
        case .rock: rock += 1
        case .paper: paper += 1
        case .scissors: scissors += 1
        }
    }
}
