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
    /// 가위바위보 하나빼기, rock paper scissors minus one: each side shows two hands at once, sees
    /// all four, and keeps one; the two kept are judged as in rock, paper, scissors.
    case minusOne

    /// What a round asks of the player first: one hand, or in minus one a pair (then which hand
    /// to keep: `Game.awaiting` says the stage a round is at). The parser reads a line as the
    /// stage the game awaits asks, and the round is judged once the last stage is given.
    public var firstStage: Stage {
        switch self {
        case .rps, .mukjjippa: .hand
        case .minusOne: .pair
        }
    }

    /// What a throw of one hand a side does under the kind's rules, `attacker` attacking before
    /// it; `nil` for a kind whose round is no single throw (minus one calls its round when a hand
    /// is kept).
    func call(player: Move, computer: Move, attacker: Side?) -> Call? {
        let outcome = Outcome(player: player, computer: computer)
        switch self {
        case .rps: return .rps(outcome)
        case .mukjjippa: return .mukjjippa(MukjjippaCall(outcome, attacker: attacker))
        case .minusOne: return nil
        }
    }
}

/// What a stage of a round asks of the player.
public enum Stage: Hashable, Sendable {
    /// One hand: rock, paper or scissors, by a word or its number.
    case hand
    /// Two hands at once, the same twice or not.
    case pair
    /// Which of the two hands the player showed to keep.
    case keep(HandPair)
}
