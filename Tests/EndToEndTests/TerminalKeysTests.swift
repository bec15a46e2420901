import Foundation
import Glibc
import TerminalKeys
import Testing

/// The keys terminals send (`TerminalKeys`, with where each is written down) pressed in quick-keys
/// mode on a pseudo-terminal, one write each, as a terminal sends a key: one answer each, never
/// two; none plays a move, quits or opens the command line, in an English game, where letters
/// are keys too (`a` again, `q` quit, ...).
@Suite(.serialized) struct TerminalKeysTests {
    /// Each key with no modifier, with Shift or with Control, of every terminal: the others are
    /// read by the same rule (`KeyReaderTests` reads them all).
    static let pressed = TerminalKeys.all.filter { sent in
        !["Alt+Control+", "Shift+Alt", "Shift+Control+", "Alt+Up", "Alt+Down", "Alt+Right", "Alt+Left"].contains {
            sent.key.hasPrefix($0)
        } && !(sent.key.hasPrefix("Alt+") && sent.kind == .sequence && sent.key.contains("F"))
    }

    static let unknown = "Press 1, 2, 3 or question mark."
    static let score = "You 0, computer 0."

    /// Each key, then the score key once it is answered: between two scores, one answer, the
    /// unknown key's, and nothing played.
    @Test func everyKeyATerminalSendsGetsOneAnswerAndPlaysNothing() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("=")
        try game.expect("\r\n\(Self.score)\r\n\(Binary.prompt)")
        for sent in Self.pressed {
            game.type(bytes: sent.bytes)
            try game.expect("\r\n\(Self.unknown)\r\n\(Binary.prompt)")
            game.type("=")
            try game.expect("\r\n\(Self.score)\r\n\(Binary.prompt)")
            let between = game.screen.components(separatedBy: Self.score).dropLast().last ?? ""
            let once = "\r\n\(Binary.prompt)\r\n\(Self.unknown)\r\n\(Binary.prompt)\r\n"
            #expect(between == once, "\(sent) was answered: \(between.debugDescription)")
        }
        for played in ["Rock.", "Won, ", "Lost, ", "Draw, ", "Press 0 again", "Type a command.", "Bye."] {
            #expect(!game.screen.contains(played), "a key did what \(played) says")
        }
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    /// After the quit key asked for a second press, a function key is no second press: the game
    /// says it goes on, and goes on.
    @Test func aFunctionKeyAfterTheQuitKeyDoesNotQuit() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0", "--lang", "ko"])
        try game.expect(Binary.prompt)
        let keys = TerminalKeys.all.filter { $0.terminal == .linux || $0.key.contains("application keypad") }
        for sent in keys {
            game.type("0")
            try game.expect("종료하려면 0을 한 번 더 누르세요.\r\n\(Binary.prompt)")
            game.type(bytes: sent.bytes)
            try game.expect("\r\n종료 안 함.\r\n\(Binary.prompt)")
        }
        #expect(game.rest(after: 0.2).isEmpty)
        game.type("2")
        try game.expect("패배, 보가 바위를 이김")
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }
}
