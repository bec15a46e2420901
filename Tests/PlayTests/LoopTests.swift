import Catalog
import GameCore
import GameCoreTestSupport
import Narration
import Play
import Settings
import Testing

/// The loop as the binary runs it, on a host that keeps a log of what it was asked to do, in
/// order, with each time the player was asked for a line.
@Suite struct LoopTests {
    /// What the host did: shown lines, pauses, the transcript's lines, and each wait for the player.
    enum Logged: Equatable {
        case shown([String])
        case paused
        case transcribed(String)
        case prompted, closedTranscript
    }

    struct LoggingHost: SessionHost {
        var lines: [String]
        /// The transcript takes this many writes more, then fails, as a full disk does.
        var writesLeft = Int.max
        private(set) var log: [Logged] = []
        private(set) var batches: [[Effect]] = []

        mutating func nextInput() -> SessionInput {
            log.append(.prompted)
            return lines.isEmpty ? .end : .line(lines.removeFirst())
        }

        mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
            batches.append(effects)
            var outcomes: [SessionInput] = []
            for effect in effects {
                switch effect {
                case .show(let shown): log.append(.shown(shown.map(\.text)))
                case .pause: log.append(.paused)
                case .openTranscript(let path): outcomes.append(.transcriptOpened(path))
                case .closeTranscript: log.append(.closedTranscript)
                case .transcribe(let text):
                    guard writesLeft > 0 else {
                        outcomes.append(.transcriptNotWritten("game.txt"))
                        continue
                    }
                    writesLeft -= 1
                    log.append(.transcribed(text))
                default: break
                }
            }
            return outcomes
        }
    }

    func loop(typing lines: [String], writesLeft: Int = .max, _ configure: (inout Preferences) -> Void = { _ in })
        -> Loop<LoggingHost>
    {
        var preferences = Preferences(language: .en)
        preferences.color = .never
        configure(&preferences)
        let session = Session(
            preferences: preferences, random: ForcedRandom([.scissors]),
            capabilities: Capabilities(interactive: true, speech: false, sound: false))
        return Loop(session: session, host: LoggingHost(lines: lines, writesLeft: writesLeft))
    }

    /// The transcript takes the welcome and the typed line, then fails as the round is written:
    /// the round is still heard whole, then one sentence says the transcript stopped, then the
    /// game waits for the next line.
    @Test func aTranscriptThatFailsMidRoundIsSaidAfterTheRoundBeforeThePrompt() {
        var game = loop(typing: ["rock"], writesLeft: 2) { $0.transcript = "game.txt" }
        #expect(game.run() == .success)
        let log = game.host.log
        guard let typed = log.firstIndex(of: .transcribed(Sentences(.en).prompt + "rock\n")) else {
            Issue.record("the typed line is not in the transcript: \(log)")
            return
        }
        #expect(
            Array(log[(typed + 1)...].prefix(6)) == [
                .shown(["Rock."]), .paused, .shown(["Won, rock beat scissors.", "Up 1 to 0."]),
                .closedTranscript, .shown(["No transcript: cannot write game.txt"]), .prompted,
            ])
        // The batch that failed wrote twice more: the failure is heard once.
        #expect(log.filter { $0 == .shown(["No transcript: cannot write game.txt"]) }.count == 1)
        #expect(!log.contains(.transcribed("Bye. You 1, computer 0.\n")))
    }

    /// The outcome of opening the transcript is heard after the batch that asked for it, and the
    /// prompt and the words Tab completes came before any line was read.
    @Test func theStartIsCarriedOutWholeBeforeThePlayerIsAsked() {
        var game = loop(typing: []) { $0.transcript = "game.txt" }
        let start = game.start()
        #expect(start.status == nil)
        #expect(start.effects.contains(.prompt(Sentences(.en).prompt)))
        #expect(!game.awaitsPlayer, "the answer about the transcript waits to be heard")
        let opened = game.step()
        #expect(opened.input == .transcriptOpened("game.txt"))
        #expect(
            game.host.log == [
                .shown(["Welcome!", "Type rock, paper, scissors or help."]),
                .transcribed("Welcome!\nType rock, paper, scissors or help.\n"),
            ])
        #expect(game.awaitsPlayer)
    }

    /// A quit never reaches the host; a welcome that cannot be written (the reader went away)
    /// ends the game with that status before anything is typed. (A goodbye that cannot be
    /// written: `aGoodbyeThatCannotBeWrittenDecidesTheStatus`.)
    @Test func aQuitNeverReachesTheHostAndAFailedWelcomeEndsTheGame() {
        struct ClosedOutput: SessionHost {
            var batches: [[Effect]] = []
            mutating func nextInput() -> SessionInput { .line("quit") }
            mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
                batches.append(effects)
                return effects.contains { if case .show = $0 { true } else { false } }
                    ? [.outputFailed(closed: true)] : []
            }
        }
        let session = Session(
            preferences: Preferences(language: .en), random: ForcedRandom([.rock]),
            capabilities: Capabilities(interactive: false, speech: false, sound: false))
        var game = Loop(session: session, host: ClosedOutput())
        #expect(game.run() == .closedOutput)
        #expect(!game.host.batches.joined().contains { if case .quit = $0 { true } else { false } })
    }

    /// The welcome is heard, the player types quit, and the goodbye cannot be written: the game
    /// ends with the status of the failed write, not the goodbye's, because the loop waits for
    /// what came of the quit's batch before it decides; a reader gone away is said nowhere, a
    /// write that failed otherwise once, on standard error.
    @Test(arguments: [true, false])
    func aGoodbyeThatCannotBeWrittenDecidesTheStatus(readerGone: Bool) {
        struct FailsAfterTheFirstLine: SessionHost {
            let readerGone: Bool
            var typed = false
            var shown: [String] = []
            var complaints: [String] = []
            mutating func nextInput() -> SessionInput {
                typed = true
                return .line("quit")
            }
            mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
                for case .complain(let line) in effects { complaints.append(line) }
                let showing = effects.contains { if case .show = $0 { true } else { false } }
                guard typed else {
                    for case .show(let lines) in effects { shown += lines.map(\.text) }
                    return []
                }
                return showing ? [.outputFailed(closed: readerGone)] : []
            }
        }
        let session = Session(
            preferences: Preferences(language: .en), random: ForcedRandom([.rock]),
            capabilities: Capabilities(interactive: false, speech: false, sound: false))
        var game = Loop(session: session, host: FailsAfterTheFirstLine(readerGone: readerGone))
        #expect(game.run() == (readerGone ? .closedOutput : .outputError))
        #expect(game.host.shown == ["Welcome!", "Type rock, paper, scissors or help."], "the welcome was heard")
        #expect(game.host.typed, "quit was typed")
        #expect(game.host.complaints == (readerGone ? [] : [Narrator(language: .en).outputFailed]))
    }

    /// Ctrl-C during the pause: the round is said, then the goodbye, with the signal's status.
    @Test func aSignalDuringThePauseIsHeardAfterTheRound() {
        struct Interrupted: SessionHost {
            var asked = 0
            var shown: [String] = []
            mutating func nextInput() -> SessionInput {
                asked += 1
                return .line("rock")
            }
            mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
                for case .show(let lines) in effects { shown += lines.map(\.text) }
                return effects.contains { if case .pause = $0 { true } else { false } }
                    ? [.interrupted(signal: 2, atPrompt: false)] : []
            }
        }
        let session = Session(
            preferences: Preferences(language: .en), random: ForcedRandom([.scissors]),
            capabilities: Capabilities(interactive: false, speech: false, sound: false))
        var game = Loop(session: session, host: Interrupted())
        #expect(game.run() == .signal(2))
        #expect(game.host.asked == 1)
        #expect(
            game.host.shown.suffix(4) == ["Rock.", "Won, rock beat scissors.", "Up 1 to 0.", "Bye. You 1, computer 0."])
    }
}
