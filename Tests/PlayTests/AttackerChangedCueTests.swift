import Catalog
import GameCore
import GameCoreTestSupport
import Play
import Settings
import SoundCues
import Testing

/// 묵찌빠 with sound on: the attacker-changed cue sounds with every throw that gives the attack to
/// a side that did not hold it, the throw that decides the first attacker included, so a player
/// who listens for cues hears who attacks change; a throw that keeps the attack sounds none.
@Suite struct AttackerChangedCueTests {
    /// A game of 묵찌빠 with sound on and no pause, the computer showing `computer` in turn.
    func session(_ language: Language, _ computer: [Move]) -> Session {
        var preferences = Preferences(language: language)
        preferences.game = .mukjjippa
        preferences.delay = 0
        preferences.set(.on(.sound, true))
        return Session(
            preferences: preferences, random: ForcedRandom(computer),
            capabilities: Capabilities(interactive: false, speech: false, sound: true))
    }

    /// The cues a typed line's answer sounds, in order.
    func cues(_ game: inout Session, _ typed: String) -> [Cue] {
        game.handle(.line(typed)).compactMap { if case .cue(let cue) = $0 { cue } else { nil } }
    }

    @Test(arguments: [Language.en, .ko])
    func theCueSoundsWheneverTheAttackPassesTheFirstTimeToo(language: Language) {
        let (rock, scissors) = language == .en ? ("rock", "scissors") : ("바위", "가위")
        // A draw thrown again; the player begins the attack and keeps it; the computer takes it
        // and keeps it; the player takes it back.
        var game = session(language, [.rock, .scissors, .scissors, .paper, .paper, .paper])
        _ = game.start()
        #expect(cues(&game, rock) == [.draw], "a draw before anyone attacks")
        #expect(cues(&game, rock) == [.attackerChanged], "the first attacker decided")
        #expect(cues(&game, rock) == [], "the player keeps the attack")
        #expect(cues(&game, rock) == [.attackerChanged], "the computer takes it")
        #expect(cues(&game, rock) == [], "the computer keeps it")
        #expect(cues(&game, scissors) == [.attackerChanged], "the player takes it back")
    }

    /// The computer decides the first attack: the cue too.
    @Test func theCueSoundsWhenTheComputerAttacksFirst() {
        var game = session(.en, [.paper])
        _ = game.start()
        #expect(cues(&game, "rock") == [.attackerChanged])
    }
}
