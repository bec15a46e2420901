/// Everything about a game that a throw changes and undo must restore, as one value, so a
/// field added later cannot be missed by undo.
public struct GameState: Hashable, Sendable {
    /// Scores, streaks, move counts and matches.
    public internal(set) var tally = Tally()
    /// Games won by each side in the match being played; 0 to 0 between matches and without them.
    public internal(set) var match = Score.zero
    /// 묵찌빠: who attacks, once a throw has decided it; `nil` before that and in other games.
    public internal(set) var attacker: Side?
    /// Minus one: both pairs, shown, while the player has not kept a hand.
    public internal(set) var pairs: PairsShown?

    public init() {}

    /// What a change of rules would drop: the match under way (with the game in it), else a game
    /// of several throws under way; `nil` when neither is.
    public var underWay: Dropped? {
        if match != .zero { return .match(match) }
        if pairs != nil { return .round }
        return attacker == nil ? nil : .game
    }
}
