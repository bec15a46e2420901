import Narration
import Presentation

/// How a batch of effects becomes bytes on a terminal: one pure function of the batch and of
/// what the terminal shows now, which the console carries out step by step (a write, a pause
/// with its beats, an effect that writes nothing). Every rule a reader needs is here, with its
/// reason, so a unit test finds a mistake in a second (`TerminalWriterTests`, a case a rule);
/// the C target keeps readline alone, writing only the bytes it is given before its prompt.
///
/// The rules:
/// 1. The new line that ends what was written waits for what comes next and goes with it, on a
///    terminal (`Terminal.holdsNewLines`): the cursor never rests on an empty line (Fenrir says
///    "blank" for one), and a line that answers Enter never looks to a screen reader like the
///    echo of a typed word. Not in a web terminal, which reads no cursor and hands a screen
///    reader what came a moment later with the whole answer again; nor through a pipe.
/// 2. What readline wrote and holds (its new line after Enter) goes first in the next write, in
///    the same write: a screen reader never sees an empty line alone. A bell leaves the held new
///    line held (it moves nothing) but takes readline's bytes with it.
/// 3. The bytes held when the next input is read go with the prompt, in the write that shows it
///    (`beforeInput`). In quick-keys mode the prompt is shown again only after something was
///    written; when nothing was (the hush key), the held new line is dropped and the cursor stays
///    after the prompt.
/// 4. A key is never shown: its answer starts a line of its own, after the prompt's (`keyRead`).
/// 5. In quick-keys mode the lines before a pause (the move's name) end with their new line, in
///    the same write, and so does each beat of the countdown: after a key that is not Enter, Orca
///    reads what a write adds from the start of the line it begins on, and would say the move's
///    name twice.
/// 6. An answer to a key whose last line is the line above the prompt (a draw that leaves the
///    score as it was) is shown with no-break spaces, alternate to that line: Fenrir, comparing
///    the screen's lines before and after a key that changed nothing on the prompt's line, would
///    take the earlier line for the new one and read the answer out of order.
///
/// 7. A line wider than the terminal is broken between words (`LineBreaking`), so that the
///    terminal never cuts a word in two, which a screen reader reads row by row as two words.
///    Only on a terminal that says its width: a pipe and the transcript get the lines whole.
/// 8. In Emacs's vterm (`Terminal.holdsAnswers`) what is written after the last pause (or
///    complaint) waits for the prompt and goes with it, in one write. Emacspeak reads, after each redraw of vterm,
///    from where the cursor was when Enter was sent to the start of the cursor's line: an answer
///    and its prompt redrawn apart (a busy machine) were read in part, then whole again.
public struct TerminalWriter: Sendable {
    /// What the writer knows of the terminal it writes to.
    public struct Terminal: Hashable, Sendable {
        /// Whether the new line that ends what was written waits for what comes next (rule 1).
        public var holdsNewLines: Bool
        /// Its width in columns, as it is now, where it says one (rule 7).
        public var columns: Int?
        /// Whether all that is written waits for the prompt, but for what a pause follows (rule 8).
        public var holdsAnswers: Bool

        public init(holdsNewLines: Bool, columns: Int? = nil, holdsAnswers: Bool = false) {
            self.holdsNewLines = holdsNewLines
            self.columns = columns
            self.holdsAnswers = holdsAnswers
        }
    }

    /// One thing the console does, in order.
    public enum Step: Hashable, Sendable {
        /// Write these bytes, whole, in one write.
        case write(String)
        /// The suspense pause: write each beat and wait `seconds` spread over them (a silent
        /// pause with none). A signal ends it, and the beats not written yet are left out: what
        /// the writer keeps is the same either way.
        case pause(seconds: Double, beats: [String])
        /// An effect that writes nothing to the terminal, for the console to carry out.
        case effect(Effect)
    }

    /// The console sets its width before each write, as the terminal says it is then.
    public var terminal: Terminal
    /// How lines are shown: emoji and colour, as the session last said.
    private var presenter = Presenter(style: .plain)
    /// How the player is read from now on, as the session last said.
    public private(set) var inputMode = InputMode.lines
    /// What readline wrote and holds (rule 2).
    private var echo = ""
    /// What was written and waits for the prompt (rule 8).
    private var answer = ""
    /// Whether the new line that ended the last write waits (rules 1 and 4).
    private var newLineHeld = false
    /// Quick-keys mode: the prompt is shown and nothing was written after it (rule 3).
    private var promptShown = false
    /// The last line shown, as it was shown (rule 6).
    private var lastShown: Line?
    /// The line above the prompt when a key was read, until its answer is written (rule 6).
    private var aboveKey: Line??

    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// The steps that carry out `effects`, in order, and the writer as the terminal will then be.
    public mutating func write(_ effects: [Effect]) -> [Step] {
        let effects = alternated(effects)
        var steps: [Step] = []
        for (index, effect) in effects.enumerated() {
            switch effect {
            case .show(let lines):
                // Rule 5: before a pause, in quick-keys mode, the lines end their own new line.
                let ends = inputMode == .keys && Self.pauseFollows(effects[(index + 1)...])
                steps += written(broken(presenter.render(lines)), ends ? .ended : .held)
                lastShown = lines.last
            case .pause(let seconds, let beats):
                let ends = inputMode == .keys
                let texts = beats.map { beat in written(broken(presenter.render(beat)), ends ? .ended : .held) }
                steps.append(.pause(seconds: seconds, beats: texts.map { Self.text(of: $0) }))
            case .ring: steps += written("\u{7}", .untouched)
            case .newLine: steps += written("\n", .held)
            case .style(let style): presenter.style = style
            case .read(let mode):
                inputMode = mode
                steps.append(.effect(effect))
            case .cue, .cues, .speak, .hush, .voice, .lookFor, .transcribe, .openTranscript, .closeTranscript,
                .saveSettings, .prompt, .completions, .remember, .complain, .quit:
                steps.append(.effect(effect))
            }
        }
        return terminal.holdsAnswers ? held(steps) : steps
    }

