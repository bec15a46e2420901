import GameCore
import GameCoreTestSupport
import Testing

/// 묵찌빠: the opening throw decides who attacks (a draw is thrown again); then the same hands
/// win the game for the attacker, and different hands give the attack to the throw's winner.
@Suite struct MukjjippaTests {
    static let rules = Rules(kind: .mukjjippa)

    /// A game of 묵찌빠 in which `attacker` attacks (`nil`: nobody yet).
    static func game(attacking attacker: Side?) -> Game {
        var game = Game(rules: rules)
        switch attacker {
        case .player?: game.play(.rock, against: .scissors)
        case .computer?: game.play(.rock, against: .paper)
        case nil: break
        }
        return game
    }

    static let pairs = GameKind.mukjjippa.moves.flatMap { player in GameKind.mukjjippa.moves.map { (player, $0) } }

    @Test(arguments: [Side?.none, .player, .computer])
    func everyPairInEveryState(attacker: Side?) throws {
        for (player, computer) in Self.pairs {
            var game = Self.game(attacking: attacker)
            let before = game.tally
            let events = game.play(player, against: computer)
            guard case .roundPlayed(let round, let standing) = events[1] else {
                Issue.record("no throw in \(events)")
                continue
            }
            let outcome = Outcome(player: player, computer: computer)
            switch (outcome, attacker) {
            case (.draw, nil):
                #expect(round.call == .mukjjippa(.tie))
                #expect(game.state.attacker == nil)
                #expect(game.tally.games == before.games)
            case (.draw, let side?):
                #expect(round.call == .mukjjippa(.attackerWins(side)))
                #expect(game.state.attacker == nil, "a won game starts the next from nobody attacking")
                #expect(game.tally.wins == before.wins + (side == .player ? 1 : 0))
                #expect(game.tally.losses == before.losses + (side == .computer ? 1 : 0))
                #expect(standing.score == game.tally.score)
            case (.win, _):
                #expect(round.call == .mukjjippa(.attack(.player, previous: attacker)))
                #expect(game.state.attacker == .player)
                #expect(game.tally.games == before.games, "a throw with different hands decides no game")
            case (.loss, _):
                #expect(round.call == .mukjjippa(.attack(.computer, previous: attacker)))
                #expect(game.state.attacker == .computer)
                #expect(game.tally.games == before.games)
            }
            #expect(game.tally.rounds == before.rounds + 1)
            #expect(game.tally.draws == 0, "묵찌빠 has no drawn games")
        }
    }

    @Test func aWholeGameFromTheOpeningToTheAttackersWin() {
        var game = Game(rules: Self.rules)
        #expect(
            game.play(.rock, against: .rock)[1]
                == .roundPlayed(
                    Round(number: 1, player: .rock, computer: .rock, call: .mukjjippa(.tie)),
                    standing: Standing(score: Score(player: 0, computer: 0), winRatePercent: 0, streak: 0)))
        game.play(.paper, against: .scissors)  // the computer attacks
        game.play(.rock, against: .scissors)  // the player takes the attack
        game.play(.rock, against: .scissors)  // and keeps it
        let events = game.play(.paper, against: .paper)
        #expect(
            events[1]
                == .roundPlayed(
                    Round(number: 5, player: .paper, computer: .paper, call: .mukjjippa(.attackerWins(.player))),
                    standing: Standing(score: Score(player: 1, computer: 0), winRatePercent: 100, streak: 1)))
        #expect(game.tally.rounds == 5)
        #expect(game.tally.games == 1)
        #expect(game.tally.playerMoves[.rock] == 3)
    }

    @Test func undoTakesBackOneThrowAndTheAttackerWithIt() {
        var game = Self.game(attacking: .player)
        let attacking = game
        game.play(.scissors, against: .scissors)  // the player wins the game
        #expect(game.state.attacker == nil)
        game.apply(.undo)
        #expect(game == attacking)
        #expect(game.state.attacker == .player)
        game.apply(.undo)
        #expect(game == Game(rules: Self.rules))
    }

    @Test func newGameForgetsTheAttackerAndKeepsTheRules() {
        var game = Self.game(attacking: .computer)
        game.apply(.newGame)
        #expect(game == Game(rules: Self.rules))
        #expect(game.rules.kind == .mukjjippa)
    }

    @Test func againThrowsTheSameHand() {
        var game = Self.game(attacking: .player)
        var random = ForcedRandom(.rock)
        let events = game.apply(.again, using: &random)
        #expect(events.first == .moveChosen(.rock, attacker: .player))
        #expect(game.state.attacker == nil)  // rock and rock while the player attacked: a win
        #expect(game.tally.wins == 1)
    }

    @Test func changingTheGameDropsTheOneUnderWayAndUndoStopsThere() {
        var game = Self.game(attacking: .player)
        #expect(game.apply(.changeRules(Rules(kind: .rps))) == [.rulesChanged(Rules(kind: .rps), dropped: .game)])
        #expect(game.state.attacker == nil)
        #expect(game.apply(.undo) == [.undoStopsAtRules])
        #expect(game.tally.rounds == 1, "the throw played by the old rules still counts in the statistics")
        #expect(game.apply(.changeRules(Rules(kind: .rps))) == [.rulesChanged(Rules(kind: .rps), dropped: nil)])
        game.play(.rock, against: .rock)
        #expect(game.apply(.undo).first.map { if case .undone = $0 { true } else { false } } == true)
    }

    @Test func seededGamesRepeat() {
        func throwsOf(seed: UInt64) -> [Round] {
            var game = Game(rules: Self.rules)
            var random = SplitMix64(seed: seed)
            for move in [Move.rock, .paper, .scissors, .rock, .rock, .paper] {
                _ = game.apply(.play(move), using: &random)
            }
            return Array(game.rounds)
        }
        #expect(throwsOf(seed: 11) == throwsOf(seed: 11))
        #expect(throwsOf(seed: 11) != throwsOf(seed: 12))
    }
}
