/// One throw as it was played, numbered from 1 within the current game, with what it did
/// under the rules.
public struct Round: Hashable, Sendable {
    public let number: Int
    public let player: Move
    public let computer: Move
    public let call: Call
    /// The final score of the match this throw ended, if it ended one.
    public let matchEnd: Score?

    public init(number: Int, player: Move, computer: Move, call: Call? = nil, matchEnd: Score? = nil) {
        self.number = number
        self.player = player
        self.computer = computer
        self.call = call ?? .game(Outcome(player: player, computer: computer))
        self.matchEnd = matchEnd
    }

    /// How the hands compare, from the player's side.
    public var outcome: Outcome { Outcome(player: player, computer: computer) }
}

/// What a throw did under the rules.
public enum Call: Hashable, Sendable {
    /// A game of rock, paper, scissors: every throw is one, won, lost or drawn.
    case game(Outcome)
    /// 묵찌빠 before anyone attacks: the same hands, thrown again.
    case tie
    /// 묵찌빠: the hands differed, and the throw's winner attacks now; `previous` attacked before
    /// the throw (`nil` for the throw that decided the first attacker).
    case attack(Side, previous: Side?)
    /// 묵찌빠: the same hands while this side attacked, who wins the game.
    case attackerWins(Side)

    /// Whether the attack passed to a side it was not with.
    public var changedAttacker: Bool {
        if case .attack(let side, let previous) = self { side != previous } else { false }
    }

    /// Whether the throw was made during an attack, when 묵찌빠's hands are called 묵, 찌, 빠.
    public var duringAttack: Bool {
        switch self {
        case .attack(_, let previous): previous != nil
        case .attackerWins: true
        case .game, .tie: false
        }
    }

    /// The game this throw decided, from the player's side; `nil` when the game goes on.
    public var decided: Outcome? {
        switch self {
        case .game(let outcome): outcome
        case .attackerWins(.player): .win
        case .attackerWins(.computer): .loss
        case .tie, .attack: nil
        }
    }
}
