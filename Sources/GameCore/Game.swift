/// One game: its rules, its state and the throws it remembers, and the only way to change them,
/// `apply(_:using:)`.
///
/// Pure: no I/O and no clock; the computer's randomness comes from the caller, so a seeded
/// generator replays a game exactly.
public struct Game: Hashable, Sendable {
    /// How many past throws are kept for history and undo. Older ones are forgotten in batches
    /// of a quarter of that, so a long game costs bounded memory and constant time per throw.
    /// 250, more than anyone takes back or listens to: each keeps the state before it (about
    /// 300 bytes), and at 1,000 the records were 0.19 MB of a long game's peak memory (issue 41).
    public static let roundsKept = 250

    public private(set) var rules: Rules
    public private(set) var state: GameState
    /// Throws still remembered, oldest first, each with the state from just before it.
    private var records: [Record] = []
    /// How many of the oldest records undo may not take back: those played by other rules.
    private var undoFloor = 0

    private struct Record: Hashable, Sendable {
        let round: Round
        let before: GameState
    }

    public init(rules: Rules = .freePlay) {
        self.rules = rules
        state = GameState(kind: rules.kind)
        // Room for every record ever kept at once, asked for now: an array that grew by
        // doubling would hold its old and new storage together for a moment, the game's peak.
        records.reserveCapacity(Self.recordsAtMost)
    }

    /// The most records kept at once, just before a batch is forgotten.
    private static let recordsAtMost = roundsKept + roundsKept / 4 + 1

    public var tally: Tally { state.tally }

    /// The player's most recent move still in the game: what `again` plays.
    public var previousMove: Move? { records.last?.round.player }

    /// Minus one: the player's most recent pair still in the game, which `again` shows.
    public var previousPair: HandPair? {
        guard case .minusOne(let call)? = records.last?.round.call else { return nil }
        return call.pairs.player
    }

    /// What the round under way asks of the player next: which hand to keep once pairs are shown,
    /// else the kind's first stage.
    public var awaiting: Stage { state.kind.awaiting(rules.kind) }

    /// Remembered throws, newest first.
    public var rounds: some Collection<Round> { records.reversed().lazy.map(\.round) }

    public mutating func apply(_ action: Action, using random: inout some RandomNumberGenerator) -> [Event] {
        switch action {
        case .play(let move):
            guard awaiting.asks == .hand, takes(move) else { return [.notAwaited(awaiting)] }
            return play(move, using: &random)
        case .show(let pair):
            guard awaiting.asks == .pair, takes(pair.first), takes(pair.second) else { return [.notAwaited(awaiting)] }
            return show(pair, using: &random)
        case .keep(let kept):
            guard let pairs = state.pairs else { return [.notAwaited(awaiting)] }
            return keep(kept, of: pairs, using: &random)
        case .again:
            // The previous move as if typed: one another kind played (lizard in rock, paper,
            // scissors) gets what the round asks.
            switch awaiting.asks {
            case .hand:
                guard let move = previousMove else { return [.noPreviousMove(awaiting)] }
                return apply(.play(move), using: &random)
            case .pair:
                guard let pair = previousPair else { return [.noPreviousMove(awaiting)] }
                return apply(.show(pair), using: &random)
            case .keep:
                return [.notAwaited(awaiting)]
            }
        case .undo:
            // Between the stages of a round: the pairs shown go, and the round begins again.
            if let pairs = state.pairs {
                state.kind = .minusOne(pairs: nil)
                return [.pairTakenBack(pairs)]
            }
            guard records.count > undoFloor else { return records.isEmpty ? [.nothingToUndo] : [.undoStopsAtRules] }
            let last = records.removeLast()
            state = last.before
            return [.undone(last.round, standing: standing(matchEnded: nil))]
        case .newGame:
            let roundDropped = state.pairs != nil
            self = Game(rules: rules)
            return [.newGame(roundDropped: roundDropped)]
        case .changeRules(let new):
            guard new != rules else { return [.rulesChanged(new, dropped: nil)] }
            let dropped = state.underWay
            rules = new
            state.kind = KindState(new.kind)
            state.match = .zero
            undoFloor = records.count
            return [.rulesChanged(new, dropped: dropped)]
        case .score:
            let match = rules.match.map { MatchStanding(score: state.match, length: $0, ended: false) }
            return [.scoreReport(tally.score, match: match, matches: tally.matches, attacker: state.attacker)]
        case .stats:
            return [.stats(tally, rules.kind)]
        case .history(let limit):
            return [.history(Array(rounds.prefix(max(0, limit))), total: tally.rounds)]
        }
    }

