/// The result of a round, always from the player's side.
public enum Outcome: CaseIterable, Hashable, Sendable {
    case win, loss, draw

    /// Judges a round by FR-003's relations: won when the player's move beats the computer's, lost
    /// when the computer's beats the player's, else (the same sign) drawn.
    public init(player: Move, computer: Move) {
        if player.beats(computer) {
            self = .win
        } else if computer.beats(player) {
            self = .loss
        } else {
            self = .draw
        }
    }
}
