import Catalog
import GameCore
import Narration
import Play
import Settings
import Testing

/// Speech and sound programs are looked for when the voice or the cues are first wanted, not at
/// the start: the session asks the console (`lookFor`) and says nothing of the change until it
/// answers (`found`), so that with no program it says so instead of saying it is on.
@Suite struct ProgramsWhenWantedTests {
    /// A session whose console has looked for nothing yet, unless told.
    func session(_ language: Language = .en, speech: Bool? = nil, sound: Bool? = nil) -> Session {
        var preferences = Preferences(language: language)
        preferences.color = .never
        return Session(
            preferences: preferences, random: SplitMix64(seed: 1),
            capabilities: Capabilities(interactive: false, speech: speech, sound: sound))
    }

    func shown(_ effects: [Effect]) -> [String] {
        effects.flatMap { effect -> [String] in
            if case .show(let lines) = effect { lines.map(\.text) } else { [] }
        }
    }

    @Test func soundOnWaitsForTheConsoleToLookAndSaysNothingBefore() {
        var game = session()
        _ = game.start()
        #expect(game.handle(.line("sound on")) == [.lookFor(.sound)])
        #expect(game.handle(.found(.sound, true)) == [.cues(volume: 100), .show([Line("Sound on.")])])
        #expect(game.preferences.isOn(.sound))
    }

    @Test func soundOnWithNoPlayerSaysSoInsteadOfOn() {
        var game = session()
        _ = game.start()
        #expect(game.handle(.line("sound on")) == [.lookFor(.sound)])
        #expect(game.handle(.found(.sound, false)) == [.show([Line("No sound player."), Line("Install alsa-utils.")])])
        #expect(!game.preferences.isOn(.sound))
        // Looked for once: asked again, the answer is known.
        #expect(shown(game.handle(.line("sound on"))) == ["No sound player.", "Install alsa-utils."])
    }

    @Test func speakOnWaitsForTheVoiceToStart() {
        var game = session()
        _ = game.start()
        #expect(game.handle(.line("speak on")) == [.lookFor(.speak)])
        let started = game.handle(.found(.speak, true))
        #expect(started.first == .voice(Voice(language: "en", wordsPerMinute: Preferences.defaultSpeechRate)))
        #expect(shown(started) == ["Speech on."])
        // Off and on again: the voice is started by the console again, without another look.
        _ = game.handle(.line("speak off"))
        #expect(game.handle(.line("speak on")).first == .voice(Voice(language: "en", wordsPerMinute: 175)))
    }

    @Test(arguments: [(Language.en, "speak on"), (.ko, "음성 켜기")])
    func speakOnWithNoVoiceSaysSoInsteadOfOn(language: Language, typed: String) {
        var game = session(language)
        _ = game.start()
        #expect(game.handle(.line(typed)) == [.lookFor(.speak)])
        let answer = game.handle(.found(.speak, false))
        #expect(answer == [.show(Narrator(language: language).speechMissing)])
        #expect(!answer.contains { if case .voice = $0 { true } else { false } })
        #expect(!game.preferences.isOn(.speak))
    }

    /// `cues` with sound off says whether turning it on would play them, so it looks first.
    @Test func cuesWithSoundOffLooksForAPlayerFirst() {
        var game = session()
        _ = game.start()
        #expect(game.handle(.line("cues")) == [.lookFor(.sound)])
        #expect(shown(game.handle(.found(.sound, true))) == ["Sound is off; type sound on first."])
        var without = session()
        _ = without.start()
        _ = without.handle(.line("cues"))
        #expect(shown(without.handle(.found(.sound, false))) == ["No sound player.", "Install alsa-utils."])
    }

    /// Known at launch (on then), or already looked for: the change is said at once.
    @Test func whatIsKnownIsNotLookedForAgain() {
        var game = session(speech: false, sound: true)
        _ = game.start()
        #expect(shown(game.handle(.line("speak on"))) == ["No speech program.", "Install espeak-ng."])
        #expect(game.handle(.line("sound on")) == [.cues(volume: 100), .show([Line("Sound on.")])])
    }

    /// An answer nothing waits for (a console's own) changes nothing and says nothing.
    @Test func anAnswerNothingWaitsForIsQuiet() {
        var game = session()
        _ = game.start()
        #expect(game.handle(.found(.sound, true)) == [])
        #expect(!game.preferences.isOn(.sound))
    }

    /// A whole game through the loop: a console that counts its looks is asked only once the
    /// voice or the cues are wanted, once each, and each answer comes before the next line.
    @Test func aGameAsksOnlyWhenSpeechOrSoundIsWanted() {
        struct Counting: SessionHost {
            var lines: [String]
            var looks: [Switch] = []
            var shown: [String] = []
            mutating func nextInput() -> SessionInput { lines.isEmpty ? .end : .line(lines.removeFirst()) }
            mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
                var outcomes: [SessionInput] = []
                for effect in effects {
                    if case .show(let lines) = effect { shown += lines.map(\.text) }
                    if case .lookFor(let which) = effect {
                        looks.append(which)
                        outcomes.append(.found(which, which == .speak))
                    }
                }
                return outcomes
            }
        }
        let quiet = ["rock", "paper", "help", "settings", "score", "speak off", "sound off", "volume 50", "slower"]
        var loop = Loop(session: session(), host: Counting(lines: quiet))
        _ = loop.run()
        #expect(loop.host.looks == [], "looked for \(loop.host.looks) in a game that never wanted them")
        var wanting = Loop(
            session: session(),
            host: Counting(lines: ["sound on", "rock", "speak on", "speak off", "speak on", "cues"]))
        _ = wanting.run()
        #expect(wanting.host.looks == [.sound, .speak])
        let shown = wanting.host.shown
        let missing = shown.firstIndex(of: "No sound player.")
        let draw = shown.firstIndex { $0.hasPrefix("Won") || $0.hasPrefix("Lost") || $0.hasPrefix("Draw") }
        #expect(missing != nil && draw != nil && missing! < draw!, "\(shown)")
        #expect(!shown.contains("Sound on."))
        #expect(shown.filter { $0 == "Speech on." }.count == 2)
    }
}
