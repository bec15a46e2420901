import Foundation
import Glibc
import Testing

/// Emoji, colour, settings, RPS_OPTIONS and the transcript, played through the real binary.
@Suite(.serialized) struct PresentationEndToEndTests {
    /// Whether a game on a terminal shows colour, given its options and environment.
    func colours(_ arguments: [String], _ environment: [String: String]) throws -> Bool {
        let game = try PlaySession(
            ["--seed", "7", "--delay", "0"] + arguments, environment: Binary.environment(environment))
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect("Down 0 to 1.")
        game.type("\u{4}")
        #expect(game.exit() == 0, "\(arguments) \(environment): \(game.screen.debugDescription)")
        return game.screen.contains("\u{1B}[1;31mLost, rock to paper.\u{1B}[0m")
    }

    @Test func colourFollowsTheTerminalNoColorAndTerm() throws {
        #expect(try colours([], ["TERM": "xterm-256color"]))
        #expect(try colours([], ["TERM": "xterm-256color", "NO_COLOR": ""]))
        #expect(try !colours([], ["TERM": "xterm-256color", "NO_COLOR": "1"]))
        #expect(try !colours([], ["TERM": "dumb"]))
        #expect(try colours(["--color", "always"], ["TERM": "xterm-256color", "NO_COLOR": "1"]))
        #expect(try colours(["--color=always"], ["TERM": "dumb"]))
        #expect(try !colours(["--color", "never"], ["TERM": "xterm-256color"]))
        #expect(try !colours(["--no-color"], ["TERM": "xterm-256color"]))
        #expect(try !colours([], ["TERM": "xterm-256color", "RPS_OPTIONS": "--no-color"]))
    }

    @Test func aPipeGetsNoColourUnlessAskedFor() {
        let auto = PipedRun(
            ["--delay", "0", "--seed", "7"], typing: ["rock"],
            environment: Binary.environment(["TERM": "xterm-256color"]))
        #expect(!auto.stdout.contains("\u{1B}"))
        let always = PipedRun(["--delay", "0", "--seed", "7", "--color", "always"], typing: ["rock"])
        #expect(always.stdout.contains("\u{1B}[1;31mLost, rock to paper.\u{1B}[0m\n"))
    }

    @Test func emojiOnlyWhenAskedAndNeverVariationSelector16() {
        let plain = PipedRun(["--delay", "0", "--seed", "7"], typing: ["rock", "scissors"])
        #expect(plain.stdout.unicodeScalars.allSatisfy { $0.value < 0x2000 || (0xAC00...0xD7A3).contains($0.value) })
        // A pause, so the move is acknowledged, with its hand sign while emoji are on.
        let emoji = PipedRun(
            ["--delay", "0.05", "--seed", "7", "--emoji"], typing: ["rock", "scissors", "emoji off", "rock"])
        #expect(emoji.lines[2] == "Rock. \u{270A}")
        #expect(emoji.lines[6] == "Lost, rock to paper. \u{270A} \u{270B} \u{1F61E}")
        #expect(emoji.lines.suffix(4).first == "Rock.")  // emoji off: the words alone
        #expect(!emoji.stdout.unicodeScalars.contains("\u{FE0F}"))
        let korean = PipedRun(["--delay", "0", "--seed", "7", "--lang", "ko"], typing: ["이모지 켜기", "가위"])
        #expect(korean.lines[2] == "이모지 켬.")
        #expect(korean.lines[3] == "승리, 가위가 보를 이김 \u{270C} \u{270B} \u{1F389}")
        #expect(!korean.stdout.unicodeScalars.contains("\u{FE0F}"))
    }

