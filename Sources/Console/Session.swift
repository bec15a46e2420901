import Catalog
import CTerminal
import GameCore
import Glibc
import Input
import Narration
import Presentation

/// The game loop: reads a line, parses it, applies it, narrates what happened. The only place
/// with input, output and time (the suspense pause before a result).
struct Session {
    private var game = Game()
    private var random: ComputerRandom
    private var delay: Double
    /// Knows the language and verbosity in force; rebuilt when either changes.
    private var narrator: Narrator
    private var parser: CommandParser
    private var presenter: Presenter
    private var transcript: Transcript?
    /// Self-voicing, when it is on and a speech program was found.
    private var speaker: Speaker?
    private let speechRate: Int
    private var source: any LineSource
    private let output = Output()
    /// What was said for the last command, for `repeat`.
    private var lastLines: [Line] = []

    /// `narrator` and `parser` are the ones the line source was set up with (prompt, completion).
    init(options: GameOptions, color: Bool, narrator: Narrator, parser: CommandParser, source: any LineSource,
         random: any RandomNumberGenerator) {
        self.random = ComputerRandom(base: random)
        delay = options.delay
        self.narrator = narrator
        self.parser = parser
        presenter = Presenter(style: Style(emoji: options.emoji, color: color, bell: options.bell))
        self.source = source
        speechRate = options.speechRate
        if let path = options.transcript { transcript = Transcript(path: path) }
    }

    /// Plays until the player leaves; returns the process's exit status.
    mutating func run(transcriptRequested: String?, speak: Bool) -> Int32 {
        do throws(Stop) {
            if speak { try change(.speak(true), quietly: true) }
            // A file that could not be opened; one that opens but cannot be written (a full disk)
            // is said by the first write, the welcome's.
            let unopened = transcript == nil ? transcriptRequested : nil
            try say(narrator.welcome)
            if let path = unopened { try say(narrator.transcriptFailed(path)) }
            while true {
                switch source.nextLine() {
                case .line(let line):
                    if try handle(line) == .quit { return 0 }
                case .end:
                    try finish(freshLine: source.isInteractive)
                    return 0
                case .signal(let signal):
                    return interrupted(by: signal, atPrompt: true)
                }
            }
        } catch {
            switch error {
            case .closed:
                return 128 + SIGPIPE
            case .failed:
                writeError(Sentences(narrator.language).outputFailed)
                return 74  // EX_IOERR
            case .interrupted(let signal):
                return interrupted(by: signal, atPrompt: false)
            }
        }
    }

    private enum Next { case goOn, quit }

    private enum Stop: Error {
        case closed, failed
        case interrupted(Int32)
    }

    private mutating func handle(_ line: String) throws(Stop) -> Next {
        let parsed = parser.parse(line)
        if parsed != .empty { record(typed: line) }
        switch parsed {
        case .empty:
            break
        case .command(.quit):
            try finish(freshLine: false)
            return .quit
        case .command(.repeatLast):
            try say(lastLines, remember: false)
        case .command(.help):
            try say(narrator.help)
        case .command(.game(let action)):
            try play(game.apply(action, using: &random))
        case .command(.settings):
            try say(narrator.settings(report))
        case .command(.change(let setting)):
            try change(setting)
        case .notUnderstood(let suggestion):
            try say(narrator.notUnderstood(suggestion: suggestion))
        case .needsValue(let keyword):
            try say(narrator.needsValue(keyword))
        case .takesNothing(let keyword):
            try say(narrator.takesNothing(keyword))
        }
        return .goOn
    }

    /// Narrates a turn, pausing for suspense just before a round's result.
    private mutating func play(_ events: [Event]) throws(Stop) {
        let lines = narrator.lines(for: events, tally: game.tally)
        guard let reveal = lines.firstIndex(where: \.isResult) else {
            try say(lines)
            return
        }
        try say(Array(lines[..<reveal]), remember: false)
        lastLines = lines
        do throws(Stop) {
            try suspense()
        } catch {
            // Ctrl-C or a closed terminal during the pause: the round is played and counts in
            // the goodbye's score, so the player hears how it ended first.
            if case .interrupted = error { try? say(Array(lines[reveal...]), remember: false) }
            throw error
        }
        try say(Array(lines[reveal...]), remember: false)
    }