    /// Rule 8: `steps` with their writes kept back for the prompt, but for what a pause or a
    /// complaint follows (standard error shows on the same terminal), which is written before it.
    private mutating func held(_ steps: [Step]) -> [Step] {
        var kept: [Step] = []
        for step in steps {
            switch step {
            case .write(let text): answer += text
            case .pause, .effect(.complain):
                if !answer.isEmpty { kept.append(.write(answer)) }
                answer = ""
                kept.append(step)
            case .effect: kept.append(step)
            }
        }
        return kept
    }

    /// Readline's output after a line was read, which waits for the next write (rule 2).
    public mutating func echoed(_ text: String) {
        echo += text
    }

    /// A key was read: its answer starts a line of its own (rule 4), and is set apart from the
    /// line above the prompt (rule 6).
    public mutating func keyRead() {
        newLineHeld = true
        aboveKey = .some(lastShown)
    }

    /// Before the next input is read: the bytes to write before the prompt, in the same write
    /// (rule 3), and in quick-keys mode whether the prompt is shown again.
    public mutating func beforeInput() -> (lead: String, showsPrompt: Bool) {
        let showsPrompt = inputMode != .keys || !promptShown
        let lead = answer + echo + (newLineHeld && showsPrompt ? "\n" : "")
        (answer, echo, newLineHeld) = ("", "", false)
        if inputMode == .keys { promptShown = true }
        return (lead, showsPrompt)
    }

    /// At the end of the game: what is still held, to end the last line.
    public mutating func finish() -> String {
        defer { (answer, echo, newLineHeld) = ("", "", false) }
        return answer + echo + (newLineHeld ? "\n" : "")
    }

    /// What a write does with the new line held and with its own last one.
    private enum NewLines {
        /// The held one first; its own held in turn, where new lines are held.
        case held
        /// The held one first; its own written now.
        case ended
        /// The held one left held: a bell moves nothing.
        case untouched
    }

    /// `text` as written (rules 1 and 2): readline's bytes first, then the held new line unless
    /// `untouched`; its own last new line held where new lines are, if `held`.
    private mutating func written(_ text: String, _ newLines: NewLines) -> [Step] {
        var text = text
        if newLineHeld, newLines != .untouched {
            newLineHeld = false
            text = "\n" + text
        }
        if newLines == .held, terminal.holdsNewLines, text.hasSuffix("\n") {
            newLineHeld = true
            text.removeLast()
        }
        if !text.isEmpty { promptShown = false }
        text = echo + text
        echo = ""
        return text.isEmpty ? [] : [.write(text)]
    }

    /// Rule 7: `text` with its lines broken to the terminal's width, where it says one.
    private func broken(_ text: String) -> String {
        guard let columns = terminal.columns, columns > 0 else { return text }
        return LineBreaking.wrap(text, width: columns)
    }

    private static func text(of steps: [Step]) -> String {
        steps.map { if case .write(let text) = $0 { text } else { "" } }.joined()
    }

    /// Whether the next of `effects` that shows anything is a pause.
    private static func pauseFollows(_ effects: ArraySlice<Effect>) -> Bool {
        for effect in effects {
            switch effect {
            case .pause: return true
            case .show, .ring, .newLine, .complain: return false
            case .style, .cue, .cues, .speak, .hush, .voice, .lookFor, .transcribe, .openTranscript,
                .closeTranscript, .saveSettings, .prompt, .completions, .remember, .read, .quit:
                continue
            }
        }
        return false
    }

    /// Rule 6: the answer to a key, shown alternate to the line above the prompt when it would end
    /// as that line.
    private mutating func alternated(_ effects: [Effect]) -> [Effect] {
        guard let above = aboveKey else { return effects }
        aboveKey = nil
        let last = effects.last { if case .show = $0 { true } else { false } }
        guard let above, case .show(let lines)? = last, let line = lines.last, line == above else { return effects }
        let alternate = !above.alternate
        return effects.map { effect in
            guard case .show(let lines) = effect else { return effect }
            return .show(lines.map { $0.alternated(alternate) })
        }
    }
}
