import Foundation
import Glibc
import Testing

/// Quick-keys mode (`--keys`) on a pseudo-terminal, typed at as a player would: a key answered at
/// once and never shown, Enter's typed command line with readline's editing, completion and
/// history, Escape, the hush key, a resized window, keys typed ahead, every way out with the
/// terminal restored, and a thousand keys in a row.
@Suite(.serialized) struct QuickKeysTests {
    static let restored = Int(ECHO | ICANON)

    /// The answer follows the prompt's line, whole; the key itself is never shown, so a screen
    /// reader has only its own key echo to say for it.
    @Test func aKeyIsAnsweredAtOnceAndNeverShown() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0"])
        try game.expect("Welcome!\r\nPress 1, 2, 3, or Enter to type.\r\n\(Binary.prompt)")
        game.type("1")
        try game.expect("\r\nLost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("=")
        try game.expect("\r\nYou 0, computer 1.\r\n\(Binary.prompt)")
        game.type("x")
        try game.expect("\r\nPress 1, 2, 3 or question mark.\r\n\(Binary.prompt)")
        game.type("0")
        try game.expect("\r\nPress 0 again to quit.\r\n\(Binary.prompt)")
        game.type("0")
        try game.expect("\r\nBye. You 0, computer 1.\r\n")
        #expect(game.exit() == 0)
        #expect(game.localModes & Self.restored == Self.restored)
        for key in ["1", "=", "x", "0"] {
            #expect(!game.screen.contains(Binary.prompt + key), "\(key) was shown")
        }
        #expect(!game.screen.contains("\r\n\r\n"), "an empty line: \(game.screen.debugDescription)")
        // Each answer right after the prompt, on a line of its own.
        let answers = ["Lost, rock to paper.", "You 0, computer 1.", "Press 1, 2, 3", "Press 0 again", "Bye."]
        for answer in answers {
            #expect(game.screen.contains(Binary.prompt + "\r\n" + answer), "\(answer)")
        }
    }

    /// A Korean game plays on digits; Hangul an input method commits, alone or with a digit after
    /// it in the same write, is one key that gets one sentence, and the digit still plays.
    @Test func aKoreanGamePlaysOnDigitsAndAnswersHangulInOneSentence() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0", "--lang", "ko"])
        try game.expect("가위바위보.\r\n손은 1 2 3, 명령은 엔터.\r\n\(Binary.prompt)")
        game.type("가나")
        try game.expect("\r\n1, 2, 3이나 물음표를 누르세요.\r\n\(Binary.prompt)")
        game.type("ㄱ1")
        // The same sentence again, with no-break spaces: Fenrir reads it as new (see `Session`).
        let again = "1, 2, 3이나 물음표를 누르세요.".replacingOccurrences(of: " ", with: "\u{A0}")
        try game.expect("\r\n\(again)\r\n\(Binary.prompt)\r\n승리, 가위가 보를 이김\r\n1 대 0 앞섬\r\n\(Binary.prompt)")
        game.type("?")
        try game.expect("가위 1 바위 2 보 3.\r\n")
        try game.expect("엔터: 명령 하나 입력하기.\r\n\(Binary.prompt)")
        game.type("0q")
        try game.expect("종료하려면 0을 한 번 더 누르세요.\r\n\(Binary.prompt)\r\n종료 안 함.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        try game.expect("\r\n끝, 나 1 대 컴퓨터 0.\r\n")
        #expect(game.exit() == 0)
        #expect(game.screen.replacingOccurrences(of: "\u{A0}", with: " ").components(separatedBy: "누르세요.").count == 4)
    }

