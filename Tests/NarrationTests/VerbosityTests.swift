import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Settings
import Testing

@Suite struct VerbosityTests {
    /// A short game's events, a turn at a time.
    static func turns() -> [[Event]] {
        var game = Game()
        return [(Move.rock, Move.scissors), (.rock, .scissors), (.paper, .paper), (.rock, .paper)].map {
            game.play($0.0, against: $0.1)
        }
    }

    func texts(_ language: Language, _ verbosity: Verbosity) -> [[String]] {
        let narrator = Narrator(language: language, verbosity: verbosity)
        return Self.turns().map { narrator.lines(for: $0).map(\.text) }
    }

    @Test func briefSaysEachRoundInOneLineWithBothMovesAndTheScore() {
        #expect(texts(.en, .brief) == [
            ["Win: rock beats scissors 1 to 0"],
            ["Win: rock beats scissors 2 to 0"],
            ["Draw: both paper 2 to 0"],
            ["Loss: paper beats rock 2 to 1"],
        ])
        #expect(texts(.ko, .brief) == [
            ["승리, 바위가 가위를 이김, 1 대 0"],
            ["승리, 바위가 가위를 이김, 2 대 0"],
            ["무승부, 둘 다 보, 2 대 0"],
            ["패배, 보가 바위를 이김, 2 대 1"],
        ])
    }

    @Test func verboseAddsTheWinRateAndStreakEachRound() {
        #expect(texts(.en, .verbose)[1] == [
            "Rock.", "You win, rock beats scissors.", "You lead 2 to 0.", "Win rate 100 percent, streak 2.", "2 wins in a row.",
        ])
        #expect(texts(.ko, .verbose)[3] == [
            "바위.", "패배. 보가 바위를 이깁니다.", "2 대 1 앞섬.", "승률 50퍼센트, 연승 0.", "2연승이 끝났습니다.",
        ])
    }

    @Test(arguments: Language.allCases)
    func theLengthGrowsFromBriefToNormalToVerbose(language: Language) {
        func size(_ verbosity: Verbosity) -> Int { texts(language, verbosity).joined().joined().count }
        #expect(size(.brief) < size(.normal))
        #expect(size(.normal) < size(.verbose))
    }

    @Test func milestonesAndNewBestsHaveTheirOwnSentences() {
        let en = Narrator(language: .en, verbosity: .brief)
        #expect(en.lines(for: .streakGrew(length: 3)) == [Line("Three wins in a row, a hat trick!", tone: .milestone)])
        #expect(en.lines(for: .streakGrew(length: 5)).map(\.text) == ["Five wins in a row, unstoppable!"])
        #expect(en.lines(for: .streakGrew(length: 10)).map(\.text) == ["Ten wins in a row, legendary!"])
        #expect(en.lines(for: .streakGrew(length: 4)).isEmpty)  // brief says streak news only at milestones
        #expect(en.lines(for: .newBestStreak(length: 4)) == [Line("A new best streak: 4!", tone: .newBest)])
        let ko = Narrator(language: .ko)
        #expect(ko.lines(for: .streakGrew(length: 3)).map(\.text) == ["3연승, 해트트릭입니다!"])
        #expect(ko.lines(for: .streakGrew(length: 4)).map(\.text) == ["4연승입니다."])
        #expect(ko.lines(for: .newBestStreak(length: 6)).map(\.text) == ["최고 기록 경신, 6연승!"])
    }

    @Test func theCountdownNamesTheGameInEachLanguage() {
        #expect(Narrator(language: .en).countdown.map(\.text) == ["Rock...", "Paper...", "Scissors!"])
        #expect(Narrator(language: .ko).countdown.map(\.text) == ["가위...", "바위...", "보!"])
    }
}
