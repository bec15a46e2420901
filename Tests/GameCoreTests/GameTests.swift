import GameCore
import GameCoreTestSupport
import Testing

@Suite struct GameTests {
    @Test func aRoundIsAcknowledgedThenRevealedThenScored() {
        var game = Game()
        let events = game.play(.rock, against: .scissors)
        #expect(
            events == [
                .moveChosen(.rock, attacker: nil),
                .roundPlayed(
                    Round(number: 1, player: .rock, computer: .scissors),
                    standing: Standing(score: Score(player: 1, computer: 0), winRatePercent: 100, streak: 1)),
            ])
    }

    @Test func scoresCountWinsForThePlayerAndLossesForTheComputer() {
        var game = Game()
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .paper)
        game.play(.rock, against: .paper)
        game.play(.rock, against: .rock)
        #expect(game.tally.score == Score(player: 1, computer: 2))
        #expect(game.tally.wins == 1)
        #expect(game.tally.losses == 2)
        #expect(game.tally.draws == 1)
        #expect(game.tally.rounds == 4)
    }

    @Test func streaksGrowOnWinsSurviveDrawsAndEndOnLosses() {
        var game = Game()
        #expect(!game.play(.rock, against: .scissors).contains { if case .streakGrew = $0 { true } else { false } })
        #expect(game.play(.paper, against: .rock).last == .streakGrew(length: 2, best: false))
        #expect(game.play(.paper, against: .paper).count == 2)  // a draw: no streak news
        #expect(game.tally.streak == 2)
        #expect(game.play(.scissors, against: .paper).last == .streakGrew(length: 3, best: false))
        #expect(game.play(.scissors, against: .rock).last == .streakEnded(length: 3))
        #expect(game.tally.streak == 0)
        #expect(game.tally.bestStreak == 3)
        game.play(.rock, against: .scissors)
        #expect(game.tally.streak == 1)
        #expect(game.tally.bestStreak == 3)
    }

    @Test func aNewBestIsCalledOnlyWhenAStreakPassesAnEarlierOne() {
        var game = Game()
        for _ in 0..<4 {
            #expect(
                !game.play(.rock, against: .scissors).contains {
                    if case .streakGrew(_, best: true) = $0 { true } else { false }
                })
        }
        game.play(.rock, against: .paper)  // the first streak, 4, ends
        for _ in 0..<4 { game.play(.rock, against: .scissors) }  // ties 4: not yet a new best
        #expect(game.play(.rock, against: .scissors).last == .streakGrew(length: 5, best: true))
        // Said once, not every win.
        #expect(game.play(.rock, against: .scissors).last == .streakGrew(length: 6, best: false))
        game.apply(.undo)
        game.apply(.undo)
        // Undo restores the record to beat.
        #expect(game.play(.rock, against: .scissors).last == .streakGrew(length: 5, best: true))
    }

    @Test func aBestOfOneIsNoRecordToCelebrate() {
        var game = Game()
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .paper)
        game.play(.rock, against: .scissors)
        #expect(game.play(.rock, against: .scissors).last == .streakGrew(length: 2, best: false))
    }

    @Test func losingAfterASingleWinSaysNothingOfAStreak() {
        var game = Game()
        game.play(.rock, against: .scissors)
        #expect(game.play(.rock, against: .paper).count == 2)
    }

    @Test func winRateCountsDrawsAsPlayedAndRoundsHalfUp() {
        var game = Game()
        #expect(game.tally.winRatePercent == nil)
        game.play(.rock, against: .scissors)
        #expect(game.tally.winRatePercent == 100)
        game.play(.rock, against: .rock)
        #expect(game.tally.winRatePercent == 50)
        game.play(.rock, against: .paper)
        #expect(game.tally.winRatePercent == 33)
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .rock)
        game.play(.rock, against: .rock)
        #expect(game.tally.winRatePercent == 33)  // 2 of 6
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .scissors)
        #expect(game.tally.winRatePercent == 50)  // 4 of 8
        var thirds = Game()
        thirds.play(.rock, against: .scissors)
        thirds.play(.rock, against: .scissors)
        thirds.play(.rock, against: .rock)
        #expect(thirds.tally.winRatePercent == 67)  // 2 of 3 is 66.7
    }

    @Test func moveCountsAreKeptForBothSides() {
        var game = Game()
        game.play(.rock, against: .paper)
        game.play(.rock, against: .scissors)
        game.play(.scissors, against: .paper)
        #expect(game.tally.playerMoves[.rock] == 2)
        #expect(game.tally.playerMoves[.scissors] == 1)
        #expect(game.tally.playerMoves[.paper] == 0)
        #expect(game.tally.computerMoves[.paper] == 2)
        #expect(game.tally.computerMoves[.scissors] == 1)
        #expect(game.tally.computerMoves[.rock] == 0)
    }

    @Test func undoRestoresTheGameExactly() {
        var game = Game()
        game.play(.rock, against: .scissors)
        game.play(.paper, against: .rock)
        let before = game
        let events = game.play(.rock, against: .paper)  // ends a streak of 2
        #expect(events.last == .streakEnded(length: 2))
        #expect(game != before)
        #expect(
            game.apply(.undo) == [
                .undone(
                    Round(number: 3, player: .rock, computer: .paper),
                    standing: Standing(score: Score(player: 2, computer: 0), winRatePercent: 100, streak: 2))
            ])
        #expect(game == before)
        #expect(game.tally.streak == 2)
        #expect(game.previousMove == .paper)
    }

    @Test func undoTakesBackRoundAfterRoundUntilNoneIsLeft() {
        var game = Game()
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .rock)
        game.apply(.undo)
        game.apply(.undo)
        #expect(game == Game())
        #expect(game.apply(.undo) == [.nothingToUndo])
    }

    @Test func againPlaysThePreviousMoveAgainstANewComputerMove() {
        var game = Game()
        #expect(game.apply(.again) == [.noPreviousMove(.hand)])
        #expect(game == Game())
        game.play(.scissors, against: .rock)
        var random = ForcedRandom([.paper])
        let events = game.apply(.again, using: &random)
        #expect(
            events.prefix(2) == [
                .moveChosen(.scissors, attacker: nil),
                .roundPlayed(
                    Round(number: 2, player: .scissors, computer: .paper),
                    standing: Standing(score: Score(player: 1, computer: 1), winRatePercent: 50, streak: 1)),
            ])
        #expect(game.tally.rounds == 2)
    }

    @Test func newGameResetsEverythingAtOnce() {
        var game = Game()
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .scissors)
        game.play(.rock, against: .paper)
        #expect(game.apply(.newGame) == [.newGame(roundDropped: false)])
        #expect(game == Game())
        #expect(game.previousMove == nil)
        #expect(game.apply(.undo) == [.nothingToUndo])
    }

    @Test func reviewActionsReportWithoutChangingTheGame() {
        var game = Game()
        game.play(.rock, against: .scissors)
        game.play(.paper, against: .scissors)
        let before = game
        #expect(
            game.apply(.score) == [
                .scoreReport(
                    Score(player: 1, computer: 1), match: nil, matches: Score(player: 0, computer: 0), attacker: nil)
            ])
        #expect(game.apply(.stats) == [.stats(before.tally, .rps)])
        #expect(
            game.apply(.history(limit: 10)) == [
                .history(
                    [
                        Round(number: 2, player: .paper, computer: .scissors),
                        Round(number: 1, player: .rock, computer: .scissors),
                    ], total: 2)
            ])
        #expect(game == before)
    }

    @Test func historyListsNewestFirstUpToTheLimit() {
        var game = Game()
        for _ in 0..<15 { game.play(.rock, against: .paper) }
        guard case .history(let rounds, let total) = game.apply(.history(limit: 10)).first else {
            Issue.record("no history event")
            return
        }
        #expect(total == 15)
        #expect(rounds.map(\.number) == Array((6...15).reversed()))
        guard case .history(let all, _) = game.apply(.history(limit: 50)).first else {
            Issue.record("no history event for a limit past the rounds played")
            return
        }
        #expect(all.count == 15)
    }

    @Test func memoryOfPastRoundsIsBoundedButTheTallyIsNot() {
        var game = Game()
        for _ in 0..<(Game.roundsKept * 3) { game.play(.rock, against: .scissors) }
        let kept = game.rounds.count
        #expect(kept >= Game.roundsKept && kept < 2 * Game.roundsKept)
        #expect(game.rounds.first?.number == Game.roundsKept * 3)
        #expect(game.tally.rounds == Game.roundsKept * 3)
        #expect(game.tally.streak == Game.roundsKept * 3)
    }

    /// Undo takes back what is kept; the forgotten rounds still count, and history says so.
    @Test func undoingEverythingKeptLeavesTheForgottenRoundsCounted() {
        var game = Game()
        let played = Game.roundsKept + 300
        for _ in 0..<played { game.play(.rock, against: .scissors) }
        let kept = game.rounds.count
        for _ in 0..<kept { game.apply(.undo) }
        #expect(game.rounds.isEmpty)
        #expect(game.apply(.undo) == [.nothingToUndo])
        #expect(game.tally.rounds == played - kept)
        #expect(game.apply(.history(limit: 10)) == [.history([], total: played - kept)])
    }

    @Test func theSameSeedGivesTheSameComputerMoves() {
        func computerMoves(seed: UInt64) -> [Move] {
            var game = Game()
            var random = SplitMix64(seed: seed)
            return (0..<50).compactMap { _ in
                game.apply(.play(.rock), using: &random).compactMap { event -> Move? in
                    if case .roundPlayed(let round, _) = event { round.computer } else { nil }
                }.first
            }
        }
        #expect(computerMoves(seed: 42) == computerMoves(seed: 42))
        #expect(computerMoves(seed: 42) != computerMoves(seed: 43))
    }

    /// FR-002: each move about a third of the time. With 30,000 rounds the standard deviation of a
    /// count is about 82, so a band of plus or minus 500 fails only for a real bias.
    @Test func theComputerChoosesUniformly() {
        var game = Game()
        var random = SplitMix64(seed: 7)
        for _ in 0..<30_000 { _ = game.apply(.play(.rock), using: &random) }
        for move in GameKind.rps.moves {
            #expect(abs(game.tally.computerMoves[move] - 10_000) < 500)
        }
    }

    @Test func splitMix64MatchesItsPublishedSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
