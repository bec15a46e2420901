import Catalog
import GameCore
import Input
import Narration
import Settings
import Testing

/// `help` as a listener hears it: a few lines to start with, the mode being played first, and a
/// topic of a few lines for each part of the game.
@Suite struct HelpTests {
    /// Every kind, alone and in a match of three; and matches of one and of five.
    static let modes =
        GameKind.allCases.flatMap { [Rules(kind: $0), Rules(kind: $0, match: 3)] } + [
            Rules(match: 1), Rules(kind: .mukjjippa, match: 5),
        ]

    func texts(_ pages: [[Line]]) -> [String] { pages.flatMap { $0 }.map(\.text) }

    /// In quick-keys mode the short help names the command keys instead of the topics, each key
    /// with its command's name, and last Enter, where the topics are typed: two lines more at most.
    @Test(arguments: Language.allCases)
    func inQuickKeysModeTheShortHelpNamesTheKeysAndEnter(language: Language) {
        let narrator = Narrator(language: language)
        let vocabulary = Vocabulary(language)
        let say = Sentences(language)
        let keys: [(key: String, command: Keyword)] = [
            ("k1", .again), ("k2", .undo), ("k3", .repeatLast), ("k4", .score), ("k5", .help), ("k6", .quit),
        ]
        for rules in Self.modes {
            let lines = texts(narrator.help(nil, rules: rules, keys: keys))
            #expect(lines.count <= 7, "\(rules): \(lines)")
            #expect(lines.last == say.helpKeysLine)
            // A line that goes on with a list opens with a capital in English.
            let all = lines.joined(separator: " ").lowercased()
            for (key, command) in keys {
                #expect(all.contains("\(key) \(vocabulary.name(of: command))"), "\(key): \(all)")
            }
            #expect(lines.count - texts(narrator.help(nil, rules: rules)).count <= 2)
        }
    }

    @Test(arguments: Language.allCases)
    func theShortHelpIsFiveLinesAtMostAndSaysHowToPlayAndLeave(language: Language) {
        let narrator = Narrator(language: language)
        let vocabulary = Vocabulary(language)
        for rules in Self.modes {
            let pages = narrator.help(nil, rules: rules)
            #expect(pages.count == 1, "the short help is said at once")
            let lines = texts(pages)
            #expect(lines.count <= 5, "\(rules): \(lines)")
            let all = lines.joined(separator: " ").lowercased()
            for move in rules.kind.moves {
                #expect(all.contains("\(vocabulary.name(of: move)) \(vocabulary.number(of: move))"), "\(move): \(all)")
            }
            for keyword in [Keyword.quit, .undo, .repeatLast, .help] {
                #expect(all.contains(vocabulary.name(of: keyword)), "\(keyword): \(all)")
            }
            // Every topic is named, but the modes' being played, which the first lines tell of, and
            // the kinds' of game, which `help game` names (the game topic test hears them there).
            let help = vocabulary.name(of: .help)
            let topics = lines.drop { !$0.lowercased().contains(help + " ") }.joined(separator: " ").lowercased()
            for topic in HelpTopic.allCases {
                let told = (topic == rules.kind.topic && topic != .game) || (topic == .match && rules.match != nil)
                if case .kind = topic {
                    #expect(!topics.contains(vocabulary.name(topic.entry)), "\(topic) in \(rules): \(topics)")
                    continue
                }
                #expect(topics.contains(vocabulary.name(topic.entry)) != told, "\(topic) in \(rules): \(topics)")
            }
        }
    }

    /// The game topic names the kinds of game, and the words that ask for each one's rules.
    @Test(arguments: Language.allCases)
    func theGameTopicLeadsToEachKindsRules(language: Language) {
        let narrator = Narrator(language: language)
        let vocabulary = Vocabulary(language)
        let parser = CommandParser(language: language)
        let game = texts(narrator.help(.game, rules: .freePlay))
        // The kinds' rules are named last: from the line with the help word to the end.
        let rules = game.lastIndex { $0.lowercased().contains(vocabulary.name(of: .help) + " ") }
        let named = rules.map { game[$0...].joined(separator: " ").lowercased() } ?? ""
        for kind in GameKind.allCases where kind != .rps {
            let name = vocabulary.name(kind.topic.entry)
            #expect(named.contains(name), "\(name): \(game)")
            #expect(parser.parse(vocabulary.name(of: .help) + " " + name) == .command(.help(kind.topic)))
        }
        #expect(rules != nil, "\(game)")
        #expect(game.last?.hasSuffix(".") == true, "the kinds' rules are named last: \(game)")
    }

