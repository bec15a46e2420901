import CTerminal
import GameCore
import Input
import Narration
import Play
import Presentation
import Settings

/// Plays a game on this process's terminal or standard streams through the loop, the console
/// carrying out the session's effects and bringing the player's lines. Returns the exit status.
func play(_ preferences: Preferences, settingsFile: SettingsFileState) -> ExitStatus {
    rps_signals_install()
    let path = environment("PATH")
    let speech = Speaker.Programs.find(path: path)
    // A voice asked for at launch starts now, so that a server that does not answer is known
    // before the welcome, which then says there is no voice; one turned on later starts then.
    let speaker = preferences.isOn(.speak) ? Speaker(speech) : nil
    let sound = SoundPlayer(path: path)
    let interactive = isatty(STDIN_FILENO) == 1
    let random: any RandomNumberGenerator =
        preferences.seed.map { SplitMix64(seed: $0) } ?? SystemRandomNumberGenerator()
    let session = Session(
        preferences: preferences, random: random,
        capabilities: Capabilities(
            interactive: interactive, speech: preferences.isOn(.speak) ? speaker != nil : speech.mayWork,
            sound: sound != nil),
        settingsFile: settingsFile)
    let source: any LineSource = interactive ? ReadlineSource() : PipedSource()
    // In a web terminal an answer ends with its new line, so that nothing comes after it: xterm.js
    // would hand the screen reader a new line that came a moment later with the whole answer again.
    var loop = Loop(
        session: session,
        host: Console(
            source: source, speech: speech, speaker: speaker, soundPlayer: sound,
            holdsNewLines: interactive && !preferences.web))
    let status = loop.run()
    loop.host.finish()
    rps_terminal_restore()
    return status
}

/// Carries out the session's effects: the only place that writes to the terminal, the
/// transcript and the speech program, and the only one with time (the suspense pause).
struct Console: SessionHost {
    private var source: any LineSource
    private let output = Output()
    private var presenter = Presenter(style: .plain)
    private var transcript: Transcript?
    /// What this machine offers the game's voice.
    private let speech: Speaker.Programs
    /// The game's own voice, while it speaks.
    private var speaker: Speaker?
    private var soundPlayer: SoundPlayer?
    /// A signal that came during a pause: the rest of the turn is still said, then the session
    /// hears of it.
    private var interruption: Int32?
    /// On a terminal the new line that ends what was written waits for what comes next and goes
    /// with it, so the cursor never rests on an empty line (Fenrir says "blank" for one) and a
    /// line that answers Enter never looks to a screen reader like the echo of a typed word. Not
    /// in a web terminal, which reads no cursor and hands a screen reader what came later again.
    private let holdsNewLines: Bool
    private var newLineHeld = false
    /// How the player is read: lines, or in quick-keys mode keys and now and then a command line.
    private var inputMode = InputMode.lines
    /// Quick-keys mode: the prompt is shown and nothing was written after it, so the next key is
    /// read after it without showing it again (after the hush key, which says nothing).
    private var promptShown = false
    /// Set once a write failed (a closed pipe, a terminal hung up): the game is ending, so the
    /// rest of the batch writes nothing more and does not pause for a player who cannot see.
    private var outputGone = false

    init(
        source: any LineSource, speech: Speaker.Programs, speaker: Speaker?, soundPlayer: SoundPlayer?,
        holdsNewLines: Bool
    ) {
        self.source = source
        self.speech = speech
        self.speaker = speaker
        self.soundPlayer = soundPlayer
        self.holdsNewLines = holdsNewLines
    }

    /// The next line, or key, after the prompt; the new line held back goes to readline, which
    /// writes it with the prompt.
    mutating func nextInput() -> SessionInput {
        let result: LineResult
        switch inputMode {
        case .keys:
            let fresh = !promptShown
            if newLineHeld {
                newLineHeld = false
                if fresh { rps_hold_output("\n", 1) }
            }
            result = source.nextKey(showingPrompt: fresh)
            promptShown = true
        case .lines, .commandLine:
            if newLineHeld {
                newLineHeld = false
                rps_hold_output("\n", 1)
            }
            result = source.nextLine(closingOnEscape: inputMode == .commandLine)
        }
        switch result {
        case .line(let line):
            return .line(line)
        case .key(let key):
            // The key is not shown: its answer starts a line of its own, after the prompt's.
            newLineHeld = true
            return .key(key)
        case .end:
            return .end
        case .signal(let signal):
            return .interrupted(signal: signal, atPrompt: true)
        case .hushKey:
            return .hushKey
        }
    }

