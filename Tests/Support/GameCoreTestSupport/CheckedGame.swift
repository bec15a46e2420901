import GameCore

/// A game played beside its reference model, checked after every action: the model's events and
/// figures, and the rules any sequence must keep (undo restores, tallies add up, a match ends at
/// its majority, 묵찌빠 ends on equal hands, history is bounded). Shared by the property tests
/// and the session fuzzer, so both hold the game to the same account.
public struct CheckedGame {
    public private(set) var game: Game
    public private(set) var model: ReferenceModel

    public init(rules: Rules = .freePlay) {
        game = Game(rules: rules)
        model = ReferenceModel(rules: rules)
    }

    /// Applies the action to the game and the model; returns the game's events and what broke,
    /// each broken rule named in a sentence.
    public mutating func apply(_ action: Action, using random: inout some RandomNumberGenerator) -> (events: [Event], broken: [String]) {
        let before = game
        let events = game.apply(action, using: &random)
        var broken: [String] = []
        func check(_ holds: Bool, _ rule: @autoclosure () -> String) { if !holds { broken.append(rule()) } }

        let expected: [Event]
        switch action {
        case .play(let move):
            expected = throwExpected(move, events, &broken)
        case .again:
            expected = model.previousMove.map { throwExpected($0, events, &broken) } ?? [.noPreviousMove]
        case .undo:
            expected = model.undo()
        case .newGame:
            model.newGame()
            expected = [.newGame]
            check(game == Game(rules: before.rules), "new leaves the game as a new one")
        case .changeRules(let rules):
            expected = model.change(to: rules)
            if rules != before.rules {
                var probe = game
                let undone = probe.apply(.undo)
                check(probe == game && undone == [before.rounds.isEmpty ? .nothingToUndo : .undoStopsAtRules],
                      "undo does not reach back past a change of rules: \(undone)")
            }
        case .score:
            expected = [.scoreReport(model.standing(matchEnded: nil).score, match: model.standing(matchEnded: nil).match,
                                     matches: Score(player: model.figures.matchesWon, computer: model.figures.matchesLost))]
        case .stats:
            expected = [.stats(before.tally)]
        case .history(let limit):
            expected = [.history(Array(model.kept.reversed().prefix(max(0, limit))), total: model.figures.rounds)]
        }
        check(events == expected, "the events are the model's: \(events) instead of \(expected)")
        if !isThrow(events) && !isUndo(events) && action != .newGame && !isRulesChange(action, before) {
            check(game == before, "\(action) leaves the game as it was")
        }
        if isThrow(events) { checkUndoRestores(before, &broken) }
        broken += invariants()
        return (events, broken)
    }

    /// A throw: reads the computer's move from the game, and plays the same hands in the model.
    private mutating func throwExpected(_ move: Move, _ events: [Event], _ broken: inout [String]) -> [Event] {
        guard case .roundPlayed(let round, _)? = events.dropFirst().first else {
            broken.append("a throw of \(move) was not played: \(events)")
            return []
        }
        let attacker = model.figures.attacker
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
            if (round.call.decided != nil) != ends { broken.append("묵찌빠 ends only on equal hands with an attacker: \(round)") }
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
        let restored = probe.state == before.state && probe.rules == before.rules
            && Array(probe.rounds) == Array(before.rounds.prefix(probe.rounds.count))
        if !(forgot && restored) { broken.append("undo after a throw restores the game exactly (forgot old throws: \(forgot))") }
    }

    /// What must hold after any sequence of actions.
    private func invariants() -> [String] {
        var broken: [String] = []
        func check(_ holds: Bool, _ rule: @autoclosure () -> String) { if !holds { broken.append(rule()) } }
        let tally = game.tally, f = model.figures, state = game.state
        check(tally.wins == f.wins && tally.losses == f.losses && tally.draws == f.draws && tally.rounds == f.rounds,
              "the tally is the model's: \(tally) instead of \(f.wins) won, \(f.draws) drawn, \(f.losses) lost in \(f.rounds)")
        check(tally.streak == f.streak && tally.bestStreak == f.bestStreak,
              "streaks are the model's: \(tally.streak), best \(tally.bestStreak) instead of \(f.streak), best \(f.bestStreak)")
        check(tally.matchesWon == f.matchesWon && tally.matchesLost == f.matchesLost && state.match == f.match && state.attacker == f.attacker,
              "the match and the attacker are the model's: \(state) instead of \(f.match), \(String(describing: f.attacker))")
        check(tally.wins + tally.draws + tally.losses + f.undecided == tally.rounds,
              "wins, draws and losses add up to the rounds that decided a game")
        for (side, counts, model) in [("player", tally.playerMoves, f.playerMoves), ("computer", tally.computerMoves, f.computerMoves)] {
            check(counts.rock + counts.paper + counts.scissors == tally.rounds, "the \(side)'s move counts add up to the rounds")
            check(counts.rock == model[.rock] ?? 0 && counts.paper == model[.paper] ?? 0 && counts.scissors == model[.scissors] ?? 0,
                  "the \(side)'s move counts are the model's")
        }
        if let needed = game.rules.gamesToWinMatch {
            check(max(state.match.player, state.match.computer) < needed, "a match under way never reaches its majority: \(state.match)")
        } else {
            check(state.match == Score(player: 0, computer: 0), "without matches the match score stays 0 to 0")
        }
        if game.rules.kind == .rps { check(state.attacker == nil, "no attacker outside 묵찌빠") }
        let kept = game.rounds.count, modelKept = model.kept
        check(kept <= Game.roundsKept + Game.roundsKept / 4, "history stays within its bound: \(kept) throws kept")
        // Throws are only ever added last and forgotten first, so the ends and the count say it all.
        check(kept == modelKept.count && game.rounds.first == modelKept.last && game.rounds.dropFirst(max(0, kept - 1)).first == modelKept.first,
              "the throws kept are the model's: \(kept) instead of \(modelKept.count)")
        check(game.previousMove == model.previousMove, "again plays the model's previous move")
        return broken
    }

    private func isThrow(_ events: [Event]) -> Bool {
        events.contains { if case .roundPlayed = $0 { true } else { false } }
    }

    private func isUndo(_ events: [Event]) -> Bool {
        events.contains { if case .undone = $0 { true } else { false } }
    }

    private func isRulesChange(_ action: Action, _ before: Game) -> Bool {
        if case .changeRules(let rules) = action { rules != before.rules } else { false }
    }
}
