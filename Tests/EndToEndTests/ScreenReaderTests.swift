import Foundation
import Glibc
import Testing

/// The game as the Fenrir screen reader speaks it, in English and Korean: what a blind player
/// hears, in what order and how soon. Fenrir must be installed (`apt-get install fenrir`); these
/// tests fail without it rather than pass unheard.
@Suite(.serialized) struct ScreenReaderTests {
    struct Round {
        let typed: String
        /// The move's name, said at once.
        let acknowledgement: String
        let result: String
        let score: String
    }

    struct Script {
        let language: String
        let welcome: [String]
        let rounds: [Round]
        /// The first part of the stats, then the word that says the rest, and the rest.
        let stats: [String]
        let more: (typed: String, answer: [String])
        /// The short help, then a topic, each heard in full.
        let help: [String]
        let history: [String]
        let mistake: (typed: String, answer: [String])
    }

    // The sentences of the seeded game, and the noise below, are also what YasrTests expects
    // through yasr: change them here for both readers.
    static let english = Script(
        language: "en",
        welcome: ["Welcome!", "Type rock, paper, scissors or help."],
        rounds: [
            Round(typed: "rock", acknowledgement: "Rock.", result: "Lost, rock to paper.", score: "Down 0 to 1."),
            Round(typed: "2", acknowledgement: "Paper.", result: "Won, paper beat rock.", score: "Tied 1 to 1."),
            Round(
                typed: "scissors", acknowledgement: "Scissors.", result: "Draw, both scissors.", score: "Tied 1 to 1."),
        ],
        stats: [
            "1 win, 1 draw, 1 loss.", "Win rate 33 percent.", "Current streak 1, best 1.",
            "Type more to hear the rest.",
        ],
        more: (
            "more",
            [
                "3 rounds played.", "Times each move was chosen:", "Rock: you 1, computer 1.",
                "Paper: you 1, computer 1.",
                "Scissors: you 1, computer 1.",
            ]
        ),
        help: ["help", "help match"],
        history: [
            "All 3 rounds, newest first.", "3, draw: both scissors.", "2, you won: paper beat rock.",
            "1, you lost: paper beat rock.",
        ],
        mistake: ("rokc", ["Not understood.", "Did you mean rock?"]))

    static let korean = Script(
        language: "ko",
        welcome: ["가위바위보.", "가위 바위 보나 도움말을 입력하세요."],
        rounds: [
            Round(typed: "바위", acknowledgement: "바위.", result: "패배, 보가 바위를 이김", score: "0 대 1 뒤짐"),
            Round(typed: "3", acknowledgement: "보.", result: "승리, 보가 바위를 이김", score: "1 대 1 동점"),
            Round(typed: "가위", acknowledgement: "가위.", result: "무승부, 둘 다 가위", score: "1 대 1 동점"),
        ],
        stats: ["1승 1무 1패.", "승률 33퍼센트.", "연승: 현재 1, 최고 1.", "나머지는 더라고 입력하세요."],
        more: ("더", ["총 3회 냄.", "낸 손 횟수:", "가위: 나 1회, 컴퓨터 1회.", "바위: 나 1회, 컴퓨터 1회.", "보: 나 1회, 컴퓨터 1회."]),
        help: ["도움말", "도움말 매치"],
        history: ["모두 3건, 최근 순.", "3, 무승부: 둘 다 가위.", "2, 승리: 보가 바위를 이김.", "1, 패배: 보가 바위를 이김."],
        mistake: ("바우", ["알아듣지 못했습니다.", "혹시 이 말입니까? 바위"]))

    /// What Fenrir says for an empty line, under its cursor: never heard in a game.
    static let fenrirBlank = "blank"

    /// Words a reader says for symbols it should never have been given (`greater` is the
    /// prompt's old `>` through speech-dispatcher, `greater than` through yasr).
    static let noise = [
        "\u{1B}", "[", "]", "{", "}", ">", "<", "|", "FE0F", "fe0f", "letter", "bracket", "dash", "slash",
        "greater", "equals", "percent sign", "hash", "underline", "tilde",
    ]

