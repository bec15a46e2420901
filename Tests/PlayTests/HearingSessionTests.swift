import Catalog
import GameCore
import Input
import Narration
import Play
import Settings
import Testing

/// `hear` through the session, for every kind, on and off, from every preset (each verbosity,
/// with emoji and without): what is heard in the next rounds after a kind is turned one way and
/// back is what a game that started that way hears; the answer names what changed and the line
/// that turns it back; a line that leaves a kind without on or off changes nothing; and whether the
/// settings file holds what is in force follows every change.
@Suite struct HearingSessionTests {
    /// A preset: a verbosity, with emoji or without (the countdown is heard with emoji).
    struct Preset: CustomTestStringConvertible, Sendable {
        let verbosity: Verbosity
        let emoji: Bool
        var testDescription: String { "\(verbosity)\(emoji ? " with emoji" : "")" }

        static let all = Verbosity.allCases.flatMap {
            [Preset(verbosity: $0, emoji: false), Preset(verbosity: $0, emoji: true)]
        }

        func configure(_ preferences: inout Preferences) {
            preferences.verbosity = verbosity
            preferences.set(.on(.emoji, emoji))
        }

        /// Whether `kind` is heard before anything is chosen, as the manual page gives the presets:
        /// brief the score, milestones and the attack; normal adds the move, streaks and match
        /// point; verbose the countdown and the figures; emoji shows the countdown.
        func hears(_ kind: LineKind) -> Bool {
            let brief: Set<LineKind> = [.score, .milestones, .attack]
            let normal = brief.union([.move, .streaks, .matchPoint])
            let preset: Set<LineKind> =
                switch verbosity {
                case .brief: brief
                case .normal: normal
                case .verbose: normal.union([.countdown, .figures])
                }
            return preset.contains(kind) || (emoji && kind == .countdown)
        }
    }

    /// Rounds that say a line of `kind` when it is heard: a round before the change, to build a
    /// streak, and the rounds after it, whose effects are compared.
    struct Scenario {
        let rules: Rules
        let before: Int
        let after: Int

        static func showing(_ kind: LineKind) -> Scenario {
            switch kind {
            // Three wins in a row, then a fourth: a milestone, then a streak.
            case .move, .countdown, .score, .streaks, .milestones, .figures:
                Scenario(rules: .freePlay, before: 2, after: 2)
            case .matchPoint: Scenario(rules: Rules(match: 3), before: 0, after: 1)
            case .attack: Scenario(rules: Rules(kind: .mukjjippa), before: 0, after: 2)
            }
        }
    }

    /// A session whose player always shows rock and whose computer always shows scissors.
    func session(_ language: Language, _ preset: Preset, _ rules: Rules, _ chosen: Hearing = Hearing()) -> Session {
        var game = SessionTests().session(language, computer: [.scissors]) { preferences in
            preset.configure(&preferences)
            preferences.game = rules.kind
            preferences.match = rules.match
            preferences.hearing = chosen
        }
        _ = game.start()
        return game
    }

    static func rock(_ language: Language) -> String { Vocabulary(language).name(of: .rock) }

    /// `hear KIND on` as a player types it, in the language's own words.
    static func typed(_ kind: LineKind, _ on: Bool, _ language: Language) -> String {
        let words = Vocabulary(language)
        return [words.name(.hear), words.name(kind.word), words.words(for: on)[0]].joined(separator: " ")
    }