    /// The mode being played comes first; a mode not being played is explained only in its topic.
    @Test(arguments: Language.allCases)
    func theModeBeingPlayedComesFirstAndNoOtherIsExplained(language: Language) {
        let narrator = Narrator(language: language)
        let say = Sentences(language)
        let free = texts(narrator.help(nil, rules: .freePlay))
        #expect(!free.contains(say.helpShortMukjjippa))
        #expect(
            !free.contains { line in
                (1...99).contains { line == say.helpShortMatch($0, Rules.gamesToWin($0)) }
                    || line == say.helpShortSingle
            })
        #expect(texts(narrator.help(nil, rules: Rules(match: 1))).first == say.helpShortSingle)
        #expect(texts(narrator.help(nil, rules: Rules(kind: .mukjjippa))).first == say.helpShortMukjjippa)
        #expect(texts(narrator.help(nil, rules: Rules(match: 5))).first == say.helpShortMatch(5, 3))
        #expect(
            texts(narrator.help(nil, rules: Rules(kind: .mukjjippa, match: 7))).prefix(2) == [
                say.helpShortMukjjippa, say.helpShortMatch(7, 4),
            ])
        #expect(texts(narrator.help(.kind(.mukjjippa), rules: .freePlay)).contains(say.mukjjippaRule1))
        #expect(
            texts(narrator.help(.match, rules: .freePlay)).contains {
                $0.lowercased().contains(Vocabulary(language).name(.bestOfThree))
            })
    }

    @Test(arguments: Language.allCases)
    func everyTopicIsEightLinesAtMostAPart(language: Language) {
        let narrator = Narrator(language: language)
        for topic in HelpTopic.allCases {
            for rules in Self.modes {
                for page in narrator.help(topic, rules: rules) {
                    #expect(!page.isEmpty && page.count <= 8, "\(topic): \(page.map(\.text))")
                }
            }
        }
    }

    /// The topic that lists everything names every command, every setting's words and every topic.
    @Test(arguments: Language.allCases)
    func theAllTopicNamesEveryWord(language: Language) {
        let vocabulary = Vocabulary(language)
        let all = texts(Narrator(language: language).help(.all, rules: .freePlay)).joined(separator: " ").lowercased()
        var words = Keyword.allCases.map(vocabulary.name(of:)) + HelpTopic.allCases.map { vocabulary.name($0.entry) }
        words += Setting.allCases.flatMap { setting in
            (setting.entry.word.map { [vocabulary.name($0)] } ?? [])
                + setting.entry.valueWords.map { vocabulary.name($0.word) }
        }
        for word in words { #expect(all.contains(word.lowercased()), "\(word) in \(all)") }
    }

    @Test func anUnknownTopicNamesTheTopics() {
        let en = Narrator(language: .en)
        #expect(
            texts([en.unknownTopic(suggestion: "match")]).prefix(2) == ["No such topic.", "Did you mean help match?"])
        let lines = texts([en.unknownTopic(suggestion: nil)])
        #expect(lines.first == "No such topic.")
        for topic in HelpTopic.allCases {
            #expect(lines.joined(separator: " ").lowercased().contains(Vocabulary(.en).name(topic.entry)))
        }
        #expect(
            texts([Narrator(language: .ko).unknownTopic(suggestion: "매치")]).prefix(2) == [
                "그런 도움말은 없습니다.", "혹시 이 말입니까? 도움말 매치",
            ])
    }

    /// Each setting that the game can change has its line in a topic, from its row of the table.
    @Test(arguments: Setting.allCases)
    func everySettingOfTheGameHasAHelpLine(setting: Setting) {
        let entry = setting.entry
        guard entry.word != nil || !entry.valueWords.isEmpty else { return }
        #expect(entry.help != nil, "\(setting) has no line in help")
        let lines = texts(Narrator(language: .en).help(setting.topic, rules: .freePlay))
        let word = entry.word.map(Vocabulary(.en).name) ?? Vocabulary(.en).name(entry.valueWords[0].word)
        #expect(lines.contains { $0.lowercased().hasPrefix(word.lowercased()) }, "\(setting) in \(lines)")
    }
}
