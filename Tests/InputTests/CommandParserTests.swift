import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Settings
import Testing

@Suite struct CommandParserTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    /// FR-001's words, written out: both languages' words work in either language.
    @Test(arguments: [
        ("rock", Move.rock), ("paper", .paper), ("scissors", .scissors),
        ("r", .rock), ("p", .paper), ("s", .scissors),
        ("바위", .rock), ("주먹", .rock), ("보", .paper), ("보자기", .paper), ("가위", .scissors),
    ])
    func movesByWordInEitherLanguage(word: String, move: Move) {
        #expect(english.parse(word) == .command(.game(.play(move))))
        #expect(korean.parse(word) == .command(.game(.play(move))))
    }

    @Test func numbersFollowTheOrderTheLanguageNamesTheGame() {
        #expect(english.parse("1") == .command(.game(.play(.rock))))
        #expect(english.parse("2") == .command(.game(.play(.paper))))
        #expect(english.parse("3") == .command(.game(.play(.scissors))))
        #expect(korean.parse("1") == .command(.game(.play(.scissors))))
        #expect(korean.parse("2") == .command(.game(.play(.rock))))
        #expect(korean.parse("3") == .command(.game(.play(.paper))))
        #expect(english.parse("4") == .numberOutOfRange)
        #expect(english.parse("0") == .numberOutOfRange)
    }

    @Test(arguments: ["ROCK", "  Rock  ", "\tpaPer\r", "R", "rock\u{1B}[31m", "\u{1B}]0;title\u{07}rock"])
    func caseSpacesAndControlCharactersDoNotMatter(typed: String) {
        #expect(english.parse(typed) != .notUnderstood(suggestion: nil))
        if case .command(.game(.play)) = english.parse(typed) {
        } else {
            Issue.record("\(typed.debugDescription) was not read as a move")
        }
    }

    @Test(arguments: [
        ("again", Command.game(.again)), ("다시", .game(.again)), ("다시 하기", .game(.again)),
        ("undo", .game(.undo)), ("취소", .game(.undo)),
        ("new", .game(.newGame)), ("new game", .game(.newGame)), ("새 게임", .game(.newGame)), ("새게임", .game(.newGame)),
        ("score", .game(.score)), ("점수", .game(.score)),
        ("stats", .game(.stats)), ("statistics", .game(.stats)), ("통계", .game(.stats)),
        ("history", .game(.history(limit: 10))), ("기록", .game(.history(limit: 10))),
        ("help", .help(nil)), ("?", .help(nil)), ("도움말", .help(nil)),
        ("repeat", .repeatAnswer(1)), ("다시 듣기", .repeatAnswer(1)), ("repeat 2", .repeatAnswer(2)),
        ("다시 듣기 3", .repeatAnswer(3)),
        ("repeat 1", .repeatAnswer(1)), ("back", .back), ("previous", .back), ("이전", .back), ("뒤로", .back),
        ("go back", .back),
        ("quit", .quit), ("exit", .quit), ("q", .quit), ("종료", .quit),
        ("more", .more), ("next", .more), ("더", .more), ("다음", .more),
    ])
    func commandWordsInEitherLanguage(word: String, command: Command) {
        #expect(english.parse(word) == .command(command))
        #expect(korean.parse(word) == .command(command))
    }

    /// `help` and a topic, in either language, by the topic's words or by any word of the game,
    /// which asks for the topic that tells of it; filler words change nothing.
    @Test(arguments: [
        ("help match", HelpTopic.match), ("도움말 매치", .match), ("help matches", .match), ("help 매치", .match),
        ("help game", .game), ("help rules", .game), ("도움말 규칙", .game), ("help rock", .game), ("도움말 가위", .game),
        ("help review", .review), ("도움말 복기", .review), ("help undo", .review), ("help stats", .review),
        ("help more", .review),
        ("help settings", .settings), ("help emoji", .settings), ("help delay", .settings), ("help brief", .settings),
        ("help mukjjippa", .kind(.mukjjippa)), ("도움말 묵찌빠", .kind(.mukjjippa)), ("help muk jji ppa", .kind(.mukjjippa)),
        ("help attack", .kind(.mukjjippa)), ("help rps", .game), ("도움말 가위바위보", .game),
        ("help sound", .sound), ("도움말 소리", .sound), ("help speech", .sound), ("help bell", .sound),
        ("help language", .language), ("도움말 언어", .language), ("help korean", .language), ("help lang", .language),
        ("help all", .all), ("도움말 전체", .all), ("help everything", .all), ("help me with the match", .match),
        ("help about undo", .review),
        ("help the sound please", .sound), ("도움말 좀 매치", .match),
    ])
    func helpTakesATopic(typed: String, topic: HelpTopic) {
        #expect(english.parse(typed) == .command(.help(topic)), "\(typed)")
        #expect(korean.parse(typed) == .command(.help(topic)), "\(typed)")
    }

    @Test func helpWithWordsThatNameNoTopicSaysSo() {
        #expect(english.parse("help me") == .command(.help(nil)))
        // A topic's word with a slip of a key is that topic: help changes nothing.
        #expect(english.parse("help matc") == .command(.help(.match)))
        #expect(korean.parse("도움말 매취") == .command(.help(.match)))
        #expect(korean.parse("도움말 매치를") == .command(.help(.match)), "a particle comes off")
        #expect(english.parse("help xyzzy") == .unknownTopic(suggestion: nil))
        #expect(english.parse("help mtach pls") == .command(.help(.match)))
        #expect(english.parse("help rock paper") == .command(.help(.game)), "the moves' topic")
    }

    @Test func everyCatalogWordIsUnderstoodInBothLanguages() {
        for language in Language.allCases {
            let vocabulary = Vocabulary(language)
            for move in GameKind.everyMove {
                let stage = GameKind.allCases.first { $0.moves.contains(move) }!.firstStage
                for word in vocabulary.words(for: move) where !word.hasSuffix("-") {
                    #expect(english.parse(TypedLine(word), awaiting: stage) == .command(.game(.play(move))), "\(word)")
                    #expect(
                        korean.parse(TypedLine(word.uppercased()), awaiting: stage) == .command(.game(.play(move))),
                        "\(word)")
                }
            }
            // A verb's stem (끝내-) is read in its forms, never as written.
            for keyword in Keyword.allCases {
                for word in vocabulary.words(for: keyword) where !word.hasSuffix("-") {
                    switch english.parse(word) {
                    case .command, .needsCount(keyword): break
                    default: Issue.record("\(word) not understood")
                    }
                }
            }
        }
    }

    @Test func wordsAreSplitOnRunsOfSpaces() {
        #expect(korean.parse("새   게임") == .command(.game(.newGame)))
        #expect(english.parse("  history   25 ") == .command(.game(.history(limit: 25))))
    }

    @Test func historyTakesAPositiveWholeNumber() {
        #expect(english.parse("history 3") == .command(.game(.history(limit: 3))))
        #expect(korean.parse("기록 30") == .command(.game(.history(limit: 30))))
        for bad in ["history 0", "history 00", "history -2", "history 2 3", "history -99999999999999999999"] {
            #expect(english.parse(bad) == .needsCount(.history), "\(bad)")
        }
        // A count in words is a count; words that are none change nothing of what was asked.
        #expect(english.parse("history ten") == .command(.game(.history(limit: 10))))
        #expect(korean.parse("기록 다섯") == .command(.game(.history(limit: 5))))
        for other in ["history abc", "history 1e3", "history 9999999999999999999x"] {
            #expect(english.parse(other) == .command(.game(.history(limit: CommandParser.historyLength))), "\(other)")
        }
    }

    /// `repeat` takes how many answers back, as `history` takes rounds: "repeat 2" is the one
    /// before the last.
    @Test func repeatTakesAPositiveWholeNumberOfAnswersBack() {
        for bad in ["repeat 0", "repeat -1", "repeat 2 3"] {
            #expect(english.parse(bad) == .needsCount(.repeatLast), "\(bad)")
        }
        #expect(english.parse("repeat two") == .command(.repeatAnswer(2)))
        #expect(english.parse("다시 듣기 둘") == .command(.repeatAnswer(2)))
        #expect(english.parse("repeat 99999999999999999999") == .command(.repeatAnswer(.max)))
        #expect(english.parse("back please") == .command(.back))
        #expect(english.parse("back 2") == .takesNothing(.keyword(.back)))
    }

    @Test func aHistoryCountTooLargeForAnIntListsEverything() {
        #expect(english.parse("history 99999999999999999999") == .command(.game(.history(limit: .max))))
        #expect(korean.parse("기록 99999999999999999999999999999999") == .command(.game(.history(limit: .max))))
        #expect(english.parse("history \(Int.max)") == .command(.game(.history(limit: .max))))
    }

    /// Every phrase of several words, in both languages, also reads with its spaces left out.
    @Test func multiWordCommandsReadRunTogether() {
        #expect(korean.parse("다시하기") == .command(.game(.again)))
        #expect(english.parse("다시듣기") == .command(.repeatAnswer(1)))
        #expect(korean.parse("다시듣기 2") == .command(.repeatAnswer(2)))
        #expect(english.parse("NewGame") == .command(.game(.newGame)))
        #expect(korean.parse("newgame") == .command(.game(.newGame)))
        #expect(english.parse("다시듣기 사과") == .command(.repeatAnswer(1)), "a word that is no count")
        var phrases = 0
        for language in Language.allCases {
            let vocabulary = Vocabulary(language)
            let words =
                GameKind.everyMove.flatMap(vocabulary.words(for:)) + Keyword.allCases.flatMap(vocabulary.words(for:))
            for phrase in words where phrase.contains(" ") && !phrase.hasSuffix("-") {
                phrases += 1
                let joined = phrase.split(separator: " ").joined()
                for parser in [english, korean] {
                    #expect(parser.parse(joined) == parser.parse(phrase), "\(joined)")
                }
            }
        }
        #expect(phrases >= 3)
    }

    @Test func runTogetherWordsAreNotCompleted() {
        for joined in ["다시하기", "다시듣기", "newgame"] {
            for kind in GameKind.allCases {
                let (english, korean) = (english.completions(playing: kind), korean.completions(playing: kind))
                #expect(!(english.own + english.other).contains(joined), "\(joined)")
                #expect(!(korean.own + korean.other).contains(joined), "\(joined)")
            }
        }
    }

    /// A command with a number or a value after it that would change it: what it takes.
    /// Other words change nothing of a request that changes nothing; they keep one that changes
    /// the game from being done.
    @Test func commandsThatTakeNothingSaySo() {
        #expect(english.parse("score 5") == .takesNothing(.keyword(.score)))
        #expect(english.parse("stats off") == .takesNothing(.keyword(.stats)))
        #expect(english.parse("score loudly") == .command(.game(.score)))
        #expect(korean.parse("종료 사과") == .unsure("종료"))
        #expect(english.parse("rock paper") == .twoRequests("rock", "paper"))
    }

    /// A slip in a move or in leaving is offered, never done.
    @Test(arguments: [
        ("rokc", "rock"), ("rcok", "rock"), ("roc", "rock"), ("papr", "paper"), ("paepr", "paper"),
        ("sissors", "scissors"), ("scisors", "scissors"), ("qiut", "quit"), ("바우", "바위"),
        ("가우", "가위"),
    ])
    func nearMissesGetASuggestion(typed: String, suggestion: String) {
        #expect(english.parse(typed) == .notUnderstood(suggestion: suggestion))
    }

    /// A slip of one key in a request that changes nothing is done, naming what was read.
    @Test(arguments: [
        ("histroy", Command.game(.history(limit: 10)), "history"), ("hlep", .help(nil), "help"),
        ("stast", .game(.stats), "stats"), ("도움알", .help(nil), "도움말"), ("scroe", .game(.score), "score"),
        ("setings", .settings, "settings"),
    ])
    func slipsInWhatChangesNothingAreDone(typed: String, command: Command, readAs: String) {
        let reading = CommandParser(language: .en).read(TypedLine(typed), awaiting: .hand)
        #expect(reading.parsed == .command(command))
        #expect(reading.readAs == RequestWords.line(command, .en), "\(typed) is said back as \(readAs)")
    }

    @Test(arguments: [
        "xyzzy", "hello there", "zz", "rockrockrock", String(repeating: "a", count: 10_000), "\u{FFFD}\u{FFFD}",
    ])
    func farMissesGetNoSuggestion(typed: String) {
        #expect(english.parse(typed) == .notUnderstood(suggestion: nil))
    }

    @Test(arguments: ["", "   ", "\t", "\u{1B}[A", "\u{7}\u{0}"])
    func blankLinesAreEmpty(typed: String) {
        #expect(english.parse(typed) == .empty)
    }

    /// The game's language first: an empty line at Tab lists its words only.
    @Test func completionsOfferEveryWordOfBothLanguagesOnceTheGamesLanguageFirst() {
        for (parser, own, other) in [
            (english, ["rock", "history", "quit", "korean"], ["바위", "기록", "새 게임", "다시 듣기", "한국어"]),
            (korean, ["바위", "보자기", "기록", "새 게임", "다시 듣기", "영어"], ["rock", "paper", "history", "english"]),
        ] {
            let completions = parser.completions(playing: .rps)
            let words = completions.own + completions.other
            #expect(Set(words).count == words.count)
            for word in own { #expect(completions.own.contains(word), "\(word)") }
            for word in other { #expect(completions.other.contains(word), "\(word)") }
            #expect(!words.contains("r"))
        }
    }

    /// Korean typed as conjoining jamo (ㄱ and ㅏ for 가), as some input methods and macOS send it,
    /// is read as the syllables it makes: the same words, by canonical equivalence.
    @Test func decomposedHangulIsReadAsItsSyllables() {
        #expect(korean.parse("\u{1100}\u{1161}\u{110B}\u{1171}") == .command(.game(.play(.scissors))))  // 가위
        // 묵, with a final consonant
        #expect(english.parse("\u{1106}\u{116E}\u{11A8}") == .command(.game(.play(.rock))))
        #expect(
            korean.parse("\u{1112}\u{1161}\u{11AB} \u{1111}\u{1161}\u{11AB} \u{1103}\u{1165}")
                == .command(.game(.again)))  // 한 판 더
        #expect(korean.parse("\u{1100}\u{1100}") == .notUnderstood(suggestion: nil), "lone jamo stay as they are")
    }

    /// 묵찌빠's names for the hands work in any game and either language.
    @Test(arguments: [
        ("묵", Move.rock), ("찌", .scissors), ("빠", .paper), ("muk", .rock), ("JJI", .scissors), ("ppa", .paper),
    ])
    func mukjjippasHandsAreMoves(typed: String, move: Move) {
        #expect(english.parse(typed) == .command(.game(.play(move))))
        #expect(korean.parse(typed) == .command(.game(.play(move))))
    }
}