    /// The next rounds after `kind` was turned the other way and then `on`, are what a game that
    /// began with it `on` says, and not what one that began with it the other way says.
    @Test(arguments: Language.allCases, Preset.all)
    func aKindTurnedBackIsHeardAsChosen(language: Language, preset: Preset) {
        for kind in LineKind.allCases {
            let scenario = Scenario.showing(kind)
            for on in [true, false] {
                var toggled = session(language, preset, scenario.rules)
                var chosen = session(language, preset, scenario.rules, Hearing([(kind, on)]))
                var other = session(language, preset, scenario.rules, Hearing([(kind, !on)]))
                for _ in 0..<scenario.before {
                    _ = toggled.handle(.line(Self.rock(language)))
                    _ = chosen.handle(.line(Self.rock(language)))
                    _ = other.handle(.line(Self.rock(language)))
                }
                let away = toggled.handle(.line(Self.typed(kind, !on, language)))
                let back = toggled.handle(.line(Self.typed(kind, on, language)))
                let name = "\(kind) \(on ? "on" : "off")"
                #expect(SessionTests().shown(away) != SessionTests().shown(back), "\(name): both answers alike")
                var heard: [[Effect]] = []
                for round in 0..<scenario.after {
                    heard.append(toggled.handle(.line(Self.rock(language))))
                    #expect(
                        heard.last == chosen.handle(.line(Self.rock(language))), "\(name), round \(round + 1) after")
                }
                let otherwise = (0..<scenario.after).map { _ in other.handle(.line(Self.rock(language))) }
                #expect(heard != otherwise, "\(name): the rounds after say nothing of it")
                #expect(toggled.preferences.hears(kind) == on, "\(name)")
            }
        }
    }

    /// The answer to `hear KIND on` or `off` says what changed, the kind now on or off, whether
    /// or not the preset had it so, then the line that turns it back; that line does, and is
    /// answered the same way. `settings` reports the kinds heard otherwise than the preset.
    @Test(arguments: Language.allCases, Preset.all)
    func theAnswerSaysWhatChangedAndHowToTurnItBack(language: Language, preset: Preset) {
        let say = Sentences(language)
        let words = Vocabulary(language)
        for kind in LineKind.allCases {
            for on in [true, false] {
                var game = session(language, preset, .freePlay)
                let answer = SessionTests().shown(game.handle(.line(Self.typed(kind, on, language))))
                let changed = say.packed([words.name(kind.word)], first: on ? say.hearOnList : say.hearOffList)
                let wayBack = Self.typed(kind, !on, language)
                #expect(answer == changed + [say.hearBack(wayBack)], "\(kind) \(on ? "on" : "off")")
                // `settings` reports it among the levels, in the same lines, when it differs from the preset.
                let settings =
                    SessionTests().shown(game.handle(.line(words.name(of: .settings))))
                    + SessionTests().shown(game.handle(.line(words.name(of: .more))))
                let lists = [say.hearOnList(""), say.hearOffList("")]
                let reported = settings.filter { line in lists.contains { line.hasPrefix($0) } }
                #expect(reported == (on == preset.hears(kind) ? [] : changed), "\(kind): \(settings)")
                // The way back turns it back, and offers the first line again.
                let back = SessionTests().shown(game.handle(.line(wayBack)))
                #expect(game.preferences.hears(kind) == !on, "\(wayBack)")
                let changedBack = say.packed([words.name(kind.word)], first: on ? say.hearOffList : say.hearOnList)
                #expect(back == changedBack + [say.hearBack(Self.typed(kind, on, language))], "\(wayBack)")
            }
        }
    }

    /// Several kinds in one line, some on and some off: the answer names each list, then a line
    /// to type for each value to turn back, which together turn every kind back.
    @Test(arguments: Language.allCases)
    func severalKindsAreTurnedBackAsTheyWere(language: Language) {
        let say = Sentences(language)
        let words = Vocabulary(language)
        let name = { (kind: LineKind) in words.name(kind.word) }
        let (on, off) = (words.words(for: true)[0], words.words(for: false)[0])
        var game = session(language, Preset(verbosity: .normal, emoji: false), .freePlay)
        let before = game.preferences
        let line = [words.name(.hear), name(.score), name(.streaks), off, name(.countdown), on].joined(separator: " ")
        let answer = SessionTests().shown(game.handle(.line(line)))
        let wayBack = [
            [words.name(.hear), name(.score), name(.streaks), on], [words.name(.hear), name(.countdown), off],
        ].map { $0.joined(separator: " ") }
        #expect(
            answer
                == say.packed([name(.countdown)], first: say.hearOnList)
                + say.packed([name(.score), name(.streaks)], first: say.hearOffList) + wayBack.map(say.hearBack))
        for line in wayBack { _ = game.handle(.line(line)) }
        for kind in LineKind.allCases { #expect(game.preferences.hears(kind) == before.hears(kind), "\(kind)") }
    }

    /// Every kind turned off at once: the way back is split into lines a braille display shows
    /// whole, each a command that works.
    @Test(arguments: Language.allCases)
    func aLongWayBackIsSplitIntoCommandsThatFit(language: Language) {
        let say = Sentences(language)
        let words = Vocabulary(language)
        let off = words.words(for: false)[0]
        var game = session(language, Preset(verbosity: .normal, emoji: false), .freePlay)
        let names = LineKind.allCases.map { words.name($0.word) }
        let answer = SessionTests().shown(
            game.handle(.line(([words.name(.hear)] + names + [off]).joined(separator: " "))))
        let template = say.hearBack("\u{1}").split(separator: "\u{1}", omittingEmptySubsequences: false)
        let (prefix, suffix) = (String(template[0]), String(template[1]))
        let commands = answer.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
            .map { String($0.dropFirst(prefix.count).dropLast(suffix.count)) }
        #expect(commands.count > 1, "\(answer)")
        for line in answer { #expect(line.count <= language.traits.maximumCharacters, "\(line)") }
        for command in commands { _ = game.handle(.line(command)) }
        for kind in LineKind.allCases { #expect(game.preferences.hears(kind), "\(kind)") }
    }

    /// Two kinds away from the preset, then one of them back: `settings` names the other alone.
    @Test(arguments: Preset.all)
    func turningOneKindBackLeavesTheOtherNamed(preset: Preset) {
        let say = Sentences(.en)
        let words = Vocabulary(.en)
        let lists = [say.hearOnList(""), say.hearOffList("")]
        for first in LineKind.allCases {
            for second in LineKind.allCases where second != first {
                var game = session(.en, preset, .freePlay)
                _ = game.handle(.line(Self.typed(first, !preset.hears(first), .en)))
                _ = game.handle(.line(Self.typed(second, !preset.hears(second), .en)))
                _ = game.handle(.line(Self.typed(first, preset.hears(first), .en)))
                let settings =
                    SessionTests().shown(game.handle(.line(words.name(of: .settings))))
                    + SessionTests().shown(game.handle(.line(words.name(of: .more))))
                let reported = settings.filter { line in lists.contains { line.hasPrefix($0) } }
                let name = words.name(second.word)
                #expect(
                    reported == say.packed([name], first: preset.hears(second) ? say.hearOffList : say.hearOnList),
                    "\(first) back, \(second) away: \(reported)")
            }
        }
    }

    /// A kind left without on or off, anywhere in the line, is refused whole: nothing changes,
    /// and the answer says how to type it.
    @Test(arguments: Language.allCases)
    func aKindLeftWithoutOnOrOffChangesNothing(language: Language) {
        let words = Vocabulary(language)
        let hear = words.name(.hear)
        let (on, off) = (words.words(for: true)[0], words.words(for: false)[0])
        let refusal = Narrator(language: language).needsValue(.hear).map(\.text)
        for kind in LineKind.allCases {
            let name = words.name(kind.word)
            for other in LineKind.allCases where other != kind {
                let otherName = words.name(other.word)
                for line in [
                    "\(hear) \(name)", "\(hear) \(name) \(otherName)", "\(hear) \(name) \(off) \(otherName)",
                    "\(hear) \(off) \(name)", "\(hear) \(name) \(on) \(otherName) \(off) \(name)",
                    "\(hear) \(on)", "\(hear) \(on) \(off)",
                ] {
                    var game = session(language, Preset(verbosity: .normal, emoji: false), .freePlay)
                    let before = game.preferences
                    let answer = game.handle(.line(line))
                    #expect(SessionTests().shown(answer) == refusal, "\(line)")
                    #expect(game.preferences == before, "\(line) changed \(game.preferences.hearing)")
                }
            }
        }
    }

    /// What is always said is refused as such, but a kind whose name holds one of its words (낸
    /// 손, the move, holds 손, the hands) is a kind: without on or off, the answer says how to type it.
    @Test func whatIsAlwaysSaidIsRefusedAsSuchAndNoKindIs() {
        for (language, line) in [
            (Language.en, "hear result off"), (.en, "hear hands off"), (.en, "hear score off results off"),
            (.ko, "알림 손 끄기"), (.ko, "알림 결과 끄기"), (.ko, "알림 낸 손 끄기 결과 끄기"),
        ] {
            var game = session(language, Preset(verbosity: .normal, emoji: false), .freePlay)
            #expect(
                SessionTests().shown(game.handle(.line(line))) == Narrator(language: language).alwaysSaid.map(\.text))
        }
        for line in ["알림 낸 손", "알림 낸 손 점수", "알림 끄기 낸 손", "알림 점수 끄기 낸 손"] {
            var game = session(.ko, Preset(verbosity: .normal, emoji: false), .freePlay)
            #expect(SessionTests().shown(game.handle(.line(line))) == ["알림 점수 끄기처럼 입력하세요."], "\(line)")
        }
    }

    /// In brief narration, one line a round, a match point is said once match point is turned on:
    /// that round is told as normal narration tells it.
    @Test func briefSaysMatchPointOnceItIsTurnedOn() {
        var game = session(.en, Preset(verbosity: .brief, emoji: false), Rules(match: 3))
        #expect(SessionTests().shown(game.handle(.line("rock"))) == ["Won, rock beat scissors 1 to 0"])
        _ = game.handle(.line("undo"))
        _ = game.handle(.line("hear match point on"))
        #expect(
            SessionTests().shown(game.handle(.line("rock"))) == [
                "Won, rock beat scissors.", "Up 1 to 0 with match point.",
            ])
        #expect(
            SessionTests().shown(game.handle(.line("rock"))) == [
                "Won, rock beat scissors 2 to 0", "Match won, 2 to 0!",
            ])
    }

    /// Whether the settings file holds what is in force follows each change of a kind, there and
    /// back: saved with a kind off, then on, it no longer holds it.
    @Test(arguments: LineKind.allCases)
    func theSettingsFileHoldsAKindOnlyAsSaved(kind: LineKind) {
        let words = Vocabulary(.en)
        for on in [true, false] {
            var game = SessionTests().session(settingsFile: SettingsFileState(path: "/h/.config/rps/options"))
            _ = game.start()
            _ = game.handle(.line(Self.typed(kind, on, .en)))
            _ = game.handle(.line(words.name(of: .save)))
            _ = game.handle(.settingsSaved("/h/.config/rps/options"))
            #expect(
                SessionTests().shown(game.handle(.line(words.name(of: .settings)))).contains("Saved for next time."))
            _ = game.handle(.line(Self.typed(kind, !on, .en)))
            let now = SessionTests().shown(game.handle(.line(words.name(of: .settings))))
            #expect(
                now.contains("Not saved; type save to keep them."), "\(kind) \(on ? "on" : "off") then back: \(now)")
        }
    }
}
