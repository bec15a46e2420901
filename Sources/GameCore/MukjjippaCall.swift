/// What a throw of 묵찌빠 did: a throw of rock, paper, scissors decides who attacks (a draw is
/// thrown again); then the same hands win the game for the attacker, and other hands give the
/// attack to the throw's winner.
public enum MukjjippaCall: Hashable, Sendable {
    /// The same hands before anyone attacks: thrown again.
    case tie
    /// The hands differed, and the throw's winner attacks now; `previous` attacked before the
    /// throw (`nil` for the throw that decided the first attacker).
    case attack(Side, previous: Side?)
    /// The same hands while this side attacked: it wins the game.
    case attackerWins(Side)

    /// The call of a throw that compares as `outcome`, `attacker` attacking before it.
    init(_ outcome: Outcome, attacker: Side?) {
        switch outcome {
        case .draw: self = attacker.map(MukjjippaCall.attackerWins) ?? .tie
        case .win: self = .attack(.player, previous: attacker)
        case .loss: self = .attack(.computer, previous: attacker)
        }
    }

    /// Whether the attack passed to a side it was not with.
    public var changedAttacker: Bool {
        if case .attack(let side, let previous) = self { side != previous } else { false }
    }

    /// Whether the throw was made during an attack, when 묵찌빠's hands are called 묵, 찌, 빠.
    public var duringAttack: Bool {
        switch self {
        case .attack(_, let previous): previous != nil
        case .attackerWins: true
        case .tie: false
        }
    }

    /// The game this throw decided, from the player's side; `nil` when the game goes on.
    public var decided: Outcome? {
        switch self {
        case .attackerWins(.player): .win
        case .attackerWins(.computer): .loss
        case .tie, .attack: nil
        }
    }

    /// Who attacks after the throw: nobody once the game is decided.
    var attacker: Side? {
        switch self {
        case .attack(let side, _): side
        case .tie, .attackerWins: nil
        }
    }
}
