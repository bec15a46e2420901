/// The games the computer plays. What a kind means is reached from the kind, in exhaustive
/// switches the compiler holds complete: here what a round asks of the player and how a throw is
/// called (`Call`); in `Settings` its words, welcome, rules and help topic; in `Narration` how its
/// throws are told.
public enum GameKind: CaseIterable, Hashable, Sendable {
    /// Rock, paper, scissors: every throw is a game, won, lost or drawn.
    case rps
    /// 묵찌빠 (muk-jji-ppa): a throw of rock, paper, scissors decides who attacks (a draw is
    /// thrown again); then, when both show the same hand, the attacker wins the game, and
    /// otherwise whoever wins the throw attacks next.
    case mukjjippa

    /// What one round asks of the player, stage by stage, in order: the parser reads a line as
    /// the stage the game awaits asks, and the round is judged once the last stage is given.
    public var stages: [Stage] {
        switch self {
        case .rps, .mukjjippa: [.hand]
        }
    }

    /// What a throw of these hands does under the kind's rules, `attacker` attacking before it.
    func call(player: Move, computer: Move, attacker: Side?) -> Call {
        let outcome = Outcome(player: player, computer: computer)
        switch self {
        case .rps:
            return .rps(outcome)
        case .mukjjippa:
            return .mukjjippa(MukjjippaCall(outcome, attacker: attacker))
        }
    }
}

/// What a stage of a round asks of the player.
public enum Stage: Hashable, Sendable {
    /// One hand: rock, paper or scissors, by a word or its number.
    case hand
}
