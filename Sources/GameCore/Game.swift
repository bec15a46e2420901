/// The whole state of one game and the only way to change it: `apply(_:using:)`.
///
/// Pure: no I/O and no clock; the computer's randomness comes from the caller, so a seeded
/// generator replays a game exactly.
public struct Game: Hashable, Sendable {
    /// How many past rounds are kept for history and undo. Older rounds are forgotten in
    /// batches so a long game costs bounded memory and constant time per round.
    public static let roundsKept = 1_000

    public private(set) var tally = Tally()
    /// Rounds still remembered, oldest first, each with the tally from just before it.
    private var records: [Record] = []

    private struct Record: Hashable, Sendable {
        let round: Round
        let before: Tally
    }

    public init() {}

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
            tally = last.before
            return [.undone(last.round), .score(tally.score)]
        case .newGame:
            self = Game()
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
        let before = tally
        tally.record(round)
        records.append(Record(round: round, before: before))
        if records.count >= 2 * Self.roundsKept {
            records.removeFirst(records.count - Self.roundsKept)
        }

        var events: [Event] = [.moveChosen(move), .roundPlayed(round), .score(tally.score)]
        if tally.streak > before.streak, tally.streak >= 2 {
            events.append(.streakGrew(length: tally.streak))
            if tally.recordToBeat >= 2, tally.streak == tally.recordToBeat + 1 {
                events.append(.newBestStreak(length: tally.streak))
            }
        } else if tally.streak < before.streak, before.streak >= 2 {
            events.append(.streakEnded(length: before.streak))
        }
        return events
    }
}
