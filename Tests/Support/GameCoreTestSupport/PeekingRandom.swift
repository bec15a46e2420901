import GameCore

/// A computer's source of moves that can be made to cheat: fair (its seeded generator) until the
/// test, which sees the player's choice, tells it which of the choices the game draws from to
/// take; then every number it gives until `fair()` makes the game draw that one. For showing that
/// a fairness test refuses a computer that sees the player's choice.
public struct PeekingRandom: RandomNumberGenerator {
    private var base: SplitMix64
    private var forced: UInt64?

    public init(seed: UInt64) {
        base = SplitMix64(seed: seed)
    }

    /// The game's next draw from `count` choices (of moves, pairs' hands, or which hand to keep,
    /// in the order it draws from) takes the one at `index`.
    public mutating func take(_ index: Int, of count: Int) {
        if let known = values[count]?[index] {
            forced = known
            return
        }
        let value = Self.value(choosing: index, of: count)
        values[count, default: [:]][index] = value
        forced = value
    }

    /// The raw values found so far, by the count of choices and the index chosen.
    private var values: [Int: [Int: UInt64]] = [:]

    /// Fair again.
    public mutating func fair() {
        forced = nil
    }

    public mutating func next() -> UInt64 { forced ?? base.next() }

    private struct Constant: RandomNumberGenerator {
        let value: UInt64
        mutating func next() -> UInt64 { value }
    }

    /// A raw value that the standard library's `randomElement` over `count` elements maps to the
    /// one at `index`.
    static func value(choosing index: Int, of count: Int) -> UInt64 {
        for step in 0..<1024 {
            let candidate = UInt64(step) * (UInt64.max / 1024) + 12_345
            var probe = Constant(value: candidate)
            if Array(0..<count).randomElement(using: &probe) == index { return candidate }
        }
        fatalError("no raw value chooses \(index) of \(count)")
    }
}
