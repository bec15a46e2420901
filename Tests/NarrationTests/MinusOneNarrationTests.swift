import Catalog
import GameCore
import Narration
import Settings
import Testing

/// 하나빼기 told for the ear: both pairs in one line, the player's first as a score is said, then
/// the call players make ("하나 빼기!"); once a hand is kept, the kept hands as a throw, result first; history with the
/// pairs the hands were kept from; each stage saying what it asks.
@Suite struct MinusOneNarrationTests {
    let en = Narrator(language: .en)
    let ko = Narrator(language: .ko)
    let pairs = PairsShown(player: HandPair(.rock, .paper), computer: HandPair(.scissors, .scissors))
    let standing = Standing(score: Score(player: 1, computer: 0), winRatePercent: 100, streak: 1)

    func texts(_ narrator: Narrator, _ event: Event) -> [String] { narrator.lines(for: event).map(\.text) }

    var round: Round {
        let call = MinusOneCall(pairs: pairs, playerKept: .first, computerKept: .second)
        return Round(number: 1, player: .rock, computer: .scissors, call: .minusOne(call))
    }

    @Test func thePairsThenTheCall() {
        #expect(texts(en, .pairsShown(pairs)) == ["Rock paper to scissors scissors.", "Minus one!"])
        #expect(texts(ko, .pairsShown(pairs)) == ["바위 보 대 가위 가위.", "하나 빼기!"])
        // The line carries the hands, for the pictures beside it.
        #expect(en.lines(for: .pairsShown(pairs)).first?.tone == .pairs(pairs))
        // Brief: the pairs alone, the prompt the cue.
        #expect(
            texts(Narrator(language: .en, verbosity: .brief), .pairsShown(pairs)) == [
                "Rock paper to scissors scissors."
            ])
    }

    /// How to keep a hand, said with a game's first pairs: typed, the hands' names, then their
    /// numbers and the words for first and second; by keys, the keys.
    @Test func howToKeepSaysEveryWayTyped() {
        let pair = HandPair(.rock, .paper)
        #expect(
            en.howToKeep(from: pair).map(\.text) == [
                "Keep one: type rock or paper.", "Or type 1 or 2, first or second.",
            ])
        #expect(ko.howToKeep(from: pair).map(\.text) == ["남길 손: 바위나 보를 입력하세요.", "번호 2, 3, 첫째, 둘째도 됩니다."])
        let same = HandPair(.scissors, .scissors)
        #expect(en.howToKeep(from: same).map(\.text) == ["Keep one: type scissors.", "Or type 3, first or second."])
        #expect(ko.howToKeep(from: same).map(\.text) == ["남길 손: 가위를 입력하세요.", "번호 1, 첫째, 둘째도 됩니다."])
    }

    @Test func howToKeepByKeysSaysTheKeys() {
        let pair = HandPair(.rock, .paper)
        #expect(
            Narrator(language: .en, byKeys: true).howToKeep(from: pair).map(\.text) == ["Keep one: rock 1, paper 2."])
        #expect(Narrator(language: .ko, byKeys: true).howToKeep(from: pair).map(\.text) == ["남길 손: 바위 2, 보 3."])
    }

    @Test func theKeptHandsAreAThrowResultFirst() {
        #expect(texts(en, .roundPlayed(round, standing: standing)) == ["Won, rock beat scissors.", "Up 1 to 0."])
        #expect(texts(ko, .roundPlayed(round, standing: standing)) == ["승리, 바위가 가위를 이김", "1 대 0 앞섬"])
        let draw = Round(
            number: 2, player: .paper, computer: .paper,
            call: .minusOne(
                MinusOneCall(
                    pairs: PairsShown(player: HandPair(.paper, .rock), computer: HandPair(.paper, .paper)),
                    playerKept: .first, computerKept: .second)))
        #expect(texts(en, .roundPlayed(draw, standing: standing)).first == "Draw, both paper.")
    }

    @Test func historyTellsThePairsTheHandsWereKeptFrom() {
        #expect(
            texts(en, .history([round], total: 1)) == [
                "Your only round:", "1, you won: rock beat scissors.", "Rock paper to scissors scissors.",
            ])
        #expect(texts(ko, .history([round], total: 1)).last == "바위 보 대 가위 가위.")
    }

    /// What each stage asks, said after a line that does not fit it and at the welcome.
    @Test func eachStageSaysWhatItAsks() {
        #expect(texts(en, .notAwaited(.pair)) == ["Type two hands, as rock paper, or help."])
        #expect(texts(ko, .notAwaited(.pair)) == ["두 손을 가위 바위처럼 입력하세요."])
        #expect(texts(en, .notAwaited(.keep(HandPair(.rock, .paper)))) == ["Keep one: type rock or paper."])
        #expect(texts(ko, .notAwaited(.keep(HandPair(.rock, .paper)))) == ["남길 손: 바위나 보를 입력하세요."])
        #expect(texts(en, .notAwaited(.keep(HandPair(.rock, .rock)))) == ["Keep one: type rock."])
        #expect(texts(ko, .notAwaited(.keep(HandPair(.scissors, .scissors)))) == ["남길 손: 가위를 입력하세요."])
        #expect(
            en.welcome(Rules(kind: .minusOne)).map(\.text).prefix(2) == [
                "Rock paper scissors, minus one!", "Type two hands, as rock paper, or help.",
            ])
        #expect(ko.welcome(Rules(kind: .minusOne)).first?.text == "가위바위보 하나빼기!")
    }

    /// Chosen in the game, minus one says its rules, then what to type: its round starts with two
    /// hands, not one.
    @Test func choosingItSaysWhatToTypeNow() {
        var preferences = Preferences(language: .en)
        preferences.game = .minusOne
        #expect(
            en.changed(.game, preferences).map(\.text) == [
                "Minus one: show two hands, keep one.", "Kept hands play rock paper scissors.",
                "Type two hands, as rock paper, or help.",
            ])
        preferences.game = .mukjjippa
        #expect(en.changed(.game, preferences).count == 2, "a kind played a hand at a time needs no word on it")
    }

    @Test func takingBackThePairsAndDroppingTheRoundAreSaid() {
        #expect(
            texts(en, .pairTakenBack(pairs)) == [
                "Took back your two hands.", "Type two hands, as rock paper, or help.",
            ])
        #expect(texts(ko, .pairTakenBack(pairs)) == ["낸 두 손 취소함.", "두 손을 가위 바위처럼 입력하세요."])
        #expect(
            texts(en, .rulesChanged(.freePlay, dropped: .round)).first == "The round under way is not counted.")
        #expect(texts(ko, .newGame(roundDropped: true)).last == "이번 판은 세지 않습니다.")
    }
}
