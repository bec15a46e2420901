import Catalog
import CTerminal
import GameCore
import Glibc
import Input
import Narration

/// The game loop: reads a line, parses it, applies it to the game, narrates what happened.
/// The only place with input, output and time (the suspense pause before a result).
struct Session {
    private var game = Game()
    private var random: ComputerRandom
    private let narrator: Narrator
    private let parser: CommandParser
    private let delay: Double
    private var source: any LineSource
    private let output = Output()
    /// What was said for the last command, for `repeat`.
    private var lastLines: [String] = []

    init(options: GameOptions, source: any LineSource, random: any RandomNumberGenerator) {
        self.random = ComputerRandom(base: random)
        narrator = Narrator(language: options.language)
        parser = CommandParser(language: options.language)
        delay = options.delay
        self.source = source
    }

    /// Plays until the player leaves; returns the process's exit status.
    mutating func run() -> Int32 {
        do throws(Stop) {
            try say(narrator.welcome)
            while true {
                switch source.nextLine() {
                case .line(let line):
                    if try handle(line) == .quit { return 0 }
                case .end:
                    try finish(freshLine: source.isInteractive)
                    return 0
                case .signal(let signal):
                    return interrupted(by: signal)
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
                return interrupted(by: signal)
            }
        }
    }

    private enum Next { case goOn, quit }

    private enum Stop: Error {
        case closed, failed
        case interrupted(Int32)
    }

    private mutating func handle(_ line: String) throws(Stop) -> Next {
        switch parser.parse(line) {
        case .empty:
            return .goOn
        case .command(.quit):
            try finish(freshLine: false)
            return .quit
        case .command(.repeatLast):
            try say(lastLines, remember: false)
        case .command(.help):
            try say(narrator.help)
        case .command(.game(let action)):
            try play(game.apply(action, using: &random))
        case .notUnderstood(let suggestion):
            try say(narrator.notUnderstood(suggestion: suggestion))
        case .needsCount(let keyword):
            try say(narrator.needsCount(keyword))
        case .takesNothing(let keyword):
            try say(narrator.takesNothing(keyword))
        }
        return .goOn
    }

    /// Narrates events in order, pausing for suspense just before a round's result.
    private mutating func play(_ events: [Event]) throws(Stop) {
        var said: [String] = []
        for event in events {
            if case .roundPlayed = event {
                let signal = rps_pause(delay)
                if signal != 0 { throw .interrupted(signal) }
            }
            let lines = narrator.lines(for: event)
            try say(lines, remember: false)
            said += lines
        }
        lastLines = said
    }

    private mutating func say(_ lines: [String], remember: Bool = true) throws(Stop) {
        do throws(Output.Failure) {
            try output.write(lines)
        } catch {
            throw error == .closed ? .closed : .failed
        }
        if remember { lastLines = lines }
    }

    private mutating func finish(freshLine: Bool) throws(Stop) {
        if freshLine { try sayRaw("\n") }
        try say(narrator.goodbye(game.tally.score))
    }

    private func sayRaw(_ text: String) throws(Stop) {
        do throws(Output.Failure) { try output.write(text: text) } catch { throw error == .closed ? .closed : .failed }
    }

    /// Ctrl-C, a closed terminal or a request to stop: the goodbye line, and the conventional
    /// status 128 plus the signal's number. The terminal is restored by the caller.
    private func interrupted(by signal: Int32) -> Int32 {
        try? sayRaw(source.isInteractive ? "\n" : "")
        try? output.write(narrator.goodbye(game.tally.score))
        return 128 + signal
    }
}

/// The computer's source of moves: the seeded generator or the system's, chosen at launch.
private struct ComputerRandom: RandomNumberGenerator {
    var base: any RandomNumberGenerator

    mutating func next() -> UInt64 { base.next() }
}
