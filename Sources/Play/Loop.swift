/// What a session runs on: it carries out effects and brings the player's input. The console is
/// one; tests and the session fuzzer have their own. A host never calls the session: what came of
/// an effect is returned, and the loop hands it to the session once the batch is carried out.
public protocol SessionHost {
    /// Carries out `effects` in order, all of them (a `.quit` never reaches a host), and returns
    /// what came of them, in order: the answers of the fallible effects (a transcript opened or
    /// not, a transcript or the output that could not be written) and a signal that cut a pause
    /// short.
    mutating func carryOut(_ effects: [Effect]) -> [SessionInput]

    /// Waits for the player: a typed line, the end of input, or a signal at the prompt.
    mutating func nextInput() -> SessionInput
}

/// The one way a game runs, in the binary, the tests and the session fuzzer alike: the session
/// gets one input at a time (a typed line, the end, a signal, or what came of an effect, queued
/// behind the batch that caused it) and answers with effects, which the host carries out whole.
/// So a batch is never broken into by its own consequences: a transcript that stops being
/// writable during a round is said after the round, before the prompt.
public struct Loop<Host: SessionHost> {
    public private(set) var session: Session
    public var host: Host
    /// What came of effects already carried out, oldest first: heard before the player is asked
    /// for more.
    private var outcomes: [SessionInput] = []
    /// Set once a batch said to quit: the game ends when the outcomes still waiting are heard.
    private var leaving: ExitStatus?

    /// One input and the session's answer to it.
    public struct Turn: Sendable {
        /// `nil` for the start.
        public let input: SessionInput?
        public let effects: [Effect]
        /// The status to exit with, once the game is over.
        public let status: ExitStatus?
    }

    public init(session: Session, host: Host) {
        self.session = session
        self.host = host
    }

    /// Whether the next step waits for the player rather than for an outcome already queued.
    public var awaitsPlayer: Bool { outcomes.isEmpty }

    /// The session's first effects, carried out.
    public mutating func start() -> Turn {
        carryOut(session.start(), answering: nil)
    }

    /// One input, the oldest outcome first, else the player's, and the session's answer, carried
    /// out. Not to be called once a turn has a status.
    public mutating func step() -> Turn {
        let input = outcomes.isEmpty ? host.nextInput() : outcomes.removeFirst()
        return carryOut(session.handle(input), answering: input)
    }

    /// Plays the whole game; returns the status to exit with.
    public mutating func run() -> ExitStatus {
        var turn = start()
        while true {
            if let status = turn.status { return status }
            turn = step()
        }
    }

    /// Carries out a batch up to its `.quit`, if any; a later quit's status wins, so the answer to
    /// a goodbye that could not be written decides how the game ends.
    private mutating func carryOut(_ effects: [Effect], answering input: SessionInput?) -> Turn {
        let quit = effects.firstIndex { if case .quit = $0 { true } else { false } }
        outcomes += host.carryOut(Array(effects[..<(quit ?? effects.endIndex)]))
        if let quit, case .quit(let status) = effects[quit] { leaving = status }
        return Turn(input: input, effects: effects, status: outcomes.isEmpty ? leaving : nil)
    }
}
