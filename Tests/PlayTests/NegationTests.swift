import Catalog
import GameCore
import Input
import Languages
import Play
import Settings
import Testing

/// A word that says not to do it, wherever it stands in the line, before the command or after
/// it, next to it or words later (`저장 절대 하지 마`, `don't ever quit`, `quit no don't`): the
/// line is no command, and nothing is done. Read through the parser's public face and through
/// the session, for every phrase of the game that is a command alone.
@Suite struct NegationTests {
    /// Every phrase of the `Words` catalog that is a command typed alone, in each language's
    /// game; the on-or-off settings with their value; match lengths said without their word.
    static let commands: [(language: Language, phrase: String)] = {
        var commands: [(language: Language, phrase: String)] = []
        for language in Language.allCases {
            let parser = CommandParser(language: language)
            let words = Vocabulary(language)
            let on = words.words(for: true)[0]
            var phrases: [String] = Words.Key.allCases.flatMap(words.words).filter { !$0.hasSuffix("-") }
            for setting in Setting.allCases where setting.entry.typed == .onOff {
                if let word = setting.entry.word { phrases.append(words.name(word) + " " + on) }
            }
            phrases += ["5판", "best of five", "삼세판", "스물한 판", "hear score off", "알림 점수 끄기"]
            for phrase in Set(phrases).sorted() {
                if case .command = parser.parse(phrase) { commands.append((language, phrase)) }
            }
        }
        return commands
    }()

    /// Words that say not to: each language's own, a word alone and an ending glued to a verb.
    /// (`isNegation`'s whole list is the parser's; these stand for a word and an ending.)
    static let negations: [Language: [String]] = [.en: ["don't", "never"], .ko: ["마", "하지마", "안해"]]

    /// Words that may come between the command and the negation: none, a filler, a word the game
    /// does not know (ever, 절대), three.
    static let between: [Language: [[String]]] = [
        .en: [[], ["please"], ["ever"], ["now", "please", "ever"]], .ko: [[], ["좀"], ["절대"], ["지금", "절대", "좀"]],
    ]

    /// The negation before the phrase, after it with each run of words between, and in the
    /// middle with a word after it.
    static func lines(_ language: Language, _ phrase: String) -> [String] {
        var lines: [String] = []
        for negation in negations[language]! {
            lines.append(negation + " " + phrase)
            for words in between[language]! {
                lines.append(([phrase] + words + [negation]).joined(separator: " "))
            }
            lines.append([phrase, negation, between[language]![1][0]].joined(separator: " "))
        }
        return lines
    }

    @Test func theCatalogsCommandsWereFound() {
        for language in Language.allCases {
            #expect(Self.commands.filter { $0.language == language }.count > 50, "\(language)")
        }
        #expect(Self.commands.contains { $0 == (.ko, "저장") } && Self.commands.contains { $0 == (.en, "quit") })
    }

    /// No command, nor the answer that the command takes nothing after it ("종료만 입력하세요."),
    /// which would tell a player who said not to quit how to quit. Help may answer, which does
    /// nothing: 안해 alone means quit (안 하-), and `도움말 안해` is read as help about it.
    @Test(arguments: Language.allCases)
    func aNegationAnywhereLeavesNoCommand(language: Language) {
        let parser = CommandParser(language: language)
        for (_, phrase) in Self.commands.filter({ $0.language == language }) {
            for line in Self.lines(language, phrase) {
                switch parser.parse(line) {
                case .command(.help): break
                case .command(let command): Issue.record("\(line.debugDescription) is \(command)")
                case .takesNothing: Issue.record("\(line.debugDescription) is to be typed alone")
                default: break
                }
            }
        }
    }

    /// The lines the issue gives, each read whole.
    @Test func theIssuesLinesAreNoCommands() {
        for (language, line) in [
            (Language.ko, "저장 절대 하지 마"), (.ko, "저장하지 마"), (.ko, "종료 절대 안 해"), (.ko, "끝내지 마세요"),
            (.ko, "새 게임 하지 말고"), (.en, "don't ever quit"), (.en, "quit no don't"), (.en, "save it please, don't"),
            (.en, "new game, never"), (.en, "rock not"), (.en, "best of five please don't"), (.ko, "5판 하지 마"),
            (.ko, "종료 안해"), (.ko, "저장 안해요"), (.ko, "종료 안할래"), (.ko, "종료 못해"), (.ko, "새 게임 안돼"),
        ] {
            switch CommandParser(language: language).parse(line) {
            case .command(let command): Issue.record("\(line) is \(command)")
            case .takesNothing: Issue.record("\(line) is to be typed alone")
            default: break
            }
        }
    }

    /// Through the session: a command that would leave, save, reset, take back, play or change a
    /// setting, with a negation anywhere in its line, does none of it.
    @Test(arguments: Language.allCases)
    func nothingIsDone(language: Language) {
        let words = Vocabulary(language)
        let phrases = [
            words.name(of: .quit), words.name(of: .save), words.name(of: .newGame), words.name(of: .undo),
            words.name(of: .again), words.name(of: Move.rock), words.name(.sound) + " " + words.words(for: true)[0],
            words.name(.bell) + " " + words.words(for: true)[0], language == .en ? "best of five" : "5판",
            language == .en ? "korean" : "영어", words.name(.verbose),
        ]
        for phrase in phrases {
            for line in Self.lines(language, phrase) {
                var game = SessionTests().session(
                    language, settingsFile: SettingsFileState(path: "/h/.config/rps/options")
                ) { $0.delay = 0 }
                _ = game.start()
                _ = game.handle(.line(words.name(of: Move.paper)))
                let (before, preferences) = (game.game, game.preferences)
                let effects = game.handle(.line(line))
                let acted = effects.contains { effect in
                    switch effect {
                    case .quit, .saveSettings, .voice, .cues, .openTranscript: true
                    default: false
                    }
                }
                #expect(!acted, "\(line): \(effects)")
                #expect(game.game == before && game.preferences == preferences, "\(line) changed the game")
            }
        }
    }
}
