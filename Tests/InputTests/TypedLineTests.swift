import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Testing

/// A typed line's length: any line is read by its first `TypedLine.longest` bytes, cut between
/// characters, so a pasted text with no line break is answered at once; a cut line is not kept
/// for the Up arrow.
@Suite struct TypedLineTests {
    @Test func aLineUpToTheLimitIsReadWholeAndKept() {
        let line = TypedLine(String(repeating: "a", count: TypedLine.longest))
        #expect(!line.isCut)
        #expect(line.text.utf8.count == TypedLine.longest)
        #expect(line.remembered == line.text)
    }

    /// 2,000 syllables of three bytes each: 1,365 of them fit in 4,096 bytes; the 1,366th is
    /// left out whole, not broken into a replacement character.
    @Test func aLongerLineIsCutBetweenCharactersAndNotKept() {
        let line = TypedLine(String(repeating: "가", count: 2_000))
        #expect(line.isCut)
        #expect(line.text == String(repeating: "가", count: TypedLine.longest / 3))
        #expect(line.remembered == nil)
        let ascii = TypedLine(String(repeating: "b", count: TypedLine.longest + 1))
        #expect(ascii.isCut && ascii.text.utf8.count == TypedLine.longest)
    }

    /// A megabyte of moves, one word after another, read as its first words: not one move done.
    @Test func aMegabyteOfMovesIsNotUnderstood() {
        let words = ["rock", "바위", "paper", "보자기", "scissors", "가위"]
        var text = ""
        while text.utf8.count < 1 << 20 { text += words[text.utf8.count % words.count] + " " }
        for language in [Language.en, .ko] {
            let parsed = CommandParser(language: language).parse(TypedLine(text), awaiting: .hand)
            if case .command = parsed { Issue.record("\(language): \(parsed)") }
        }
    }
}
