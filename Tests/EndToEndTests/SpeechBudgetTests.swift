import Foundation
import Glibc
import Testing

/// How long an answer takes to hear, with espeak-ng at its default rate (what a screen reader
/// user must listen through): the short help in every mode, the stats after 12 rounds and the
/// first part of the settings, each within its budget in both languages.
@Suite struct SpeechBudgetTests {
    /// The seconds each answer may take: English, then Korean.
    static let budgets: [String: (en: Double, ko: Double)] = [
        "help": (12, 15), "stats": (10, 12), "settings": (10, 11),
    ]
    static let modes = [
        [], ["--game", "mukjjippa"], ["--match", "3"], ["--match", "1"], ["--game", "mukjjippa", "--match", "5"],
    ]

    /// The lines of the answer to `last`, typed after `before`, in a game without a pause.
    func answer(_ last: String, after before: [String] = [], language: String, options: [String] = []) -> [String] {
        let run = PipedRun(
            ["--delay", "0", "--seed", "1", "--lang", language] + options, typing: before + [last, "quit"])
        let earlier = PipedRun(
            ["--delay", "0", "--seed", "1", "--lang", language] + options, typing: before + ["quit"])
        return Array(run.lines.dropFirst(earlier.lines.count - 1).dropLast())
    }

    @Test(arguments: ["en", "ko"])
    func helpStatsAndSettingsAreQuickToHear(language: String) throws {
        let words = language == "en" ? ["help", "stats", "settings"] : ["도움말", "통계", "설정"]
        let rounds = (1...12).map {
            language == "en" ? ["rock", "paper", "scissors"][$0 % 3] : ["바위", "보", "가위"][$0 % 3]
        }
        var heard: [(String, [String])] = Self.modes.map { ("help", answer(words[0], language: language, options: $0)) }
        heard.append(("stats", answer(words[1], after: rounds, language: language)))
        heard.append(("settings", answer(words[2], language: language)))
        for (name, lines) in heard {
            #expect(!lines.isEmpty, "\(name) said nothing")
            let budget = language == "en" ? Self.budgets[name]!.en : Self.budgets[name]!.ko
            let seconds = try Speech.seconds(toSpeak: lines.joined(separator: "\n"), in: language)
            #expect(seconds <= budget, "\(name) in \(language) takes \(seconds) s: \(lines)")
        }
    }
}
