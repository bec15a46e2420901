import Foundation
import Testing

/// The modes played to the end by the real binary: a best of three (삼세판), a game of 묵찌빠 and
/// rounds of 하나빼기 (minus one), in both languages, through a pipe, a pseudo-terminal and the Fenrir screen reader.
@Suite(.serialized) struct ModesEndToEndTests {
    /// A throw: what is typed, the move's name said at once (none for a setting), then what must
    /// be heard, the first line first.
    struct Throw {
        let typed: String
        var acknowledgement: String?
        let heard: [String]

        /// Everything said, in order.
        var expected: [String] { (acknowledgement.map { [$0] } ?? []) + heard }

        /// Typed and heard whole, after all heard before; returns when Enter was pressed and when
        /// its first line (the move's name, or the result where none is said) was heard.
        @discardableResult
        func play(_ game: Hearing) throws -> (enter: Date, first: Date) {
            let enter = game.type(typed)
            return (enter, try game.hear(expected)[0])
        }
    }

    struct Mode: CustomTestStringConvertible {
        let language: String
        let arguments: [String]
        /// What the game says of its rules after the welcome.
        let rules: [String]
        let throwsToTheEnd: [Throw]
        var testDescription: String { "\(arguments.joined(separator: " ")) \(language)" }
    }

    static let modes = [
        Mode(
            language: "en", arguments: ["--match", "3", "--seed", "1"], rules: ["Best of 3: first to 2 wins."],
            throwsToTheEnd: [
                Throw(
                    typed: "rock", acknowledgement: "Rock.",
                    heard: ["Lost, rock to paper.", "Down 0 to 1 with match point."]),
                Throw(
                    typed: "r", acknowledgement: "Rock.", heard: ["Won, rock beat scissors.", "Match point at 1 all."]),
                Throw(
                    typed: "rock", acknowledgement: "Rock.",
                    heard: ["Won, rock beat scissors.", "Won the match 2 to 1, next!"]),
            ]),
        Mode(
            language: "ko", arguments: ["--seed", "1"], rules: [],
            throwsToTheEnd: [
                Throw(typed: "삼세판", heard: ["삼세판: 두 판 먼저 이기면 승리."]),
                Throw(typed: "바위", acknowledgement: "바위.", heard: ["패배, 보가 바위를 이김", "0 대 1 뒤짐, 매치 포인트"]),
                Throw(typed: "묵", acknowledgement: "바위.", heard: ["승리, 바위가 가위를 이김", "1 대 1 동점, 매치 포인트"]),
                Throw(typed: "바위", acknowledgement: "바위.", heard: ["승리, 바위가 가위를 이김", "매치 승리, 2 대 1, 다음 매치!"]),
            ]),
        Mode(
            language: "en", arguments: ["--game", "mukjjippa", "--seed", "6"],
            rules: ["Mukjjippa: win a throw to attack.", "Same hands: the attacker wins."],
            throwsToTheEnd: [
                Throw(typed: "rock", acknowledgement: "Rock.", heard: ["You attack, rock beat scissors."]),
                Throw(typed: "ppa", acknowledgement: "Paper.", heard: ["Game won, both paper!", "Up 1 to 0."]),
            ]),
        Mode(
            language: "ko", arguments: ["--game", "mukjjippa", "--seed", "6"],
            rules: ["묵찌빠: 가위바위보에서 이기면 공격.", "같은 손이면 공격한 쪽 승리."],
            throwsToTheEnd: [
                Throw(typed: "묵", acknowledgement: "바위.", heard: ["내 공격, 바위가 가위를 이김"]),
                // Once someone attacks, the hands are 묵, 찌, 빠.
                Throw(typed: "보", acknowledgement: "빠.", heard: ["승리, 내 공격에 둘 다 빠", "1 대 0 앞섬"]),
            ]),
        // 하나빼기: two hands in a line, both pairs heard, then the hand kept and the result.
        Mode(
            language: "en", arguments: ["--game", "minus-one", "--seed", "2"],
            rules: ["Minus one: show two hands, keep one.", "Kept hands play rock paper scissors."],
            throwsToTheEnd: [
                // The first pairs say how to keep a hand.
                Throw(
                    typed: "rock paper",
                    heard: [
                        "Rock paper to paper scissors.", "Minus one!", "Keep one: type rock or paper.",
                        "Or type 1 or 2, first or second.",
                    ]),
                Throw(typed: "first", acknowledgement: "Rock.", heard: ["Won, rock beat scissors.", "Up 1 to 0."]),
            ]),
        Mode(
            language: "ko", arguments: ["--game", "hanappaegi", "--match", "3", "--seed", "2"],
            rules: ["하나빼기: 두 손 내고 하나만 남김.", "남긴 손끼리 가위바위보.", "삼세판: 두 판 먼저 이기면 승리."],
            throwsToTheEnd: [
                Throw(
                    typed: "바위랑 보",
                    heard: ["바위 보 대 보 가위.", "하나 빼기!", "남길 손: 바위나 보를 입력하세요.", "번호 2, 3, 첫째, 둘째도 됩니다."]),
                Throw(typed: "왼손", acknowledgement: "바위.", heard: ["승리, 바위가 가위를 이김", "1 대 0 앞섬, 매치 포인트"]),
                Throw(typed: "가위 가위", heard: ["가위 가위 대 가위 바위.", "하나 빼기!"]),
                // The same hands: a draw, and the next round asks for two hands again.
                Throw(typed: "가위", acknowledgement: "가위.", heard: ["무승부, 둘 다 가위"]),
            ]),
    ]

