import Foundation
import Glibc
import Synchronization
import Testing

/// The real binary on a pseudo-terminal, typed at as a player would: readline, the prompt,
/// completion, Korean input, the suspense pause, Ctrl-D and Ctrl-C.
@Suite(.serialized) struct TerminalGameTests {
    @Test func thePromptIsShortAndComesAfterTheWelcome() throws {
        let game = try PlaySession()
        try game.expect("Welcome!\r\nType rock, paper, scissors or help.\r\n\(Binary.prompt)")
        game.type("rock\r")
        // The move named at once; the end of its line waits for the result, so the cursor
        // never rests on an empty line, where a screen reader would say "blank".
        try game.expect("rock\r\nRock.")
        _ = game.pump(0.3)
        #expect(game.screen.hasSuffix("\r\nRock."), "\(game.screen.suffix(20).debugDescription)")
        try game.expect("\r\nLost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("score\r")
        try game.expect("You 0, computer 1.\r\n\(Binary.prompt)")
        game.type("quit\r")
        try game.expect("Bye. You 0, computer 1.\r\n")
        #expect(game.exit() == 0)
    }

    /// A prompt of the player's own (a braille table without ›) is shown instead of the game's,
    /// from the start and from the next line after `prompt`, and off shows none.
    @Test func aPromptOfThePlayersOwnReplacesTheGames() throws {
        let game = try PlaySession(["--prompt", ">", "--delay", "0"])
        try game.expect("Type rock, paper, scissors or help.\r\n> ")
        game.type("prompt rps:\r")
        try game.expect("Prompt: rps:\r\nrps: ")
        game.type("prompt off\r")
        try game.expect("Prompt off.\r\n")
        game.type("prompt on\r")
        try game.expect("Prompt on: the game's own.\r\n\(Binary.prompt)")
        game.type("quit\r")
        try game.expect("Bye. You 0, computer 0.\r\n")
        #expect(game.exit() == 0)
        let before = try #require(game.screen.range(of: "Prompt on")).lowerBound
        #expect(
            !game.screen[..<before].contains("\u{203A}"),
            "the game's own mark only after on: \(game.screen.debugDescription)")
    }

