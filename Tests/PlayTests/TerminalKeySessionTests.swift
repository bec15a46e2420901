import Catalog
import GameCore
import Input
import Narration
import Play
import Settings
import TerminalKeys
import Testing

/// What the session makes of each key terminals send that means nothing (`TerminalKeys`), as the
/// console hands it over: one line that names the keys, nothing played; after the quit key, one
/// line that says the game goes on, and no quit.
@Suite struct TerminalKeySessionTests {
    static func key(_ sent: TerminalKeys.Sent) -> Key { Key(String(decoding: sent.bytes.prefix(64), as: UTF8.self)) }

    @Test(arguments: Language.allCases, [GameKind.rps, .minusOne])
    func eachKeyGetsOneLineAndPlaysNothing(language: Language, kind: GameKind) {
        var game = KeySessionTests().session(language) { $0.game = kind }
        _ = game.start()
        let before = game.game
        let unknown = language == .en ? "Press 1, 2, 3 or question mark." : "1, 2, 3이나 물음표를 누르세요."
        let goesOn = language == .en ? "Not quitting." : "종료 안 함."
        for sent in TerminalKeys.all {
            let answer = KeySessionTests().shown(game.handle(.key(Self.key(sent))))
            #expect(answer.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") } == [unknown], "\(sent)")
            _ = game.handle(.key(Key("0")))
            let kept = game.handle(.key(Self.key(sent)))
            #expect(KeySessionTests().shown(kept) == [goesOn], "\(sent)")
            #expect(!kept.contains { if case .quit = $0 { true } else { false } }, "\(sent) quit")
        }
        #expect(game.game == before, "a key played")
    }
}