    /// Whether the kind plays `move`: a move it lacks is answered with what the round asks.
    private func takes(_ move: Move) -> Bool { rules.kind.moves.contains(move) }

    /// One of the kind's moves, drawn at random.
    private func draw(using random: inout some RandomNumberGenerator) -> Move {
        rules.kind.moves.randomElement(using: &random)!
    }

    private mutating func play(_ move: Move, using random: inout some RandomNumberGenerator) -> [Event] {
        let computer = draw(using: &random)
        let before = state
        // Only a kind whose rounds are one throw awaits a hand.
        guard let call = rules.kind.call(player: move, computer: computer, state.kind) else {
            return [.notAwaited(awaiting)]
        }
        return judged(move, computer, call, before: before)
    }

    /// Minus one's first stage: the player's pair shown, the computer's drawn, each hand at random
    /// and on its own (the two may be the same).
    private mutating func show(_ pair: HandPair, using random: inout some RandomNumberGenerator) -> [Event] {
        let computer = HandPair(draw(using: &random), draw(using: &random))
        let pairs = PairsShown(player: pair, computer: computer)
        state.kind = .minusOne(pairs: pairs)
        return [.pairsShown(pairs)]
    }

    /// Minus one's second stage: the player keeps a hand, and the computer one of its own at the
    /// same moment, at random, whatever the player's hands and choice; the kept hands are judged.
    /// Showing the pairs changed nothing else, so the state without them is the round's start,
    /// which its record keeps for undo to take back both stages.
    private mutating func keep(_ kept: Keep, of pairs: PairsShown, using random: inout some RandomNumberGenerator)
        -> [Event]
    {
        let computerKept = Keep.allCases.randomElement(using: &random)!
        let call = MinusOneCall(pairs: pairs, playerKept: kept, computerKept: computerKept)
        state.kind = .minusOne(pairs: nil)
        return judged(pairs.player[kept], pairs.computer[computerKept], .minusOne(call), before: state)
    }

    /// A throw judged: the move named, the throw's result, and streak news; counted in the match,
    /// the tally and the record that undo takes back whole, `before` the state it restores.
    private mutating func judged(_ move: Move, _ computer: Move, _ call: Call, before: GameState) -> [Event] {
        state.kind = state.kind.after(call)
        let matchEnd = countInMatch(call.decided)
        let round = Round(number: tally.rounds + 1, player: move, computer: computer, call: call, matchEnd: matchEnd)
        state.tally.record(round)
        records.append(Record(round: round, before: before))
        if records.count == Self.recordsAtMost {
            let forgotten = records.count - Self.roundsKept
            records.removeFirst(forgotten)
            undoFloor = max(0, undoFloor - forgotten)
        }

        var events: [Event] = [
            .moveChosen(move, attacker: before.attacker), .roundPlayed(round, standing: standing(matchEnded: matchEnd)),
        ]
        let streak = state.tally.streak
        let old = before.tally.streak
        let best = tally.recordToBeat >= 2 && streak == tally.recordToBeat + 1
        // In a match its score is the news: a streak is news only at a milestone or a new best.
        if streak > old, streak >= 2, rules.match == nil || best || Milestone(length: streak) != nil {
            events.append(.streakGrew(length: streak, best: best))
        } else if streak < old, old >= 2, rules.match == nil {
            events.append(.streakEnded(length: old))
        }
        return events
    }

    /// Counts a decided game in the match; returns the match's final score when it ends, and
    /// starts the next one. Draws do not count.
    private mutating func countInMatch(_ decided: Outcome?) -> Score? {
        guard let needed = rules.gamesToWinMatch, let decided, decided != .draw else { return nil }
        let match = state.match
        let now =
            decided == .win
            ? Score(player: match.player + 1, computer: match.computer)
            : Score(player: match.player, computer: match.computer + 1)
        guard max(now.player, now.computer) == needed else {
            state.match = now
            return nil
        }
        state.match = .zero
        return now
    }

    private func standing(matchEnded: Score?) -> Standing {
        let match = rules.match.map {
            MatchStanding(score: matchEnded ?? state.match, length: $0, ended: matchEnded != nil)
        }
        return Standing(
            score: tally.score, winRatePercent: tally.winRatePercent ?? 0, streak: tally.streak, match: match)
    }
}
