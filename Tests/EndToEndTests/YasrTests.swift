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
        let game = Hearing(reader)
        try game.hear(script.welcome, within: 30)
        // Then each round: yasr reads the echo of what was typed as new text on the screen, whole
        // or in parts, as the keys and readline's echo of them happen to arrive (typed key by key,
        // Hangul syllables are read one by one), and "blank", its own word, for the space under
        // its cursor; then the move's name, the result and the score, and the prompt.
        for round in script.rounds {
            let enter = game.type(round.typed)
            try game.hear([round.acknowledgement, round.result, round.score])
            ScreenReaderTests.expectTiming(of: round, in: reader, after: enter)
        }
        game.judge()

        // No noise, and the prompt, heard after every answer, says nothing.
        let parts = game.utterances.flatMap(\.parts)
        #expect(parts.contains(Yasr.promptReading), "yasr never read the prompt")
        for problem in Speech.noise(in: parts, language: script.language) {
            Issue.record("yasr said \(problem)")
        }
        #expect(reader.unknownCommands.isEmpty, "yasr sent commands this test does not read: \(reader.unknownCommands)")
    }

    /// Quick-keys mode under yasr, whose key echo Debian turns off: each key answered at once,
    /// nothing before it but yasr's own word for what is under its cursor.
    @Test(arguments: [KeysScript.english, KeysScript.korean])
    func aKeysGameSoundsRightThroughYasr(script: KeysScript) throws {
        let reader = try Yasr(script.arguments)
        let game = Hearing(reader)
        try game.hear(script.welcome, within: 30)
        try script.beforeTheEnd.play(game, shownBy: reader)
        game.judge()
        for problem in Speech.noise(in: game.utterances.flatMap(\.parts), language: script.language) {
            Issue.record("yasr said \(problem)")
        }
        game.press(script.presses.last!.key)
        let status = reader.session.exit(within: 5)
        #expect(status != nil, "the game did not end at the quit key's second press")
        #expect(status == 0, "quit by keys leaves with success")
        #expect(reader.unknownCommands.isEmpty, "yasr sent commands this test does not read: \(reader.unknownCommands)")
    }
}
