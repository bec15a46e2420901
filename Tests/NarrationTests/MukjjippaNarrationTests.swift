import Catalog
import GameCore
import Narration
import Testing

/// 묵찌빠 told the way its players say it: once someone attacks, the hands are 묵, 찌, 빠 and the
/// chant is 묵 찌 빠; each throw says whether the attack began, stayed or passed; score says who
/// attacks; history uses the live lines' words.
@Suite struct MukjjippaNarrationTests {
    let en = Narrator(language: .en)
    let ko = Narrator(language: .ko)
    let standing = Standing(score: Score(player: 1, computer: 0), winRatePercent: 100, streak: 1)

    func throwOf(_ player: Move, _ computer: Move, _ call: MukjjippaCall, number: Int = 2) -> Event {
        let round = Round(number: number, player: player, computer: computer, call: .mukjjippa(call))
        return .roundPlayed(round, standing: standing)
    }

    func texts(_ narrator: Narrator, _ event: Event) -> [String] { narrator.lines(for: event).map(\.text) }

    @Test func theWelcomeNamesTheGame() {
        #expect(ko.welcome(Rules(kind: .mukjjippa)).first?.text == "묵찌빠.")
        #expect(ko.welcome(.freePlay).first?.text == "가위바위보.")
    }

    @Test func theHandsAreCalledMukJjiPpaOnceSomeoneAttacks() {
        #expect(texts(ko, .moveChosen(.rock, attacker: .player)) == ["묵."])
        #expect(texts(ko, .moveChosen(.paper, attacker: .computer)) == ["빠."])
        #expect(texts(ko, .moveChosen(.scissors, attacker: nil)) == ["가위."], "before an attack the throw is 가위바위보")
        #expect(texts(en, .moveChosen(.rock, attacker: .player)) == ["Rock."])
        // The throw that decides the first attacker was thrown as 가위바위보.
        #expect(texts(ko, throwOf(.rock, .scissors, .attack(.player, previous: nil))) == ["내 공격, 바위가 가위를 이김"])
        #expect(texts(ko, throwOf(.paper, .paper, .attackerWins(.player))) == ["승리, 내 공격에 둘 다 빠", "1 대 0 앞섬"])
        #expect(texts(ko, throwOf(.scissors, .scissors, .attackerWins(.computer))).first == "패배, 컴퓨터 공격에 둘 다 찌")
        #expect(texts(ko, throwOf(.rock, .rock, .tie)) == ["비김, 둘 다 바위, 다시 가위바위보"])
    }

    /// The one fact 묵찌빠's narration must carry: whether the attack began, stayed or passed.
    @Test func eachThrowSaysWhetherTheAttackBeganStayedOrPassed() {
        #expect(
            texts(en, throwOf(.rock, .scissors, .attack(.player, previous: nil))) == ["You attack, rock beat scissors."]
        )
        #expect(
            texts(en, throwOf(.rock, .scissors, .attack(.player, previous: .player))) == [
                "You keep it, rock beat scissors."
            ])
        #expect(
            texts(en, throwOf(.rock, .scissors, .attack(.player, previous: .computer))) == [
                "You take it, rock beat scissors."
            ])
        #expect(
            texts(en, throwOf(.scissors, .rock, .attack(.computer, previous: nil))) == [
                "Computer attacks, rock beat scissors."
            ])
        #expect(
            texts(en, throwOf(.scissors, .rock, .attack(.computer, previous: .computer))) == [
                "Computer keeps it, rock beat scissors."
            ])
        #expect(
            texts(en, throwOf(.scissors, .rock, .attack(.computer, previous: .player))) == [
                "Computer takes it, rock beat scissors."
            ])
        #expect(texts(ko, throwOf(.rock, .scissors, .attack(.player, previous: .player))) == ["계속 내 공격, 묵이 찌를 이김"])
        #expect(texts(ko, throwOf(.rock, .scissors, .attack(.player, previous: .computer))) == ["공격 가져옴, 묵이 찌를 이김"])
        #expect(
            texts(ko, throwOf(.scissors, .rock, .attack(.computer, previous: .computer))) == ["계속 컴퓨터 공격, 묵이 찌를 이김"])
        #expect(texts(ko, throwOf(.scissors, .rock, .attack(.computer, previous: .player))) == ["공격 뺏김, 묵이 찌를 이김"])
        // Only a change of attacker has the cue of one.
        let kept = en.lines(for: throwOf(.rock, .scissors, .attack(.player, previous: .player)))[0]
        #expect(kept.tone == .attack(.player, changed: false, player: .rock, computer: .scissors))
    }

    @Test func historySaysWhatTheLiveLinesSay() {
        let rounds = [
            Round(number: 4, player: .paper, computer: .paper, call: .mukjjippa(.attackerWins(.player))),
            Round(number: 3, player: .paper, computer: .rock, call: .mukjjippa(.attack(.player, previous: .computer))),
            Round(number: 2, player: .rock, computer: .paper, call: .mukjjippa(.attack(.computer, previous: nil))),
            Round(number: 1, player: .rock, computer: .rock, call: .mukjjippa(.tie)),
        ]
        #expect(
            texts(ko, .history(rounds, total: 4)) == [
                "모두 4건, 최근 순.", "4, 승리: 둘 다 빠.", "3, 내 공격: 빠가 묵 이김", "2, 컴퓨터 공격: 보가 바위 이김", "1, 비김: 둘 다 바위.",
            ])
        #expect(texts(en, .history(rounds, total: 4)).last == "1, draw: both rock.")
    }
}
