import Foundation
import Testing

/// The real binary with standard input and output on pipes, as a script would play it.
@Suite(.serialized) struct PipedGameTests {
    @Test func aScriptedEnglishGameIsNarratedLineByLine() {
        let run = PipedRun(
            ["--delay", "0", "--seed", "7"],
            typing: ["rock", "2", "scissors", "again", "undo", "score", "history 2", "rokc", "quit"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.lines == [
                "Welcome!",
                "Type rock, paper, scissors or help.",
                "Lost, rock to paper.", "Down 0 to 1.",
                "Won, paper beat rock.", "Tied 1 to 1.",
                "Draw, both scissors.", "Tied 1 to 1.",
                "Won, scissors beat paper.", "Up 2 to 1.", "2 in a row.",
                "Took back round 4.", "Tied 1 to 1.",
                "You 1, computer 1.",
                "Last 2 of 3, newest first.", "3, draw: both scissors.", "2, you won: paper beat rock.",
                "Not understood.", "Did you mean rock?",
                "Bye. You 1, computer 1.",
            ])
    }

    @Test func aScriptedKoreanGameTakesKoreanWordsAndNumbers() {
        let run = PipedRun(["--delay", "0", "--seed", "7", "--lang", "ko"], typing: ["바위", "1", "보자기", "다시", "통계"])
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "가위바위보.", "가위 바위 보나 도움말을 입력하세요.",
                "패배, 보가 바위를 이김", "0 대 1 뒤짐",
                "패배, 바위가 가위를 이김", "0 대 2 뒤짐",
                "패배, 가위가 보를 이김", "0 대 3 뒤짐",
                "무승부, 둘 다 보", "0 대 3 뒤짐",
                "0승 1무 3패.", "승률 0퍼센트.", "연승: 현재 0, 최고 0.", "나머지는 입력하세요: 더",
                "끝, 나 0 대 컴퓨터 3.",
            ])
    }

    @Test func theLanguageComesFromTheEnvironmentUnlessAnOptionSaysOtherwise() {
        #expect(
            PipedRun([], typing: ["q"], environment: Binary.environment(["LANG": "ko_KR.UTF-8"])).lines.first
                == "가위바위보.")
        #expect(
            PipedRun([], typing: ["q"], environment: Binary.environment(["LANGUAGE": "ko", "LANG": "en_US.UTF-8"]))
                .lines.first == "가위바위보.")
        #expect(
            PipedRun(["--lang", "en"], typing: ["q"], environment: Binary.environment(["LANG": "ko_KR.UTF-8"])).lines
                .first == "Welcome!")
    }

    @Test func theSameSeedPlaysTheSameGame() {
        let moves = Array(repeating: "rock", count: 30)
        let first = PipedRun(["--delay", "0", "--seed", "99"], typing: moves)
        let second = PipedRun(["--delay", "0", "--seed", "99"], typing: moves)
        let unseeded = PipedRun(["--delay", "0"], typing: moves)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout != unseeded.stdout)  // 3^-30 odds of a false alarm
    }

    @Test func reviewCommandsLeaveTheGameAsItWas() {
        let plain = PipedRun(["--delay", "0", "--seed", "3"], typing: ["rock", "paper", "stats"])
        let reviewed = PipedRun(
            ["--delay", "0", "--seed", "3"],
            typing: ["rock", "score", "history", "help", "repeat", "stats", "paper", "stats"])
        #expect(plain.lines.suffix(7) == reviewed.lines.suffix(7))
    }

    @Test func repeatSaysTheLastNarrationAgain() {
        let run = PipedRun(["--delay", "0", "--seed", "7"], typing: ["rock", "repeat", "repeat"])
        // Once more, with every other time no-break spaces: the same words, new lines to a reader.
        #expect(
            run.lines == [
                "Welcome!", "Type rock, paper, scissors or help.", "Lost, rock to paper.", "Down 0 to 1.",
                "Once\u{A0}more:", "Lost,\u{A0}rock\u{A0}to\u{A0}paper.", "Down\u{A0}0\u{A0}to\u{A0}1.",
                "Once more:", "Lost, rock to paper.", "Down 0 to 1.", "Bye. You 0, computer 1.",
            ])
    }

    @Test func theEndOfInputMidLineStillPlaysThatLineThenSaysGoodbye() {
        let run = PipedRun(["--delay", "0", "--seed", "7"], input: Array("score\nrock".utf8))
        #expect(run.status == 0)
        #expect(run.lines.suffix(3) == ["Lost, rock to paper.", "Down 0 to 1.", "Bye. You 0, computer 1."])
    }

    @Test func invalidUTF8AndControlBytesAreAnsweredCalmly() {
        let input: [UInt8] = [0xFF, 0xFE, 0x0A, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x0A, 0xC3, 0x0A] + Array("r\r\n".utf8)
        let run = PipedRun(["--delay", "0", "--seed", "7"], input: input)
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Welcome!", "Type rock, paper, scissors or help.",
                "Not understood.", "Type rock, paper, scissors or help.",
                "Not understood.", "Type rock, paper, scissors or help.",
                "Lost, rock to paper.", "Down 0 to 1.",
                "Bye. You 0, computer 1.",
            ])
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func theSuspensePauseHoldsBackTheResult() {
        let start = Date()
        let run = PipedRun(["--delay", "0.5", "--seed", "7"], typing: ["rock", "paper"])
        #expect(run.status == 0)
        #expect(Date().timeIntervalSince(start) >= 1.0)  // two pauses of half a second
    }

    /// `--help`, `-h` and `help` print the same short help, heard whole: at most 18 lines, as every
    /// answer; so is each topic; a topic that is none is one line on standard error saying where they are.
    @Test(arguments: ["en", "ko"])
    func theHelpIsOneShortAnswerHoweverAskedForAndSoIsEachTopic(language: String) {
        let runs = [["--help"], ["help"], ["-h"]].map { PipedRun(["--lang", language] + $0, input: []) }
        for run in runs {
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
            #expect(run.stdout == runs[0].stdout)
        }
        #expect((6...18).contains(runs[0].lines.count), "\(runs[0].lines)")
        for topic in ["game", "output", "start"] {
            let run = PipedRun(["--lang", language, "help", topic], input: [])
            #expect(run.status == 0)
            #expect((2...18).contains(run.lines.count), "\(topic): \(run.lines)")
            #expect(run.stdout != runs[0].stdout)
            #expect(runs[0].stdout.contains(topic), "the short help names \(topic)")
        }
        let unknown = PipedRun(["--lang", language, "--help", "colour"], input: [])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        // What to type next, as the option errors say it: the short help, whose line names the topics.
        for word in ["colour", "--help"] { #expect(unknown.stderr.contains(word)) }
    }

    @Test func helpAndVersionGoToStandardOutput() {
        let help = PipedRun(["--help"], input: [])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.lines.first == "rps: rock, paper, scissors by ear.")
        #expect(help.stdout.contains("rps --lang ko"))
        let topics = ["game", "output", "start"].map { PipedRun(["--help", $0], input: []).stdout }.joined()
        for option in ["--lang", "--seed", "--delay", "--help", "--version", "--no-config", "RPS_OPTIONS"] {
            #expect(topics.contains(option))
        }
        #expect(help.lines.allSatisfy { $0.count <= 40 })
        let korean = PipedRun(["-h", "--lang", "ko"], input: [])
        #expect(korean.lines.first == "rps: 귀로 하는 가위바위보.")
        let version = PipedRun(["--version"], input: [])
        #expect(version.status == 0)
        #expect(version.lines.count == 1)
        #expect(version.stdout.hasPrefix("rps "))
    }

    @Test(arguments: [
        (["--frobnicate"], "Unknown option, see --help: --frobnicate"),
        (["--lang", "fr"], "--lang: en or ko."),
        (["--lang"], "--lang: en or ko."),
        (["--delay", "-1"], "--delay: 0 to 10 seconds."),
        (["--delay", "1e99"], "--delay: 0 to 10 seconds."),
        (["--seed", "1.5"], "--seed: a whole number."),
        (["again"], "Not an option, see --help: again"),
    ])
    func aBadOptionIsOneLineOnStandardErrorAndStatus64(arguments: [String], message: String) {
        let run = PipedRun(arguments, typing: ["rock"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == message + "\n")
    }

    @Test func optionErrorsSpeakTheEnvironmentsLanguage() {
        let run = PipedRun(["--delay", "x"], typing: [], environment: Binary.environment(["LANG": "ko_KR.UTF-8"]))
        #expect(run.status == 64)
        #expect(run.stderr == "--delay: 0에서 10초.\n")
    }

    @Test func aClosedPipeEndsTheGameQuietly() {
        let run = PipedRun(
            ["--delay", "0"], input: Array(String(repeating: "rock\n", count: 2000).utf8), closeOutputEarly: true)
        #expect(run.status == 141)
        #expect(run.stderr.isEmpty)
    }

    /// Output that fails mid-round (here the file reaches its size limit just after the welcome)
    /// ends the game at once: the rest of the round is not waited for, a 10 s pause included.
    @Test func outputThatFailsMidRoundEndsTheGameWithoutThePause() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rps-out-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        let welcome = "Welcome!\nType rock, paper, scissors or help.\n"
        let started = Date()
        let run = PipedRun(
            ["--delay", "10"], input: Array("rock\n".utf8), stdoutPath: file,
            through: ["/usr/bin/prlimit", "--fsize=\(welcome.utf8.count + 2)", "--"])
        #expect(Date().timeIntervalSince(started) < 5, "the game waited out the pause")
        #expect(run.status == 74)
        #expect(run.stderr == "rps: cannot write the output.\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix(welcome))
    }

    @Test func aFullDiskIsOneSentenceOnStandardError() {
        let run = PipedRun(["--delay", "0"], input: Array("rock\n".utf8), stdoutPath: "/dev/full")
        #expect(run.status == 74)
        #expect(run.stderr == "rps: cannot write the output.\n")
    }
}