    /// One beat per line: appended to one line, a screen reader reads the line again at each beat.
    @Test func theCountdownShowsOneBeatPerLineDuringThePause() throws {
        let verbose = PipedRun(["--delay", "0.3", "--seed", "7", "--verbosity", "verbose"], typing: ["rock"])
        #expect(
            Array(verbose.lines[2...7]) == [
                "Rock.", "Ready...", "Set...", "Go!", "Lost, rock to paper.", "Down 0 to 1.",
            ])
        #expect(!verbose.stdout.contains("\r"))
        let korean = PipedRun(["--delay", "0.3", "--seed", "7", "--lang", "ko", "--emoji"], typing: ["바위"])
        #expect(Array(korean.lines[3...5]) == ["가위...", "바위...", "보!"])
        // On a terminal the beats come apart in time, a third of the pause each.
        let game = try PlaySession(["--delay", "0.6", "--seed", "7", "--verbosity", "verbose"])
        try game.expect(Binary.prompt)
        game.type("rock\r")
        let ready = try game.expect("Ready...")
        let set = try game.expect("Set...")
        let go = try game.expect("Go!")
        let result = try game.expect("Lost, rock")
        for (earlier, later) in [(ready, set), (set, go), (go, result)] {
            #expect(later.timeIntervalSince(earlier) > 0.12, "beats \(later.timeIntervalSince(earlier)) s apart")
        }
        game.type("\u{4}")
        #expect(game.exit() == 0)
        let brief = PipedRun(["--delay", "0.3", "--seed", "7", "--verbosity", "brief"], typing: ["rock"])
        #expect(
            brief.lines == [
                "Welcome!", "Type rock, paper, scissors or help.",
                "Lost, rock to paper 0 to 1", "Bye. You 0, computer 1.",
            ])
    }

    @Test func settingsChangeDuringTheGameAndAreSaidInOneSentenceEach() {
        let run = PipedRun(
            ["--delay", "0", "--seed", "7"],
            typing: ["brief", "rock", "lang ko", "1", "보통", "설정", "대기 1.5", "언어 영어", "emoji maybe"])
        #expect(run.status == 0)
        #expect(
            Array(run.lines[2...]) == [
                "Brief: one line a round.",
                "Lost, rock to paper 0 to 1",
                "언어: 한국어.", "1 가위, 2 바위, 3 보를 입력하세요.", "To go back, type english.",
                "패배 바위가 가위 이김 0 대 2",
                "보통: 결과와 점수.",
                "언어: 한국어.", "안내: 보통.", "게임: 가위바위보.", "매치 끔.", "미저장, 저장을 입력하세요.", "나머지는 입력하세요: 더",
                "대기 1500밀리초.",
                "Language: English.", "Type 1 rock, 2 paper or 3 scissors.", "돌아가려면 한국어를 입력하세요.",
                // A setting's word with a word that says nothing of it: what it is, what it takes.
                "Emoji off.", "Emoji takes on or off.",
                "Bye. You 0, computer 2.",
            ])
    }

    @Test func rpsOptionsAreDefaultsTheCommandLineOverrides() {
        let env = Binary.environment(["RPS_OPTIONS": "--lang ko --verbosity brief --delay 0"])
        #expect(PipedRun(["--seed", "7"], typing: ["rock"], environment: env).lines[2] == "패배 보가 바위 이김 0 대 1")
        #expect(
            PipedRun(["--seed", "7", "--lang", "en"], typing: ["rock"], environment: env).lines[2]
                == "Lost, rock to paper 0 to 1")
        let bad = PipedRun([], typing: ["rock"], environment: Binary.environment(["RPS_OPTIONS": "--verbosity chatty"]))
        #expect(bad.status == 64)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr == "RPS_OPTIONS: fix --verbosity.\n--verbosity: brief, normal or verbose.\n")
        // Quoted as in the shell; a quote left open, or a switch given a value, is one clear line.
        let quoted = PipedRun(
            [], typing: ["rock"], environment: Binary.environment(["RPS_OPTIONS": "--lang 'korean' --delay \"0\""]))
        #expect(quoted.status == 0 && quoted.lines.first == "가위바위보.", "\(quoted.stderr)")
        let open = PipedRun(
            [], typing: ["rock"], environment: Binary.environment(["RPS_OPTIONS": "--transcript 'my game.txt"]))
        #expect(open.status == 64)
        #expect(open.stderr == "RPS_OPTIONS: open quote: 'my game.txt\n")
        let switchWithValue = PipedRun(["--emoji=yes"], typing: ["rock"])
        #expect(switchWithValue.status == 64)
        #expect(switchWithValue.stderr == "--emoji takes no value.\n")
    }

    @Test func aTranscriptKeepsThePlainNarrationAndWhatWasTyped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rps-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Game Log.txt").path
        let run = PipedRun(
            ["--delay", "0", "--seed", "7", "--emoji", "--color", "always", "--transcript", file],
            typing: ["rock", "\u{1B}]0;title\u{7}score", "transcript off", "paper"])
        #expect(run.status == 0)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            saved == """
                Welcome!
                Type rock, paper, scissors or help.
                \(Binary.prompt)rock
                Lost, rock to paper.
                Down 0 to 1.
                \(Binary.prompt)score
                You 0, computer 1.
                \(Binary.prompt)transcript off
                Transcript off.

                """)
        let inGame = folder.appendingPathComponent("second.txt").path
        _ = PipedRun(["--delay", "0", "--seed", "7"], typing: ["transcript " + inGame, "rock"])
        #expect(
            try String(contentsOfFile: inGame, encoding: .utf8).hasPrefix(
                "Transcript on, to \(inGame)\n\(Binary.prompt)rock\nLost, rock to paper.\n"))
    }

    /// A transcript is appended to: what a file held before a game is still there after it, and
    /// after the transcript is turned off and on again to the same file, in the order said.
    @Test func aTranscriptAppendsToWhatTheFileHeldAlready() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rps-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("games.txt").path
        let earlier = "An earlier game, kept by hand.\nIts last line has no line ending"
        try Data(earlier.utf8).write(to: URL(fileURLWithPath: file))
        let first = PipedRun(
            ["--delay", "0", "--seed", "7", "--transcript", file],
            typing: ["rock", "transcript off", "score", "transcript " + file, "paper"])
        #expect(first.status == 0)
        let afterFirst = try String(contentsOfFile: file, encoding: .utf8)
        #expect(afterFirst.hasPrefix(earlier + "Welcome!\n"), "the file's own text first, untouched")
        // Off, then on again to the same file: appended after what came before, nothing in between.
        #expect(
            afterFirst.hasSuffix(
                "\(Binary.prompt)transcript off\nTranscript off.\nTranscript on, to \(file)\n\(Binary.prompt)paper\n"
                    + "Won, paper beat rock.\nTied 1 to 1.\nBye. You 1, computer 1.\n"), "\(afterFirst)")
        #expect(!afterFirst.contains(Binary.prompt + "score"), "nothing is kept while it is off")
        // A second game appends after the first.
        let second = PipedRun(["--delay", "0", "--seed", "7", "--transcript", file], typing: ["scissors"])
        #expect(second.status == 0)
        let afterSecond = try String(contentsOfFile: file, encoding: .utf8)
        #expect(afterSecond.hasPrefix(afterFirst), "the first game's transcript is still there")
        #expect(
            afterSecond.dropFirst(afterFirst.count).hasPrefix(
                "Welcome!\nType rock, paper, scissors or help.\n\(Binary.prompt)scissors\n"))
    }

    @Test func aTranscriptThatCannotBeWrittenIsSaidAndTheGameGoesOn() {
        let run = PipedRun(
            ["--delay", "0", "--seed", "7", "--transcript", "/nonexistent/dir/t.txt"],
            typing: ["rock", "transcript /proc/nope"])
        #expect(run.status == 0)
        #expect(run.lines[2] == "No transcript: cannot write /nonexistent/dir/t.txt")
        #expect(run.lines[3] == "Lost, rock to paper.")
        #expect(run.lines[5] == "No transcript: cannot write /proc/nope")
        // A file that opens but cannot be written (a full disk): said once, at the first write.
        let full = PipedRun(["--delay", "0", "--seed", "7", "--transcript", "/dev/full"], typing: ["rock"])
        #expect(full.status == 0)
        #expect(full.lines.filter { $0 == "No transcript: cannot write /dev/full" }.count == 1, "\(full.lines)")
        #expect(full.lines.contains("Lost, rock to paper."))
    }
}
