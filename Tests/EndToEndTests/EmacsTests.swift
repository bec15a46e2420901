import Foundation
import Testing

/// The seeded game of every new place (`PlaceGame`) inside Emacs with Emacspeak, started from
/// Emacs's shell (`M-x shell`, a comint buffer) and from vterm, its speech written down through
/// Emacspeak's speech-server protocol (`Emacspeak`), in English at Emacspeak's defaults and in
/// Korean with the settings the screen-reader guide gives: every answer heard once, whole, in
/// order, and nothing else (`Hearing.judge`).
///
/// What the game does for Emacs's shell, where Emacspeak speaks each piece of output as it comes:
/// readline does not echo the typed line where the terminal did not echo (Emacs shows it), and
/// the prompt shows no mark (`INSIDE_EMACS` ending in `comint`), which Emacspeak would name after
/// every answer. What the player sets (the guide): Emacspeak says every punctuation mark by
/// default and in shell buffers (level all); Korean needs Hangul passed to the synthesizer, which
/// Emacspeak otherwise names syllable by syllable, and the synthesizer's language. In vterm,
/// Emacspeak reads after each redraw from where the cursor was when Enter was sent to the start
/// of the cursor's line: the move's name, on the cursor's line until the result comes, is heard
/// with the result; and the game writes an answer with its prompt, in one write, there
/// (`TerminalWriter`, rule 8): redrawn apart on a busy machine, the answer was read in part, then
/// whole again.
/// emacs-nox, emacspeak and elpa-vterm must be installed (`.ci/run` sees to it); these tests fail
/// without them rather than pass unheard.
@Suite(.serialized) struct EmacsTests {
    /// The guide's settings: punctuation at the level other readers keep, also in shell buffers,
    /// where Emacspeak sets all when one opens (the hook runs after Emacspeak's).
    static let punctuation = """
        (setq-default dtk-punctuation-mode 'some)
        (add-hook 'comint-mode-hook (lambda () (dtk-set-punctuations 'some)) t)

        """
    /// And for Korean: Hangul (the KS X 1001 syllables, all the game says) passed to the
    /// synthesizer as it is, and the synthesizer told the language.
    static let korean =
        punctuation + """
            (dtk-unicode-update-untouched-charsets '(ascii latin-iso8859-1 korean-ksc5601))
            (dtk-set-language "ko")

            """

    /// Opens `buffer` (`shell` or `vterm`) with M-x, and hears from once Emacs shows it. (What
    /// Emacspeak says of it, its mode line, it says now and then only, and late on a busy
    /// machine: its own words, `Emacspeak.isOwn`.)
    static func open(_ buffer: String, in emacs: Emacspeak) throws -> Hearing {
        emacs.send("\u{1B}x\(buffer)\r")
        // The first start on a machine compiles native code for Emacspeak's advice.
        try emacs.waitForScreen("*\(buffer)*", within: 180)
        return Hearing(emacs, fromNow: true)
    }

    static func require() throws {
        try #require(Emacspeak.missing == nil, "Emacspeak cannot run here: \(Emacspeak.missing ?? "")")
    }

    /// The punctuation levels the game's utterances were spoken at.
    static func levels(_ emacs: Emacspeak, since hearing: Hearing) -> Set<String> {
        Set(emacs.punctuations.dropFirst(hearing.before))
    }

    /// A place in Emacs: a buffer, a game, the settings Emacs starts with and the punctuation
    /// level Emacspeak should then say the game at.
    struct Place: Sendable, CustomTestStringConvertible {
        let buffer: String
        let game: PlaceGame
        let settings: String
        let punctuation: String
        var testDescription: String { "\(buffer) \(game.language)" }
    }

    /// English at Emacspeak's defaults, which say every punctuation mark (what the guide's
    /// setting is for), and Korean with the guide's settings.
    static let places = [
        Place(buffer: "shell", game: .english, settings: "", punctuation: "all"),
        Place(buffer: "shell", game: .korean, settings: korean, punctuation: "some"),
        Place(buffer: "vterm", game: .english, settings: "", punctuation: "all"),
        Place(buffer: "vterm", game: .korean, settings: korean, punctuation: "some"),
    ]

    @Test(arguments: places)
    func theGameIsHeardWhole(place: Place) throws {
        try Self.require()
        let emacs = try Emacspeak(settings: place.settings, environment: place.game.environment)
        let hearing = try Self.open(place.buffer, in: emacs)
        // A busy run heard "기 한 번 더: ..." in vterm: the echo of 듣기's last syllable came after
        // Emacspeak read the key, and was read with the answer.
        hearing.echoMayOpenAnswer = place.buffer == "vterm"
        let play = {
            _ = try place.game.play(hearing)
            hearing.judge(recording: "emacspeak-\(place.buffer)-\(place.game.language)")
        }
        try play()
        Self.expectQuiet(hearing, language: place.game.language)
        #expect(Self.levels(emacs, since: hearing) == [place.punctuation])
        if place.game.language == "ko" {
            #expect(emacs.commands.contains { $0.hasPrefix("set_lang ko") }, "espeak was not told the language")
        }
    }

    /// Emacs's shell shows what is typed itself and turns the terminal's echo off: the game does
    /// not echo the line (readline would, told to), and shows no mark.
    @Test func aTerminalThatDoesNotEchoGetsNoEchoAndEmacsShellNoMark() throws {
        let environment = Binary.environment(["INSIDE_EMACS": "28.2,comint", "TERM": "dumb"])
        let game = try PlaySession(
            ["-c", "stty -echo; exec \"$0\" --seed 7", Binary.path], environment: environment, executable: "/bin/sh")
        try game.expect("Type rock, paper, scissors or help.\r\n")
        game.type("rock\r")
        try game.expect("Down 0 to 1.\r\n")
        game.type("quit\r")
        #expect(game.exit() == 0)
        let screen = game.screen
        #expect(!screen.contains("rock\r\n"), "the typed line was echoed: \(screen.debugDescription)")
        #expect(
            !screen.contains(Binary.prompt.trimmingCharacters(in: .whitespaces)), "a mark: \(screen.debugDescription)")
        // Where the terminal echoes, readline shows the line as it is typed, after the mark.
        let echoing = try PlaySession(["--seed", "7"], environment: Binary.environment())
        try echoing.expect(Binary.prompt)
        echoing.type("rock\r")
        try echoing.expect("rock\r\n")
    }

    /// No noise (a word for a symbol, a character named) in what was heard of the game.
    static func expectQuiet(_ hearing: Hearing, language: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in Speech.noise(in: hearing.utterances.flatMap(\.parts), language: language) {
            Issue.record("Emacspeak said \(problem)", sourceLocation: sourceLocation)
        }
    }
}