    /// The pause before a result: silent, or with the countdown, one beat per line. (Appended
    /// to one line, a screen reader reads the whole line again at each beat.)
    private func suspense() throws(Stop) {
        guard delay > 0 else { return }
        let beats = presenter.style.showsCountdown(verbose: narrator.verbosity == .verbose) ? narrator.countdown : []
        guard !beats.isEmpty else { return try pause(delay) }
        for beat in beats {
            // Shown and kept in the transcript, not given to --speak: speech of each beat would
            // only be cut off by the next.
            try write(presenter.render([Line(beat)]))
            _ = transcript?.append(beat + "\n")
            try pause(delay / Double(beats.count))
        }
    }

    private func pause(_ seconds: Double) throws(Stop) {
        let signal = rps_pause(seconds)
        if signal != 0 { throw .interrupted(signal) }
    }

    /// Applies a setting and says so; `quietly` (at launch) only says what went wrong.
    private mutating func change(_ setting: Setting, quietly: Bool = false) throws(Stop) {
        switch setting {
        case .language(let new):
            narrator = Narrator(language: new, verbosity: narrator.verbosity)
            parser = CommandParser(language: new)
            speaker?.language = new.rawValue
            try say(narrator.languageChanged)
        case .speak(true):
            guard let program = Speaker.find(path: getenv("PATH").map { String(cString: $0) }) else {
                return try say(narrator.speechMissing)
            }
            speaker = Speaker(program: program, language: narrator.language.rawValue, wordsPerMinute: speechRate)
            if !quietly { try say(narrator.speak(true)) }
        case .speak(false):
            speaker?.stop()
            speaker = nil
            try say(narrator.speak(false))
        case .verbosity(let new):
            narrator = Narrator(language: narrator.language, verbosity: new)
            try say(narrator.verbosityChanged)
        case .emoji(let on):
            presenter.style.emoji = on
            try say(narrator.emoji(on))
        case .color(let on):
            presenter.style.color = on
            try say(narrator.color(on))
        case .bell(let on):
            presenter.style.bell = on
            try say(narrator.bell(on))
        case .delay(let seconds):
            delay = seconds
            try say(narrator.delay(seconds))
        case .transcript(let path):
            if path == nil { try say(narrator.transcript(nil)) }  // the last line of the old file
            transcript?.close()
            transcript = nil
            guard let path else { return }
            transcript = Transcript(path: path)
            try say(transcript == nil ? narrator.transcriptFailed(path) : narrator.transcript(path))
        }
    }

    private var report: SettingsReport {
        SettingsReport(verbosity: narrator.verbosity, emoji: presenter.style.emoji, color: presenter.style.color,
                       bell: presenter.style.bell, speak: speaker != nil, delay: delay, transcript: transcript?.path)
    }

    private mutating func say(_ lines: [Line], remember: Bool = true) throws(Stop) {
        guard !lines.isEmpty else { return }
        try write(presenter.render(lines))
        let spoken = lines.map(\.text).filter { $0.contains(where: \.isLetter) }
        if !spoken.isEmpty { speaker?.speak(spoken.joined(separator: " ")) }
        if let transcript, !transcript.append(lines.map { $0.text + "\n" }.joined()) {
            transcript.close()
            self.transcript = nil
            try say(narrator.transcriptFailed(transcript.path), remember: false)
        }
        if remember { lastLines = lines }
    }

    /// What the player typed, as a transcript shows it: after the prompt, made safe to print.
    private func record(typed line: String) {
        _ = transcript?.append(narrator.prompt + Sanitizer.clean(line) + "\n")
    }

    private func write(_ text: String) throws(Stop) {
        do throws(Output.Failure) { try output.write(text: text) } catch { throw error == .closed ? .closed : .failed }
    }

    private mutating func finish(freshLine: Bool) throws(Stop) {
        if freshLine { try write("\n") }
        try say(narrator.goodbye(game.tally.score))
        transcript?.close()
    }

    /// Ctrl-C, a closed terminal or a request to stop: the goodbye line, and the conventional
    /// status 128 plus the signal's number. The terminal is restored by the caller. At the
    /// prompt, the goodbye starts a new line; during the pause the cursor is already at one.
    private mutating func interrupted(by signal: Int32, atPrompt: Bool) -> Int32 {
        if atPrompt, source.isInteractive { try? write("\n") }
        try? say(narrator.goodbye(game.tally.score))
        transcript?.close()
        return 128 + signal
    }
}

private extension Line {
    var isResult: Bool {
        if case .result = tone { true } else { false }
    }
}

/// The computer's source of moves: the seeded generator or the system's, chosen at launch.
private struct ComputerRandom: RandomNumberGenerator {
    var base: any RandomNumberGenerator

    mutating func next() -> UInt64 { base.next() }
}
