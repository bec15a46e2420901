import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Settings
import Testing

/// Kinds of line on and off: each verbosity is a preset of them, and a kind turned off in any
/// verbosity leaves its lines out, the result and both hands always said.
@Suite struct LineKindTests {
    /// A game of a few throws, with a streak, a match point and a match's end, as events.
    static func events(_ rules: Rules) -> [[Event]] {
        var game = Game(rules: rules)
        var random = ForcedRandom([.scissors, .scissors, .scissors, .paper, .rock])
        return [Move.rock, .rock, .rock, .rock, .rock].map { game.apply(.play($0), using: &random) }
    }

    func said(_ rules: Rules, _ verbosity: Verbosity, _ hearing: Hearing = Hearing(), _ language: Language = .en)
        -> [String]
    {
        let narrator = Narrator(language: language, verbosity: verbosity, hearing: hearing)
        return Self.events(rules).flatMap { narrator.lines(for: $0).map(\.text) }
    }

    /// With nothing chosen, each verbosity says what it said before kinds existed: its preset is
    /// exactly the kinds it had.
    @Test(arguments: Verbosity.allCases)
    func choosingEachKindAsItsPresetChangesNothing(verbosity: Verbosity) {
        // As each verbosity spoke before kinds: brief no acknowledgement or streaks, verbose the
        // countdown and the figures too.
        let presets: [Verbosity: [LineKind]] = [
            .brief: [.score, .milestones, .attack],
            .normal: [.move, .score, .streaks, .milestones, .matchPoint, .attack],
            .verbose: [.move, .countdown, .score, .streaks, .milestones, .matchPoint, .figures, .attack],
        ]
        #expect(LineKind.allCases.filter { $0.isHeard(in: verbosity) } == presets[verbosity]!)
        let preset = Hearing(LineKind.allCases.map { ($0, $0.isHeard(in: verbosity)) })
        for rules in [Rules.freePlay, Rules(match: 3), Rules(kind: .mukjjippa)] {
            for language in Language.allCases {
                #expect(said(rules, verbosity, preset, language) == said(rules, verbosity, Hearing(), language))
            }
        }
    }

    @Test(arguments: Verbosity.allCases)
    func theScoreOffLeavesOutEveryScoreButTheResults(verbosity: Verbosity) {
        let off = said(.freePlay, verbosity, Hearing([(.score, false)]))
        #expect(!off.contains { $0.hasPrefix("Up ") || $0.hasPrefix("Down ") || $0.hasPrefix("Tied ") }, "\(off)")
        #expect(
            !off.contains { $0.range(of: #"\d+ to \d+$"#, options: .regularExpression) != nil }, "brief's too: \(off)")
        #expect(off.filter { $0.hasPrefix("Won, rock beat scissors") }.count == 3, "the results: \(off)")
    }

    @Test func aMatchEndIsSaidWithTheScoreOff() {
        let off = said(Rules(match: 3), .normal, Hearing([(.score, false)]))
        #expect(off.contains("Won the match 2 to 0, next!"), "\(off)")
        #expect(!off.contains { $0.contains("match point") }, "\(off)")
    }

    @Test func matchPointOffSaysThePlainScore() {
        let off = said(Rules(match: 3), .normal, Hearing([(.matchPoint, false)]))
        #expect(off.contains("Up 1 to 0."), "\(off)")
        #expect(!off.contains { $0.contains("match point") }, "\(off)")
    }

    @Test func streaksAndMilestonesAreTheirOwn() {
        let streaksOff = said(.freePlay, .normal, Hearing([(.streaks, false)]))
        #expect(!streaksOff.contains("2 in a row."), "\(streaksOff)")
        #expect(streaksOff.contains("Three in a row!"), "\(streaksOff)")
        let milestonesOff = said(.freePlay, .normal, Hearing([(.milestones, false)]))
        #expect(milestonesOff.contains("2 in a row.") && !milestonesOff.contains("Three in a row!"), "\(milestonesOff)")
        let briefStreaks = said(.freePlay, .brief, Hearing([(.streaks, true)]))
        #expect(briefStreaks.contains("2 in a row."), "a kind turned on in brief is said: \(briefStreaks)")
    }

    @Test func theMoveAndTheFiguresFollowTheirKinds() {
        #expect(!said(.freePlay, .normal, Hearing([(.move, false)])).contains("Rock."))
        #expect(said(.freePlay, .brief, Hearing([(.move, true)])).contains("Rock."))
        #expect(said(.freePlay, .normal, Hearing([(.figures, true)])).contains { $0.contains("percent won") })
        #expect(!said(.freePlay, .verbose, Hearing([(.figures, false)])).contains { $0.contains("percent won") })
    }

    /// 묵찌빠 without the attack names the hands and which beat which, never who attacks.
    @Test(arguments: Language.allCases)
    func theAttackOffKeepsBothHands(language: Language) {
        let off = said(Rules(kind: .mukjjippa), .normal, Hearing([(.attack, false)]), language)
        let on = said(Rules(kind: .mukjjippa), .normal, Hearing(), language)
        #expect(off.count == on.count, "\(off)")
        #expect(off != on)
        if language == .en {
            #expect(off.contains("Rock beat scissors."), "\(off)")
            #expect(!off.contains { $0.contains("attack") }, "\(off)")
        }
    }

    /// With emoji the countdown is shown by default, its beats pictures: turned off there, it is
    /// a change that `settings` and `hear` report, and no beats are shown.
    @Test func theCountdownOffWithEmojiIsAChange() {
        var preferences = Preferences(language: .en)
        preferences.set(.on(.emoji, true))
        #expect(preferences.hears(.countdown))
        let asPreset = Setting.hear.report(preferences, Sentences(.en))
        preferences.set(.hearing(Hearing([(.countdown, false)])))
        #expect(!preferences.hears(.countdown))
        let changed = Setting.hear.report(preferences, Sentences(.en))
        #expect(asPreset.isEmpty, "\(asPreset)")
        #expect(changed.contains { $0.contains("countdown") }, "\(changed)")
        let heard = Narrator(language: .en).hearing(preferences).map(\.text)
        #expect(heard.contains { $0.hasPrefix("Off:") && $0.contains("countdown") }, "\(heard)")
    }
}
