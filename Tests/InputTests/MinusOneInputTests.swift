import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Testing

/// 하나빼기's two answers as players type them: two hands in one line, then the hand to keep, by
/// its name or number or by first or second; anything else at either stage is answered with
/// what the stage asks, and a hand typed in another kind of game means what it always did.
@Suite struct MinusOneInputTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    func parse(_ typed: String, _ parser: CommandParser, _ stage: Stage) -> ParsedLine {
        parser.parse(TypedLine(typed), awaiting: stage)
    }

    /// Every phrasing shows `pair`, in a game of either language.
    func expectShown(_ phrasings: [String], _ pair: HandPair, sourceLocation: SourceLocation = #_sourceLocation) {
        for typed in phrasings {
            for parser in [english, korean] {
                #expect(
                    parse(typed, parser, .pair) == .command(.game(.show(pair))), "\(typed)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test func twoHandsInOneLine() {
        expectShown(
            [
                "rock paper", "Rock, paper.", "rock and paper", "rock-paper", "rock/paper", "ROCK PAPER", "stone paper",
                "바위 보", "바위, 보", "바위랑 보", "바위하고 보", "바위와 보", "바위/보", "주먹 보자기", "rock 보",
            ], HandPair(.rock, .paper))
        expectShown(["scissors scissors", "가위 가위", "가위랑 가위", "scissors-scissors"], HandPair(.scissors, .scissors))
        // Numbers are the moves' numbers in the game's language: 1 3 is rock scissors in English
        // and 가위 보 in Korean, as `help` says them.
        #expect(parse("1 3", english, .pair) == .command(.game(.show(HandPair(.rock, .scissors)))))
        #expect(parse("1 3", korean, .pair) == .command(.game(.show(HandPair(.scissors, .paper)))))
        #expect(parse("2-2", english, .pair) == .command(.game(.show(HandPair(.paper, .paper)))))
    }

    /// One hand, three hands, a word that is no hand: the stage asks again for two.
    @Test func anythingElseWhereTwoHandsAreAskedIsAnsweredWithTheStage() {
        for typed in ["rock", "1", "rock paper rock", "rock banana", "바위", "가위 바위 보", "first"] {
            let parsed = parse(typed, english, .pair)
            #expect(parsed == .stageAsks(.pair) || parsed == .notUnderstood(suggestion: nil), "\(typed): \(parsed)")
            #expect(!Self.isGame(parsed), "\(typed)")
            // A line with a hand in it gets the stage's answer; a keep word before a pair is just
            // not understood (whose answer also says what to type).
            #expect(parsed == (typed == "first" ? .notUnderstood(suggestion: nil) : .stageAsks(.pair)), "\(typed)")
        }
        // The game's name is still the game's name; commands still work between the stages.
        #expect(parse("rock paper scissors", english, .pair) == .command(.change(.game(.rps))))
        #expect(parse("undo", english, .pair) == .command(.game(.undo)))
        #expect(parse("again", english, .pair) == .command(.game(.again)))
    }

    @Test func theHandToKeepByNameNumberOrPlace() {
        let pair = HandPair(.rock, .paper)
        let keeps: [(String, Keep)] = [
            ("rock", .first), ("paper", .second), ("1", .first), ("2", .second), ("first", .first),
            ("second", .second), ("left", .first), ("right", .second), ("the first one", .first),
            ("1st", .first), ("2nd", .second), ("keep rock", .first), ("keep the second", .second),
            ("I keep paper", .second), ("rock please", .first), ("Paper!", .second),
        ]
        for (typed, kept) in keeps {
            #expect(parse(typed, english, .keep(pair)) == .command(.game(.keep(kept))), "\(typed)")
        }
        let korean: [(String, Keep)] = [
            ("바위", .first), ("보", .second), ("2", .first), ("3", .second), ("첫째", .first), ("두 번째", .second),
            ("왼손", .first), ("오른손", .second), ("왼쪽", .first), ("첫 번째 거", .first), ("바위요", .first),
            ("바위 남길래", .first), ("보 남길게요", .second), ("왼손 남기기", .first), ("보를 남길래", .second),
        ]
        for (typed, kept) in korean {
            #expect(parse(typed, self.korean, .keep(pair)) == .command(.game(.keep(kept))), "\(typed)")
        }
    }

    /// Both hands the same: either name keeps one of them, the first.
    @Test func aPairOfTheSameHandKeepsEitherByItsName() {
        let pair = HandPair(.scissors, .scissors)
        #expect(parse("scissors", english, .keep(pair)) == .command(.game(.keep(.first))))
        #expect(parse("second", english, .keep(pair)) == .command(.game(.keep(.second))))
        #expect(parse("rock", english, .keep(pair)) == .stageAsks(.keep(pair)))
    }

    /// A hand not shown, two hands again, a number of no hand shown: the choices are named again.
    @Test func anythingElseWhereAHandIsKeptIsAnsweredWithTheChoices() {
        let pair = HandPair(.rock, .paper)
        for typed in ["scissors", "3", "rock paper", "keep scissors", "keep", "first second", "가위"] {
            let parsed = parse(typed, english, .keep(pair))
            #expect(
                parsed == .stageAsks(.keep(pair)) || parsed == .notUnderstood(suggestion: nil), "\(typed): \(parsed)")
            #expect(parsed == .stageAsks(.keep(pair)), "\(typed)")
        }
        #expect(parse("undo", english, .keep(pair)) == .command(.game(.undo)))
        #expect(parse("repeat", english, .keep(pair)) == .command(.repeatAnswer(1)))
        // A slip of a word of keeping is suggested only while a hand is to be kept.
        #expect(parse("frist", english, .keep(pair)) == .notUnderstood(suggestion: "first"))
        #expect(parse("frist", english, .hand) != .notUnderstood(suggestion: "first"))
    }

    /// In rock, paper, scissors and 묵찌빠 the words of minus one change nothing: a hand is a
    /// hand, two are two requests, and first or keep are no command and keep a hand from being
    /// played.
    @Test func theWordsOfMinusOneMeanNothingInOtherKinds() {
        #expect(parse("rock", english, .hand) == .command(.game(.play(.rock))))
        for typed in ["rock paper", "first", "keep rock", "왼손", "rock-paper"] {
            #expect(!Self.isGame(parse(typed, english, .hand)), "\(typed)")
        }
        #expect(parse("rock paper", english, .hand) == .twoRequests("rock", "paper"))
        #expect(parse("keep rock", english, .hand) == .unsure("rock"))
        #expect(parse("first", english, .hand) == .notUnderstood(suggestion: nil))
    }

    private static func isGame(_ parsed: ParsedLine) -> Bool {
        if case .command(.game) = parsed { true } else { false }
    }
}
