/// Two hands shown at once, one a hand, in the order given.
public struct HandPair: Hashable, Sendable {
    public let first: Move
    public let second: Move

    public init(_ first: Move, _ second: Move) {
        self.first = first
        self.second = second
    }

    /// The hand kept.
    public subscript(kept: Keep) -> Move {
        switch kept {
        case .first: first
        case .second: second
        }
    }

    /// Which hand is `move`, the first when both are; `nil` when neither is.
    public func which(_ move: Move) -> Keep? {
        move == first ? .first : move == second ? .second : nil
    }
}

/// Which of two hands shown is kept.
public enum Keep: CaseIterable, Hashable, Sendable {
    case first, second
}

/// Both pairs of a round of minus one, once shown: the player's and the computer's.
public struct PairsShown: Hashable, Sendable {
    public let player: HandPair
    public let computer: HandPair

    public init(player: HandPair, computer: HandPair) {
        self.player = player
        self.computer = computer
    }
}

/// What a round of minus one did: both pairs, the hand each side kept, and how the kept hands
/// compare, judged as in rock, paper, scissors (the same hands draw, and the next round begins).
public struct MinusOneCall: Hashable, Sendable {
    public let pairs: PairsShown
    public let playerKept: Keep
    public let computerKept: Keep

    public init(pairs: PairsShown, playerKept: Keep, computerKept: Keep) {
        self.pairs = pairs
        self.playerKept = playerKept
        self.computerKept = computerKept
    }

    /// The game the round decided: every round is one, won, lost or drawn.
    public var outcome: Outcome { Outcome(player: pairs.player[playerKept], computer: pairs.computer[computerKept]) }
}
