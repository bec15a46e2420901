import Catalog
import Input
import Settings
import Testing

/// A match's length in Sino-Korean numbers of two digits (이십일, 구십구), as a Korean player reads
/// 21판 aloud and may type it: the digit before 십 counts the tens, in every way a length is
/// written, in a game of either language.
@Suite struct SinoKoreanMatchLengthTests {
    let parsers = [CommandParser(language: .ko), CommandParser(language: .en)]

    @Test(arguments: [
        ("이십일판", 21), ("구십구 판", 99), ("삼십삼판", 33), ("오십오 판", 55), ("칠십칠판", 77),
        ("이십일전 십일선승제", 21), ("구십구전 오십선승", 99), ("이십일선승", 41), ("매치 이십일", 21),
        ("매치 구십구", 99), ("십일판", 11), ("십구 판", 19),
    ])
    func aLengthOfTwoDigitsIsSetByItsSinoKoreanWords(typed: String, games: Int) {
        for parser in parsers {
            #expect(parser.parse(typed) == .command(.change(.match(games))), "\(typed)")
        }
    }

    /// An even length in the same words is a length the game does not play: what a match takes is
    /// said, never another length or "not understood".
    @Test(arguments: ["이십판", "삼십 판", "구십팔판", "매치 이십"])
    func anEvenLengthGetsWhatAMatchTakes(typed: String) {
        for parser in parsers {
            #expect(parser.parse(typed) == .needsValue(.match), "\(typed)")
        }
    }
}
