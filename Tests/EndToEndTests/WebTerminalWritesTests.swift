import Foundation
import Testing

/// Where each line's end goes, on a pseudo-terminal, by when its bytes arrive: in a web terminal
/// (`--web`) every line ends with its new line in the same write, with a pause chosen or without,
/// since xterm.js hands a screen reader a new line that comes later with the whole answer again;
/// on any other terminal the new line that ends what was written waits for what comes next (the
/// result after the pause, the prompt), so the cursor never rests on an empty line.
@Suite(.serialized) struct WebTerminalWritesTests {
    /// When the last byte of the `occurrence`th `text` on the screen arrived, and when its first
    /// did.
    static func arrival(of text: String, in game: PlaySession, occurrence: Int = 1) throws -> (first: Date, last: Date)
    {
        let needle = Array(text.utf8)
        var found = 0
        var index = 0
        while index + needle.count <= game.output.count {
            if Array(game.output[index..<index + needle.count]) == needle {
                found += 1
                if found == occurrence {
                    return (game.arrival(of: index), game.arrival(of: index + needle.count - 1))
                }
            }
            index += 1
        }
        throw PlaySession.SessionError.timedOut(waitingFor: text, screen: game.screen)
    }

    /// Bytes written together arrive within this; a line end held through a one-second pause
    /// arrives a second later.
    static let together = 0.4

    /// The move's line came whole with its line end, the result a second later, whole with its own.
    static func expectTheLineEndBeforeThePause(_ game: PlaySession, move: String, result: String) throws {
        let said = try arrival(of: move, in: game)
        let answer = try arrival(of: result, in: game)
        #expect(said.last.timeIntervalSince(said.first) < together, "the move's line end came late")
        #expect(answer.first.timeIntervalSince(said.last) > 0.8, "no pause between the move's line end and the result")
        #expect(answer.last.timeIntervalSince(answer.first) < together, "the answer's last line end came late")
    }

    @Test func inAWebTerminalALineEndsInItsOwnWriteThroughAPause() throws {
        let game = try PlaySession(["--web", "--seed", "7", "--delay", "1", "--color", "never"])
        try game.expect("Type rock, paper, scissors or help.\r\n")
        game.type("rock\r")
        try game.expect("Lost, rock to paper.\r\nDown 0 to 1.\r\n", within: 5)
        try Self.expectTheLineEndBeforeThePause(
            game, move: "Rock.\r\n", result: "Lost, rock to paper.\r\nDown 0 to 1.\r\n")
        // Nothing is held for the next line: the answer ends with its new line and nothing after it.
        #expect(game.rest(after: 0.3).isEmpty)
        game.type("score\r")
        try game.expect("You 0, computer 1.\r\n")
        let score = try Self.arrival(of: "You 0, computer 1.\r\n", in: game)
        #expect(score.last.timeIntervalSince(score.first) < Self.together)
        game.type("\u{4}")
        try game.expect("Bye. You 0, computer 1.\r\n")
        #expect(game.exit() == 0)
    }

    @Test func inAWebTerminalWithoutAPauseAnAnswerIsOneWriteWithItsLineEnds() throws {
        let game = try PlaySession(["--web", "--seed", "7", "--color", "never"])
        try game.expect("Type rock, paper, scissors or help.\r\n")
        game.type("rock\r")
        try game.expect("Lost, rock to paper.\r\nDown 0 to 1.\r\n")
        let answer = try Self.arrival(of: "\r\nLost, rock to paper.\r\nDown 0 to 1.\r\n", in: game)
        #expect(answer.last.timeIntervalSince(answer.first) < Self.together)
        #expect(!game.screen.contains("Rock."), "without a pause the move is not said first")
        #expect(game.rest(after: 0.3).isEmpty)
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    /// On another terminal the line end after the move waits through the pause and goes with the
    /// result; the answer's last one goes with the prompt.
    @Test func onAnotherTerminalTheLineEndWaitsForWhatComesNext() throws {
        let game = try PlaySession(["--seed", "7", "--delay", "1", "--color", "never"])
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect("Down 0 to 1.\r\n\(Binary.prompt)", within: 5)
        let move = try Self.arrival(of: "Rock.\r\n", in: game)
        let result = try Self.arrival(of: "Lost, rock to paper.", in: game)
        #expect(move.last.timeIntervalSince(move.first) > 0.8, "the move's line end did not wait for the result")
        #expect(abs(move.last.timeIntervalSince(result.first)) < Self.together)
        let end = try Self.arrival(of: "Down 0 to 1.\r\n\(Binary.prompt)", in: game)
        #expect(end.last.timeIntervalSince(end.first) < Self.together)
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }

    /// By keys, in a web terminal or not, the move's line ends before the pause, in its own write
    /// (Orca, after a key that is not Enter, would read a line that a write goes on from its
    /// start again); the answer's last line end goes with the prompt.
    @Test(arguments: [false, true])
    func byKeysTheMovesLineEndsBeforeThePause(web: Bool) throws {
        let game = try PlaySession(
            (web ? ["--web", "--prompt", "on"] : []) + ["--keys", "--seed", "7", "--delay", "1", "--color", "never"])
        try game.expect("Press 1, 2, 3, or Enter to type.\r\n\(Binary.prompt)")
        game.type("1")
        try game.expect("Down 0 to 1.\r\n\(Binary.prompt)", within: 5)
        try Self.expectTheLineEndBeforeThePause(
            game, move: "\r\nRock.\r\n", result: "Lost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }
}