    /// Carries out `effects` in order; returns what came of the fallible ones, and last a signal
    /// that came during a pause (the rest of the batch is still carried out, without pausing).
    mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
        var outcomes: [SessionInput] = []
        for (index, effect) in effects.enumerated() {
            // After a key that is not Enter, Orca reads what a write adds from the start of the line
            // it begins on: in quick-keys mode the lines before a pause (the move's name) end with
            // their new line, in the same write (Fenrir says "blank" for a new line alone), so
            // that what follows the pause starts a line of its own and they are not heard twice.
            if inputMode == .keys, case .show(let lines) = effect, Self.pauseFollows(effects[(index + 1)...]) {
                if let outcome = write(presenter.render(lines), newLines: .ended) {
                    outcomes.append(outcome)
                }
            } else if let outcome = carryOut(effect) {
                outcomes.append(outcome)
            }
        }
        if let signal = interruption {
            interruption = nil
            outcomes.append(.interrupted(signal: signal, atPrompt: false))
        }
        return outcomes
    }

    /// Whether the next of `effects` that shows anything is a pause.
    private static func pauseFollows(_ effects: ArraySlice<Effect>) -> Bool {
        for effect in effects {
            switch effect {
            case .pause: return true
            case .show, .ring, .newLine, .complain: return false
            case .style, .cue, .cues, .speak, .hush, .voice, .transcribe, .openTranscript, .closeTranscript,
                .saveSettings, .prompt, .completions, .remember, .read, .quit:
                continue
            }
        }
        return false
    }

    private mutating func carryOut(_ effect: Effect) -> SessionInput? {
        switch effect {
        case .show(let lines):
            return write(presenter.render(lines))
        case .style(let style):
            presenter.style = style
        case .ring:
            return write("\u{7}", newLines: .untouched)
        case .cue(let cue):
            soundPlayer?.play(cue)
        case .cues(let volume):
            if let volume {
                let data = BaseDirectory.data.path(
                    environment: [BaseDirectory.data.variable, "HOME"].reduce(into: [:]) { $0[$1] = environment($1) })
                soundPlayer?.prepare(
                    themes: data.map { $0 + "/rps/sounds" },
                    temporary: environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp",
                    volume: volume)
            } else {
                soundPlayer?.putAway(stopping: true)
            }
        case .pause(let seconds, let beats):
            return pause(seconds, beats: beats)
        case .speak(let text):
            speaker?.speak(text)
            return voiceLost()
        case .hush:
            speaker?.stop()
            return voiceLost()
        case .voice(let voice):
            guard let voice else {
                speaker?.stop()
                speaker?.close()
                speaker = nil
                break
            }
            if speaker == nil {
                // Turned on in the game: nothing to speak with is said as at launch.
                guard let started = Speaker(speech) else { return .speechUnavailable }
                speaker = started
            }
            speaker?.voice = voice
        case .transcribe(let text):
            if let file = transcript, !file.append(text) { return .transcriptNotWritten(file.path) }
        case .openTranscript(let path):
            transcript?.close()
            transcript = Transcript(path: path)
            return transcript == nil ? .transcriptNotOpened(path) : .transcriptOpened(path)
        case .closeTranscript:
            transcript?.close()
            transcript = nil
        case .saveSettings(let text, let path):
            return SettingsFileStore.save(text, to: path).map { .settingsNotSaved(path, $0) } ?? .settingsSaved(path)
        case .prompt(let prompt):
            source.show(prompt: prompt)
        case .completions(let words):
            source.complete(words)
        case .remember(let line):
            source.remember(line)
        case .read(let mode):
            inputMode = mode
        case .newLine:
            return write("\n")
        case .complain(let line):
            writeError(line)
        case .quit:
            break  // the loop ends the game; a host never sees it
        }
        return nil
    }

    /// What a write does with the new line held back (after an answer, or after a key, whose
    /// answer starts a line of its own) and with its own last one.
    private enum NewLines {
        /// The held one first; its own held back in turn, where new lines are held.
        case held
        /// The held one first; its own written now (the lines before a pause, by keys).
        case ended
        /// The held one left held: a BEL moves nothing.
        case untouched
    }

    /// Writes `text` as `newLines` says: by default after the new line held back, if any, its own
    /// last new line held back in turn on a terminal that holds them.
    private mutating func write(_ text: String, newLines: NewLines = .held) -> SessionInput? {
        var text = text
        if newLineHeld, newLines != .untouched {
            newLineHeld = false
            text = "\n" + text
        }
        if newLines == .held, holdsNewLines, text.hasSuffix("\n") {
            newLineHeld = true
            text.removeLast()
        }
        guard !outputGone else { return nil }
        do throws(Output.Failure) {
            try output.put(text)
            if !text.isEmpty { promptShown = false }
            return nil
        } catch {
            outputGone = true
            return .outputFailed(closed: error == .closed)
        }
    }

    /// Once the voice has nothing left to speak with (its server stopped answering and there is no
    /// espeak-ng), says so to the session, once, and lets the voice go.
    private mutating func voiceLost() -> SessionInput? {
        guard speaker?.isSilent == true else { return nil }
        speaker?.close()
        speaker = nil
        return .speechUnavailable
    }

    /// The pause before a result, silent or with the countdown one beat a line. (Appended to one
    /// line, a screen reader would read the whole line again at each beat.) A signal ends it.
    private mutating func pause(_ seconds: Double, beats: [Line]) -> SessionInput? {
        guard interruption == nil, !outputGone else { return nil }
        // In quick-keys mode each beat ends its line, as the lines before the pause do (see
        // `carryOut(_:)`).
        let endsLines = inputMode == .keys
        guard !beats.isEmpty else {
            wait(seconds)
            return nil
        }
        for beat in beats {
            let beat = presenter.render(beat)
            if let failure = write(beat, newLines: endsLines ? .ended : .held) {
                return failure
            }
            wait(seconds / Double(beats.count))
            if interruption != nil { break }
        }
        return nil
    }

    private mutating func wait(_ seconds: Double) {
        let signal = rps_pause(seconds)
        if signal != 0 { interruption = signal }
    }

    /// Ends the last line, closes the transcript, removes the sound cues and leaves speech-dispatcher
    /// (what the voice was asked to say is still said) at the end of the game.
    mutating func finish() {
        if newLineHeld { _ = write("", newLines: .ended) }
        transcript?.close()
        transcript = nil
        soundPlayer?.putAway(stopping: false)
        speaker?.close()
    }
}

/// A variable of the environment, if it is set.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
