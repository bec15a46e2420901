/// The computer's source of moves: the seeded generator or the system's, chosen at launch.
struct ComputerRandom: RandomNumberGenerator {
    var base: any RandomNumberGenerator

    mutating func next() -> UInt64 { base.next() }
}