    /// In a web terminal, where every answer is written whole with its new line, an answer to a
    /// key still starts a line of its own after the prompt's, and no empty line comes before the
    /// next prompt.
    @Test func inAWebTerminalAKeysAnswerStartsALineOfItsOwn() throws {
        let game = try PlaySession(["--keys", "--web", "--prompt", "on", "--color", "never", "--seed", "7"])
        try game.expect("Press 1, 2, 3, or Enter to type.\r\n\(Binary.prompt)")
        game.type("1")
        try game.expect("\r\nLost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("=")
        try game.expect("\r\nYou 0, computer 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        try game.expect("Bye. You 0, computer 1.\r\n")
        #expect(game.exit() == 0)
        #expect(!game.screen.contains("\r\n\r\n"), "an empty line: \(game.screen.debugDescription)")
        for answer in ["Lost, rock to paper.", "You 0, computer 1.", "Bye."] {
            #expect(game.screen.contains(Binary.prompt + "\r\n" + answer), "\(answer)")
        }
    }

    /// Enter opens one typed line with readline's editing, Tab and history; it is answered and
    /// closed; Escape drops a line half typed; an empty Enter closes it too.
    @Test func enterOpensOneCommandLineWithReadlinesEditing() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("\r")
        try game.expect("\r\nType a command.\r\n\(Binary.prompt)")
        game.type("hist\t")
        try game.expect("history")
        game.type("\r")
        try game.expect("\r\nNo rounds played yet.\r\n\(Binary.prompt)")
        game.type("2")
        try game.expect("\r\nDraw, both paper.\r\nTied 0 to 0.\r\n\(Binary.prompt)")
        game.type("\r")
        try game.expect("Type a command.\r\n\(Binary.prompt)")
        game.type("\u{1B}[A\r")  // up: history, as typed before
        try game.expect("history\r\nYour only round:")
        try game.expect(Binary.prompt)
        game.type("\r")
        try game.expect("Type a command.\r\n\(Binary.prompt)")
        game.type("sco")
        try game.expect("sco")
        game.type("\u{1B}")
        try game.expect("\r\nBack to keys.\r\n\(Binary.prompt)")
        game.type("\r")
        try game.expect("Type a command.\r\n\(Binary.prompt)")
        game.type("\r")
        try game.expect("\r\nBack to keys.\r\n\(Binary.prompt)")
        game.type("=")
        try game.expect("You 0, computer 0.\r\n\(Binary.prompt)")
        game.type("\r")
        try game.expect("Type a command.\r\n\(Binary.prompt)")
        game.type("quit\r")
        try game.expect("quit\r\nBye. You 0, computer 0.\r\n")
        #expect(game.exit() == 0)
        #expect(!game.screen.contains("You 0, computer 0.\r\n\(Binary.prompt)\r\nYou"), "Escape did not drop sco")
    }

    /// Keys pressed while the game talks wait, each answered once, in order; a command line typed
    /// ahead is read whole by readline, and the keys after it are keys again.
    @Test func keysTypedAheadAreEachAnsweredOnceInOrder() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0.5"])
        try game.expect(Binary.prompt)
        game.type("1")
        try game.expect("Rock.")
        game.type("2=\rscore\r3")
        try game.expect("Down 0 to 1.\r\n\(Binary.prompt)\r\nPaper.")
        try game.expect("Tied 1 to 1.\r\n\(Binary.prompt)\r\nYou 1, computer 1.\r\n\(Binary.prompt)")
        try game.expect(
            "\r\nType a command.\r\n\(Binary.prompt)score\r\nYou 1, computer 1.\r\n\(Binary.prompt)\r\nScissors.")
        try game.expect(Binary.prompt)
        game.type("\u{4}")
        #expect(game.exit() == 0)
        #expect(game.screen.components(separatedBy: "Type a command.").count == 2)
    }