    @Test(arguments: [english, korean])
    func aGameSoundsRightThroughFenrir(script: Script) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: ScreenReader.fenrir),
            "fenrir is not installed: apt-get install fenrir")
        let reader = try ScreenReader(["--seed", "7", "--lang", script.language])
        var everything: [Utterance] = []

        let welcome = try reader.hear(script.welcome, within: 10)
        everything += welcome
        #expect(try Speech.seconds(toSpeak: script.welcome.joined(separator: "\n"), in: script.language) < 8)

        for round in script.rounds {
            _ = reader.listen(for: 0.3)
            let enter = reader.type(round.typed + "\r")
            let heard = try reader.hear([round.acknowledgement, round.result, round.score], within: 4)
            everything += heard
            // Past the echo of what was typed (Fenrir reads the line, prompt and all, at Enter): the
            // move named at once, then the result after the suspense pause. No "blank": the game
            // never leaves the cursor on an empty line.
            let spoken = Speech.spoken(heard, typed: round.typed)
            #expect(
                spoken.map(\.text).prefix(2) == [round.acknowledgement, round.result],
                "heard first: \(spoken.map(\.text))")
            if spoken.count >= 2 {
                RoundTiming.expect(
                    named: spoken[0].time.timeIntervalSince(enter), result: spoken[1].time.timeIntervalSince(enter))
            }
        }

        for (command, lines) in [
            ("stats", script.stats), script.more, ("history", script.history),
            (script.mistake.typed, script.mistake.answer),
        ] {
            _ = reader.listen(for: 0.3)
            reader.type(command + "\r")
            everything += try reader.hear(lines)
        }
        #expect(everything.contains { $0.text.contains(script.language == "en" ? "percent" : "퍼센트") })

        // The short help and a topic, each heard whole; then `repeat` after the topic: every line
        // heard again, though the same lines are on the screen.
        var help: [String] = []
        for typed in script.help {
            _ = reader.listen(for: 0.3)
            reader.type(typed + "\r")
            help = Speech.answer(to: typed, language: script.language)
            #expect(help.count >= 3 && help.count <= 8, "\(typed): \(help)")
            everything += try reader.hear(help)
        }
        _ = reader.listen(for: 0.3)
        reader.type((script.language == "en" ? "repeat" : "다시 듣기") + "\r")
        everything += try reader.hear([script.language == "en" ? "Once more:" : "한 번 더:"] + help)

        #expect(!everything.flatMap(\.parts).contains(Self.fenrirBlank), "Fenrir said blank: \(everything.map(\.text))")
        // No noise, and the prompt, which Fenrir passes on after every answer, says nothing.
        #expect(
            everything.flatMap(\.parts).contains(Binary.prompt.trimmingCharacters(in: .whitespaces)),
            "Fenrir never read the prompt")
        for problem in Speech.noise(in: everything.flatMap(\.parts), language: script.language) {
            Issue.record("Fenrir said \(problem)")
        }
    }

    /// Quick-keys mode under Fenrir: each key answered at once, and before the answer nothing:
    /// Fenrir's key echo is off by default, and the game never shows the key.
    @Test(arguments: [KeysScript.english, KeysScript.korean])
    func aKeysGameSoundsRightThroughFenrir(script: KeysScript) throws {
        let reader = try ScreenReader(script.arguments)
        _ = try reader.hear(script.welcome, within: 10)
        let everything = try script.beforeTheEnd.play(through: reader)
        reader.type(script.presses.last!.key)
        let status = reader.session.exit(within: 5)
        #expect(status != nil, "the game did not end at the quit key's second press")
        #expect(status == 0, "quit by keys leaves with success")
        #expect(!everything.flatMap(\.parts).contains(Self.fenrirBlank), "Fenrir said blank: \(everything.map(\.text))")
        for problem in Speech.noise(in: everything.flatMap(\.parts), language: script.language) {
            Issue.record("Fenrir said \(problem)")
        }
    }

    /// The same seeded game with the score turned off (`--hear score-off`): each round is heard
    /// with its move and result, and no score line ever.
    @Test(arguments: [english, korean])
    func withTheScoreOffARoundSaysNoScore(script: Script) throws {
        let reader = try ScreenReader(["--seed", "7", "--lang", script.language, "--hear", "score-off"])
        _ = try reader.hear(script.welcome, within: 10)
        var heard: [Utterance] = []
        for round in script.rounds {
            _ = reader.listen(for: 0.3)
            reader.type(round.typed + "\r")
            heard += try reader.hear([round.acknowledgement, round.result], within: 4)
        }
        heard += reader.listen(for: 1)
        let said = heard.flatMap(\.parts)
        for round in script.rounds {
            #expect(!said.contains(round.score), "heard the score \(round.score): \(said)")
            #expect(!said.contains { $0.contains(round.score) }, "heard the score in a part: \(said)")
        }
    }

    /// `repeat 2` and `back` are heard whole under Fenrir, after their heading, and so is the same
    /// earlier answer asked for twice running, though its lines are on the screen already.
    @Test func answersFurtherBackAreHeardWhole() throws {
        let reader = try ScreenReader(["--seed", "7", "--delay", "0"])
        _ = try reader.hear(Self.english.welcome, within: 10)
        for typed in ["rock", "score"] {
            _ = reader.listen(for: 0.3)
            reader.type(typed + "\r")
            _ = try reader.hear([typed == "rock" ? "Down 0 to 1." : "You 0, computer 1."])
        }
        let heard: [(typed: String, lines: [String])] = [
            ("repeat 2", ["Once more, 2 back:", "Lost, rock to paper.", "Down 0 to 1."]),
            ("back", ["Once more, 3 back:"] + Self.english.welcome),
            ("repeat 3", ["Once more, 3 back:"] + Self.english.welcome),
            ("back", ["Nothing further back.", "Repeat 3 is the oldest kept."]),
            ("다시 듣기 2", ["Once more, 2 back:", "Lost, rock to paper.", "Down 0 to 1."]),
        ]
        for (typed, lines) in heard {
            _ = reader.listen(for: 0.3)
            reader.type(typed + "\r")
            _ = try reader.hear(lines)
        }
    }

}

extension ScreenReaderTests.Script: CustomTestStringConvertible {
    var testDescription: String { language }
}
