/// The result of a round, always from the player's side.
public enum Outcome: CaseIterable, Hashable, Sendable {
    case win, loss, draw

    /// Judges a round: FR-003's three relations, and a draw when both show the same sign.
    public init(player: Move, computer: Move) {
        if player == computer {
            self = .draw
        } else if player.beats == computer {
            self = .win
        } else {
            self = .loss
        }
    }
}