    /// The hush key says nothing and leaves the prompt as it was; a resized window changes
    /// nothing, for keys or for the command line.
    @Test func theHushKeyAndAResizedWindowChangeNothing() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        let before = game.screen
        game.type("\u{1E}")
        for (rows, cols) in [(10, 40), (50, 200), (24, 80)] {
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(cols), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(game.master, UInt(TIOCSWINSZ), &size)
            usleep(50_000)
        }
        #expect(game.rest(after: 0.3).isEmpty)
        #expect(game.screen == before)
        game.type("1")
        try game.expect("\r\nLost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("\r")
        try game.expect("Type a command.\r\n\(Binary.prompt)")
        var size = winsize(ws_row: 20, ws_col: 30, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(game.master, UInt(TIOCSWINSZ), &size)
        usleep(50_000)
        game.type("score\r")
        try game.expect("score\r\nYou 0, computer 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    enum WayOut: String, CaseIterable, CustomTestStringConvertible {
        case quitKeys, controlD, controlC, controlCOnTheCommandLine, sigterm, sighup, quitTyped
        var testDescription: String { rawValue }
    }

    /// Every way out gives the terminal back as it was: echo and line editing on.
    @Test(arguments: WayOut.allCases)
    func everyWayOutRestoresTheTerminal(way: WayOut) throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("1")
        try game.expect("Down 0 to 1.\r\n\(Binary.prompt)")
        let status: Int32
        switch way {
        case .quitKeys:
            game.type("q")
            try game.expect("Press q again to quit.")
            game.type("q")
            status = 0
        case .controlD:
            game.type("\u{4}")
            status = 0
        case .controlC:
            game.type("\u{3}")
            status = 130
        case .controlCOnTheCommandLine:
            game.type("\r")
            try game.expect("Type a command.\r\n\(Binary.prompt)")
            game.type("sco\u{3}")
            status = 130
        case .sigterm:
            kill(game.pid, SIGTERM)
            status = 143
        case .sighup:
            kill(game.pid, SIGHUP)
            status = 129
        case .quitTyped:
            game.type("\r")
            try game.expect("Type a command.\r\n\(Binary.prompt)")
            game.type("quit\r")
            status = 0
        }
        if way != .sighup { try game.expect("Bye. You 0, computer 1.\r\n") }
        #expect(game.exit() == status)
        #expect(game.localModes & Self.restored == Self.restored)
    }

    /// NFR-001 at the touch of a key: a thousand keys in a row, typed faster than the game
    /// answers, play a thousand rounds, none lost and none doubled, in both languages.
    @Test(arguments: ["en", "ko"])
    func aThousandKeysPlayAThousandRounds(language: String) throws {
        let game = try PlaySession(["--keys", "--seed", "3", "--delay", "0", "--lang", language])
        try game.expect(Binary.prompt)
        let presses = 1_000
        let keys = (0..<presses).map { ["1", "2", "3"][$0 % 3] }
        for burst in stride(from: 0, to: presses, by: 50) {
            game.type(keys[burst..<min(burst + 50, presses)].joined())
            game.pump(0.01)
        }
        let (won, lost, drawn) = language == "en" ? ("Won, ", "Lost, ", "Draw, ") : ("승리, ", "패배, ", "무승부, ")
        // An answer ending as the line above the prompt is shown with no-break spaces.
        let screen = { game.screen.replacingOccurrences(of: "\u{A0}", with: " ") }
        let counted = {
            [won, lost, drawn].map { screen().components(separatedBy: "\r\n" + $0).count - 1 }.reduce(0, +)
        }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, counted() < presses { game.pump(0.05) }
        _ = game.rest(after: 0.5)  // a round doubled would come now
        #expect(counted() == presses, "\(counted()) rounds for \(presses) keys")
        game.type("\r")
        game.type(language == "en" ? "history\r" : "기록\r")
        try game.expect(language == "en" ? "Last 10 of 1000, newest first." : "1000건 중 최근 10건.", within: 10)
        try game.expect(Binary.prompt)
        game.type("\u{4}")
        let wins = screen().components(separatedBy: "\r\n" + won).count - 1
        let losses = screen().components(separatedBy: "\r\n" + lost).count - 1
        try game.expect(language == "en" ? "Bye. You \(wins), computer \(losses)." : "끝, 나 \(wins) 대 컴퓨터 \(losses).")
        #expect(game.exit() == 0)
        // One prompt for each key's answer, and one for each command line and its answer.
        #expect(screen().components(separatedBy: "\r\n" + Binary.prompt).count - 1 == presses + 3)
    }

    /// Tab, history and the typed line behave as before when the mode is off: what `keys off`
    /// gives back is a game of lines.
    @Test func withTheKeysOffTheGameReadsLinesAsBefore() throws {
        let game = try PlaySession(["--keys", "--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("\r")
        try game.expect("Type a command.\r\n\(Binary.prompt)")
        game.type("keys off\r")
        try game.expect("Keys off.\r\n\(Binary.prompt)")
        game.type("1\r")
        try game.expect("1\r\nLost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("sco\t\r")
        try game.expect("score\r\nYou 0, computer 1.\r\n\(Binary.prompt)")
        game.type("\u{1B}[A\u{1B}[A\u{1B}[A\r")
        try game.expect("keys off\r\nKeys off.\r\n\(Binary.prompt)")
        game.type("keys on\r")
        try game.expect("Keys on.\r\nPress 1, 2, 3, or Enter to type.\r\n\(Binary.prompt)")
        game.type("2")
        try game.expect("\r\nWon, paper beat rock.\r\nTied 1 to 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }
}
