import Catalog
import Foundation
import GameCore
import Input
import Narration
import SessionScripts
import Settings
import Testing

/// What a kind of game needs that no exhaustive switch reaches, checked for every kind, so that
/// the next kind is led here by a failing test rather than found missing by a player: its help
/// topic, its welcome, its keys, its speech budget in the benchmarks, the fuzzer typing each of
/// its moves, its name in `--help`, in the manual pages and in the README.
@Suite struct EveryKindChecklistTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The catalog key of a `Words` entry ("topic.lizardSpock").
    static func name(_ key: Words.Key) -> String { Words.keys[key.rawValue].name }

    /// Its topic is one `help` names and the parser reaches by its words, and tells of it within a
    /// topic's lines; the plain game's is the game topic.
    @Test(arguments: Language.allCases, GameKind.allCases)
    func itsHelpTopicIsReachedAndShort(language: Language, kind: GameKind) {
        let narrator = Narrator(language: language)
        let parser = CommandParser(language: language)
        let vocabulary = Vocabulary(language)
        #expect(HelpTopic.allCases.contains(kind.topic))
        for word in vocabulary.words(kind.topic.entry) {
            #expect(parser.parse(vocabulary.name(of: .help) + " " + word) == .command(.help(kind.topic)), "\(word)")
        }
        let pages = narrator.help(kind.topic, rules: Rules(kind: kind))
        // A kind's own topic is said at once; the game's, which names every kind, may come in parts.
        #expect(pages.allSatisfy { $0.count <= 8 } && (pages.count == 1 || kind.topic == .game), "\(kind): \(pages)")
        // Each of its moves is named in its topic or, for the plain game's three, in the game's.
        let told = pages[0].map { $0.text.lowercased() }.joined(separator: " ")
        for move in kind.moves where kind.topic != .game || GameKind.rps.moves.contains(move) {
            #expect(told.contains(vocabulary.name(of: move)) || kind.moves == GameKind.rps.moves, "\(move) in \(told)")
        }
    }

    /// Its welcome opens with its own title and says how to play it, by words and by keys: every
    /// move a first stage of one hand takes.
    @Test(arguments: Language.allCases, GameKind.allCases)
    func itsWelcomeSaysItsName(language: Language, kind: GameKind) {
        let vocabulary = Vocabulary(language)
        let titles = GameKind.allCases.map { Narrator(language: language).welcome(Rules(kind: $0))[0].text }
        #expect(Set(titles).count >= GameKind.allCases.count - 1, "a title each, the plain game's and 묵찌빠's aside")
        for byKeys in [false, true] {
            let welcome = Narrator(language: language, byKeys: byKeys).welcome(Rules(kind: kind))
            let said = welcome.map { $0.text.lowercased() }.joined(separator: " ")
            guard kind.firstStage.asks == .hand else { continue }
            for move in kind.moves {
                let named = byKeys ? String(vocabulary.number(of: move)) : vocabulary.name(of: move)
                #expect(said.contains(named), "\(kind) by keys \(byKeys): \(move) in \(said)")
            }
        }
    }

    /// Its moves have the keys 1 to their count, in the language's order: the numbers the
    /// `Words` catalog gives them, each a key at its first stage.
    @Test(arguments: Language.allCases, GameKind.allCases)
    func itsKeysAreItsNumbers(language: Language, kind: GameKind) {
        let vocabulary = Vocabulary(language)
        let keys = KeyMap(language: language)
        #expect(Set(kind.moves.map(vocabulary.number(of:))) == Set(1...kind.moves.count))
        for move in kind.moves {
            let meaning = keys.meaning(of: Key(String(vocabulary.number(of: move))), awaiting: kind.firstStage)
            #expect(
                meaning == .command(.game(.play(move))) || meaning == .hand(move), "\(kind) \(move): \(meaning as Any)")
        }
        #expect(keys.meaning(of: Key(String(kind.moves.count + 1)), awaiting: kind.firstStage) == nil)
    }

    /// `Benchmarks/run` measures the speech of a throw of every kind but the plain game's (whose
    /// figures are the verbosities'), with a goal, and every kind's help topic.
    @Test(arguments: GameKind.allCases.filter { $0 != .rps })
    func itsSpeechHasABudgetInTheBenchmarks(kind: GameKind) throws {
        let benchmark = try Self.text("Benchmarks/benchmark.py")
        let mode = benchmark.components(separatedBy: "\n").first {
            $0.contains("[\"--game\", \"\(kind.name)\"]") && $0.contains("Mode(")
        }
        #expect(
            mode?.contains("\"en\":") == true && mode?.contains("\"ko\":") == true,
            "no Mode with goals for \(kind.name)")
        let topic = Self.name(kind.topic.entry).replacingOccurrences(of: "topic.", with: "")
        #expect(benchmark.contains("\"\(topic)\""), "TOPICS lacks \(topic)")
    }

    /// The session fuzzer types every move of the kind (`SessionScript`); the tools that play
    /// seeded games play one of it: `Tools/listen-games` (what Fenrir says, before and after a
    /// change) and `Tools/link-order/generate` (the code its games touch, laid out together).
    @Test(arguments: GameKind.allCases)
    func theFuzzerTypesEveryMoveAndTheToolsPlayIt(kind: GameKind) throws {
        #expect(SessionScript.movesTyped(playing: kind) == Set(kind.moves))
        guard kind != .rps else { return }
        #expect(try Self.text("Tools/listen-games").contains("--game \(kind.name)"), "listen-games")
        #expect(try Self.text("Tools/link-order/generate").contains("\"--game\", \"\(kind.name)\""), "link-order")
    }

    /// `--help`, both manual pages and the README name it by its command-line name; the manual
    /// pages and the README by its words in the game, in their language.
    @Test(arguments: GameKind.allCases)
    func itIsNamedInTheDocuments(kind: GameKind) throws {
        for language in Language.allCases {
            let narrator = Narrator(language: language)
            let help = UsageTopic.allCases.flatMap(narrator.usage).joined(separator: " ")
            #expect(help.contains(kind.name), "\(language) --help game")
        }
        let readme = try Self.text("README.md")
        let pages = [("man/man6/rps.6.in", Language.en), ("man/ko/man6/rps.6.in", .ko)]
        for (path, language) in pages {
            let page = try Self.text(path).lowercased().replacingOccurrences(of: "\\-", with: "-")
            #expect(page.contains(kind.name) || kind == .rps, "\(path) lacks \(kind.name)")
            let word = Vocabulary(language).name(Setting.game.entry.valueWords.first { $0.value == .game(kind) }!.word)
            #expect(page.contains(word.lowercased()), "\(path) lacks \(word)")
        }
        #expect(readme.contains("`--game \(kind.name)`") || kind == .rps, "README lacks --game \(kind.name)")
    }
}
