/// How a game is played: its configuration, chosen when it is created and kept by `new`.
public struct Rules: Hashable, Sendable {
    /// Endless single games of rock, paper, scissors: the game FR-001 to FR-011 describe.
    public static let freePlay = Rules()

    /// What each throw is a part of: a game of rock, paper, scissors or of 묵찌빠.
    public var kind: GameKind
    /// Matches of this many games, first to a majority (best of 3: first to 2), or `nil` for
    /// endless play. Always odd, from 1 to 99 (see `Rules.matchLengths`).
    public var match: Int?

    /// The match lengths a player may choose.
    public static let matchLengths = 1...99

    public init(kind: GameKind = .rps, match: Int? = nil) {
        self.kind = kind
        self.match = match
    }

    /// Games a side must win to take a match: a majority.
    public var gamesToWinMatch: Int? { match.map(Rules.gamesToWin) }

    /// Games a side must win to take a match of `length` games: a majority (2 of 3).
    public static func gamesToWin(_ length: Int) -> Int { length / 2 + 1 }
}

/// One of the two players.
public enum Side: CaseIterable, Hashable, Sendable {
    case player, computer
}
