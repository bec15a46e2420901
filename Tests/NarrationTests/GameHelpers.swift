import GameCore

/// Makes the computer show a chosen move, whatever the standard library's mapping from raw
/// random values to elements is.
struct ForcedRandom: RandomNumberGenerator {
    let value: UInt64

    init(_ move: Move) {
        value = (0..<64).lazy.map { UInt64($0) * (UInt64.max / 64) + 12_345 }.first { candidate in
            var probe = Constant(value: candidate)
            return Move.allCases.randomElement(using: &probe) == move
        }!
    }

    mutating func next() -> UInt64 { value }

    private struct Constant: RandomNumberGenerator {
        let value: UInt64
        mutating func next() -> UInt64 { value }
    }
}

extension Game {
    @discardableResult
    mutating func play(_ player: Move, against computer: Move) -> [Event] {
        var random = ForcedRandom(computer)
        return apply(.play(player), using: &random)
    }
}
