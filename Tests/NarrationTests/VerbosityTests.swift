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
        #expect(
            texts(.en, .brief) == [
                ["Won, rock beat scissors 1 to 0"],
                ["Won, rock beat scissors 2 to 0"],
                ["Draw, paper 2 to 0"],
                ["Lost, rock to paper 2 to 1"],
            ])
        #expect(
            texts(.ko, .brief) == [
                ["승리 바위가 가위 이김 1 대 0"],
                ["승리 바위가 가위 이김 2 대 0"],
                ["무승부 둘 다 보, 2 대 0"],
                ["패배 보가 바위 이김 2 대 1"],
            ])
    }

    @Test func verboseAddsTheWinRateAndStreakEachRound() {
        #expect(
            texts(.en, .verbose)[1] == [
                "Rock.", "Won, rock beat scissors.", "Up 2 to 0.", "100 percent won, streak 2.", "2 in a row.",
            ])
        #expect(
            texts(.ko, .verbose)[3] == [
                "바위.", "패배, 보가 바위를 이김", "2 대 1 앞섬", "승률 50퍼센트, 연승 0", "2연승에서 끊김",
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
        #expect(en.lines(for: .streakGrew(length: 3, best: false)) == [Line("Three in a row!", tone: .milestone)])
        #expect(en.lines(for: .streakGrew(length: 5, best: false)).map(\.text) == ["Five in a row!"])
        #expect(en.lines(for: .streakGrew(length: 10, best: false)).map(\.text) == ["Ten in a row!"])
        // Brief says streak news only at milestones.
        #expect(en.lines(for: .streakGrew(length: 4, best: false)).isEmpty)
        #expect(en.lines(for: .streakGrew(length: 4, best: true)) == [Line("4 in a row, a new best!", tone: .newBest)])
        // A new best that is also a milestone is said once, as the best, in the milestone's tone.
        #expect(
            en.lines(for: .streakGrew(length: 5, best: true)) == [Line("5 in a row, a new best!", tone: .milestone)])
        let ko = Narrator(language: .ko)
        #expect(ko.lines(for: .streakGrew(length: 3, best: false)).map(\.text) == ["3연승 달성!"])
        #expect(ko.lines(for: .streakGrew(length: 4, best: false)).map(\.text) == ["4연승"])
        #expect(ko.lines(for: .streakGrew(length: 6, best: true)).map(\.text) == ["6연승, 최고 기록!"])
    }

    /// In English no beat may sound like a move ("Paper. Rock... Paper... Scissors!" did);
    /// Korean keeps the chant every player knows.
    @Test func theCountdownNeverSoundsLikeAThrowInEnglish() {
        /// The beats before a throw made during an attack or not.
        func beats(_ language: Language, attacking: Bool) -> [Line] {
            Narrator(language: language).countdown(before: [.moveChosen(.rock, attacker: attacking ? .player : nil)])
        }
        for attacking in [false, true] {
            #expect(
                beats(.en, attacking: attacking).map(\.text) == ["Ready...", "Set...", "Go!"])
            let moves = GameKind.everyMove.flatMap(Vocabulary(.en).words(for:))
            for beat in beats(.en, attacking: attacking) {
                #expect(
                    !beat.text.lowercased().split { !$0.isLetter }.contains { moves.contains(String($0)) },
                    "\(beat.text)")
            }
        }
        #expect(beats(.ko, attacking: false).map(\.text) == ["가위...", "바위...", "보!"])
        // Once someone attacks in 묵찌빠, Korean players chant 묵 찌 빠.
        #expect(beats(.ko, attacking: true).map(\.text) == ["묵...", "찌...", "빠!"])
    }
}
