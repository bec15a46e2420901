import CTerminal
import GameCore
import Input
import Narration
import Play
import Presentation
import Settings

/// Plays a game on this process's terminal or standard streams through the loop, the console
/// carrying out the session's effects and bringing the player's lines. Returns the exit status.
func play(_ preferences: Preferences, settingsFile: SettingsFileState, inVterm: Bool) -> ExitStatus {
    rps_signals_install()
    let interactive = isatty(STDIN_FILENO) == 1
    let random: any RandomNumberGenerator =
        preferences.seed.map { SplitMix64(seed: $0) } ?? SystemRandomNumberGenerator()
    let source: any LineSource = interactive ? ReadlineSource() : PipedSource()
    // In a web terminal an answer ends with its new line, so that nothing comes after it: xterm.js
    // would hand the screen reader a new line that came a moment later with the whole answer again.
    // In Emacs's vterm an answer goes with its prompt: Emacspeak reads what each redraw adds.
    var console = Console(
        source: source,
        terminal: TerminalWriter.Terminal(
            holdsNewLines: interactive && !preferences.web, holdsAnswers: interactive && inVterm))
    // Speech and sound on at launch are looked for now (a voice starts, so that a server that does
    // not answer is known before the welcome, which then says there is no voice); off, their
    // programs are looked for only when first wanted, and a start with both off looks for none.
    let session = Session(
        preferences: preferences, random: random,
        capabilities: Capabilities(
            interactive: interactive, speech: preferences.isOn(.speak) ? console.lookFor(.speak) : nil,
            sound: preferences.isOn(.sound) ? console.lookFor(.sound) : nil),
        settingsFile: settingsFile)
    var loop = Loop(session: session, host: console)
    let status = loop.run()
    loop.host.finish()
    rps_terminal_restore()
    return status
}

/// Carries out the session's effects: the only place that writes to the terminal, the
/// transcript and the speech program, and the only one with time (the suspense pause). What
/// bytes reach the terminal, and when, is the `TerminalWriter`'s to say; this writes them.
struct Console: SessionHost {
    private var source: any LineSource
    private let output = Output()
    private var writer: TerminalWriter
    private var transcript: Transcript?
    /// What this machine offers the game's voice, looked for when the voice is first wanted.
    private var speech: Speaker.Programs?
    /// The game's own voice, while it speaks.
    private var speaker: Speaker?
    /// The sound player, looked for when the cues are first wanted (`soundLookedFor`).
    private var soundPlayer: SoundPlayer?
    private var soundLookedFor = false
    /// A signal that came during a pause: the rest of the turn is still said, then the session
    /// hears of it.
    private var interruption: Int32?
    /// Set once a write failed (a closed pipe, a terminal hung up): the game is ending, so the
    /// rest of the batch writes nothing more and does not pause for a player who cannot see.
    private var outputGone = false

    init(source: any LineSource, terminal: TerminalWriter.Terminal) {
        self.source = source
        writer = TerminalWriter(terminal: terminal)
    }

    /// Whether the game's voice starts (`.speak`) or a sound player is here (`.sound`), looked for
    /// on `PATH` the first time it is asked, not at every start.
    mutating func lookFor(_ which: Switch) -> Bool {
        switch which {
        case .speak:
            if speaker == nil {
                let programs = speech ?? Speaker.Programs.find(path: environment("PATH"))
                speech = programs
                speaker = Speaker(programs)
            }
            return speaker != nil
        case .sound:
            if !soundLookedFor {
                soundLookedFor = true
                soundPlayer = SoundPlayer(path: environment("PATH"))
            }
            return soundPlayer != nil
        case .emoji, .bell, .keys:
            return false
        }
    }

    /// The next line, or key, after the prompt, with what the writer holds for the prompt's write.
    mutating func nextInput() -> SessionInput {
        let (lead, showsPrompt) = writer.beforeInput()
        let result =
            switch writer.inputMode {
            case .keys: source.nextKey(showingPrompt: showsPrompt, lead: outputGone ? "" : lead)
            case .lines, .commandLine:
                source.nextLine(closingOnEscape: writer.inputMode == .commandLine, lead: outputGone ? "" : lead)
            }
        writer.echoed(source.takeEcho())
        switch result {
        case .line(let line):
            return .line(line)
        case .key(let key):
            writer.keyRead()
            return .key(key)
        case .end:
            return .end
        case .signal(let signal):
            return .interrupted(signal: signal, atPrompt: true)
        case .hushKey:
            return .hushKey
        }
    }

    /// Carries out `effects` in order, as the writer's steps; returns what came of the fallible
    /// ones, and last a signal that came during a pause (the rest of the batch is still carried
    /// out, without pausing).
    mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
        var outcomes: [SessionInput] = []
        let columns = rps_output_columns()
        writer.terminal.columns = columns > 0 ? Int(columns) : nil
        for step in writer.write(effects) {
            let outcome: SessionInput? =
                switch step {
                case .write(let text): write(text)
                case .pause(let seconds, let beats): pause(seconds, beats: beats)
                case .effect(let effect): carryOut(effect)
                }
            if let outcome { outcomes.append(outcome) }
        }
        if let signal = interruption {
            interruption = nil
            outcomes.append(.interrupted(signal: signal, atPrompt: false))
        }
        return outcomes
    }

    /// An effect that writes nothing to the terminal.
    private mutating func carryOut(_ effect: Effect) -> SessionInput? {
        switch effect {
        case .cue(let cue):
            if lookFor(.sound) { soundPlayer?.play(cue) }
        case .cues(let volume):
            guard let volume else {
                soundPlayer?.putAway(stopping: true)
                break
            }
            if lookFor(.sound) {
                let data = BaseDirectory.data.path(
                    environment: [BaseDirectory.data.variable, "HOME"].reduce(into: [:]) { $0[$1] = environment($1) })
                soundPlayer?.prepare(
                    themes: data.map { $0 + "/rps/sounds" },
                    temporary: environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp",
                    volume: volume)
            }
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
            // Turned on in the game: nothing to speak with is said as at launch.
            guard lookFor(.speak) else { return .speechUnavailable }
            speaker?.voice = voice
        case .lookFor(let which):
            return .found(which, lookFor(which))
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
        case .completions(let language, let kind):
            source.complete(language, playing: kind)
        case .remember(let line):
            source.remember(line)
        case .complain(let line):
            writeError(line)
        // The writer's own: it keeps the style and the mode, and writes the lines, the bell and the
        // new line; the loop ends the game at a quit, which a host never sees.
        case .show, .style, .ring, .newLine, .pause, .read, .quit:
            break
        }
        return nil
    }

    /// Writes `text`, unless the output is gone.
    private mutating func write(_ text: String) -> SessionInput? {
        guard !outputGone else { return nil }
        do throws(Output.Failure) {
            try output.put(text)
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

    /// The pause before a result, silent or with the countdown one beat a line, as the writer
    /// wrote them. (Appended to one line, a screen reader would read the whole line again at each
    /// beat.) A signal ends it.
    private mutating func pause(_ seconds: Double, beats: [String]) -> SessionInput? {
        guard interruption == nil, !outputGone else { return nil }
        guard !beats.isEmpty else {
            wait(seconds)
            return nil
        }
        for beat in beats {
            if let failure = write(beat) { return failure }
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
        _ = write(writer.finish())
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
