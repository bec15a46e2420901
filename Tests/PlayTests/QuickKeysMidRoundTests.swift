import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Play
import Settings
import Testing

/// Quick keys met in the middle of a round of 하나빼기: turned on there, they are said as the stage
/// the round is at asks for them; a hand of a pair pressed and held is given up when a command
/// changes a setting, so the next key starts a pair of its own.
@Suite struct QuickKeysMidRoundTests {
    /// A game of 하나빼기 on a terminal with no pause, the computer showing rock every time.
    func session(_ language: Language, keys: Bool) -> Session {
        var preferences = Preferences(language: language)
        preferences.game = .minusOne
        preferences.delay = 0
        preferences.set(.on(.keys, keys))
        return Session(
            preferences: preferences, random: ForcedRandom(.rock),
            capabilities: Capabilities(interactive: true, speech: false, sound: false))
    }

    /// The texts of every line shown.
    func shown(_ effects: [Effect]) -> [String] {
        effects.flatMap { if case .show(let lines) = $0 { lines.map(\.text) } else { [String]() } }
    }

    @Test func keysTurnedOnBeforeThePairsSayTheKeysOfTwoHands() {
        var english = session(.en, keys: false)
        _ = english.start()
        #expect(shown(english.handle(.line("keys on"))) == ["Keys on.", "Two hands: 1, 2, 3. Enter to type."])
        var korean = session(.ko, keys: false)
        _ = korean.start()
        #expect(shown(korean.handle(.line("키 켜기"))) == ["키 켬.", "두 손은 1 2 3 두 번, 명령은 엔터."])
    }

    @Test func keysTurnedOnAtTheChoiceOfTheHandToKeepSayTheKeysOfTheTwo() {
        var english = session(.en, keys: false)
        _ = english.start()
        _ = english.handle(.line("rock paper"))
        #expect(shown(english.handle(.line("keys on"))) == ["Keys on.", "Keep one: rock 1, paper 2."])
        #expect(shown(english.handle(.key(Key("2")))).first?.hasPrefix("Won, paper beat rock") == true)
        var korean = session(.ko, keys: false)
        _ = korean.start()
        _ = korean.handle(.line("바위 보"))
        #expect(shown(korean.handle(.line("키 켜기"))) == ["키 켬.", "남길 손: 바위 2, 보 3."])
    }

    /// A change of rules on the command line starts the round again: the hand held goes with it.
    @Test func aChangeOfRulesGivesUpTheHandHeld() {
        var game = session(.en, keys: true)
        _ = game.start()
        #expect(shown(game.handle(.key(Key("1")))) == ["Rock; one more hand."])
        #expect(shown(game.handle(.key(.enter))) == ["Type a command."])
        #expect(shown(game.handle(.line("match 3"))) == ["Best of 3: first to 2 wins."])
        #expect(shown(game.handle(.key(Key("2")))) == ["Paper; one more hand."])
        #expect(game.game.awaiting == .pair)
    }

    /// A new language numbers the moves its own way: the hand held by the last one's number goes.
    @Test func aNewLanguageGivesUpTheHandHeld() {
        var game = session(.en, keys: true)
        _ = game.start()
        _ = game.handle(.key(Key("1")))
        _ = game.handle(.key(.enter))
        _ = game.handle(.line("korean"))
        #expect(shown(game.handle(.key(Key("2")))) == ["바위, 한 손 더."])
        #expect(game.game.awaiting == .pair)
    }
}
