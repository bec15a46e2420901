import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Settings
import Testing

/// Rock paper scissors lizard Spock typed and pressed: its moves' words in either language, their
/// numbers 1 to 5; a kind's name that holds move words chooses the kind; another kind answers a
/// move it lacks with what its stage asks.
@Suite struct LizardSpockInputTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)
    let stage = GameKind.lizardSpock.firstStage

    func parse(_ parser: CommandParser, _ line: String, _ stage: Stage) -> ParsedLine {
        parser.parse(TypedLine(line), awaiting: stage)
    }

    @Test(arguments: [
        ("lizard", Move.lizard), ("l", .lizard), ("도마뱀", .lizard), ("4", .lizard), ("spock", .spock),
        ("Spock!", .spock), ("vulcan", .spock), ("스팍", .spock), ("스폭", .spock), ("5", .spock), ("rock", .rock),
    ])
    func itsMovesAreTypedInEitherLanguage(typed: String, move: Move) {
        #expect(parse(english, typed, stage) == .command(.game(.play(move))), "\(typed)")
        #expect(parse(korean, typed, stage) == .command(.game(.play(move))), "\(typed)")
    }

    /// Another kind gets its own answer: the stage asks again for a word, the numbers there are for
    /// a number.
    @Test func anotherKindAnswersAMoveItLacks() {
        #expect(parse(english, "lizard", .hand) == .stageAsks(.hand))
        #expect(parse(korean, "스팍", .hand) == .stageAsks(.hand))
        #expect(parse(english, "4", .hand) == .numberOutOfRange)
        #expect(parse(english, "rock spock", .pair) == .stageAsks(.pair))
        #expect(parse(english, "6", stage) == .numberOutOfRange)
    }

    /// `lizard spock` is the kind, not two hands, even where two hands are asked.
    @Test func aKindsNameThatHoldsMoveWordsIsTheKind() {
        for (parser, line) in [
            (english, "lizard spock"), (english, "rpsls"), (korean, "도마뱀 스팍"), (korean, "가위바위보 도마뱀 스팍"),
        ] {
            for stage in [Stage.hand, .pair, stage] {
                #expect(parse(parser, line, stage) == .command(.change(.game(.lizardSpock))), "\(line)")
            }
        }
        #expect(english.parse("help lizard spock") == .command(.help(.kind(.lizardSpock))))
        #expect(korean.parse("도움말 스팍") == .command(.help(.kind(.lizardSpock))), "a move's help is its kind's")
        #expect(english.parse("help rock") == .command(.help(.game)))
    }

    /// Keys 1 to 5 in the language's order; in English `l` for lizard, which no command's letter
    /// takes; Spock's `s` is scissors'.
    @Test func itsKeysAreTheNumbersAndALetterWhereNoneClashes() {
        let keys = KeyMap(language: .en)
        for (key, move) in [("1", Move.rock), ("4", .lizard), ("5", .spock), ("l", .lizard), ("L", .lizard)] {
            #expect(keys.meaning(of: Key(key), awaiting: stage) == .command(.game(.play(move))), "\(key)")
        }
        #expect(keys.meaning(of: Key("s"), awaiting: stage) == .command(.game(.play(.scissors))))
        #expect(keys.meaning(of: Key("l"), awaiting: .hand) == nil, "no lizard in rock, paper, scissors")
        let korean = KeyMap(language: .ko)
        #expect(korean.meaning(of: Key("1"), awaiting: stage) == .command(.game(.play(.scissors))))
        #expect(korean.meaning(of: Key("4"), awaiting: stage) == .command(.game(.play(.lizard))))
    }

    @Test func theCommandLineTakesItsNames() {
        for name in ["lizard-spock", "rpsls", "LIZARD-SPOCK"] {
            guard case .play(let preferences) = OptionParser.parse(["--game", name], language: .en) else {
                Issue.record("\(name) is refused")
                continue
            }
            #expect(preferences.game == .lizardSpock)
        }
    }
}
