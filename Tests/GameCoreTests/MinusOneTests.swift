import GameCore
import GameCoreTestSupport
import Testing

/// 하나빼기 (minus one): each side shows two hands, then keeps one, and the kept hands are judged
/// as in rock, paper, scissors. The computer is fair: its hands are drawn on their own, and the
/// hand it keeps at the moment the player keeps one, whatever the player showed or chose.
@Suite struct MinusOneTests {
    static let rules = Rules(kind: .minusOne)
    static let pairs = GameKind.minusOne.moves.flatMap { first in GameKind.minusOne.moves.map { HandPair(first, $0) } }

    @Test func everyPairAndEveryHandKeptIsJudgedAsRockPaperScissors() throws {
        for player in Self.pairs {
            for computer in Self.pairs {
                for kept in Keep.allCases {
                    for computerKept in Keep.allCases {
                        var game = Game(rules: Self.rules)
                        let shown = PairsShown(player: player, computer: computer)
                        #expect(game.show(player, against: computer) == [.pairsShown(shown)])
                        #expect(game.awaiting == .keep(player))
                        #expect(game.tally.rounds == 0, "a round counts once a hand is kept")
                        let events = game.keep(kept, computerKeeps: computerKept)
                        guard case .roundPlayed(let round, let standing) = events[1] else {
                            Issue.record("no round in \(events)")
                            continue
                        }
                        let outcome = Outcome(player: player[kept], computer: computer[computerKept])
                        #expect(events[0] == .moveChosen(player[kept], attacker: nil))
                        #expect((round.player, round.computer) == (player[kept], computer[computerKept]))
                        let call = MinusOneCall(pairs: shown, playerKept: kept, computerKept: computerKept)
                        #expect(round.call == .minusOne(call))
                        #expect(call.outcome == outcome)
                        #expect(standing.score == game.tally.score)
                        #expect(game.tally.wins + game.tally.draws + game.tally.losses == 1)
                        #expect(game.tally.draws == (outcome == .draw ? 1 : 0), "kept hands alike draw")
                        // Rock beats scissors, scissors paper, paper rock: written out, not asked of Outcome.
                        let beaten: [Move: Move] = [.rock: .scissors, .scissors: .paper, .paper: .rock]
                        let (mine, theirs) = (player[kept], computer[computerKept])
                        #expect(game.tally.wins == (beaten[mine] == theirs ? 1 : 0), "\(mine) against \(theirs)")
                        #expect(game.tally.losses == (beaten[theirs] == mine ? 1 : 0), "\(mine) against \(theirs)")
                        #expect(game.awaiting == .pair, "the next round begins, after a draw too")
                        #expect(game.state.pairs == nil)
                    }
                }
            }
        }
    }

    /// A hand where two are asked for, a hand kept before any is shown, two pairs in a row:
    /// each is answered with what the round asks, and changes nothing.
    @Test func eachStageTakesOnlyItsOwnAnswer() {
        var game = Game(rules: Self.rules)
        let fresh = game
        #expect(game.play(.rock, against: .paper) == [.notAwaited(.pair)])
        #expect(game.keep(.first, computerKeeps: .second) == [.notAwaited(.pair)])
        #expect(game.apply(.again) == [.noPreviousMove(.pair)])
        #expect(game == fresh)
        let pair = HandPair(.rock, .paper)
        game.show(pair, against: HandPair(.scissors, .scissors))
        let shown = game
        #expect(game.show(pair, against: HandPair(.rock, .rock)) == [.notAwaited(.keep(pair))])
        #expect(game.play(.rock, against: .paper) == [.notAwaited(.keep(pair))])
        #expect(game.apply(.again) == [.notAwaited(.keep(pair))], "again shows a pair, not a hand kept")
        #expect(game == shown)

        var rps = Game()
        #expect(rps.show(pair, against: pair) == [.notAwaited(.hand)])
        #expect(rps.keep(.first, computerKeeps: .first) == [.notAwaited(.hand)])
        #expect(rps == Game())
    }

