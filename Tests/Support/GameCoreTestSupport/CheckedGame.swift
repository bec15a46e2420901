import GameCore

/// A game played beside its reference model, checked after every action: the model's events and
/// figures, and the rules any sequence must keep (undo restores, tallies add up, a match ends at
/// its majority, 묵찌빠 ends on equal hands, history is bounded). Shared by the property tests
/// and the session fuzzer, so both hold the game to the same account.
public struct CheckedGame {
    public private(set) var game: Game
    public private(set) var model: ReferenceModel
    /// Up to this many kept throws, games are compared as whole values. Beyond it, as a player
    /// can observe them (state, rules, the kept throws' ends and count), and undo's restore is
    /// left to the model: so a long fuzzed game does not copy and compare a thousand throws at
    /// every step.
    public let wholeUpTo: Int
    /// Minus one: the game as it was before the pairs under way were shown, which undo after the
    /// round gives back (both its stages taken back).
    private var beforePairs: Game?

    public init(rules: Rules = .freePlay, wholeUpTo: Int = .max) {
        game = Game(rules: rules)
        model = ReferenceModel(rules: rules)
        self.wholeUpTo = wholeUpTo
    }

    /// Whether `other` is this game: the whole value, or beyond `wholeUpTo` what a player sees of it.
    public func isSame(as other: Game) -> Bool {
        game.rounds.count <= wholeUpTo ? game == other : Observed(game) == Observed(other)
    }

    /// Applies the action to the game and the model; returns the game's events and what broke,
    /// each broken rule named in a sentence.
    public mutating func apply(_ action: Action, using random: inout some RandomNumberGenerator) -> (
        events: [Event], broken: [String]
    ) {
        let observed = Observed(game)
        let before = game.rounds.count <= wholeUpTo ? game : nil
        let rules = game.rules
        let events = game.apply(action, using: &random)
        var broken: [String] = []
        func check(_ holds: Bool, _ rule: @autoclosure () -> String) { if !holds { broken.append(rule()) } }

        let awaited = model.awaiting
        var undoRestores = before
        let expected: [Event]
        switch action {
        case .play(let move):
            // A move the kind lacks is answered with what the round asks, as a hand at another stage.
            let takes = awaited.asks == .hand && awaited.moves.contains(move)
            expected = takes ? throwExpected(move, events, &broken) : [.notAwaited(awaited)]
        case .show(let pair):
            let takes = awaited.asks == .pair && [pair.first, pair.second].allSatisfy(awaited.moves.contains)
            expected = takes ? shownExpected(pair, events, &broken) : [.notAwaited(awaited)]
            if takes { beforePairs = before }
        case .keep(let kept):
            guard case .keep = awaited.asks else {
                expected = [.notAwaited(awaited)]
                break
            }
            undoRestores = beforePairs
            beforePairs = nil
            expected = keptExpected(kept, events, &broken)
        case .again:
            // The previous move as if typed: a move the kind lacks gets what the round asks.
            switch awaited.asks {
            case .hand:
                guard let move = model.previousMove else {
                    expected = [.noPreviousMove(awaited)]
                    break
                }
                expected = awaited.moves.contains(move) ? throwExpected(move, events, &broken) : [.notAwaited(awaited)]
            case .pair:
                if let pair = model.previousPair {
                    let takes = [pair.first, pair.second].allSatisfy(awaited.moves.contains)
                    expected = takes ? shownExpected(pair, events, &broken) : [.notAwaited(awaited)]
                    if takes { beforePairs = before }
                } else {
                    expected = [.noPreviousMove(awaited)]
                }
            case .keep:
                expected = [.notAwaited(awaited)]
            }
        case .undo:
            if model.pending != nil { beforePairs = nil }
            expected = model.undo()
        case .newGame:
            beforePairs = nil
            expected = model.newGame()
            check(game == Game(rules: rules), "new leaves the game as a new one")
        case .changeRules(let new):
            if new != rules { beforePairs = nil }
            expected = model.change(to: new)
            if new != rules {
                var probe = game
                let undone = probe.apply(.undo)
                check(
                    Observed(probe) == Observed(game)
                        && undone == [observed.kept == 0 ? .nothingToUndo : .undoStopsAtRules],
                    "undo does not reach back past a change of rules: \(undone)")
            }
        case .score:
            let standing = model.standing(matchEnded: nil)
            expected = [
                .scoreReport(
                    standing.score, match: standing.match,
                    matches: Score(player: model.figures.matchesWon, computer: model.figures.matchesLost),
                    attacker: model.figures.attacker)
            ]
        case .stats:
            expected = [.stats(observed.state.tally, rules.kind)]
        case .history(let limit):
            expected = [.history(Array(model.kept.reversed().prefix(max(0, limit))), total: model.figures.rounds)]
        }
        check(events == expected, "the events are the model's: \(events) instead of \(expected)")
        let changesNothing =
            switch events.first {
            case .scoreReport?, .stats?, .history?, .noPreviousMove?, .nothingToUndo?, .undoStopsAtRules?,
                .notAwaited?:
                true
            case .rulesChanged?: rules == game.rules
            case .moveChosen?, .roundPlayed?, .streakGrew?, .streakEnded?, .undone?, .newGame?, .pairsShown?,
                .pairTakenBack?, nil:
                false
            }
        if changesNothing {
            check(before.map { $0 == game } ?? (Observed(game) == observed), "\(action) leaves the game as it was")
        }
        if isThrow(events), let undoRestores { checkUndoRestores(undoRestores, &broken) }
        if case .pairsShown? = events.first, let before {
            var probe = game
            check(
                probe.apply(.undo).first.map(\.isPairTakenBack) == true && probe == before, "undo takes back the pairs")
        }
        broken += invariants()
        return (events, broken)
    }

