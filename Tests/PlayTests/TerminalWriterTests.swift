import GameCore
import Narration
import Play
import Presentation
import Testing

/// The writer's rules for readers, a case a rule (see `TerminalWriter`): what bytes a batch of
/// effects becomes, and when, on a terminal that holds new lines, in a web terminal, in
/// quick-keys mode.
@Suite struct TerminalWriterTests {
    let draw = Line("Draw, both rock.", tone: .result(.draw, player: .rock, computer: .rock))
    let tied = Line("Tied 0 to 0.")

    func writer(holdsNewLines: Bool = true) -> TerminalWriter {
        TerminalWriter(terminal: .init(holdsNewLines: holdsNewLines))
    }

    /// The bytes of the writes among `steps`, each write one string.
    func writes(_ steps: [TerminalWriter.Step]) -> [String] {
        steps.compactMap { if case .write(let text) = $0 { text } else { nil } }
    }

    /// Rule 1: on a terminal the last new line waits and goes first in the next write; the cursor
    /// never rests on an empty line.
    @Test func theLastNewLineWaitsForWhatComesNext() {
        var writer = writer()
        #expect(writes(writer.write([.show([Line("Welcome!")])])) == ["Welcome!"])
        #expect(writes(writer.write([.show([Line("Rock.")])])) == ["\nRock."])
        #expect(writer.finish() == "\n", "the end of the game ends the last line")
        #expect(writer.finish() == "", "once")
    }

    /// Rule 1: a web terminal, and a pipe, get every new line at once: nothing may come a moment
    /// later for xterm.js to hand a reader with the whole answer again.
    @Test func aWebTerminalGetsEachAnswerWithItsNewLine() {
        var writer = writer(holdsNewLines: false)
        #expect(writes(writer.write([.show([Line("Welcome!"), Line("Type rock.")])])) == ["Welcome!\nType rock.\n"])
        #expect(writer.beforeInput().lead == "")
        #expect(writer.finish() == "")
    }

