import GameCore
import GameCoreTestSupport
import Testing

/// Random sequences of actions, the game checked against its reference model after every step
/// (see `CheckedGame`): the sequences hand-written tests do not think of, such as undo after a
/// match-winning throw, `new` in the middle of 묵찌빠, a change of rules mid-game, again after undo.
@Suite struct GameSequenceTests {
    /// A random action, throws most often, then undo, the rest now and then; a move of any kind,
    /// so a kind is also asked for the moves it lacks.
    static func action(_ random: inout SplitMix64) -> Action {
        let move = GameKind.everyMove.randomElement(using: &random)!
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25: return .play(move)
        case 25..<35: return .show(HandPair(move, GameKind.everyMove.randomElement(using: &random)!))
        case 35..<45: return .keep(Keep.allCases.randomElement(using: &random)!)
        case 45..<60: return .again
        case 60..<80: return .undo
        case 80..<83: return .newGame
        case 83..<90:
            let kind = GameKind.allCases.randomElement(using: &random)!
            return .changeRules(Rules(kind: kind, match: [nil, 1, 3, 5, 7, 99].randomElement(using: &random)!))
        case 90..<93: return .score
        case 93..<96: return .stats
        default: return .history(limit: [1, 3, 10, .max].randomElement(using: &random)!)
        }
    }

    /// Plays `steps` random actions from `seed`; records every broken rule with the sequence so
    /// far. Returns the game as the sequence left it.
    @discardableResult
    static func play(seed: UInt64, steps: Int, rules: Rules = .freePlay, choose: (inout SplitMix64) -> Action = action)
        -> CheckedGame
    {
        var choices = SplitMix64(seed: seed)
        var computer = SplitMix64(seed: ~seed)
        var game = CheckedGame(rules: rules)
        var actions: [Action] = []
        for _ in 0..<steps {
            let action = choose(&choices)
            actions.append(action)
            let broken = game.apply(action, using: &computer).broken
            if !broken.isEmpty {
                Issue.record(
                    "seed \(seed), step \(actions.count): \(broken.joined(separator: "; ")); actions: \(actions.suffix(12))"
                )
                break
            }
        }
        return game
    }

    @Test func thousandsOfShortSequencesKeepEveryRule() {
        for seed in 0..<2_000 as Range<UInt64> {
            Self.play(
                seed: seed, steps: 50,
                rules: seed % 4 == 0
                    ? .freePlay : Rules(kind: GameKind.allCases[Int(seed) % GameKind.allCases.count], match: 3))
        }
    }

    /// Long enough for the game to forget its oldest throws; then undo back to a change of rules;
    /// and, in another game, undo back past the oldest throw the game still remembers.
    @Test func longSequencesKeepEveryRuleWhereOldThrowsAreForgotten() {
        var step = 0
        let changed = Self.play(seed: 1, steps: 1_620) { random in
            step += 1
            switch step {
            case ...1_400:
                return Int.random(in: 0..<30, using: &random) == 0
                    ? .undo : .play(GameKind.rps.moves.randomElement(using: &random)!)
            case 1_401: return .changeRules(Rules(kind: .mukjjippa, match: 5))
            case ...1_500: return .again
            default: return .undo
            }
        }
        #expect(changed.game.rounds.count < changed.game.tally.rounds - Game.roundsKept / 4)  // some were forgotten
        step = 0
        let undone = Self.play(seed: 2, steps: 2_400) { _ in
            step += 1
            return step <= 1_300 ? .play(.paper) : .undo
        }
        // Kept after 1,300 throws: the records reach their most (kept plus a quarter, plus one) and
        // drop back to `roundsKept`, over and over; what is left over since is kept too.
        let most = Game.roundsKept + Game.roundsKept / 4 + 1
        let kept = Game.roundsKept + (1_300 - most) % (most - Game.roundsKept)
        #expect(undone.game.rounds.isEmpty && undone.game.tally.rounds == 1_300 - kept)
    }

    /// The model itself, against the rules as the spec and the help state them.
    @Test func theModelFollowsTheRulesAsWritten() {
        var match = ReferenceModel(rules: Rules(match: 3))
        _ = match.play(.rock, against: .scissors)
        _ = match.play(.rock, against: .rock)
        #expect(match.figures.match == Score(player: 1, computer: 0))  // a draw does not count
        _ = match.play(.paper, against: .rock)
        #expect(match.figures.played.last?.matchEnd == Score(player: 2, computer: 0))
        #expect(match.figures.match == Score(player: 0, computer: 0) && match.figures.matchesWon == 1)
        let won = match.figures.played.last!
        let open = MatchStanding(score: Score(player: 1, computer: 0), length: 3, ended: false)
        #expect(
            match.undo() == [
                .undone(
                    won,
                    standing: Standing(score: Score(player: 1, computer: 0), winRatePercent: 50, streak: 1, match: open)
                )
            ])
        #expect(match.figures.match == Score(player: 1, computer: 0) && match.figures.matchesWon == 0)

        var muk = ReferenceModel(rules: Rules(kind: .mukjjippa))
        _ = muk.play(.rock, against: .rock)
        #expect(muk.figures.played.last?.call == .mukjjippa(.tie))
        _ = muk.play(.rock, against: .scissors)
        #expect(muk.figures.played.last?.call == .mukjjippa(.attack(.player, previous: nil)))
        _ = muk.play(.rock, against: .paper)
        #expect(muk.figures.played.last?.call == .mukjjippa(.attack(.computer, previous: .player)))
        _ = muk.play(.paper, against: .paper)
        #expect(muk.figures.played.last?.call == .mukjjippa(.attackerWins(.computer)))
        #expect(
            muk.figures.losses == 1 && muk.figures.wins == 0 && muk.figures.rounds == 4 && muk.figures.attacker == nil)
    }
}
