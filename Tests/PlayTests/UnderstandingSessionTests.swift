import Catalog
import GameCore
import Input
import Narration
import Play
import Settings
import Testing

/// What the session says of a line it understood otherwise than typed: a slip read as the
/// request it was near, said before the answer; Korean typed in the English layout, said once a
/// game after the answer; two requests, a request with words it could not place, a request said
/// not to be done, and a setting's word alone.
@Suite struct UnderstandingSessionTests {
    @Test(arguments: Language.allCases)
    func aSlipReadIsNamedBeforeTheAnswer(language: Language) {
        var game = SessionTests().session(language) { $0.delay = 0 }
        _ = game.start()
        let shown = SessionTests().shown(game.handle(.line("scroe")))
        let say = Sentences(language)
        #expect(shown.first == Narrator(language: language).readAs(RequestWords.line(.game(.score), language))[0].text)
        #expect(shown.dropFirst().first == say.scoreReport(0, 0))
    }

    @Test func theEnglishLayoutIsSaidOnceAGame() {
        var game = SessionTests().session(.ko) { $0.delay = 0 }
        _ = game.start()
        let notice = Narrator(language: .ko).latinLayout.map(\.text)
        let first = SessionTests().shown(game.handle(.line("vmffpdl")))  // 플레이: no word of the game
        #expect(!first.contains(notice[0]))
        let score = SessionTests().shown(game.handle(.line("wjatn")))  // 점수
        #expect(score.suffix(notice.count) == notice[...], "said after the answer: \(score)")
        let again = SessionTests().shown(game.handle(.line("xhdrP")))  // 통계
        #expect(!again.contains(notice[0]), "said once: \(again)")
        // A new language's reader remembers it was said.
        _ = game.handle(.line("lang en"))
        #expect(
            !SessionTests().shown(game.handle(.line("wjatn"))).contains(Narrator(language: .en).latinLayout[0].text))
    }

    @Test(arguments: Language.allCases)
    func whatIsNotDoneSaysWhatToType(language: Language) {
        var game = SessionTests().session(language) { $0.delay = 0 }
        _ = game.start()
        let narrator = Narrator(language: language)
        let before = game.game
        #expect(
            SessionTests().shown(game.handle(.line("save and quit")))
                == narrator.twoRequests(RequestWords.line(.save, language), RequestWords.line(.quit, language)).map(
                    \.text))
        #expect(
            SessionTests().shown(game.handle(.line("what beats rock")))
                == narrator.unsure(RequestWords.line(.game(.play(.rock)), language)).map(\.text))
        #expect(SessionTests().shown(game.handle(.line("don't quit"))) == narrator.negated.map(\.text))
        #expect(game.game == before, "nothing was played")
        #expect(
            SessionTests().shown(game.handle(.line("sound")))
                == narrator.aboutSetting(.sound, game.preferences).map(\.text))
    }
}
