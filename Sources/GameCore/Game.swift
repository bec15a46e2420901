/// One game: its rules, its state and the rounds it remembers, and the only way to change them,
/// `apply(_:using:)`.
///
/// Pure: no I/O and no clock; the computer's randomness comes from the caller, so a seeded
/// generator replays a game exactly.
public struct Game: Hashable, Sendable {
    /// How many past rounds are kept for history and undo. Older rounds are forgotten in
    /// batches so a long game costs bounded memory and constant time per round.
    public static let roundsKept = 1_000

    public let rules: Rules
    public private(set) var state = GameState()
    /// Rounds still remembered, oldest first, each with the state from just before it.
    private var records: [Record] = []

    private struct Record: Hashable, Sendable {
        let round: Round
        let before: GameState
    }

    public init(rules: Rules = .freePlay) {
        self.rules = rules
    }

    public var tally: Tally { state.tally }

    /// The player's most recent move still in the game: what `again` plays.
    public var previousMove: Move? { records.last?.round.player }

    /// Remembered rounds, newest first.
    public var rounds: some Collection<Round> { records.reversed().lazy.map(\.round) }

    public mutating func apply(_ action: Action, using random: inout some RandomNumberGenerator) -> [Event] {
        switch action {
        case .play(let move):
            return play(move, using: &random)
        case .again:
            guard let move = previousMove else { return [.noPreviousMove] }
            return play(move, using: &random)
        case .undo:
            guard let last = records.popLast() else { return [.nothingToUndo] }
            state = last.before
            return [.undone(last.round, score: tally.score)]
        case .newGame:
            self = Game(rules: rules)
            return [.newGame]
        case .score:
            return [.scoreReport(tally.score)]
        case .stats:
            return [.stats(tally)]
        case .history(let limit):
            return [.history(Array(rounds.prefix(max(0, limit))), total: tally.rounds)]
        }
    }

    private mutating func play(_ move: Move, using random: inout some RandomNumberGenerator) -> [Event] {
        let computer = Move.allCases.randomElement(using: &random)!
        let round = Round(number: tally.rounds + 1, player: move, computer: computer)
        let before = state
        state.tally.record(round)
        records.append(Record(round: round, before: before))
        if records.count >= 2 * Self.roundsKept {
            records.removeFirst(records.count - Self.roundsKept)
        }

        let tally = state.tally
        let standing = Standing(score: tally.score, winRatePercent: tally.winRatePercent ?? 0, streak: tally.streak)
        var events: [Event] = [.moveChosen(move), .roundPlayed(round, standing: standing)]
        if tally.streak > before.tally.streak, tally.streak >= 2 {
            events.append(.streakGrew(length: tally.streak))
            if tally.recordToBeat >= 2, tally.streak == tally.recordToBeat + 1 {
                events.append(.newBestStreak(length: tally.streak))
            }
        } else if tally.streak < before.tally.streak, before.tally.streak >= 2 {
            events.append(.streakEnded(length: before.tally.streak))
        }
        return events
    }
}