    /// Games started on several threads at once each get a terminal of their own (the suites
    /// run in parallel; a shared buffer in the harness once gave two games one terminal).
    @Test func gamesStartedAtOnceEachHaveTheirOwnTerminal() throws {
        let count = 12
        let screens = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            guard let game = try? PlaySession(["--seed", "\(index)", "--delay", "0"]) else { return }
            _ = try? game.expect(Binary.prompt, within: 10)
            game.type("quit\r")
            _ = game.exit(within: 10)
            screens.withLock { $0[index] = game.screen }
        }
        let all = screens.withLock { $0 }
        #expect(all.count == count)
        for (index, screen) in all.sorted(by: { $0.key < $1.key }) {
            #expect(
                screen.components(separatedBy: "Welcome").count == 2 && screen.hasSuffix("Bye. You 0, computer 0.\r\n"),
                "game \(index) saw: \(screen.debugDescription)")
        }
    }

    @Test func theResultFollowsTheAcknowledgementAfterTheSuspensePause() throws {
        let game = try PlaySession(["--seed", "1"])
        try game.expect(Binary.prompt)
        game.type("rock\r")
        let acknowledged = try game.expect("Rock.")
        let revealed = try game.expect("Lost, rock")
        let pause = revealed.timeIntervalSince(acknowledged)
        #expect(pause >= 0.65, "the result came \(pause) s after the acknowledgement")
        #expect(pause < 2.0, "the result came \(pause) s after the acknowledgement")
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    @Test func nothingButPlainTextReachesTheTerminal() throws {
        // A terminal that could show colour and bracketed paste; NO_COLOR keeps it plain.
        let game = try PlaySession(
            ["--seed", "1", "--delay", "0"],
            environment: Binary.environment(["TERM": "xterm-256color", "NO_COLOR": "1"]))
        try game.expect(Binary.prompt)
        for line in ["rock", "stats", "history", "help", "xyzzy"] {
            game.type(line + "\r")
            try game.expect(Binary.prompt)
        }
        game.type("\u{4}")
        #expect(game.exit() == 0)
        #expect(
            !game.screen.contains("\u{1B}"), "an escape sequence reached the terminal: \(game.screen.debugDescription)")
        #expect(!game.screen.contains("\r\r"))
    }

    @Test func tabCompletesMovesAndCommandsInBothLanguages() throws {
        let game = try PlaySession(["--seed", "1", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("sci\t\r")
        try game.expect("Won, scissors beat paper.\r\n")
        try game.expect(Binary.prompt)
        game.type("보자\t\r")
        try game.expect("Lost, paper to scissors.\r\n")
        try game.expect(Binary.prompt)
        game.type("hist\t\r")
        try game.expect("rounds, newest first.")
        try game.expect(Binary.prompt)
        game.type("re\t")  // ambiguous: readline lists repeat and the rest
        try game.expect("repeat")
        game.type("\u{15}quit\r")  // Ctrl-U clears the line
        try game.expect("Bye. You")
        #expect(game.exit() == 0)
    }

    /// Read aloud, a list must be one word a line (columns are read across as word salad), short
    /// enough not to scroll past the reader, and in the game's language.
    @Test func tabListsOneWordALineTheGamesLanguageFirst() throws {
        let game = try PlaySession(["--seed", "1", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("\t")  // an empty line: the moves and the commands by name
        try game.expect(
            "\r\nagain\r\nhelp\r\nhistory\r\nmore\r\nnew\r\npaper\r\nquit\r\nrepeat\r\nrock\r\nscissors\r\nscore\r\nsettings\r\nstats\r\nundo\r\n\(Binary.prompt)"
        )
        game.type("sco\t\r")  // a completed word, with no space after it to be read as "blank"
        try game.expect("score\r\nYou 0, computer 0.")
        game.type("가\t")  // no English word fits: the Korean ones
        try game.expect("\r\n가위\r\n가위바위보\r\n가위바위보 도마뱀 스팍\r\n가위바위보 하나빼기\r\n\(Binary.prompt)가위")
        game.type("\u{15}korean\r")
        try game.expect(Binary.prompt)
        game.type("\t")
        try game.expect(
            "\r\n가위\r\n기록\r\n다시\r\n다시 듣기\r\n더\r\n도움말\r\n바위\r\n보\r\n새 게임\r\n설정\r\n점수\r\n종료\r\n취소\r\n통계\r\n\(Binary.prompt)"
        )
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    @Test func koreanIsTypedAndAnsweredEvenWithoutAUTF8Locale() throws {
        let game = try PlaySession(
            ["--seed", "1", "--delay", "0", "--lang", "ko"], environment: Binary.environment(["LANG": "C"]))
        try game.expect("가위바위보.")
        try game.expect(Binary.prompt)
        game.type("가위\r")
        try game.expect("승리, 가위가 보를 이김\r\n")
        try game.expect(Binary.prompt)
        game.type("바\t\r")
        try game.expect("승리, 바위가 가위를 이김\r\n")
        try game.expect(Binary.prompt)
        game.type("종료\r")
        try game.expect("끝, 나")
        #expect(game.exit() == 0)
    }

    @Test func controlDLeavesWithTheFinalScoreAndTheTerminalRestored() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect("Down 0 to 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        try game.expect("\r\nBye. You 0, computer 1.\r\n")
        #expect(game.exit() == 0)
        #expect(game.localModes & Int(ECHO | ICANON) == Int(ECHO | ICANON))
    }

    @Test func controlCAtThePromptLeavesAtOnceWithStatus130() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("roc")
        try game.expect("roc")
        game.type("\u{3}")
        try game.expect("Bye. You 0, computer 0.\r\n")
        #expect(game.exit() == 130)
        #expect(game.localModes & Int(ECHO | ICANON) == Int(ECHO | ICANON))
    }

    /// The round was played when Enter was pressed, so the goodbye's score counts it: the
    /// player hears how it ended first, at once, without the rest of the pause.
    @Test func controlCDuringThePauseTellsTheResultThenLeaves() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "3"])
        try game.expect(Binary.prompt)
        game.type("rock\r")
        let pressed = try game.expect("Rock.")
        game.type("\u{3}")
        let goodbye = try game.expect("Lost, rock to paper.\r\nDown 0 to 1.\r\nBye. You 0, computer 1.\r\n", within: 2)
        #expect(goodbye.timeIntervalSince(pressed) < 2)
        #expect(game.exit() == 130)
        #expect(game.localModes & Int(ECHO | ICANON) == Int(ECHO | ICANON))
    }

    @Test func keysTypedDuringThePauseAreShownOnceAfterThePrompt() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "1"])
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect("Rock.")
        game.type("score\r")
        try game.expect("Down 0 to 1.\r\n\(Binary.prompt)score\r\nYou 0, computer 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        #expect(game.exit() == 0)
        #expect(game.screen.components(separatedBy: "score").count == 2)
    }

    @Test func controlDTypedDuringThePauseEndsTheGameAfterTheResult() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0.5"])
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect("Rock.")
        game.type("\u{4}")
        try game.expect("Down 0 to 1.\r\n\(Binary.prompt)")
        try game.expect("Bye. You 0, computer 1.")
        #expect(game.exit() == 0)
    }

    @Test func upArrowRecallsEarlierLinesWithoutTheirControlCharacters() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("paper\r")
        try game.expect("Draw, both paper.\r\nTied 0 to 0.\r\n\(Binary.prompt)")
        game.type("score\u{16}\u{1}\r")  // Ctrl-V Ctrl-A puts a control character in the line
        try game.expect("score^A\r\nYou 0, computer 0.\r\n\(Binary.prompt)")
        game.type("\u{1B}[A\u{1B}[A\r")  // up twice: paper
        try game.expect("Won, paper beat rock.\r\nUp 1 to 0.\r\n\(Binary.prompt)")
        game.type("\u{1B}[A\u{1B}[A\r")  // up twice: score, as remembered
        try game.expect("score\r\nYou 1, computer 0.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        #expect(game.exit() == 0)
        #expect(game.screen.components(separatedBy: "^A").count == 2)  // shown once, as typed
    }

    @Test func aPastedBracketedPasteMarkerSwallowsNothing() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("\u{1B}[200~rock\r")
        try game.expect("Lost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    @Test func aResizedWindowChangesNothing() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        game.type("ro")
        try game.expect("ro")
        for (rows, cols) in [(10, 40), (50, 200), (24, 80)] {
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(cols), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(game.master, UInt(TIOCSWINSZ), &size)
            usleep(50_000)
        }
        game.type("ck\r")
        try game.expect("Lost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    @Test func aTerminalClosedUnderTheGameEndsItQuietly() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        kill(game.pid, SIGHUP)
        #expect(game.exit() == 129)
    }

    @Test func sigtermEndsTheGameWithTheTerminalRestored() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "0"])
        try game.expect(Binary.prompt)
        kill(game.pid, SIGTERM)
        try game.expect("Bye. You")
        #expect(game.exit() == 143)
        #expect(game.localModes & Int(ECHO | ICANON) == Int(ECHO | ICANON))
    }

    /// A transcript that reaches the file-size limit (`ulimit -f`) as a round is written: the
    /// round is heard whole, then one sentence about the transcript, then the prompt; what the
    /// file held before the game is still there.
    @Test func aTranscriptThatStopsBeingWritableMidRoundIsSaidAfterTheRound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rps-limit-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.txt").path
        // bash's ulimit -f counts 1,024-byte blocks: the welcome and the typed line fit, "Rock." does
        // not, so the transcript fails before the pause, and is said after the result.
        let welcome = "Welcome!\nType rock, paper, scissors or help.\n"
        let typed = Binary.prompt + "rock\n"
        let room = 1024 - "An earlier game.\n".utf8.count - 1 - welcome.utf8.count - typed.utf8.count - 3
        let earlier = "An earlier game.\n" + String(repeating: "x", count: room) + "\n"
        try earlier.write(toFile: file, atomically: false, encoding: .utf8)
        let game = try PlaySession(
            ["-c", "ulimit -f 1; exec \"$0\" \"$@\"", Binary.path, "--seed", "9", "--transcript", file],
            executable: "/bin/bash")
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect(
            "Rock.\r\nWon, rock beat scissors.\r\nUp 1 to 0.\r\nNo transcript: cannot write \(file)\r\n\(Binary.prompt)"
        )
        game.type("quit\r")
        try game.expect("Bye. You 1, computer 0.\r\n")
        #expect(game.exit() == 0)
        let kept = try String(contentsOfFile: file, encoding: .utf8)
        #expect(kept.hasPrefix(earlier + welcome + typed), "\(kept.debugDescription)")
    }

}