    /// Minus one's pairs: reads the computer's pair from the game, and shows the same in the model.
    private mutating func shownExpected(_ pair: HandPair, _ events: [Event], _ broken: inout [String]) -> [Event] {
        guard case .pairsShown(let pairs)? = events.first, pairs.player == pair else {
            broken.append("the pair \(pair) was not shown: \(events)")
            return []
        }
        return model.show(pairs)
    }

    /// Minus one's kept hands: reads which the computer kept from the game, and keeps the same in
    /// the model; the kept hands are of the pairs shown.
    private mutating func keptExpected(_ kept: Keep, _ events: [Event], _ broken: inout [String]) -> [Event] {
        guard case .roundPlayed(let round, _)? = events.dropFirst().first, case .minusOne(let call) = round.call,
            let pairs = model.pending
        else {
            broken.append("keeping \(kept) played no round: \(events)")
            return []
        }
        if call.pairs != pairs || call.playerKept != kept || round.player != pairs.player[kept]
            || round.computer != pairs.computer[call.computerKept]
        {
            broken.append("the kept hands are of the pairs shown: \(round)")
        }
        return model.keep(kept, computerKept: call.computerKept)
    }

    /// A throw: reads the computer's move from the game, and plays the same hands in the model.
    private mutating func throwExpected(_ move: Move, _ events: [Event], _ broken: inout [String]) -> [Event] {
        guard case .roundPlayed(let round, _)? = events.dropFirst().first else {
            broken.append("a throw of \(move) was not played: \(events)")
            return []
        }
        let attacker = model.figures.attacker
        if !game.rules.kind.moves.contains(round.computer) {
            broken.append("the computer draws from the kind's moves: \(round)")
        }
        let expected = model.play(move, against: round.computer)
        if let end = round.matchEnd, let needed = game.rules.gamesToWinMatch {
            if max(end.player, end.computer) != needed || min(end.player, end.computer) >= needed {
                broken.append("a match ends exactly at its majority of \(needed): \(end)")
            }
        } else if round.matchEnd != nil {
            broken.append("no match ends without matches: \(round)")
        }
        if game.rules.kind == .mukjjippa {
            let ends = round.player == round.computer && attacker != nil
            if (round.call.decided != nil) != ends {
                broken.append("묵찌빠 ends only on equal hands with an attacker: \(round)")
            }
        }
        return expected
    }

