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

    // The sentences of the seeded game are also what YasrTests and OrcaTests expect through yasr
    // and Orca: change them here for every reader.
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
        stats: ["1승 1무 1패.", "승률 33퍼센트.", "연승: 현재 1, 최고 1.", "나머지는 입력하세요: 더"],
        more: ("더", ["총 3회 냄.", "낸 손 횟수:", "가위: 나 1회, 컴퓨터 1회.", "바위: 나 1회, 컴퓨터 1회.", "보: 나 1회, 컴퓨터 1회."]),
        help: ["도움말", "도움말 매치"],
        history: ["모두 3건, 최근 순.", "3, 무승부: 둘 다 가위.", "2, 승리: 보가 바위를 이김.", "1, 패배: 보가 바위를 이김."],
        mistake: ("바우", ["알아듣지 못했습니다.", "혹시 이 말입니까? 바위"]))

    /// What Fenrir says for an empty line, under its cursor: never heard in a game.
    static let fenrirBlank = "blank"

    /// Fenrir hears the seeded game whole and in order, and nothing else: each round's move at
    /// once and its result after the pause (as the game wrote them to Fenrir's terminal), the
    /// figures, the history, a mistake, the short help and a topic, and `repeat` after the topic,
    /// every line heard again though the same lines are on the screen.
    @Test(arguments: [english, korean])
    func aGameSoundsRightThroughFenrir(script: Script) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: ScreenReader.fenrir),
            "fenrir is not installed: apt-get install fenrir")
        let reader = try ScreenReader(["--seed", "7", "--lang", script.language])
        let game = Hearing(reader)

        try game.hear(script.welcome, within: 30)
        #expect(try Speech.seconds(toSpeak: script.welcome.joined(separator: "\n"), in: script.language) < 8)

        for round in script.rounds {
            let enter = game.type(round.typed)
            try game.hear([round.acknowledgement, round.result, round.score])
            Self.expectTiming(of: round, in: reader, after: enter)
        }

        for (command, lines) in [
            ("stats", script.stats), script.more, ("history", script.history),
            (script.mistake.typed, script.mistake.answer),
        ] {
            game.type(command)
            try game.hear(lines)
        }

        var help: [String] = []
        for typed in script.help {
            game.type(typed)
            help = Speech.answer(to: typed, language: script.language)
            #expect(help.count >= 3 && help.count <= 8, "\(typed): \(help)")
            try game.hear(help)
        }
        game.type(script.language == "en" ? "repeat" : "다시 듣기")
        try game.hear([script.language == "en" ? "Once more:" : "한 번 더:"] + help)
        game.judge()

        let parts = game.utterances.flatMap(\.parts)
        #expect(game.lines.contains { $0.text.contains(script.language == "en" ? "percent" : "퍼센트") })
        #expect(!parts.contains(Self.fenrirBlank), "Fenrir said blank: \(game.utterances.map(\.text))")
        // No noise, and the prompt, which Fenrir passes on after every answer, says nothing.
        #expect(parts.contains(Binary.prompt.trimmingCharacters(in: .whitespaces)), "Fenrir never read the prompt")
        for problem in Speech.noise(in: parts, language: script.language) {
            Issue.record("Fenrir said \(problem)")
        }
    }

    /// The round's move and result as the game wrote them to the reader's terminal: the move at
    /// once, the result after the pause.
    static func expectTiming(
        of round: Round, in reader: some TerminalScreenReader, after enter: Date,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let named = reader.shown(round.acknowledgement, after: enter),
            let revealed = reader.shown(round.result, after: enter)
        else {
            Issue.record("\(round.typed): the game did not show its answer", sourceLocation: sourceLocation)
            return
        }
        RoundTiming.expect(
            named: named.timeIntervalSince(enter), result: revealed.timeIntervalSince(enter),
            sourceLocation: sourceLocation)
    }

    /// Quick-keys mode under Fenrir: each key answered at once, and before the answer nothing:
    /// Fenrir's key echo is off by default, and the game never shows the key.
    @Test(arguments: [KeysScript.english, KeysScript.korean])
    func aKeysGameSoundsRightThroughFenrir(script: KeysScript) throws {
        let reader = try ScreenReader(script.arguments)
        let game = Hearing(reader)
        try game.hear(script.welcome, within: 30)
        try script.beforeTheEnd.play(game, shownBy: reader)
        game.judge()
        // What was said while the game ran: once it has ended, the cursor rests on the empty line
        // after its goodbye, which is not the game's.
        let parts = game.utterances.flatMap(\.parts)
        #expect(!parts.contains(Self.fenrirBlank), "Fenrir said blank: \(game.utterances.map(\.text))")
        for problem in Speech.noise(in: parts, language: script.language) {
            Issue.record("Fenrir said \(problem)")
        }
        game.press(script.presses.last!.key)
        let status = reader.session.exit(within: 5)
        #expect(status != nil, "the game did not end at the quit key's second press")
        #expect(status == 0, "quit by keys leaves with success")
    }

    /// The same seeded game with the score turned off (`--hear score-off`): each round is heard
    /// with its move and result, and no score line ever.
    @Test(arguments: [english, korean])
    func withTheScoreOffARoundSaysNoScore(script: Script) throws {
        let reader = try ScreenReader(["--seed", "7", "--lang", script.language, "--hear", "score-off"])
        let game = Hearing(reader)
        try game.hear(script.welcome, within: 30)
        for round in script.rounds {
            game.type(round.typed)
            try game.hear([round.acknowledgement, round.result])
        }
        game.judge(listening: 1)
        for round in script.rounds {
            #expect(!game.lines.contains { $0.text.contains(round.score) }, "heard the score \(round.score)")
        }
    }

    /// `repeat 2` and `back` are heard whole under Fenrir, after their heading, and so is the same
    /// earlier answer asked for twice running, though its lines are on the screen already.
    @Test func answersFurtherBackAreHeardWhole() throws {
        let reader = try ScreenReader(["--seed", "7", "--delay", "0"])
        let game = Hearing(reader)
        try game.hear(Self.english.welcome, within: 30)
        let heard: [(typed: String, lines: [String])] = [
            ("rock", ["Lost, rock to paper.", "Down 0 to 1."]),
            ("score", ["You 0, computer 1."]),
            ("repeat 2", ["Once more, 2 back:", "Lost, rock to paper.", "Down 0 to 1."]),
            ("back", ["Once more, 3 back:"] + Self.english.welcome),
            ("repeat 3", ["Once more, 3 back:"] + Self.english.welcome),
            ("back", ["Nothing further back.", "Repeat 3 is the oldest kept."]),
            ("다시 듣기 2", ["Once more, 2 back:", "Lost, rock to paper.", "Down 0 to 1."]),
        ]
        for (typed, lines) in heard {
            game.type(typed)
            try game.hear(lines)
        }
        game.judge()
    }
}

extension ScreenReaderTests.Script: CustomTestStringConvertible {
    var testDescription: String { language }
}
