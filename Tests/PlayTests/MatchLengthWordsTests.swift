import Catalog
import Foundation
import GameCore
import Input
import Languages
import Settings
import Testing

/// Every number word the game takes, read from its own tables (`NumberWords.swift`), not from a
/// list typed here: each number 1 to 99 in each way of writing it (English, Sino-Korean, native
/// Korean with its two-syllable tens, 스물 to 아흔, and their forms before a counter, 스무, 한,
/// 세, 석...), alone, as a match's length with each counter, glued to it or apart, and after the
/// match's own word: an odd length is the match, an even one what the match takes.
@Suite struct MatchLengthWordsTests {
    /// One table of `NumberWords.swift`: each word with its number, as the source writes it.
    static func table(_ name: String) -> [(word: String, value: Int)] {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Languages/NumberWords.swift")
        guard let text = try? String(contentsOf: source, encoding: .utf8),
            let start = text.range(of: "static let \(name)"),
            let end = text.range(of: "]\n", range: start.upperBound..<text.endIndex)
        else { return [] }
        let literal = String(text[start.upperBound..<end.lowerBound])
        let entry = try! NSRegularExpression(pattern: #""([^"]+)": (\d+)"#)
        return entry.matches(in: literal, range: NSRange(literal.startIndex..., in: literal)).map { match in
            let word = String(literal[Range(match.range(at: 1), in: literal)!])
            return (word, Int(literal[Range(match.range(at: 2), in: literal)!])!)
        }
    }

    static let englishUnits = table("englishUnits")
    static let englishTens = table("englishTens")
    static let sinoDigits = table("sinoDigits")
    static let nativeUnits = table("nativeUnits")
    static let nativeTens = table("nativeTens")

    /// Every word the tables make, with its number: each entry alone, and each ten with each unit
    /// after it (twenty-one, 이십일, 스물한, 아흔아홉), as the game reads them.
    static let words: [(word: String, value: Int, system: String)] = {
        var words: [(String, Int, String)] = []
        for (word, value) in englishUnits + englishTens { words.append((word, value, "English")) }
        for (ten, tens) in englishTens {
            for (unit, value) in englishUnits where value < 10 {
                words.append(("\(ten)-\(unit)", tens + value, "English"))
            }
        }
        // Sino-Korean: 일 to 구, 십, a digit before 십 (but 일), and a digit after.
        let ten = "십"
        for (digit, value) in sinoDigits {
            words.append((digit, value, "Sino-Korean"))
            words.append((ten + digit, 10 + value, "Sino-Korean"))
            if value > 1 { words.append((digit + ten, value * 10, "Sino-Korean")) }
            for (unit, unitValue) in sinoDigits where value > 1 {
                words.append((digit + ten + unit, value * 10 + unitValue, "Sino-Korean"))
            }
        }
        words.append((ten, 10, "Sino-Korean"))
        for (word, value) in nativeUnits + nativeTens { words.append((word, value, "native Korean")) }
        for (tenWord, tens) in nativeTens {
            for (unit, value) in nativeUnits { words.append((tenWord + unit, tens + value, "native Korean")) }
        }
        return words
    }()

    /// The tables were read: each system says every number from 1 to 99, and native Korean's tens
    /// include those of two syllables.
    @Test func everyNumberFrom1To99HasAWordInEachSystem() {
        for system in ["English", "Sino-Korean", "native Korean"] {
            let values = Set(Self.words.filter { $0.system == system }.map(\.value))
            #expect(values == Set(1...99), "\(system) lacks \(Set(1...99).subtracting(values).sorted())")
        }
        #expect(Self.nativeTens.filter { $0.word.count == 2 }.count >= 8, "\(Self.nativeTens)")
    }

    @Test func eachWordIsItsNumber() {
        for (word, value, system) in Self.words {
            #expect(NumberWords.value(of: word) == value, "\(system) \(word)")
        }
    }

    /// Each word as a match's length, every way `docs/architecture.md` says a length: with 판 or 전 apart or
    /// glued, with 선승 for the wins, after 매치, and in English best of / first to.
    @Test func eachWordIsAMatchLength() {
        let parsers = Language.allCases.map { ($0, CommandParser(language: $0)) }
        // A length that is a word of the game too (이전, 2전, is back) means the word.
        let gameWords = Set(
            Language.allCases.flatMap { language in Words.Key.allCases.flatMap(Vocabulary(language).words) })
        for (word, value, system) in Self.words {
            var phrasings: [(String, Int)] = [
                ("\(word) 판", value), ("\(word)판", value), ("\(word)전", value), ("매치 \(word)", value),
                ("\(word) 판으로 하자", value), ("\(word)선승", value * 2 - 1), ("\(word)선승제", value * 2 - 1),
            ]
            if system == "English" { phrasings += [("best of \(word)", value), ("first to \(word)", value * 2 - 1)] }
            for (line, games) in phrasings where !gameWords.contains(line) {
                let expected: ParsedLine =
                    games % 2 == 1 && Rules.matchLengths.contains(games)
                    ? .command(.change(.match(games))) : .needsValue(.match)
                // In the game of the word's language; a length glued to 판 in the other game too.
                let own: Language = system == "English" ? .en : .ko
                for (language, parser) in parsers where language == own || line == "\(word)판" {
                    #expect(parser.parse(line) == expected, "\(system) \(line), in \(language)")
                }
            }
        }
    }

    /// A native Korean length of two syllables, typed in a game, is the match the game then
    /// plays and says, as a digit would be.
    @Test func aNativeKoreanLengthIsTheMatchPlayed() {
        for (word, value, system) in Self.words
        where system == "native Korean" && value >= 20 && value % 2 == 1 && word.count >= 2 {
            var byWord = SessionTests().session(.ko) { $0.delay = 0 }
            var byDigits = SessionTests().session(.ko) { $0.delay = 0 }
            _ = byWord.start()
            _ = byDigits.start()
            let said = byWord.handle(.line("\(word) 판"))
            #expect(said == byDigits.handle(.line("\(value)판")), "\(word) 판")
            #expect(byWord.preferences.match == value, "\(word) 판")
        }
    }
}
