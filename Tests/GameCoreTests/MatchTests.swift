import GameCore
import GameCoreTestSupport
import Testing

/// Matches: the first side to win a majority of `length` games takes the match; draws do not
/// count; the next match starts by itself.
@Suite struct MatchTests {
    @Test(arguments: Array(stride(from: 1, through: 9, by: 2)))
    func aMatchEndsExactlyAtItsMajority(length: Int) {
        let needed = length / 2 + 1
        for playerWins in [true, false] {
            var game = Game(rules: Rules(match: length))
            // Alternate wins and losses, with a draw between, the other side always one behind.
            var ended: Score?
            var games = 0
            // A match of `length` ends within `length` counted games: a loop past it fails.
            while ended == nil, games < length {
                let win = games % 2 == 0 ? playerWins : !playerWins
                game.play(.rock, against: .rock)  // a draw: never counted
                let events = game.play(.rock, against: win ? .scissors : .paper)
                games += 1
                guard case .roundPlayed(let round, let standing)? = events.dropFirst().first else {
                    Issue.record("no throw")
                    return
                }
                ended = round.matchEnd
                guard let match = standing.match else {
                    Issue.record("a throw of a match without the match's standing")
                    return
                }
                #expect(match.ended == (ended != nil))
                #expect(max(match.score.player, match.score.computer) <= needed, "never past its majority")
                if ended == nil { #expect(game.state.match == match.score) }
            }
            guard let end = ended else {
                Issue.record("a match of \(length) did not end in \(length) games")
                return
            }
            #expect(max(end.player, end.computer) == needed)
            #expect((end.player > end.computer) == playerWins)
            #expect(games == 2 * needed - 1)
            #expect(game.tally.matchesWon == (playerWins ? 1 : 0))
            #expect(game.tally.matchesLost == (playerWins ? 0 : 1))
            #expect(game.state.match == Score(player: 0, computer: 0), "the next match starts by itself")
        }
    }

    @Test func drawsAreNeverCounted() {
        var game = Game(rules: Rules(match: 3))
        for _ in 0..<20 { game.play(.paper, against: .paper) }
        #expect(game.state.match == Score(player: 0, computer: 0))
        #expect(game.tally.draws == 20)
        #expect(game.tally.matchesWon + game.tally.matchesLost == 0)
    }

    @Test func matchPointIsOneGameAway() {
        var game = Game(rules: Rules(match: 5))
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .scissors)
        guard case .roundPlayed(_, let standing)? = game.play(.rock, against: .paper).dropFirst().first else {
            Issue.record("no throw played at 2 to 0")
            return
        }
        #expect(standing.match?.matchPoint == [.player])
        guard case .roundPlayed(_, let both)? = game.play(.rock, against: .paper).dropFirst().first else {
            Issue.record("no throw played at 2 to 1")
            return
        }
        #expect(both.match?.matchPoint == [.player, .computer])
    }

    @Test func undoReopensAMatchItsLastThrowEnded() {
        var game = Game(rules: Rules(match: 3))
        game.play(.rock, against: .scissors)
        let beforeTheEnd = game
        game.play(.rock, against: .scissors)
        #expect(game.tally.matchesWon == 1)
        game.apply(.undo)
        #expect(game == beforeTheEnd)
        #expect(game.state.match == Score(player: 1, computer: 0))
        #expect(game.tally.matchesWon == 0)
    }

    @Test func aBestOfThreeOf묵찌빠CountsGamesNotThrows() {
        var game = Game(rules: Rules(kind: .mukjjippa, match: 3))
        game.play(.rock, against: .scissors)  // the player attacks
        game.play(.rock, against: .rock)  // and wins the first game
        #expect(game.state.match == Score(player: 1, computer: 0))
        game.play(.paper, against: .rock)
        let events = game.play(.scissors, against: .scissors)
        guard case .roundPlayed(let round, _)? = events.dropFirst().first else {
            Issue.record("no throw played: \(events)")
            return
        }
        #expect(round.matchEnd == Score(player: 2, computer: 0))
        #expect(game.tally.matchesWon == 1)
        #expect(game.tally.rounds == 4)
    }

    @Test func scoreGivesTheMatchAndTheMatches() {
        var game = Game(rules: Rules(match: 3))
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .paper)
        #expect(
            game.apply(.score) == [
                .scoreReport(
                    Score(player: 2, computer: 1),
                    match: MatchStanding(score: Score(player: 0, computer: 1), length: 3, ended: false),
                    matches: Score(player: 1, computer: 0), attacker: nil)
            ])
    }

    @Test func historyKeepsWhereEachMatchEnded() {
        var game = Game(rules: Rules(match: 1))
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .rock)
        guard case .history(let rounds, _) = game.apply(.history(limit: 10))[0] else {
            Issue.record("no history")
            return
        }
        #expect(rounds.map(\.matchEnd) == [nil, Score(player: 1, computer: 0)])
    }

    @Test func changingTheLengthDropsTheMatchUnderWay() {
        var game = Game(rules: Rules(match: 5))
        game.play(.rock, against: .scissors)
        #expect(
            game.apply(.changeRules(Rules(match: 3))) == [
                .rulesChanged(Rules(match: 3), dropped: .match(Score(player: 1, computer: 0)))
            ])
        #expect(game.state.match == Score(player: 0, computer: 0))
        #expect(game.tally.wins == 1, "the game won still counts")
    }
}
