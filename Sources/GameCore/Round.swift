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
        self.call = call ?? .rps(Outcome(player: player, computer: computer))
        self.matchEnd = matchEnd
    }

    /// How the hands compare, from the player's side.
    public var outcome: Outcome { Outcome(player: player, computer: computer) }
}

/// What a throw did under the rules of its kind of game, one case a kind.
public enum Call: Hashable, Sendable {
    /// Rock, paper, scissors: every throw is a game, won, lost or drawn.
    case rps(Outcome)
    /// 묵찌빠: a throw that decided who attacks, or the game.
    case mukjjippa(MukjjippaCall)
    /// Minus one: the pairs shown and the hands kept; every round is a game.
    case minusOne(MinusOneCall)
    /// Rock paper scissors lizard Spock: every throw is a game, as in rock, paper, scissors; its
    /// own case, since it is told by the deed that won it.
    case lizardSpock(Outcome)

    /// The game this throw decided, from the player's side; `nil` when the game goes on.
    public var decided: Outcome? {
        switch self {
        case .rps(let outcome), .lizardSpock(let outcome): outcome
        case .mukjjippa(let call): call.decided
        case .minusOne(let call): call.outcome
        }
    }
}
