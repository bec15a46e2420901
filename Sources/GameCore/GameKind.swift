/// The games the computer plays. What a kind means is reached from the kind, in exhaustive
/// switches the compiler holds complete: here the moves it plays, what a round asks of the player,
/// what it keeps between throws (`KindState`) and how a throw is called (`Call`); in `Settings` its
/// words, welcome, rules and help topic; in `Narration` how its throws are told.
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
    /// Rock paper scissors lizard Spock (Sam Kass and Karen Bryla): five moves, each beating two,
    /// every throw a game as in rock, paper, scissors.
    case lizardSpock

    /// The moves it plays: the computer draws from them, and a move it lacks is answered with what
    /// the round asks. Their numbers in each language are 1 to their count (a test holds them so).
    public var moves: [Move] {
        switch self {
        case .rps, .mukjjippa, .minusOne: [.rock, .paper, .scissors]
        case .lizardSpock: [.rock, .paper, .scissors, .lizard, .spock]
        }
    }

    /// Every move some kind plays, each once, in the order the kinds first play them: what the
    /// parser knows the words of, whatever the kind.
    public static let everyMove: [Move] = allCases.flatMap(\.moves).reduce(into: []) { moves, move in
        if !moves.contains(move) { moves.append(move) }
    }

    /// What a round asks of the player first: one hand, or in minus one a pair (then which hand
    /// to keep: `Game.awaiting` says the stage a round is at). The parser reads a line as the
    /// stage the game awaits asks, and the round is judged once the last stage is given.
    public var firstStage: Stage {
        switch self {
        case .rps, .mukjjippa, .lizardSpock: Stage(self, asks: .hand)
        case .minusOne: Stage(self, asks: .pair)
        }
    }

    /// What a throw of one hand a side does under the kind's rules, as `state` stood before it;
    /// `nil` for a kind whose round is no single throw (minus one calls its round when a hand is
    /// kept).
    func call(player: Move, computer: Move, _ state: KindState) -> Call? {
        let outcome = Outcome(player: player, computer: computer)
        switch self {
        case .rps: return .rps(outcome)
        case .mukjjippa: return .mukjjippa(MukjjippaCall(outcome, attacker: state.attacker))
        case .minusOne: return nil
        case .lizardSpock: return .lizardSpock(outcome)
        }
    }
}

/// What a round asks of the player now: which kind's moves it takes (`moves`), and how many.
public struct Stage: Hashable, Sendable {
    /// The kind of game the round is of.
    public let kind: GameKind
    public let asks: Asks

    /// How the player answers a stage.
    public enum Asks: Hashable, Sendable {
        /// One hand, by a word or its number.
        case hand
        /// Two hands at once, the same twice or not.
        case pair
        /// Which of the two hands the player showed to keep.
        case keep(HandPair)
    }

    public init(_ kind: GameKind, asks: Asks) {
        self.kind = kind
        self.asks = asks
    }

    /// The moves a hand may be at this stage: the kind's.
    public var moves: [Move] { kind.moves }
}

/// What a kind of game keeps between throws besides the score, in one value a case a kind, so
/// that undo, which restores the game's state whole, restores it too, and a change of rules
/// starts the new kind's afresh.
public enum KindState: Hashable, Sendable {
    case rps
    /// 묵찌빠: who attacks, once a throw has decided it.
    case mukjjippa(attacker: Side?)
    /// Minus one: both pairs, shown, while the player has not kept a hand.
    case minusOne(pairs: PairsShown?)
    case lizardSpock

    /// A kind's state before its first throw.
    public init(_ kind: GameKind) {
        switch kind {
        case .rps: self = .rps
        case .mukjjippa: self = .mukjjippa(attacker: nil)
        case .minusOne: self = .minusOne(pairs: nil)
        case .lizardSpock: self = .lizardSpock
        }
    }

    /// 묵찌빠: who attacks; `nil` before a throw decides it and in other games.
    public var attacker: Side? {
        if case .mukjjippa(let attacker) = self { attacker } else { nil }
    }

    /// Minus one: the pairs shown while a hand is still to be kept; `nil` in other games.
    public var pairs: PairsShown? {
        if case .minusOne(let pairs) = self { pairs } else { nil }
    }

    /// What the round under way asks of the player next: which hand to keep once pairs are shown,
    /// else the kind's first stage.
    func awaiting(_ kind: GameKind) -> Stage {
        if let pairs { return Stage(kind, asks: .keep(pairs.player)) }
        return kind.firstStage
    }

    /// The state after a throw called `call`: who attacks next in 묵찌빠; a round of minus one
    /// ends with its pairs kept.
    func after(_ call: Call) -> KindState {
        switch (self, call) {
        case (.mukjjippa, .mukjjippa(let call)): .mukjjippa(attacker: call.attacker)
        case (.minusOne, _): .minusOne(pairs: nil)
        case (.rps, _), (.mukjjippa, _), (.lizardSpock, _): self
        }
    }

    /// What a change of rules would drop of it: a round of minus one whose pairs were shown, a
    /// game of 묵찌빠 whose attack was decided; `nil` when neither is under way.
    var underWay: Dropped? {
        switch self {
        case .minusOne(_?): .round
        case .mukjjippa(_?): .game
        case .rps, .mukjjippa, .minusOne, .lizardSpock: nil
        }
    }
}
