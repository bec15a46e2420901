import GameCore
import GameCoreTestSupport
import Testing

/// Rock paper scissors lizard Spock: five moves, each beating two, as Sam Kass wrote them; the
/// computer draws from its five; another kind answers a move it lacks with what it asks.
@Suite struct LizardSpockTests {
    static let rules = Rules(kind: .lizardSpock)

    /// Sam Kass's ten, written out: scissors cuts paper, paper covers rock, rock crushes lizard,
    /// lizard poisons Spock, Spock smashes scissors, scissors decapitates lizard, lizard eats paper,
    /// paper disproves Spock, Spock vaporizes rock, rock crushes scissors.
    static let deeds: [(Move, Move)] = [
        (.scissors, .paper), (.paper, .rock), (.rock, .lizard), (.lizard, .spock), (.spock, .scissors),
        (.scissors, .lizard), (.lizard, .paper), (.paper, .spock), (.spock, .rock), (.rock, .scissors),
    ]

    @Test func everyPairIsJudgedAsSamKassWrote() {
        let moves = GameKind.lizardSpock.moves
        #expect(Set(moves) == [.rock, .paper, .scissors, .lizard, .spock])
        for player in moves {
            for computer in moves {
                let expected: Outcome =
                    player == computer
                    ? .draw : Self.deeds.contains { $0 == (player, computer) } ? .win : .loss
                #expect(Outcome(player: player, computer: computer) == expected, "\(player) against \(computer)")
                var game = Game(rules: Self.rules)
                let events = game.play(player, against: computer)
                guard case .roundPlayed(let round, _)? = events.dropFirst().first else {
                    Issue.record("\(player): \(events)")
                    continue
                }
                #expect(round.call == .lizardSpock(expected))
            }
        }
        for move in moves { #expect(moves.filter(move.beats).count == 2, "\(move) beats two") }
    }

    /// Each of the five about a fifth of the time: 50,000 rounds, a count's deviation about 89.
    @Test func theComputerDrawsFromTheFiveUniformly() {
        var game = Game(rules: Self.rules)
        var random = SplitMix64(seed: 11)
        for _ in 0..<50_000 { _ = game.apply(.play(.spock), using: &random) }
        for move in GameKind.lizardSpock.moves {
            #expect(abs(game.tally.computerMoves[move] - 10_000) < 500, "\(move)")
        }
        #expect(game.tally.playerMoves[.spock] == 50_000)
    }

    /// A move the kind does not play gets what the round asks, and changes nothing; `again` of a
    /// move another kind played is the same.
    @Test func aMoveTheKindLacksGetsWhatTheRoundAsks() {
        var game = Game()
        #expect(game.play(.lizard, against: .rock) == [.notAwaited(.hand)])
        #expect(game == Game())
        var minusOne = Game(rules: Rules(kind: .minusOne))
        #expect(minusOne.show(HandPair(.rock, .spock), against: HandPair(.rock, .rock)) == [.notAwaited(.pair)])
        var changed = Game(rules: Self.rules)
        changed.play(.spock, against: .rock)
        changed.apply(.changeRules(.freePlay))
        #expect(changed.apply(.again) == [.notAwaited(.hand)])
    }

    /// What a kind keeps between throws has one home, which a change of rules starts afresh and
    /// undo restores whole with the rest of the state.
    @Test func aKindsStateHasOneHome() {
        var game = Game(rules: Rules(kind: .mukjjippa))
        game.play(.rock, against: .scissors)
        #expect(game.state.kind == .mukjjippa(attacker: .player))
        game.apply(.changeRules(Self.rules))
        #expect(game.state.kind == .lizardSpock)
        #expect(game.state.underWay == nil)
        let before = game.state
        game.play(.lizard, against: .paper)
        game.apply(.undo)
        #expect(game.state == before)
    }

    /// The move counts are kept by move: a place each, for every move there is.
    @Test func everyMoveHasAPlaceInTheCounts() {
        var game = Game(rules: Self.rules)
        for (index, move) in GameKind.everyMove.enumerated() {
            for _ in 0...index { game.play(move, against: .rock) }
        }
        for (index, move) in GameKind.everyMove.enumerated() {
            #expect(game.tally.playerMoves[move] == index + 1, "\(move)")
        }
    }
}