    /// Undo between the stages takes back the pairs, and the round starts again; after a round,
    /// it takes back both stages at once.
    @Test func undoTakesBackThePairsThenTheWholeRound() {
        var game = Game(rules: Self.rules)
        game.show(HandPair(.rock, .rock), against: HandPair(.paper, .paper))
        game.keep(.first, computerKeeps: .first)
        let afterOne = game
        let pairs = PairsShown(player: HandPair(.rock, .paper), computer: HandPair(.scissors, .rock))
        game.show(pairs.player, against: pairs.computer)
        #expect(game.apply(.undo) == [.pairTakenBack(pairs)])
        #expect(game == afterOne)
        #expect(game.awaiting == .pair)

        game.show(pairs.player, against: pairs.computer)
        let events = game.keep(.second, computerKeeps: .first)
        guard case .roundPlayed(let round, _) = events[1] else {
            Issue.record("no round in \(events)")
            return
        }
        #expect(round.player == .paper && round.computer == .scissors)
        guard case .undone(let undone, _)? = game.apply(.undo).first else {
            Issue.record("undo took back no round")
            return
        }
        #expect(undone == round)
        #expect(game == afterOne, "both stages are taken back")
        #expect(game.apply(.undo).count == 1)
        #expect(game.apply(.undo) == [.nothingToUndo])
        #expect(game == Game(rules: Self.rules))
    }

