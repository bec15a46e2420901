import Catalog
import GameCoreTestSupport
import Narration
import Play
import Settings
import Testing

/// A game in a web terminal (`--web`) as effects: each answer shown in one piece at once, the
/// prompt without a mark, and in Korean, whose letters come through an input method that xterm.js
/// echoes to the screen reader, the moves by number at the welcome.
@Suite struct WebTerminalSessionTests {
    func started(_ language: Language, web: Bool) -> (Session, [Effect]) {
        var preferences = Preferences(language: language, web: web)
        preferences.color = .never
        var session = Session(
            preferences: preferences, random: ForcedRandom([.scissors]),
            capabilities: Capabilities(interactive: true, speech: true, sound: true))
        let effects = session.start()
        return (session, effects)
    }

    func shown(_ effects: [Effect]) -> [[String]] {
        effects.compactMap { effect in
            if case .show(let lines) = effect { lines.map(\.text) } else { nil }
        }
    }

    @Test func theKoreanWelcomeOffersTheMovesByNumber() {
        let (_, korean) = started(.ko, web: true)
        #expect(shown(korean) == [["가위바위보.", "가위 바위 보나 도움말을 입력하세요.", "1 가위, 2 바위, 3 보를 입력하세요."]])
        let (_, english) = started(.en, web: true)
        #expect(shown(english) == [["Welcome!", "Type rock, paper, scissors or help."]], "English is typed as keys")
        let (_, elsewhere) = started(.ko, web: false)
        #expect(shown(elsewhere) == [["가위바위보.", "가위 바위 보나 도움말을 입력하세요."]])
    }

    @Test func aRoundIsOnePieceWithoutAPauseAndThePromptHasNoMark() {
        var (session, effects) = started(.en, web: true)
        #expect(effects.contains(.prompt("")))
        let round = session.handle(.line("rock"))
        #expect(!round.contains { if case .pause = $0 { true } else { false } })
        #expect(shown(round) == [["Won, rock beat scissors.", "Up 1 to 0."]])
    }
}