    /// Undo right after a throw gives back the game from before it, whole; when the throw made
    /// the game forget its oldest throws, all but those.
    private func checkUndoRestores(_ before: Game, _ broken: inout [String]) {
        var probe = game
        _ = probe.apply(.undo)
        guard probe != before else { return }
        let forgot = before.rounds.count >= game.rounds.count
        let restored =
            probe.state == before.state && probe.rules == before.rules
            && Array(probe.rounds) == Array(before.rounds.prefix(probe.rounds.count))
        if !(forgot && restored) {
            broken.append("undo after a throw restores the game exactly (forgot old throws: \(forgot))")
        }
    }

    /// What must hold after any sequence of actions.
    private func invariants() -> [String] {
        var broken: [String] = []
        func check(_ holds: Bool, _ rule: @autoclosure () -> String) { if !holds { broken.append(rule()) } }
        let tally = game.tally
        let f = model.figures
        let state = game.state
        check(
            tally.wins == f.wins && tally.losses == f.losses && tally.draws == f.draws && tally.rounds == f.rounds,
            "the tally is the model's: \(tally) instead of \(f.wins) won, \(f.draws) drawn, \(f.losses) lost in \(f.rounds)"
        )
        check(
            tally.streak == f.streak && tally.bestStreak == f.bestStreak,
            "streaks are the model's: \(tally.streak), best \(tally.bestStreak) instead of \(f.streak), best \(f.bestStreak)"
        )
        check(
            tally.matchesWon == f.matchesWon && tally.matchesLost == f.matchesLost && state.match == f.match
                && state.attacker == f.attacker,
            "the match and the attacker are the model's: \(state) instead of \(f.match), \(String(describing: f.attacker))"
        )
        check(
            tally.wins + tally.draws + tally.losses + f.undecided == tally.rounds,
            "wins, draws and losses add up to the rounds that decided a game")
        for (side, counts, model) in [
            ("player", tally.playerMoves, f.playerMoves), ("computer", tally.computerMoves, f.computerMoves),
        ] {
            let moves = GameKind.everyMove
            check(
                moves.map { counts[$0] }.reduce(0, +) == tally.rounds, "the \(side)'s move counts add up to the rounds")
            check(moves.allSatisfy { counts[$0] == model[$0] ?? 0 }, "the \(side)'s move counts are the model's")
        }
        if let needed = game.rules.gamesToWinMatch {
            check(
                max(state.match.player, state.match.computer) < needed,
                "a match under way never reaches its majority: \(state.match)")
        } else {
            check(state.match == Score(player: 0, computer: 0), "without matches the match score stays 0 to 0")
        }
        if game.rules.kind != .mukjjippa { check(state.attacker == nil, "no attacker outside 묵찌빠") }
        check(state.pairs == model.pending, "the pairs under way are the model's")
        check(game.awaiting == model.awaiting, "the stage awaited is the model's")
        check(game.previousPair == model.previousPair, "again shows the model's previous pair")
        let kept = game.rounds.count
        let modelKept = model.kept
        check(kept <= Game.roundsKept + Game.roundsKept / 4, "history stays within its bound: \(kept) throws kept")
        // Throws are only ever added last and forgotten first, so the ends and the count say it all.
        check(
            kept == modelKept.count && game.rounds.first == modelKept.last
                && (kept > wholeUpTo || game.rounds.dropFirst(max(0, kept - 1)).first == modelKept.first),
            "the throws kept are the model's: \(kept) instead of \(modelKept.count)")
        check(game.previousMove == model.previousMove, "again plays the model's previous move")
        return broken
    }

    private func isThrow(_ events: [Event]) -> Bool {
        events.contains { if case .roundPlayed = $0 { true } else { false } }
    }
}

/// What a player can observe of a game, compared in constant time.
private struct Observed: Equatable {
    let rules: Rules
    let state: GameState
    let kept: Int
    let newest: Round?

    init(_ game: Game) {
        rules = game.rules
        state = game.state
        kept = game.rounds.count
        newest = game.rounds.first
    }
}

extension Event {
    fileprivate var isPairTakenBack: Bool {
        if case .pairTakenBack = self { true } else { false }
    }
}
