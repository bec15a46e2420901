import Foundation
import Testing

/// The game as the Orca screen reader speaks it from a GUI terminal, in English and Korean: the
/// seeded game of the Fenrir and yasr tests (`ScreenReaderTests.english` and `.korean`), with
/// `help`, a mistake, `repeat` and `quit`, and the match and the 묵찌빠 of `ModesEndToEndTests`,
/// each judged as a whole (`Hearing`): every line heard once, in order, nothing else.
/// Orca, Xvfb, xdotool, xfce4-terminal and speech-dispatcher must be installed, and for Korean
/// the ko_KR.UTF-8 locale (`.ci/run` sees to both); these tests fail without them rather than
/// pass unheard. One suite, one test at a time: they share Orca's desktops.
@Suite(.serialized) struct OrcaTests {
    @Test(arguments: [ScreenReaderTests.english, ScreenReaderTests.korean])
    func aGameSoundsRightThroughOrca(script: ScreenReaderTests.Script) throws {
        let language = script.language
        try #require(Orca.missing(for: language) == nil, "Orca cannot run here: \(Orca.missing(for: language) ?? "")")
        let reader = try Orca(["--seed", "7", "--lang", language], language: language)
        let game = Hearing(reader, typed: Orca.launcher)
        try game.hear(script.welcome, within: 30)

        for round in script.rounds {
            let enter = game.type(round.typed)
            let heard = try game.hear([round.acknowledgement, round.result, round.score])
            // Key echo aside: the move named during the pause, then the result after it.
            RoundTiming.expectHeard(
                named: heard[0].timeIntervalSince(enter), result: heard[1].timeIntervalSince(enter))
        }

        // The short help and a topic, each heard whole; `repeat` after the topic: every line
        // heard again, though the same lines are on the screen.
        let help = script.help.map { typed in (typed, Speech.answer(to: typed, language: language)) }
        var commands: [(String, [String])] = [
            ("stats", script.stats), script.more, ("history", script.history), script.mistake,
        ]
        commands += help
        commands.append(
            (language == "en" ? "repeat" : "다시 듣기", [language == "en" ? "Once more:" : "한 번 더:"] + (help.last?.1 ?? []))
        )
        for (command, lines) in commands {
            game.type(command)
            try game.hear(lines)
        }

        let typed = script.rounds.map(\.typed) + [language == "en" ? "quit" : "종료"]
        let goodbye = try #require(PipedRun(["--seed", "7", "--lang", language], typing: typed).lines.last)
        game.type(typed.last!)
        try game.hear([goodbye])
        #expect(reader.ends(within: 5), "the game still runs after \(typed.last!)")
        game.judge()

        Self.expectSynthesizerGot(script.rounds.map(\.result), from: reader)
        Self.expectQuiet(reader, language: language)
    }

    /// Quick-keys mode under Orca at its defaults, key echo on: each key answered, each answer read
    /// once; the key's own name (and a modifier's, Shift for ?) echoed at most once, and nothing
    /// else before the answer. In a terminal that scrolls at every answer, as in a long game:
    /// after a key that is not Enter, Orca reads an insertion from the start of the line it begins
    /// on, and after Backspace the lines scrolled away.
    @Test(arguments: [KeysScript.english, KeysScript.korean])
    func aKeysGameSoundsRightThroughOrca(script: KeysScript) throws {
        let language = script.language
        try #require(Orca.missing(for: language) == nil, "Orca cannot run here: \(Orca.missing(for: language) ?? "")")
        let reader = try Orca(script.arguments, language: language, after: 40)
        let game = Hearing(reader, typed: Orca.launcher)
        try game.hear(script.welcome, within: 30)
        var echoes = reader.keyEchoes.count
        for press in script.presses {
            // Orca echoes a key as it is pressed, before it reads what the key brought: once the
            // answer is heard, its key's echo is logged.
            let single = KeysScript(language: language, welcome: [], presses: [press])
            let played = try single.play(game)
            let delay = played[0].heard.timeIntervalSince(played[0].pressed)
            #expect(delay <= Self.secondsToHear, "\(press.key.debugDescription): answered \(delay) s after")
            let echoed = reader.keyEchoes.dropFirst(echoes).flatMap(\.parts)
            echoes = reader.keyEchoes.count
            #expect(Set(echoed).count == echoed.count, "\(press.key.debugDescription) echoed \(echoed)")
            #expect(echoed.count <= 2, "\(press.key.debugDescription) echoed \(echoed)")
        }
        #expect(reader.ends(within: 5), "the game still runs after the quit key twice")
        game.judge()
        Self.expectQuiet(reader, language: language)
    }