    /// Rule 7: on a terminal that says its width, a wider line is broken between words, and a
    /// resize is read at the next write; without a width (a pipe), lines go whole.
    @Test func aLineWiderThanTheTerminalIsBrokenBetweenWords() {
        var writer = writer()
        writer.terminal.columns = 20
        let result = Line("Won, rock blunts scissors.", tone: .result(.win, player: .rock, computer: .scissors))
        #expect(writes(writer.write([.show([result, tied])])) == ["Won, rock\nblunts scissors.\nTied 0 to 0."])
        #expect(
            writer.write([.pause(seconds: 0, beats: [Line("Rock, paper, scissors, shoot!")])])
                == [.pause(seconds: 0, beats: ["\nRock, paper,\nscissors, shoot!"])])
        writer.terminal.columns = 80
        #expect(writes(writer.write([.show([result])])) == ["\nWon, rock blunts scissors."])
        var piped = self.writer(holdsNewLines: false)
        #expect(writes(piped.write([.show([result])])) == ["Won, rock blunts scissors.\n"])
    }

    /// Rule 2: readline's new line after Enter goes first in the answer's write, never alone.
    @Test func readlinesNewLineGoesWithTheAnswer() {
        var writer = writer()
        _ = writer.write([.show([Line("Welcome!")])])
        #expect(writer.beforeInput().lead == "\n", "the held new line goes with the prompt")
        writer.echoed("\n")
        #expect(writes(writer.write([.show([Line("Rock.")])])) == ["\nRock."])
    }

    /// Rule 2: a bell takes readline's bytes with it but leaves the held new line held: it moves
    /// nothing on the screen.
    @Test func aBellLeavesTheHeldNewLineHeld() {
        var writer = writer()
        _ = writer.write([.show([Line("Three in a row!", tone: .milestone)])])
        #expect(writes(writer.write([.ring])) == ["\u{7}"])
        #expect(writes(writer.write([.show([Line("Up 3 to 0.")])])) == ["\nUp 3 to 0."])
        writer.echoed("\n")
        #expect(writes(writer.write([.ring])) == ["\n\u{7}"])
    }

    /// Rule 3: what is held goes before the prompt in its write; in quick-keys mode the prompt is
    /// shown again only after something was written, else the held new line is dropped.
    @Test func whatIsHeldGoesWithThePrompt() {
        var lines = writer()
        _ = lines.write([.show([Line("Welcome!")])])
        #expect(lines.beforeInput() == ("\n", true))
        #expect(lines.beforeInput() == ("", true), "nothing held twice")
        var keys = writer()
        _ = keys.write([.read(.keys), .show([Line("Welcome!")])])
        #expect(keys.beforeInput() == ("\n", true))
        keys.keyRead()
        _ = keys.write([])  // the hush key: nothing said
        #expect(keys.beforeInput() == ("", false), "the prompt shown still waits; no new line after it")
    }

    /// Rule 4: a key is never shown, so its answer starts a line of its own after the prompt's.
    @Test func aKeysAnswerStartsALineOfItsOwn() {
        var writer = writer()
        _ = writer.write([.read(.keys)])
        _ = writer.beforeInput()
        writer.keyRead()
        #expect(writes(writer.write([.show([tied])])) == ["\nTied 0 to 0."])
    }

    /// Rule 5: in quick-keys mode the lines before a pause end with their new line, in the same
    /// write, and so does each beat; typed lines keep their new line held.
    @Test func beforeAPauseInQuickKeysModeLinesEndTheirNewLine() {
        let beats = [Line("Ready..."), Line("Set..."), Line("Go!")]
        let turn: [Effect] = [
            .show([Line("Rock.")]), .speak("Rock."), .pause(seconds: 0.7, beats: beats), .show([draw]),
        ]
        var keys = writer()
        _ = keys.write([.read(.keys)])
        _ = keys.beforeInput()
        keys.keyRead()
        let steps = keys.write(turn)
        #expect(
            steps == [
                .write("\nRock.\n"), .effect(.speak("Rock.")),
                .pause(seconds: 0.7, beats: ["Ready...\n", "Set...\n", "Go!\n"]), .write("Draw, both rock."),
            ])
        var lines = writer()
        _ = lines.write([.show([Line("Welcome!")])])
        #expect(
            lines.write(turn) == [
                .write("\nRock."), .effect(.speak("Rock.")),
                .pause(seconds: 0.7, beats: ["\nReady...", "\nSet...", "\nGo!"]), .write("\nDraw, both rock."),
            ])
    }

    /// Rule 8: in vterm what is written waits for the prompt and goes with it in one write, the
    /// held new lines and readline's echo in place; what a pause follows is written before it,
    /// and each beat when it comes; the end of the game writes what waits.
    @Test func inVtermAnAnswerGoesWithItsPrompt() {
        var vterm = TerminalWriter(terminal: .init(holdsNewLines: true, holdsAnswers: true))
        #expect(writes(vterm.write([.show([Line("Welcome!")])])) == [])
        #expect(vterm.beforeInput() == ("Welcome!\n", true))
        vterm.echoed("\r\n")
        let beats = [Line("Ready..."), Line("Go!")]
        let steps = vterm.write([
            .show([Line("Rock.")]), .speak("Rock."), .pause(seconds: 0.7, beats: beats), .show([draw, tied]),
            .speak("Draw."),
        ])
        #expect(
            steps == [
                .effect(.speak("Rock.")), .write("\r\nRock."), .pause(seconds: 0.7, beats: ["\nReady...", "\nGo!"]),
                .effect(.speak("Draw.")),
            ])
        #expect(vterm.beforeInput() == ("\nDraw, both rock.\nTied 0 to 0.\n", true))
        #expect(vterm.beforeInput() == ("", true), "nothing waits twice")
        _ = vterm.write([.show([Line("Bye.")]), .quit(.success)])
        #expect(vterm.finish() == "Bye.\n")
        #expect(vterm.finish() == "")
        var keys = TerminalWriter(terminal: .init(holdsNewLines: true, holdsAnswers: true))
        _ = keys.write([.read(.keys)])
        _ = keys.beforeInput()
        keys.keyRead()
        #expect(writes(keys.write([.show([tied])])) == [])
        #expect(keys.beforeInput() == ("\nTied 0 to 0.\n", true), "a key's answer too, on a line of its own")
        var failing = TerminalWriter(terminal: .init(holdsNewLines: true, holdsAnswers: true))
        #expect(
            failing.write([.show([tied]), .complain("Output failed."), .quit(.outputError)]) == [
                .write("Tied 0 to 0."), .effect(.complain("Output failed.")), .effect(.quit(.outputError)),
            ], "what was said goes before a complaint on standard error")
        #expect(failing.finish() == "\n")
    }

    /// Rule 6: after a key, an answer whose last line is the line above the prompt is shown
    /// alternate (no-break spaces), so that Fenrir reads it as new; the next such answer is plain
    /// again, which differs from the alternate line above.
    @Test func anAnswerToAKeyEndingAsTheLineAboveIsSetApart() {
        var writer = writer()
        _ = writer.write([.read(.keys), .show([draw, tied])])
        writer.keyRead()
        #expect(
            writes(writer.write([.show([draw, tied])])) == ["\nDraw,\u{A0}both\u{A0}rock.\nTied\u{A0}0\u{A0}to\u{A0}0."]
        )
        writer.keyRead()
        #expect(writes(writer.write([.show([draw, tied])])) == ["\nDraw, both rock.\nTied 0 to 0."])
        // A typed line changes the prompt's line itself: never set apart.
        _ = writer.write([.show([draw, tied])])
        #expect(writes(writer.write([.show([tied])])) == ["\nTied 0 to 0."])
    }

    /// The effects that write nothing go to the console in order; style and the input mode are
    /// the writer's own, which it keeps.
    @Test func whatWritesNothingGoesToTheConsoleInOrder() {
        var writer = writer()
        let steps = writer.write([
            .style(Style(emoji: true, color: false)), .voice(nil), .read(.keys),
            .show([Line("Rock.", tone: .acknowledgement(.rock))]), .cue(.win), .quit(.success),
        ])
        #expect(
            steps == [
                .effect(.voice(nil)), .effect(.read(.keys)), .write("Rock. \u{270A}"), .effect(.cue(.win)),
                .effect(.quit(.success)),
            ])
        #expect(writer.inputMode == .keys)
    }
}
