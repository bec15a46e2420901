/// Everything about a game that a throw changes and undo must restore, as one value, so a
/// field added later cannot be missed by undo.
public struct GameState: Hashable, Sendable {
    /// Scores, streaks, move counts and matches.
    public internal(set) var tally = Tally()
    /// Games won by each side in the match being played; 0 to 0 between matches and without them.
    public internal(set) var match = Score.zero
    /// What the kind of game keeps between throws: 묵찌빠's attacker, minus one's pairs shown.
    public internal(set) var kind: KindState

    public init(kind: GameKind = .rps) {
        self.kind = KindState(kind)
    }

    /// 묵찌빠: who attacks, once a throw has decided it; `nil` before that and in other games.
    public var attacker: Side? { kind.attacker }
    /// Minus one: both pairs, shown, while the player has not kept a hand.
    public var pairs: PairsShown? { kind.pairs }

    /// What a change of rules would drop: the match under way (with the game in it), else what
    /// the kind has under way; `nil` when neither is.
    public var underWay: Dropped? {
        if match != .zero { return .match(match) }
        return kind.underWay
    }
}
