import Catalog
import GameCore
import Input
import Settings
import Testing

/// What a first-time player types: punctuation, filler words and synonyms around a command are
/// understood in both languages; a near miss is suggested, never done, and never points to
/// leaving or resetting the game unless the slip was close to it.
@Suite struct ForgivingInputTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    @Test(arguments: [
        ("score?", Command.game(.score)), ("Rock.", .game(.play(.rock))), ("quit!", .quit),
        ("PAPER!!", .game(.play(.paper))),
        ("(rock)", .game(.play(.rock))), ("\u{201C}help\u{201D}", .help(nil)), ("점수?", .game(.score)),
        ("바위.", .game(.play(.rock))),
        ("?", .help(nil)), ("new game.", .game(.newGame)), ("history 3.", .game(.history(limit: 3))),
        ("delay 0.5.", .change(.delay(0.5))), ("delay .5", .change(.delay(0.5))),
    ])
    func punctuationAroundWordsIsDropped(typed: String, command: Command) {
        #expect(english.parse(typed) == .command(command))
        #expect(korean.parse(typed) == .command(command))
    }

    @Test(arguments: [
        ("help me", Command.help(nil)), ("undo that", .game(.undo)), ("exit game", .quit),
        ("rock please", .game(.play(.rock))),
        ("please quit", .quit), ("what's the score?", .game(.score)), ("show me the stats", .game(.stats)),
        ("play rock", .game(.play(.rock))), ("history 5 please", .game(.history(limit: 5))),
        ("lang ko please", .change(.language(.ko))),
        ("게임 종료", .quit), ("도움말 좀", .help(nil)), ("바위 낼게", .game(.play(.rock))), ("점수 알려줘", .game(.score)),
    ])
    func fillerWordsAroundACommandAreDropped(typed: String, command: Command) {
        #expect(english.parse(typed) == .command(command))
        #expect(korean.parse(typed) == .command(command))
    }

    @Test func fillerWordsAloneOrAroundNothingKnownAreNotUnderstood() {
        #expect(english.parse("please") == .notUnderstood(suggestion: nil))
        #expect(english.parse("the game") == .command(.help(.game)), "game alone is help's topic")
        #expect(english.parse("please rokc") == .notUnderstood(suggestion: "rock"))
        #expect(english.parse("rock paper please") == .twoRequests("rock", "paper"))
        #expect(english.parse("score loudly please") == .command(.game(.score)))
    }

    /// A filler must never hide a word the game knows, in any language: alone it means nothing,
    /// unless it is a command's word too ("what" asks to hear the last answer again), and before
    /// a command it changes nothing ("what is the score").
    @Test func noFillerIsAWordOfTheGame() {
        let vocabularies = Language.allCases.map(Vocabulary.init)
        let gameWords = Set(
            vocabularies.flatMap { vocabulary in
                Words.Key.allCases.filter { $0 != .fillers }.flatMap(vocabulary.words)
            })
        for language in Language.allCases {
            for filler in Vocabulary(language).words(.fillers) where !filler.hasSuffix("-") {
                // Before a command it changes nothing.
                #expect(english.parse(filler + " score") == .command(.game(.score)), "\(filler)")
                if gameWords.contains(filler) { continue }
                // Alone it is no request.
                if case .command = english.parse(filler) { Issue.record("\(filler) is a command") }
                if case .command = korean.parse(filler) { Issue.record("\(filler) is a command") }
            }
        }
    }

    @Test(arguments: [
        ("h", Command.help(nil)), ("menu", .help(nil)), ("commands", .help(nil)), ("메뉴", .help(nil)),
        ("options", .settings), ("preferences", .settings), ("옵션", .settings),
        ("bye", .quit), ("그만", .quit), ("나가기", .quit),
        ("stop", .hush), ("shh", .hush), ("silence", .hush), ("조용", .hush), ("쉿", .hush), ("음성 중지", .hush),
        ("stop it", .hush),
    ])
    func commonSynonymsWork(typed: String, command: Command) {
        #expect(english.parse(typed) == .command(command))
        #expect(korean.parse(typed) == .command(command))
    }

    /// Stopping the voice and leaving the game share no word, in either language, nor is a slip
    /// of one suggested as the other: "stop" silences the voice, and never ends a game.
    @Test func hushAndQuitShareNoWord() {
        for language in Language.allCases {
            let vocabulary = Vocabulary(language)
            for word in vocabulary.words(for: .quit) where !word.hasSuffix("-") {
                #expect(english.parse(word) == .command(.quit), "\(word)")
            }
            for word in vocabulary.words(for: .hush) where !word.hasSuffix("-") {
                #expect(english.parse(word) == .command(.hush), "\(word)")
                #expect(korean.parse(word) == .command(.hush), "\(word)")
            }
        }
        // A slip of hushing is done (it changes nothing), but never near leaving.
        #expect(english.parse("stpo") == .command(.hush))
        #expect(english.parse("hsuh") == .notUnderstood(suggestion: "hush"), "as near to huh (repeat)")
    }

    /// "quiet" is not a slip for "quit": a word that leaves or resets the game is suggested only
    /// for a slip of its length or shorter.
    @Test(
        arguments: [
            ("quitt", nil), ("news", nil), ("qiut", "quit"), ("qit", "quit"), ("nwe", "new"), ("exti", "exit"),
        ] as [(String, String?)])
    func leavingOrResettingIsSuggestedOnlyForCloseSlips(typed: String, suggestion: String?) {
        #expect(english.parse(typed) == .notUnderstood(suggestion: suggestion))
    }

    @Test(arguments: ["0", "4", "-1", "+7", "99", "4 please", "1000000000000000000000000"])
    func aNumberThatIsNoMoveSaysSo(typed: String) {
        #expect(english.parse(typed) == .numberOutOfRange)
        #expect(korean.parse(typed) == .numberOutOfRange)
    }

    @Test(arguments: [
        ("korean", Language.ko), ("Korean", .ko), ("한국어", .ko), ("ko", .ko), ("english", .en), ("English.", .en),
        ("영어", .en), ("en", .en),
    ])
    func aLanguageIsSwitchedByItsNameAlone(typed: String, language: Language) {
        #expect(english.parse(typed) == .command(.change(.language(language))))
        #expect(korean.parse(typed) == .command(.change(.language(language))))
        #expect(english.parse(typed + " please") == .command(.change(.language(language))))
        #expect(english.parse(typed + " now") == .command(.change(.language(language))))
        // A word the game cannot place does not keep a language from being chosen: it changes
        // nothing in the game.
        #expect(english.parse(typed + " blah") == .command(.change(.language(language))))
    }
}

extension ParsedLine {
    fileprivate var isSuggestion: Bool {
        if case .notUnderstood(.some) = self { true } else { false }
    }
}
