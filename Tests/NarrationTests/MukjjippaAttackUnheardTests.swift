import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Settings
import Testing

/// 묵찌빠 with the attack's news turned off (`hear attack off`): each throw that begins, keeps or
/// passes the attack is still told by its hands, the throw's winner first, whoever won it, as in
/// rock, paper, scissors; once someone attacks, the hands keep their 묵찌빠 names in Korean.
@Suite struct MukjjippaAttackUnheardTests {
    /// The lines of a game of 묵찌빠 in which the player shows each hand of `shown` against the
    /// computer's, told by a narrator that does not hear the attack.
    func told(_ language: Language, _ shown: [(player: Move, computer: Move)]) -> [[String]] {
        let narrator = Narrator(language: language, hearing: Hearing([(.attack, false)]))
        var game = Game(rules: Rules(kind: .mukjjippa))
        return shown.map { hands in
            narrator.lines(for: game.play(hands.player, against: hands.computer))
                .filter { if case .attack = $0.tone { true } else { false } }.map(\.text)
        }
    }

    /// Who won each throw changes along the game: the player begins the attack, the computer takes
    /// it, keeps it, and the player takes it back.
    static let throwsOfAGame: [(player: Move, computer: Move)] = [
        (.rock, .scissors), (.rock, .paper), (.scissors, .rock), (.scissors, .paper),
    ]

    @Test func theThrowsWinnerIsNamedFirstInEnglish() {
        #expect(
            told(.en, Self.throwsOfAGame) == [
                ["Rock beat scissors."], ["Paper beat rock."], ["Rock beat scissors."], ["Scissors beat paper."],
            ])
    }

    @Test func theThrowsWinnerIsNamedFirstInKorean() {
        #expect(
            told(.ko, Self.throwsOfAGame) == [
                ["바위가 가위를 이김"], ["빠가 묵을 이김"], ["묵이 찌를 이김"], ["찌가 빠를 이김"],
            ])
    }
}
