import Catalog
import GameCore
import Narration
import Settings
import Testing

@testable import Play

/// 하나빼기's lesson in keeping a hand: said with the pairs until a hand is kept, then never, in
/// both languages, typed and by keys; alone and through the session.
@Suite struct KeepLessonTests {
    let pairs = PairsShown(player: HandPair(.rock, .paper), computer: HandPair(.scissors, .scissors))

    var kept: Event {
        let call = MinusOneCall(pairs: pairs, playerKept: .first, computerKept: .second)
        let round = Round(number: 1, player: .rock, computer: .scissors, call: .minusOne(call))
        return .roundPlayed(
            round, standing: Standing(score: Score(player: 1, computer: 0), winRatePercent: 100, streak: 1))
    }

    @Test(arguments: Language.allCases, [false, true])
    func theLessonComesWithPairsUntilAHandIsKept(language: Language, byKeys: Bool) {
        let narrator = Narrator(language: language, byKeys: byKeys)
        var lesson = KeepLesson()
        let howTo = narrator.howToKeep(from: pairs.player)
        #expect(lesson.lines(after: [.pairsShown(pairs)], narrator) == howTo)
        // Taken back and shown again, the pairs still come with it: no hand was kept.
        #expect(lesson.lines(after: [.pairTakenBack(pairs)], narrator).isEmpty)
        #expect(lesson.lines(after: [.pairsShown(pairs)], narrator) == howTo)
        #expect(!lesson.learned)
        #expect(lesson.lines(after: [.moveChosen(.rock, attacker: nil), kept], narrator).isEmpty)
        #expect(lesson.learned)
        #expect(lesson.lines(after: [.pairsShown(pairs)], narrator).isEmpty)
    }

    /// A round of another kind teaches nothing of keeping: the lesson waits for minus one.
    @Test func aRoundOfAnotherKindIsNoKeptHand() {
        var lesson = KeepLesson()
        let narrator = Narrator(language: .en)
        let round = Round(number: 1, player: .rock, computer: .scissors)
        let standing = Standing(score: Score(player: 1, computer: 0), winRatePercent: 100, streak: 1)
        _ = lesson.lines(after: [.roundPlayed(round, standing: standing)], narrator)
        #expect(lesson.lines(after: [.pairsShown(pairs)], narrator) == narrator.howToKeep(from: pairs.player))
    }

    func session(_ language: Language) -> Session {
        SessionTests().session(language, computer: [.scissors]) { preferences in
            preferences.delay = 0
            preferences.game = .minusOne
        }
    }

    func shown(_ effects: [Effect]) -> [String] { SessionTests().shown(effects) }

    /// Typed: the first pairs say how to keep a hand, a new game's pairs too until one is kept;
    /// the pairs after a kept hand come alone, in a new game as well.
    @Test func aSessionSaysHowToKeepWithTheFirstPairsOnly() {
        var game = session(.en)
        _ = game.start()
        let first = shown(game.handle(.line("rock paper")))
        #expect(first.suffix(2) == ["Keep one: type rock or paper.", "Or type 1 or 2, first or second."], "\(first)")
        _ = game.handle(.line("first"))
        let second = shown(game.handle(.line("rock paper")))
        #expect(second.count == 2 && second.last == "Minus one!", "\(second)")
        _ = game.handle(.line("new"))
        #expect(shown(game.handle(.line("scissors paper"))).last == "Minus one!")

        var korean = session(.ko)
        _ = korean.start()
        let heard = shown(korean.handle(.line("바위 보")))
        #expect(heard.suffix(2) == ["남길 손: 바위나 보를 입력하세요.", "번호 2, 3, 첫째, 둘째도 됩니다."], "\(heard)")
        // A wrong try is answered as before, and the lesson waits for a hand kept.
        _ = korean.handle(.line("취소"))
        #expect(shown(korean.handle(.line("가위 보"))).suffix(1) == ["번호 1, 3, 첫째, 둘째도 됩니다."])
        _ = korean.handle(.line("둘째"))
        #expect(shown(korean.handle(.line("가위 보"))).last == "하나 빼기!")
    }

    /// Brief narration leaves out the call, not the lesson: it is what the player needs to go on.
    @Test func briefNarrationKeepsTheLesson() {
        var game = SessionTests().session(.en, computer: [.scissors]) { preferences in
            preferences.delay = 0
            preferences.game = .minusOne
            preferences.verbosity = .brief
        }
        _ = game.start()
        #expect(
            shown(game.handle(.line("rock rock"))).dropFirst() == [
                "Keep one: type rock.", "Or type 1, first or second.",
            ])
    }
}