    static func welcome(_ mode: Mode) -> [String] {
        let minusOne = mode.arguments.contains("minus-one") || mode.arguments.contains("hanappaegi")
        return switch (mode.language, minusOne) {
        case ("en", false): ["Welcome!", "Type rock, paper, scissors or help."] + mode.rules
        case ("en", true): ["Rock paper scissors, minus one!", "Type two hands, as rock paper, or help."] + mode.rules
        case (_, false):
            [mode.arguments.contains("mukjjippa") ? "묵찌빠." : "가위바위보.", "가위 바위 보나 도움말을 입력하세요."] + mode.rules
        case (_, true): ["가위바위보 하나빼기!", "두 손을 가위 바위처럼 입력하세요."] + mode.rules
        }
    }

    @Test(arguments: modes)
    func playedToTheEndThroughAPipe(mode: Mode) {
        let run = PipedRun(
            ["--lang", mode.language, "--delay", "0"] + mode.arguments, typing: mode.throwsToTheEnd.map(\.typed))
        #expect(run.status == 0)
        // Without a delay a move is not acknowledged first: each throw is just what is heard.
        let goodbye = PipedAnswers.goodbyeLength(run.lines)
        #expect(Array(run.lines.dropLast(goodbye)) == Self.welcome(mode) + mode.throwsToTheEnd.flatMap(\.heard))
    }

    @Test(arguments: modes)
    func playedToTheEndOnATerminal(mode: Mode) throws {
        let game = try PlaySession(["--lang", mode.language] + mode.arguments)
        try game.expect(Self.welcome(mode).joined(separator: "\r\n") + "\r\n\(Binary.prompt)")
        for throwing in mode.throwsToTheEnd {
            game.type(throwing.typed + "\r")
            try game.expect(throwing.heard.joined(separator: "\r\n") + "\r\n\(Binary.prompt)")
        }
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    /// Each throw is heard as the move's name at once, then its key word first, both hands named,
    /// within 1.2 s of Enter.
    @Test(arguments: modes)
    func playedToTheEndThroughFenrir(mode: Mode) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: ScreenReader.fenrir),
            "fenrir is not installed: apt-get install fenrir")
        let reader = try ScreenReader(["--lang", mode.language] + mode.arguments)
        let game = Hearing(reader)
        try game.hear(Self.welcome(mode), within: 30)
        for throwing in mode.throwsToTheEnd {
            let played = try throwing.play(game)
            // The first line as the game wrote it to Fenrir's terminal.
            if let shown = reader.shown(throwing.expected[0], after: played.enter) {
                let delay = shown.timeIntervalSince(played.enter)
                #expect(delay <= 1.2, "\(throwing.typed): the first line came \(delay) s after Enter")
            } else {
                Issue.record("\(throwing.typed): not shown")
            }
        }
        game.judge()
        for problem in Speech.noise(in: game.utterances.flatMap(\.parts), language: mode.language) {
            Issue.record("Fenrir said \(problem)")
        }
    }
}
