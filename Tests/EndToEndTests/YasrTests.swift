import Foundation
import Testing

/// The game as the yasr screen reader speaks it, in English and Korean: the same game and the same
/// sentences as the Fenrir test (`ScreenReaderTests.english` and `.korean`). yasr must be
/// installed (`apt-get install yasr`); these tests fail without it rather than pass unheard.
@Suite(.serialized) struct YasrTests {
    @Test(arguments: [ScreenReaderTests.english, ScreenReaderTests.korean])
    func aGameSoundsRightThroughYasr(script: ScreenReaderTests.Script) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Yasr.path), "yasr is not installed: apt-get install yasr")
        try #require(
            FileManager.default.fileExists(atPath: Yasr.settings),
            "yasr's default settings, \(Yasr.settings), are missing: apt-get install --reinstall -o Dpkg::Options::=--force-confmiss yasr"
        )
        let reader = try Yasr(["--seed", "7", "--lang", script.language])
        var everything: [Utterance] = []

        // yasr reads the prompt once the game waits for a move. Keys go only after it, so that
        // nothing said before them is counted as said after them, however late it comes.
        everything += try reader.hear(script.welcome + [Yasr.promptReading], within: 10)

        for round in script.rounds {
            let enter = reader.type(round.typed + "\r")
            let heard = try reader.hear(
                [round.acknowledgement, round.result, round.score, Yasr.promptReading], within: 4)
            everything += heard
            // Before the move's name, yasr says what is not the game's answer, and nothing else
            // (its stop and voice commands are not utterances):
            // - the echo of what was typed, which it reads as new text on the screen: whole, or
            //   only a part ("cissors", or nothing for "2"), as the keys and readline's echo of
            //   them happen to arrive (typed key by key, Hangul syllables are read one by one);
            // - "blank", its own word, for the space under its cursor (`l { }`, no letters).
            // Then the move's name at once, and the result after the suspense pause. The prompt
            // is not ignored here: read before the result, it would be a bug.
            let spoken = heard.filter { utterance in
                !round.typed.contains(utterance.text) && utterance.text != Yasr.blank
                    && utterance.text.contains(where: \.isLetter)
            }
            #expect(
                spoken.map(\.text).prefix(2) == [round.acknowledgement, round.result],
                "heard first: \(spoken.map(\.text))")
            if spoken.count >= 2 {
                RoundTiming.expect(
                    named: spoken[0].time.timeIntervalSince(enter), result: spoken[1].time.timeIntervalSince(enter))
            }
        }

        // No noise, and the prompt, heard after every answer, says nothing.
        for problem in Speech.noise(in: everything.map(\.text), language: script.language) {
            Issue.record("yasr said \(problem)")
        }
        #expect(reader.unknownCommands.isEmpty, "yasr sent commands this test does not read: \(reader.unknownCommands)")
    }

    /// Quick-keys mode under yasr, whose key echo Debian turns off: each key answered at once,
    /// nothing before it but yasr's own word for what is under its cursor.
    @Test(arguments: [KeysScript.english, KeysScript.korean])
    func aKeysGameSoundsRightThroughYasr(script: KeysScript) throws {
        let reader = try Yasr(script.arguments)
        _ = try reader.hear(script.welcome + [Yasr.promptReading], within: 10)
        let everything = try script.beforeTheEnd.play(through: reader, ignoring: [Yasr.blank])
        reader.type(script.presses.last!.key)
        let status = reader.session.exit(within: 5)
        #expect(status != nil, "the game did not end at the quit key's second press")
        #expect(status == 0, "quit by keys leaves with success")
        for problem in Speech.noise(in: everything.map(\.text), language: script.language) {
            Issue.record("yasr said \(problem)")
        }
        #expect(reader.unknownCommands.isEmpty, "yasr sent commands this test does not read: \(reader.unknownCommands)")
    }
}
