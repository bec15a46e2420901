import Catalog
import GameCore
import Input
import Settings
import Testing

/// What people type first for a command, in either language, as a newcomer would: understood as
/// far as it is unambiguous, and a suggestion only ever a word the player could have meant.
@Suite struct EverydayWordsTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    @Test(
        arguments: [(String, Command)]([
            // Hearing the last answer again, after missing it.
            ("what", Command.repeatAnswer(1)), ("what?", .repeatAnswer(1)), ("say again", .repeatAnswer(1)),
            ("say that again", .repeatAnswer(1)),
            ("huh", .repeatAnswer(1)), ("pardon?", .repeatAnswer(1)), ("come again", .repeatAnswer(1)),
            ("뭐라고", .repeatAnswer(1)), ("뭐라고요?", .repeatAnswer(1)), ("다시 말해줘", .repeatAnswer(1)),
            ("다시 말해 줘", .repeatAnswer(1)),
            // Asking how to play.
            ("rules", .help(nil)), ("how do I play", .help(nil)), ("how to play?", .help(nil)),
            ("instructions", .help(nil)),
            ("도와줘", .help(nil)), ("헬프", .help(nil)), ("규칙", .help(nil)), ("사용법", .help(nil)),
            // Leaving.
            ("goodbye", .quit), ("good bye", .quit), ("leave", .quit), ("끝내기", .quit), ("그만하기", .quit),
            // Another round with the same hand.
            ("one more", .game(.again)), ("another", .game(.again)), ("한 판 더", .game(.again)), ("한판 더", .game(.again)),
            // Starting over.
            ("restart", .game(.newGame)), ("start over", .game(.newGame)), ("reset", .game(.newGame)),
            ("다시 시작", .game(.newGame)),
            ("처음부터", .game(.newGame)),
            // Taking back a move: 무르기 is the game word.
            ("무르기", .game(.undo)), ("물러", .game(.undo)), ("take back", .game(.undo)), ("되돌리기", .game(.undo)),
            // Matches by the words players use.
            ("best of five", .change(.match(5))), ("best of 5", .change(.match(5))),
            ("best of seven", .change(.match(7))),
            ("best of 9", .change(.match(9))), ("5판", .change(.match(5))), ("5전 3선승제", .change(.match(5))),
            ("3판", .change(.match(3))), ("삼세판", .change(.match(3))), ("단판", .change(.match(1))),
            ("단판 승부", .change(.match(1))),
            // Moves said politely, or with who throws.
            ("가위요", .game(.play(.scissors))), ("바위요", .game(.play(.rock))), ("보요", .game(.play(.paper))),
            ("난 보", .game(.play(.paper))),
            ("저는 가위요", .game(.play(.scissors))), ("stone", .game(.play(.rock))), ("점수요", .game(.score)),
        ]))
    func everydayWordsAreUnderstood(typed: String, command: Command) {
        #expect(english.parse(typed) == .command(command), "\(typed)")
        #expect(korean.parse(typed) == .command(command), "\(typed)")
    }

    /// A word that is also a filler means its command only alone.
    @Test func whatAloneRepeatsAndWhatBeforeACommandChangesNothing() {
        #expect(english.parse("what is the score") == .command(.game(.score)))
        #expect(english.parse("what's the score?") == .command(.game(.score)))
        // A question is no move: named, not played.
        #expect(english.parse("what rock") == .unsure("rock"))
    }

    /// A suggestion is only ever a word the player could have meant: never a language's code
    /// for a word of another kind, nor a near word of two edits in a short word.
    @Test(arguments: ["no", "end", "start", "speed", "ok", "kk", "stone!", "eng"])
    func noSuggestionLeadsSomewhereElse(typed: String) {
        let parsed = english.parse(typed)
        if case .notUnderstood(let suggestion?) = parsed {
            #expect(
                !["ko", "en", "stats", "speak", "score", "on"].contains(suggestion), "\(typed) suggests \(suggestion)")
        }
    }

    @Test func aNearMissOfAOneSyllableMoveSuggestsTheMove() {
        #expect(english.parse("보오") == .notUnderstood(suggestion: "보"))
        #expect(korean.parse("보우") == .notUnderstood(suggestion: "보"))
        #expect(korean.parse("가우") == .notUnderstood(suggestion: "가위"))
        #expect(english.parse("statz") == .command(.game(.stats)), "a slip in what changes nothing is done")
    }
}