    /// Each throw of a match and of 묵찌빠 heard whole and in order, the move's name during the
    /// pause and the result after it.
    @Test(arguments: ModesEndToEndTests.modes)
    func modesPlayedToTheEndThroughOrca(mode: ModesEndToEndTests.Mode) throws {
        try #require(
            Orca.missing(for: mode.language) == nil, "Orca cannot run here: \(Orca.missing(for: mode.language) ?? "")")
        let reader = try Orca(["--lang", mode.language] + mode.arguments, language: mode.language)
        let game = Hearing(reader, typed: Orca.launcher)
        try game.hear(ModesEndToEndTests.welcome(mode), within: 30)
        for throwing in mode.throwsToTheEnd {
            let enter = game.type(throwing.typed)
            let heard = try game.hear(throwing.expected)
            if throwing.acknowledgement != nil {
                RoundTiming.expectHeard(
                    named: heard[0].timeIntervalSince(enter), result: heard[1].timeIntervalSince(enter))
            }
        }
        game.judge()
        Self.expectQuiet(reader, language: mode.language)
    }

    /// The longest from a key to Orca reading its answer, on a busy machine: the game answers at
    /// once (`ScreenReaderTests` and `YasrTests` time it on the terminal), Orca when it gets to it.
    static let secondsToHear = 2.0

    /// The synthesizer got each of `lines` (in a message of its own or with others): what Orca
    /// read reached speech. It gets them a moment after Orca logs them: waited for.
    static func expectSynthesizerGot(
        _ lines: [String], from reader: Orca, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let deadline = Date().addingTimeInterval(10)
        var missing = lines
        while true {
            let said = Heard.normalised(reader.messages.map(\.text).joined(separator: " "))
            missing = lines.filter { !said.contains(Heard.normalised($0)) }
            guard !missing.isEmpty, Date() < deadline else { break }
            reader.pump(0.1)
        }
        #expect(missing.isEmpty, "the synthesizer never got \(missing)", sourceLocation: sourceLocation)
    }

    /// No noise in what Orca read, a line at a time, nor in what the synthesizer got after
    /// speech-dispatcher's symbol rules (where `>` was "greater"): the prompt, read after every
    /// answer, says nothing. Every message is in the game's language: Korean sent as English
    /// would be spelled out.
    static func expectQuiet(_ reader: Orca, language: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let mark = Binary.prompt.trimmingCharacters(in: .whitespaces)
        #expect(
            reader.utterances.flatMap(\.parts).contains(mark), "Orca never read the prompt",
            sourceLocation: sourceLocation)
        let deadline = Date().addingTimeInterval(10)
        while !reader.messages.contains(where: { $0.text.contains(mark) }), Date() < deadline { reader.pump(0.1) }
        let messages = reader.messages
        #expect(
            messages.contains { $0.text.contains(mark) }, "the prompt never reached the synthesizer: \(messages)",
            sourceLocation: sourceLocation)
        for problem in Speech.noise(
            in: reader.utterances.flatMap(\.parts) + reader.keyEchoes.flatMap(\.parts), language: language)
        {
            Issue.record("Orca read \(problem)", sourceLocation: sourceLocation)
        }
        for problem in Speech.noise(in: messages.map(\.text), language: language) {
            Issue.record("the synthesizer got \(problem)", sourceLocation: sourceLocation)
        }
        let foreign = messages.filter { !$0.language.hasPrefix(language) }
        #expect(
            foreign.isEmpty, "sent to speech in another language than \(language): \(foreign)",
            sourceLocation: sourceLocation)
    }
}
