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
    /// 묵찌빠: the hands differed, and the throw's winner attacks now; `changed` when the
    /// attack passed to that side.
    case attack(Side, changed: Bool)
    /// 묵찌빠: the same hands while this side attacked, who wins the game.
    case attackerWins(Side)

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
