/// One round as it was played, numbered from 1 within the current game.
public struct Round: Hashable, Sendable {
    public let number: Int
    public let player: Move
    public let computer: Move

    public init(number: Int, player: Move, computer: Move) {
        self.number = number
        self.player = player
        self.computer = computer
    }

    public var outcome: Outcome { Outcome(player: player, computer: computer) }
}
