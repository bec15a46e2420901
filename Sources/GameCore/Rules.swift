/// How a game is played: its configuration, chosen when it is created and kept by `new`.
/// Today there is one way, free play: endless single rounds, each one counted.
public struct Rules: Hashable, Sendable {
    /// Endless single rounds, every round counted: the game as FR-001 to FR-011 describe it.
    public static let freePlay = Rules()

    public init() {}
}
