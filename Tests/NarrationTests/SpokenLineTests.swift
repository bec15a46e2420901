import Catalog
import GameCore
import Languages
import Narration
import SpokenLines
import Testing

/// Rules every sentence must keep, checked over every key of the catalog with sample arguments
/// and numbers up to 999 (a long evening's game): short enough for a 40-cell braille display, and
/// nothing that a screen reader spells out, drops or reads as noise.
@Suite struct SpokenLineTests {
    static let numbers = [0, 1, 2, 3, 7, 10, 11, 99, 100, 999]

    static func samples(_ language: Language) -> [SpokenLines.Sample] {
        SpokenLines.every(language, numbers: numbers)
    }

    @Test(arguments: Language.allCases)
    func everyKeyIsSampled(language: Language) {
        let sampled = Set(Self.samples(language).map(\.key))
        #expect(sampled == Set(Sentences.keys.map(\.name)))
    }

    /// Every sentence with text slots says what fills them, so that it is checked at all.
    @Test(arguments: Language.allCases)
    func everyKeySaysWhatFillsItsTextSlots(language: Language) {
        #expect(
            SpokenLines.unfilled(language).isEmpty,
            "SpokenLines.slots must say what fills the text slots of \(SpokenLines.unfilled(language))")
    }

    /// What fills a key's slots, and the largest numbers it says, are told only for keys the
    /// catalog has: an entry left behind by a removed or renamed key would describe nothing.
    @Test func theSamplesDescribeOnlyKeysTheCatalogHas() {
        let keys = Set(Sentences.keys.map(\.name))
        #expect(
            Set(SpokenLines.slots.keys).subtracting(keys).isEmpty, "\(Set(SpokenLines.slots.keys).subtracting(keys))")
        #expect(
            Set(SpokenLines.largest.keys).subtracting(keys).isEmpty,
            "\(Set(SpokenLines.largest.keys).subtracting(keys))")
    }

    /// What the player typed (a file name) may be long: the fixed words fit and it goes last.
    @Test(arguments: Language.allCases)
    func everyLineOfTheGameFitsABrailleDisplay(language: Language) {
        for sample in Self.samples(language) where !SpokenLines.isAboutCommandLine(sample.key) {
            let fixed = SpokenLines.own(sample.text, typed: sample.typed)
            #expect(
                fixed.count <= language.traits.maximumCharacters,
                "\(sample.key), \(fixed.count) characters: \(sample.text)")
        }
    }

    @Test(arguments: Language.allCases)
    func noLineHoldsWhatAScreenReaderReadsAsNoise(language: Language) {
        for sample in Self.samples(language) {
            let noise = SpokenLines.noise(in: sample.text, typed: sample.typed, language: language, key: sample.key)
            #expect(noise.isEmpty, "\(noise) in \(sample.key): \(sample.text)")
        }
    }

    /// The rule above catches what it is for, in the game's words but not in what was typed.
    @Test func theNoiseRuleNamesWhatItFinds() {
        #expect(
            SpokenLines.noise(in: "Won, rock\u{2066} beat 50% ", typed: [], language: .en) == [
                "U+2066", "%", "a space at an end",
            ])
        #expect(SpokenLines.noise(in: "승리, 가위가 보를 이김", typed: [], language: .en) != [])
        #expect(SpokenLines.noise(in: "승리, 가위가 보를 이김", typed: [], language: .ko) == [])
        #expect(SpokenLines.noise(in: "Saving to a/b_c.txt", typed: ["a/b_c.txt"], language: .en) == [])
        #expect(SpokenLines.noise(in: "Use --help", typed: [], language: .en) == ["--"])
        #expect(SpokenLines.noise(in: "Use --help", typed: [], language: .en, key: "option.unknown") == [])
        #expect(SpokenLines.noise(in: "", typed: [], language: .ko) == ["an empty line"])
    }

    /// A particle after a slot agrees with the word in it: 바위를, 보를, 가위가, 3으로.
    @Test func koreanParticlesAgreeWithEveryWordThatFillsASlot() {
        var checked = 0
        for sample in Self.samples(.ko) {
            for filler in sample.fillers {
                guard let ending = Josa.ending(of: filler) else { continue }
                // Each place the filler ends in the line, and what follows it there.
                let text = Array(sample.text)
                let word = Array(filler)
                for start in text.indices where text[start...].starts(with: word) {
                    let rest = Substring(String(text[(start + word.count)...]))
                    for (_, afterConsonant, afterVowel) in Josa.markers
                    where rest.hasPrefix(afterConsonant) || rest.hasPrefix(afterVowel) {
                        let isRo = afterVowel == "로"
                        let wantsConsonantForm = ending == .consonant || (ending == .rieul && !isRo)
                        let expected = wantsConsonantForm ? afterConsonant : afterVowel
                        #expect(
                            rest.hasPrefix(expected),
                            "\(sample.key): \(filler) then \(rest.prefix(3)) in \(sample.text)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100)
        let say = Sentences(.ko)
        #expect(say.resultLoss("보", "바위") == "패배, 보가 바위를 이김")
        #expect(say.resultWin("가위", "보") == "승리, 가위가 보를 이김")
        #expect(say.resultWin("바위", "가위") == "승리, 바위가 가위를 이김")
        #expect(say.historyWon(2, "보", "바위") == "2, 승리: 보가 바위를 이김.")
    }
}
