import GameCore

/// A generator that makes the computer show the moves a test asks for, in order. It finds, for
/// each move, a raw value the standard library's `randomElement` maps to it among the moves the
/// computer draws from (a kind's), so tests do not depend on how that mapping works.
public struct ForcedRandom: RandomNumberGenerator {
    private var values: [UInt64]
    private var index = 0

    /// The computer shows `moves` in turn, drawing from `among` (rock, paper, scissors unless said).
    public init(_ moves: [Move], among: [Move] = GameKind.rps.moves) {
        values = moves.map { Self.value(choosing: $0, among: among) }
    }

    public init(_ move: Move, among: [Move] = GameKind.rps.moves) {
        self.init([move], among: among)
    }

    /// Minus one: the computer keeps `kept` of its two hands.
    public init(keeping kept: Keep) {
        values = [Self.value(choosing: kept, among: Keep.allCases)]
    }

    public mutating func next() -> UInt64 {
        defer { index += 1 }
        return values[index % values.count]
    }

    private struct Constant: RandomNumberGenerator {
        let value: UInt64
        mutating func next() -> UInt64 { value }
    }

    static func value<Choice: Equatable>(choosing choice: Choice, among choices: [Choice]) -> UInt64 {
        for step in 0..<64 {
            let candidate = UInt64(step) * (UInt64.max / 64) + 12_345
            var probe = Constant(value: candidate)
            if choices.randomElement(using: &probe) == choice { return candidate }
        }
        fatalError("no raw value chooses \(choice)")
    }
}

extension Game {
    /// Plays `player` against a computer that shows `computer`; returns the events.
    @discardableResult
    public mutating func play(_ player: Move, against computer: Move) -> [Event] {
        var random = ForcedRandom(computer, among: rules.kind.moves)
        return apply(.play(player), using: &random)
    }

    /// Applies an action that needs no computer move.
    @discardableResult
    public mutating func apply(_ action: Action) -> [Event] {
        var random = ForcedRandom(.rock)
        return apply(action, using: &random)
    }

    /// Minus one: shows `player` against a computer that shows `computer`; returns the events.
    @discardableResult
    public mutating func show(_ player: HandPair, against computer: HandPair) -> [Event] {
        var random = ForcedRandom([computer.first, computer.second], among: rules.kind.moves)
        return apply(.show(player), using: &random)
    }

    /// Minus one: keeps the player's `kept` hand while the computer keeps its `computerKept`.
    @discardableResult
    public mutating func keep(_ kept: Keep, computerKeeps computerKept: Keep) -> [Event] {
        var random = ForcedRandom(keeping: computerKept)
        return apply(.keep(kept), using: &random)
    }
}
