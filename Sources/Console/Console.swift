import CTerminal
import GameCore
import Narration
import Play
import Presentation
import Settings

/// Plays a game on this process's terminal or standard streams: reads lines, hands them to the
/// session and carries out the effects it returns. Returns the exit status.
func play(_ preferences: Preferences) -> ExitStatus {
    rps_locale_setup()
    rps_signals_install()
    let path = environment("PATH")
    let program = Speaker.find(path: path)
    let sound = SoundPlayer(path: path)
    let interactive = isatty(STDIN_FILENO) == 1
    let random: any RandomNumberGenerator = preferences.seed.map { SplitMix64(seed: $0) } ?? SystemRandomNumberGenerator()
    var session = Session(preferences: preferences, random: random,
                          capabilities: Capabilities(interactive: interactive, speech: program != nil, sound: sound != nil))
    var console = Console(speechProgram: program, soundPlayer: sound, onTerminal: interactive)
    var source: any LineSource = interactive
        ? ReadlineSource(prompt: session.prompt, completions: session.completions)
        : PipedSource()
    var status = console.carryOut(session.start(), for: &session, source: &source)
    while status == nil {
        console.endLineWithPrompt()
        let input: SessionInput = switch source.nextLine() {
        case .line(let line): .line(line)
        case .end: .end
        case .signal(let signal): .interrupted(signal: signal, atPrompt: true)
        }
        status = console.carryOut(session.handle(input), for: &session, source: &source)
    }
    console.finish()
    rps_terminal_restore()
    return status!
}

/// Carries out the session's effects: the only place that writes to the terminal, the
/// transcript and the speech program, and the only one with time (the suspense pause).
struct Console {
    private let output = Output()
    private var presenter = Presenter(style: .plain)
    private var transcript: Transcript?
    private let speechProgram: Speaker.Program?
    /// The game's own voice, while it speaks.
    private var speaker: Speaker?
    private var soundPlayer: SoundPlayer?
    /// A signal that came during a pause: the rest of the turn is still said, then the session
    /// hears of it.
    private var interruption: Int32?
    /// On a terminal the new line that ends what was written waits for what comes next and goes
    /// with it, so the cursor never rests on an empty line (Fenrir says "blank" for one) and a
    /// line that answers Enter never looks to a screen reader like the echo of a typed word.
    private let holdsNewLines: Bool
    private var newLineHeld = false

    init(speechProgram: Speaker.Program?, soundPlayer: SoundPlayer?, onTerminal: Bool) {
        self.speechProgram = speechProgram
        self.soundPlayer = soundPlayer
        holdsNewLines = onTerminal
    }

    /// Hands the held new line to readline, which writes it with the prompt.
    mutating func endLineWithPrompt() {
        guard newLineHeld else { return }
        newLineHeld = false
        rps_hold_output("\n", 1)
    }

    /// Carries out `effects` in order, telling the session how the fallible ones went and
    /// carrying out its answers at once. Returns the status once an effect says to quit.
    mutating func carryOut(_ effects: [Effect], for session: inout Session, source: inout any LineSource) -> ExitStatus? {
        for effect in effects {
            if let answer = carryOut(effect, source: &source) {
                if case .quit(let status) = answer { return status }
                if case .tell(let input) = answer, let status = carryOut(session.handle(input), for: &session, source: &source) {
                    return status
                }
            }
        }
        if let signal = interruption {
            interruption = nil
            return carryOut(session.handle(.interrupted(signal: signal, atPrompt: false)), for: &session, source: &source)
        }
        return nil
    }

    private enum Answer {
        case quit(ExitStatus)
        case tell(SessionInput)
    }

    private mutating func carryOut(_ effect: Effect, source: inout any LineSource) -> Answer? {
        switch effect {
        case .show(let lines):
            return write(presenter.render(lines))
        case .style(let style):
            presenter.style = style
        case .ring:
            return write("\u{7}", holdingNewLine: false)
        case .cue(let cue):
            soundPlayer?.play(cue)
        case .cues(let on):
            if on {
                let data = environment("XDG_DATA_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? environment("HOME").map { $0 + "/.local/share" }
                soundPlayer?.prepare(themes: data.map { $0 + "/rps/sounds" }, temporary: environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
            } else {
                soundPlayer?.putAway(stopping: true)
            }
        case .pause(let seconds, let beats):
            return pause(seconds, beats: beats)
        case .speak(let text):
            speaker?.speak(text)
        case .voice(let voice):
            guard let voice, let program = speechProgram else {
                speaker?.stop()
                speaker = nil
                break
            }
            if speaker == nil { speaker = Speaker(program: program, voice: voice) } else { speaker?.voice = voice }
        case .transcribe(let text):
            if let file = transcript, !file.append(text) { return .tell(.transcriptNotWritten(file.path)) }
        case .openTranscript(let path):
            transcript?.close()
            transcript = Transcript(path: path)
            return .tell(transcript == nil ? .transcriptNotOpened(path) : .transcriptOpened(path))
        case .closeTranscript:
            transcript?.close()
            transcript = nil
        case .completions(let words):
            source.complete(words)
        case .newLine:
            return write("\n")
        case .complain(let line):
            writeError(line)
        case .quit(let status):
            return .quit(status)
        }
        return nil
    }

    /// Writes `text`, after the new line held back, if any; on a terminal its own last new line
    /// is held back in turn. A BEL, which moves nothing, leaves it held.
    private mutating func write(_ text: String, holdingNewLine: Bool = true) -> Answer? {
        var text = text
        if holdsNewLines, holdingNewLine {
            if newLineHeld { text = "\n" + text }
            newLineHeld = text.hasSuffix("\n")
            if newLineHeld { text.removeLast() }
        }
        do throws(Output.Failure) {
            try output.put(text)
            return nil
        } catch {
            return .tell(.outputFailed(closed: error == .closed))
        }
    }

    /// The pause before a result, silent or with the countdown one beat a line. (Appended to one
    /// line, a screen reader would read the whole line again at each beat.) A signal ends it.
    private mutating func pause(_ seconds: Double, beats: [Line]) -> Answer? {
        guard interruption == nil else { return nil }
        guard !beats.isEmpty else {
            wait(seconds)
            return nil
        }
        for beat in beats {
            if let failure = write(presenter.render(beat)) { return failure }
            _ = transcript?.append(beat.text + "\n")
            wait(seconds / Double(beats.count))
            if interruption != nil { break }
        }
        return nil
    }

    private mutating func wait(_ seconds: Double) {
        let signal = rps_pause(seconds)
        if signal != 0 { interruption = signal }
    }

    /// Ends the last line, closes the transcript and removes the sound cues at the end of the game.
    mutating func finish() {
        if newLineHeld {
            newLineHeld = false
            _ = write("\n", holdingNewLine: false)
        }
        transcript?.close()
        transcript = nil
        soundPlayer?.putAway(stopping: false)
    }
}

/// A variable of the environment, if it is set.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
