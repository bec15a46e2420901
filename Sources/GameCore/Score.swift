/// The two scores of FR-004: rounds the player won and rounds the computer won.
public struct Score: Hashable, Sendable {
    public let player: Int
    public let computer: Int

    public init(player: Int, computer: Int) {
        self.player = player
        self.computer = computer
    }

    /// Nothing won yet, on either side.
    public static let zero = Score(player: 0, computer: 0)
}
