import Foundation
import Testing

/// The game as the Orca screen reader speaks it from a GUI terminal, in English and Korean: the
/// seeded game of the Fenrir and yasr tests (`ScreenReaderTests.english` and `.korean`), with
/// `help`, a mistake, `repeat` and `quit`, and the match and the 묵찌빠 of `ModesEndToEndTests`.
/// Orca, Xvfb, xdotool, xfce4-terminal and speech-dispatcher must be installed, and for Korean
/// the ko_KR.UTF-8 locale (`.ci/run` sees to both); these tests fail without them rather than
/// pass unheard. One suite, one test at a time: they share Orca's desktops.
@Suite(.serialized) struct OrcaTests {
    @Test(arguments: [ScreenReaderTests.english, ScreenReaderTests.korean])
    func aGameSoundsRightThroughOrca(script: ScreenReaderTests.Script) throws {
        let language = script.language
        try #require(Orca.missing(for: language) == nil, "Orca cannot run here: \(Orca.missing(for: language) ?? "")")
        let reader = try Orca(["--seed", "7", "--lang", language], language: language)

        _ = try reader.hear(script.welcome, within: 10)
        Self.expectOnce(script.welcome, in: reader.listen(for: 0.3))

        for round in script.rounds {
            let enter = reader.type(round.typed + "\r")
            let heard = try reader.hear([round.acknowledgement, round.result, round.score], within: 4)
            // Key echo aside: the move named at once, then the result after the suspense pause.
            let spoken = Speech.spoken(heard, typed: round.typed)
            #expect(
                spoken.map(\.text).prefix(2) == [round.acknowledgement, round.result],
                "heard first: \(spoken.map(\.text))")
            if spoken.count >= 2 {
                RoundTiming.expect(
                    named: spoken[0].time.timeIntervalSince(enter), result: spoken[1].time.timeIntervalSince(enter))
            }
            Self.expectOnce([round.acknowledgement, round.result, round.score], in: reader.listen(for: 0.3))
            #expect(
                reader.messages.contains { $0.text.contains(round.result) },
                "the synthesizer never got \(round.result.debugDescription)")
        }

        // The short help and a topic, each heard whole; a list that goes on to the next line ends
        // in a comma, which a reader may not say.
        let help = script.help.map { typed in
            (typed, Speech.answer(to: typed, language: language))
        }
        var commands: [(String, [String])] = [
            ("stats", script.stats), script.more, ("history", script.history), script.mistake,
        ]
        commands += help
        // `repeat` after the topic: every line heard again, though the same lines are on the screen.
        commands.append(
            (language == "en" ? "repeat" : "다시 듣기", [language == "en" ? "Once more:" : "한 번 더:"] + (help.last?.1 ?? []))
        )
        for (command, lines) in commands {
            reader.type(command + "\r")
            _ = try reader.hear(lines, within: 8)
            Self.expectOnce(lines, in: reader.listen(for: 0.3))
        }

        let typed = script.rounds.map(\.typed) + [language == "en" ? "quit" : "종료"]
        let goodbye = try #require(PipedRun(["--seed", "7", "--lang", language], typing: typed).lines.last)
        reader.type(typed.last! + "\r")
        _ = try reader.hear([goodbye])
        Self.expectOnce([goodbye], in: reader.listen(for: 0.3))
        #expect(reader.ends(within: 3), "the game still runs after \(typed.last!)")

        Self.expectQuiet(reader, language: language)
    }

    /// Quick-keys mode under Orca at its defaults, key echo on: each key answered at once, each
    /// answer read once; the key's own name (and a modifier's, Shift for ?) echoed at most once,
    /// and nothing else before the answer. In a terminal that scrolls at every answer, as in a
    /// long game: after a key that is not Enter, Orca reads an insertion from the start of the line
    /// it begins on, and after Backspace the lines scrolled away.
    @Test(arguments: [KeysScript.english, KeysScript.korean])
    func aKeysGameSoundsRightThroughOrca(script: KeysScript) throws {
        let language = script.language
        try #require(Orca.missing(for: language) == nil, "Orca cannot run here: \(Orca.missing(for: language) ?? "")")
        let reader = try Orca(script.arguments, language: language, after: 40)
        _ = try reader.hear(script.welcome, within: 10)
        _ = reader.listen(for: 0.3)
        var echoes = reader.keyEchoes.count
        for press in script.presses {
            let single = KeysScript(language: language, welcome: [], presses: [press])
            _ = try single.play(through: reader)
            Self.expectOnce(press.heard.map(Speech.heard), in: reader.listen(for: 0.3))
            let echoed = reader.keyEchoes.dropFirst(echoes).flatMap(\.parts)
            echoes = reader.keyEchoes.count
            #expect(Set(echoed).count == echoed.count, "\(press.key.debugDescription) echoed \(echoed)")
            #expect(echoed.count <= 2, "\(press.key.debugDescription) echoed \(echoed)")
        }
        #expect(reader.ends(within: 3), "the game still runs after the quit key twice")
        Self.expectQuiet(reader, language: language)
    }

    /// Each throw of a match and of 묵찌빠 heard as the move's name at once, then its key word
    /// first, both hands named, within 1.2 s of Enter.
    @Test(arguments: ModesEndToEndTests.modes)
    func modesPlayedToTheEndThroughOrca(mode: ModesEndToEndTests.Mode) throws {
        try #require(
            Orca.missing(for: mode.language) == nil, "Orca cannot run here: \(Orca.missing(for: mode.language) ?? "")")
        let reader = try Orca(["--lang", mode.language] + mode.arguments, language: mode.language)
        _ = try reader.hear(ModesEndToEndTests.welcome(mode), within: 10)
        _ = reader.listen(for: 0.3)
        for throwing in mode.throwsToTheEnd {
            let heard = try throwing.play(through: reader)
            Self.expectOnce(throwing.expected, in: reader.listen(for: 0.3))
        }
        Self.expectQuiet(reader, language: mode.language)
    }

    /// Nothing read twice: each of `lines` is read once in `heard` (a no-break space counts as a
    /// space: `repeat` shows some).
    static func expectOnce(_ lines: [String], in heard: [Utterance]) {
        let parts = heard.flatMap(\.parts).map { String($0.map { $0 == "\u{00A0}" ? " " : $0 }) }
            .map(Speech.heard)
        for line in lines {
            let times = parts.filter { $0 == line }.count
            #expect(times == 1, "\(line.debugDescription) was read \(times) times in: \(heard.map(\.text))")
        }
    }

    /// No noise in what Orca read, a line at a time, nor in what the synthesizer got after
    /// speech-dispatcher's symbol rules (where `>` was "greater"): the prompt, read after every
    /// answer, says nothing. Every message is in the game's language: Korean sent as English
    /// would be spelled out.
    static func expectQuiet(_ reader: Orca, language: String) {
        let messages = reader.messages
        let mark = Binary.prompt.trimmingCharacters(in: .whitespaces)
        #expect(reader.utterances.flatMap(\.parts).contains(mark), "Orca never read the prompt")
        #expect(messages.contains { $0.text.contains(mark) }, "the prompt never reached the synthesizer: \(messages)")
        for problem in Speech.noise(
            in: reader.utterances.flatMap(\.parts) + reader.keyEchoes.flatMap(\.parts), language: language)
        {
            Issue.record("Orca read \(problem)")
        }
        for problem in Speech.noise(in: messages.map(\.text), language: language) {
            Issue.record("the synthesizer got \(problem)")
        }
        let foreign = messages.filter { !$0.language.hasPrefix(language) }
        #expect(foreign.isEmpty, "sent to speech in another language than \(language): \(foreign)")
    }
}