    @Test func againShowsThePreviousPair() {
        var game = Game(rules: Self.rules)
        let pair = HandPair(.scissors, .paper)
        game.show(pair, against: HandPair(.rock, .rock))
        game.keep(.second, computerKeeps: .first)
        var random = ForcedRandom([.paper, .rock])
        #expect(
            game.apply(.again, using: &random) == [
                .pairsShown(PairsShown(player: pair, computer: HandPair(.paper, .rock)))
            ])
        #expect(game.awaiting == .keep(pair))
    }

    /// New and a change of kind drop the round whose pairs were shown, and say so.
    @Test func newAndAChangeOfKindDropTheRoundUnderWay() {
        var game = Game(rules: Self.rules)
        #expect(game.apply(.newGame) == [.newGame(roundDropped: false)])
        game.show(HandPair(.rock, .paper), against: HandPair(.rock, .paper))
        #expect(game.apply(.newGame) == [.newGame(roundDropped: true)])
        #expect(game == Game(rules: Self.rules))

        game.show(HandPair(.rock, .paper), against: HandPair(.rock, .paper))
        #expect(game.apply(.changeRules(.freePlay)) == [.rulesChanged(.freePlay, dropped: .round)])
        #expect(game.awaiting == .hand)
        #expect(game.tally.rounds == 0)
        #expect(game.apply(.changeRules(Self.rules)) == [.rulesChanged(Self.rules, dropped: nil)])
        #expect(game.awaiting == .pair, "a new round, the old one's pairs forgotten")
    }

    /// In a match a drawn round is played again; the match ends at its majority.
    @Test func aMatchCountsOnlyDecidedRounds() {
        var game = Game(rules: Rules(kind: .minusOne, match: 3))
        game.show(HandPair(.rock, .rock), against: HandPair(.rock, .rock))
        game.keep(.first, computerKeeps: .first)
        #expect(game.state.match == .zero, "a draw decides nothing")
        game.show(HandPair(.rock, .paper), against: HandPair(.scissors, .scissors))
        game.keep(.first, computerKeeps: .second)
        #expect(game.state.match == Score(player: 1, computer: 0))
        game.show(HandPair(.rock, .paper), against: HandPair(.scissors, .scissors))
        let events = game.keep(.first, computerKeeps: .first)
        guard case .roundPlayed(let round, let standing) = events[1] else {
            Issue.record("no round in \(events)")
            return
        }
        #expect(round.matchEnd == Score(player: 2, computer: 0))
        #expect(standing.match?.ended == true)
        #expect(game.tally.matches == Score(player: 1, computer: 0))
    }

    /// Over many seeded rounds: the computer's nine ordered pairs come equally often, each hand
    /// drawn on its own. A χ² test with 8 degrees of freedom, refused past the 0.1 % level (26.12).
    @Test func theComputersPairsAreEquallyLikely() {
        var counts: [HandPair: Int] = [:]
        var rounds = 0
        for seed in 0..<300 as Range<UInt64> {
            var random = SplitMix64(seed: seed)
            var player = SplitMix64(seed: ~seed)
            var game = Game(rules: Self.rules)
            for _ in 0..<300 {
                let shown = game.apply(.show(Self.pairs.randomElement(using: &player)!), using: &random)
                guard case .pairsShown(let pairs)? = shown.first else {
                    Issue.record("no pairs in \(shown)")
                    return
                }
                counts[pairs.computer, default: 0] += 1
                rounds += 1
                _ = game.apply(.keep(Keep.allCases.randomElement(using: &player)!), using: &random)
            }
        }
        let expected = Double(rounds) / 9
        let chiSquare = Self.pairs.reduce(0.0) { sum, pair in
            let difference = Double(counts[pair] ?? 0) - expected
            return sum + difference * difference / expected
        }
        let shares = Self.pairs.map { Double(counts[$0] ?? 0) / Double(rounds) * 100 }
        print(
            "minus one fairness: \(rounds) rounds, each of 9 pairs \(Self.range(shares)) %, χ² \(Self.rounded(chiSquare)) (8 df)"
        )
        #expect(counts.count == 9)
        #expect(chiSquare < 26.12, "\(counts)")
    }

    /// Where the computer's hands differ, it keeps the first as often as the second, whatever
    /// the player showed and kept: the share is 50 % within 1 point, and a χ² test of
    /// independence over the player's 9 pairs by 2 choices (17 degrees of freedom) is refused
    /// past the 0.1 % level (40.79).
    @Test func theComputerKeepsEitherHandWhateverThePlayerDoes() {
        var firsts: [[Int]] = Array(repeating: [0, 0], count: 18)  // [kept first, kept second]
        for seed in 0..<300 as Range<UInt64> {
            var random = SplitMix64(seed: seed &* 7 &+ 1)
            var player = SplitMix64(seed: seed &* 13 &+ 5)
            var game = Game(rules: Rules(kind: .minusOne, match: seed % 2 == 0 ? nil : 5))
            for _ in 0..<300 {
                let index = Int.random(in: 0..<9, using: &player)
                let kept = Keep.allCases.randomElement(using: &player)!
                _ = game.apply(.show(Self.pairs[index]), using: &random)
                let events = game.apply(.keep(kept), using: &random)
                guard case .roundPlayed(let round, _)? = events.dropFirst().first,
                    case .minusOne(let call) = round.call
                else {
                    Issue.record("no round in \(events)")
                    return
                }
                guard call.pairs.computer.first != call.pairs.computer.second else { continue }
                firsts[index * 2 + (kept == .first ? 0 : 1)][call.computerKept == .first ? 0 : 1] += 1
            }
        }
        let total = firsts.reduce(0) { $0 + $1[0] + $1[1] }
        let first = firsts.reduce(0) { $0 + $1[0] }
        let share = Double(first) / Double(total)
        var chiSquare = 0.0
        for row in firsts {
            let count = row[0] + row[1]
            for column in 0..<2 {
                let expected = Double(count) * Double(column == 0 ? first : total - first) / Double(total)
                let difference = Double(row[column]) - expected
                chiSquare += difference * difference / expected
            }
        }
        let byGroup = firsts.map { Double($0[0]) / Double($0[0] + $0[1]) * 100 }
        print(
            "minus one fairness: \(total) rounds with two different hands, first kept \(Self.rounded(share * 100)) %,"
                + " by the player's pair and choice \(Self.range(byGroup)) %, χ² \(Self.rounded(chiSquare)) (17 df)")
        #expect(abs(share - 0.5) < 0.01, "\(first) of \(total)")
        #expect(chiSquare < 40.79, "\(firsts)")
    }

    /// Whole games checked against the reference model at every step, with undo at both stages,
    /// again, new and changes of kind among them.
    @Test func wholeGamesWithUndoAtBothStagesKeepEveryRule() {
        for seed in 0..<600 as Range<UInt64> {
            GameSequenceTests.play(
                seed: seed, steps: 80, rules: Rules(kind: .minusOne, match: seed % 3 == 0 ? nil : 3),
                choose: Self.stages)
        }
    }

    /// Mostly the two stages' own answers, a fifth undo.
    static func stages(_ random: inout SplitMix64) -> Action {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<32: .show(pairs.randomElement(using: &random)!)
        case 32..<64: .keep(Keep.allCases.randomElement(using: &random)!)
        case 64..<84: .undo
        case 84..<92: .again
        case 92..<94: .newGame
        case 94..<96: .changeRules(Rules(kind: GameKind.allCases.randomElement(using: &random)!, match: 3))
        case 96..<98: .score
        default: .history(limit: 3)
        }
    }

    private static func rounded(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func range(_ values: [Double]) -> String {
        "\(rounded(values.min()!)) to \(rounded(values.max()!))"
    }
}
