import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Testing

/// Rules every line must keep, checked over every kind of line the narrator can produce with
/// numbers up to 999 (a long evening's game): short enough for a 40-cell braille display, and
/// nothing that a screen reader spells out, drops or reads as noise.
@Suite struct SpokenLineTests {
    static let numbers = [0, 1, 2, 3, 7, 10, 11, 99, 100, 999]

    static func everyLine(_ narrator: Narrator) -> [String] {
        var lines = narrator.welcome + narrator.help + [Line(narrator.prompt)]
        lines += narrator.notUnderstood(suggestion: nil) + narrator.speechMissing + narrator.verbosityChanged
        for on in [false, true] {
            lines += narrator.settings(SettingsReport(verbosity: .verbose, emoji: on, color: on, bell: on, speak: on, delay: 0.25, transcript: nil))
        }
        for keyword in Keyword.allCases {
            lines += narrator.needsValue(keyword) + narrator.takesNothing(keyword)
            for word in Vocabulary(narrator.language).words(for: keyword) {
                lines += narrator.notUnderstood(suggestion: word)
            }
        }
        for move in Move.allCases {
            lines += narrator.lines(for: .moveChosen(move))
            lines += narrator.notUnderstood(suggestion: Vocabulary(narrator.language).name(of: move))
            for computer in Move.allCases {
                for n in numbers {
                    let round = Round(number: n, player: move, computer: computer)
                    lines += narrator.lines(for: .roundPlayed(round))
                    lines += narrator.lines(for: .undone(round))
                    lines += narrator.lines(for: .history([round], total: n))
                    lines += narrator.lines(for: .history([round], total: 999))
                }
            }
        }
        for a in numbers {
            for b in numbers {
                lines += narrator.lines(for: .score(Score(player: a, computer: b)))
                lines += narrator.lines(for: .scoreReport(Score(player: a, computer: b)))
                lines += narrator.goodbye(Score(player: a, computer: b))
            }
            lines += narrator.lines(for: .streakGrew(length: a)) + narrator.lines(for: .streakEnded(length: a))
        }
        for event in [Event.noPreviousMove, .nothingToUndo, .newGame, .stats(Tally()), .history([], total: 0)] {
            lines += narrator.lines(for: event)
        }
        var game = Game()
        var random = SplitMix64(seed: 1)
        for _ in 0..<999 { _ = game.apply(.play(.scissors), using: &random) }
        lines += narrator.lines(for: .stats(game.tally))
        return lines.map(\.text)
    }

    @Test(arguments: [(Language.en, 40), (.ko, 24)])
    func everyLineFitsABrailleDisplay(language: Language, limit: Int) {
        for line in Self.everyLine(Narrator(language: language)) {
            #expect(line.count <= limit, "\(line.count) characters: \(line)")
        }
    }

    @Test(arguments: Language.allCases)
    func noLineHoldsWhatAScreenReaderReadsAsNoise(language: Language) {
        for line in Self.everyLine(Narrator(language: language)) {
            for scalar in line.unicodeScalars {
                let allowed = scalar.value < 0x7F && scalar.value >= 0x20 || (0xAC00...0xD7A3).contains(scalar.value)
                #expect(allowed, "U+\(String(scalar.value, radix: 16)) in \(line)")
            }
            #expect(!line.contains("%"), "\(line)")
            for noise in ["[", "]", "{", "}", "<", "|", "#", "*", "=", "_", "~", "^", "\\", "/", "@", "&", ":)", "--"] {
                #expect(!line.contains(noise), "\(noise) in \(line)")
            }
            #expect(line.first != " " && line.last != " " || line == Narrator(language: language).prompt, "\(line)")
        }
    }

    /// Every noun that fills a slot is a move or a number; particles after each are resolved at
    /// run time (see JosaTests for every number ending).
    @Test func koreanParticlesAgreeWithEveryNounThatFillsASlot() {
        let ko = Narrator(language: .ko)
        let lines = Self.everyLine(ko)
        for wrong in ["보을", "보이 ", "가위을", "가위이 ", "바위을", "바위이 ", "0로", "1으로", "2으로", "3로", "6로", "7으로", "10로", "100로", "999으로"] {
            #expect(!lines.contains { $0.contains(wrong) }, "\(wrong)")
        }
        #expect(lines.contains("패배. 보가 바위를 이깁니다."))
        #expect(lines.contains("승리. 가위가 보를 이깁니다."))
        #expect(lines.contains("무승부. 둘 다 보를 냈습니다."))
        #expect(lines.contains("무승부. 둘 다 바위를 냈습니다."))
    }
}
