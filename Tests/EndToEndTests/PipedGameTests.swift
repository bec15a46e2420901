import Foundation
import Testing

/// The real binary with standard input and output on pipes, as a script would play it.
@Suite(.serialized) struct PipedGameTests {
    @Test func aScriptedEnglishGameIsNarratedLineByLine() {
        let run = PipedRun(["--delay", "0", "--seed", "7"],
                           typing: ["rock", "2", "scissors", "again", "undo", "score", "history 2", "rokc", "quit"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.lines == [
            "Welcome to rock, paper, scissors.",
            "Type rock, paper, scissors or help.",
            "...", "You lose, paper beats rock.", "You trail 0 to 1.",
            "...", "You win, paper beats rock.", "Tied 1 to 1.",
            "...", "Draw, both chose scissors.", "Tied 1 to 1.",
            "...", "You win, scissors beats paper.", "You lead 2 to 1.", "2 wins in a row.",
            "Took back round 4.", "Tied 1 to 1.",
            "You 1, computer 1.",
            "Last 2 of 3 rounds, newest first.", "Round 3: draw, scissors and scissors.", "Round 2: win, paper and rock.",
            "Not understood. Did you mean rock?",
            "Goodbye. You 1, computer 1.",
        ])
    }

    @Test func aScriptedKoreanGameTakesKoreanWordsAndNumbers() {
        let run = PipedRun(["--delay", "0", "--seed", "7", "--lang", "ko"], typing: ["바위", "1", "보자기", "다시", "통계"])
        #expect(run.status == 0)
        #expect(run.lines == [
            "가위바위보 게임입니다.", "가위, 바위, 보나 도움말을 입력하세요.",
            "...", "패배. 보가 바위를 이깁니다.", "0 대 1 뒤짐.",
            "...", "패배. 바위가 가위를 이깁니다.", "0 대 2 뒤짐.",
            "...", "패배. 가위가 보를 이깁니다.", "0 대 3 뒤짐.",
            "...", "무승부. 둘 다 보를 냈습니다.", "0 대 3 뒤짐.",
            "모두 4판 했습니다.", "0승 1무 3패.", "승률 0퍼센트.", "현재 0연승, 최고 0연승.",
            "가위: 당신 1번, 컴퓨터 1번.", "바위: 당신 1번, 컴퓨터 1번.", "보: 당신 2번, 컴퓨터 2번.",
            "종료합니다. 당신 0 대 컴퓨터 3.",
        ])
    }

    @Test func theLanguageComesFromTheEnvironmentUnlessAnOptionSaysOtherwise() {
        #expect(PipedRun([], typing: ["q"], environment: Binary.environment(["LANG": "ko_KR.UTF-8"])).lines.first == "가위바위보 게임입니다.")
        #expect(PipedRun([], typing: ["q"], environment: Binary.environment(["LANGUAGE": "ko", "LANG": "en_US.UTF-8"])).lines.first == "가위바위보 게임입니다.")
        #expect(PipedRun(["--lang", "en"], typing: ["q"], environment: Binary.environment(["LANG": "ko_KR.UTF-8"])).lines.first == "Welcome to rock, paper, scissors.")
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
        let reviewed = PipedRun(["--delay", "0", "--seed", "3"], typing: ["rock", "score", "history", "help", "repeat", "stats", "paper", "stats"])
        #expect(plain.lines.suffix(8) == reviewed.lines.suffix(8))
    }

    @Test func repeatSaysTheLastNarrationAgain() {
        let run = PipedRun(["--delay", "0", "--seed", "7"], typing: ["rock", "repeat", "repeat"])
        #expect(Array(run.lines[2...4]) == Array(run.lines[5...7]))
        #expect(Array(run.lines[2...4]) == Array(run.lines[8...10]))
    }

    @Test func theEndOfInputMidLineStillPlaysThatLineThenSaysGoodbye() {
        let run = PipedRun(["--delay", "0", "--seed", "7"], input: Array("score\nrock".utf8))
        #expect(run.status == 0)
        #expect(run.lines.suffix(4) == ["...", "You lose, paper beats rock.", "You trail 0 to 1.", "Goodbye. You 0, computer 1."])
    }

    @Test func invalidUTF8AndControlBytesAreAnsweredCalmly() {
        let input: [UInt8] = [0xFF, 0xFE, 0x0A, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x0A, 0xC3, 0x0A] + Array("r\r\n".utf8)
        let run = PipedRun(["--delay", "0", "--seed", "7"], input: input)
        #expect(run.status == 0)
        #expect(run.lines == [
            "Welcome to rock, paper, scissors.", "Type rock, paper, scissors or help.",
            "Not understood. Type a move or help.",
            "Not understood. Type a move or help.",
            "...", "You lose, paper beats rock.", "You trail 0 to 1.",
            "Goodbye. You 0, computer 1.",
        ])
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func theSuspensePauseHoldsBackTheResult() {
        let start = Date()
        let run = PipedRun(["--delay", "0.5", "--seed", "7"], typing: ["rock", "paper"])
        #expect(run.status == 0)
        #expect(Date().timeIntervalSince(start) >= 1.0)  // two pauses of half a second
    }

    @Test func helpAndVersionGoToStandardOutput() {
        let help = PipedRun(["--help"], input: [])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.lines.first == "rps: rock, paper, scissors by ear.")
        for option in ["--lang", "--seed", "--delay", "--help", "--version"] {
            #expect(help.stdout.contains(option))
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
        (["--frobnicate"], "rps: unknown option --frobnicate. See rps --help."),
        (["--lang", "fr"], "rps: --lang takes en or ko."),
        (["--lang"], "rps: --lang needs a value: en or ko."),
        (["--delay", "-1"], "rps: --delay takes seconds from 0 to 10."),
        (["--delay", "1e99"], "rps: --delay takes seconds from 0 to 10."),
        (["--seed", "1.5"], "rps: --seed takes a whole number, 0 or more."),
        (["again"], "rps: unexpected argument again. See rps --help."),
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
        #expect(run.stderr == "rps: --delay 값은 0에서 10 사이의 초입니다.\n")
    }

    @Test func aClosedPipeEndsTheGameQuietly() {
        let run = PipedRun(["--delay", "0"], input: Array(String(repeating: "rock\n", count: 2000).utf8), closeOutputEarly: true)
        #expect(run.status == 141)
        #expect(run.stderr.isEmpty)
    }

    @Test func aFullDiskIsOneSentenceOnStandardError() {
        let run = PipedRun(["--delay", "0"], input: Array("rock\n".utf8), stdoutPath: "/dev/full")
        #expect(run.status == 74)
        #expect(run.stderr == "rps: the game's output cannot be written.\n")
    }
}
