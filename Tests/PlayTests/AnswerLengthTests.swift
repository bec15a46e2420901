import Catalog
import GameCore
import Input
import Narration
import Play
import SessionScripts
import Settings
import Testing

/// No answer is longer than a reader reads at once: terminals built on xterm.js announce at most
/// 20 new rows after a key press (VS Code's among them), less the typed line, the prompt and the
/// heading of an answer heard again (`SessionScript.answerLines`). Every
/// command, in every language, verbosity and mode, after a game long enough to fill any answer.
@Suite struct AnswerLengthTests {
    /// Every kind whose round is one hand (the moves typed play rounds), alone and in a match of
    /// three; and matches of one and of five.
    static let modes =
        GameKind.allCases.filter { $0.firstStage.asks == .hand }.flatMap {
            [Rules(kind: $0), Rules(kind: $0, match: 3)]
        }
        + [
            Rules(match: 1), Rules(kind: .mukjjippa, match: 5),
        ]

    func shown(_ effects: [Effect]) -> [String] { SessionTests().shown(effects) }

    /// Every line typed for the review, help and settings commands, in the game's language.
    func lines(_ language: Language) -> [String] {
        let words = Vocabulary(language)
        let help = words.name(of: .help)
        let history = words.name(of: .history)
        let more = words.name(of: .more)
        let counts = [1, 5, 15, 16, 17, 18, 19, 30, 100, 999, 1000, 5000]
        return [help] + HelpTopic.allCases.map { help + " " + words.name($0.entry) } + [
            help + " xyzzy", help + " matc",
        ]
            + [words.name(of: .stats), more, words.name(of: .settings), more, words.name(of: .score), history]
            + counts.map { "\(history) \($0)" } + [history + " 99999999999999999999"]
            + Array(repeating: more, count: 70) + [
                "rokc", "0", "xyzzy", words.name(of: .undo), words.name(of: .again), more,
            ]
            + [
                words.name(of: .cues), words.name(of: .back), words.name(of: .back), "\(words.name(of: .repeatLast)) 2",
                "\(words.name(of: .repeatLast)) 50", "\(words.name(of: .repeatLast)) 51", words.name(of: .hush),
                words.name(of: .faster),
                words.name(of: .save),
            ]
    }

    /// A session of `rules` in `language` and `verbosity`, without colour, pause or terminal.
    static func session(_ language: Language, _ verbosity: Verbosity, _ rules: Rules) -> Session {
        var preferences = Preferences(language: language)
        preferences.color = .never
        preferences.delay = 0
        preferences.verbosity = verbosity
        preferences.game = rules.kind
        preferences.match = rules.match
        return Session(
            preferences: preferences, random: SplitMix64(seed: 7),
            capabilities: Capabilities(interactive: false, speech: false, sound: false))
    }

    @Test(arguments: Language.allCases)
    func noAnswerIsLongerThanAReaderReadsAtOnce(language: Language) {
        for verbosity in Verbosity.allCases {
            for rules in Self.modes {
                var session = Self.session(language, verbosity, rules)
                let start = shown(session.start())
                #expect(start.count <= SessionScript.answerLines)
                let parser = CommandParser(language: language)
                var moves = SplitMix64(seed: 11)
                let words = Vocabulary(language)
                var longest = 0
                for _ in 0..<1_200 {
                    let move = rules.kind.moves.randomElement(using: &moves)!
                    longest = max(longest, shown(session.handle(.line(words.name(of: move)))).count)
                }
                for line in lines(language) {
                    for typed in [line, words.name(of: .repeatLast)] {
                        let answer = shown(session.handle(.line(typed)))
                        longest = max(longest, answer.count)
                        #expect(
                            answer.count <= SessionScript.longestAnswer(to: parser.parse(typed)),
                            "\(language) \(verbosity) \(rules) \(typed): \(answer.count) lines")
                    }
                }
                #expect(longest <= SessionScript.answerLines + 1)
                #expect(longest >= Narrator.pageLines, "a long history fills a part: \(longest)")
            }
        }
    }
}
