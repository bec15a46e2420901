import Foundation
import Glibc
import Testing

/// Ctrl-Z and `fg` from a shell with job control, as a player suspends a game and comes back to
/// it: the shell gets the terminal as it was before the game, and after `fg` the game has its own
/// again, with the prompt shown anew and the mode as it was: keys unseen and answered at once,
/// or a line half typed that goes on where it was.
@Suite(.serialized) struct SuspendTests {
    /// An interactive bash on a new terminal: a shell that stops and continues its jobs.
    func shell() throws -> PlaySession {
        let shell = try PlaySession(
            ["--norc", "--noprofile", "-i"], environment: Binary.environment(["PS1": "$ "]), executable: "/bin/bash")
        try shell.expect("$ ")
        return shell
    }

    /// Types Ctrl-Z, then `fg` once the shell says the game stopped.
    func suspendAndContinue(_ shell: PlaySession) throws {
        shell.type("\u{1A}")
        try shell.expect("Stopped")
        try shell.expect("$ ")
        shell.type("fg\r")
        try shell.expect("fg\r\n")
    }

    @Test func aKeysGameContinuesWithItsKeys() throws {
        let shell = try shell()
        shell.type("'\(Binary.path)' --keys --no-config --seed 7 --delay 0\r")
        try shell.expect("Press 1, 2, 3, or Enter to type.\r\n\(Binary.prompt)")
        shell.type("1")
        try shell.expect("Down 0 to 1.\r\n\(Binary.prompt)")
        let modes = shell.localModes
        try suspendAndContinue(shell)
        try shell.expect("\r\n\(Binary.prompt)")  // the prompt again, after the shell's words
        #expect(shell.localModes == modes, "the game's modes after fg")
        shell.type("2")
        try shell.expect("\r\nWon, paper beat rock.\r\nTied 1 to 1.\r\n\(Binary.prompt)")
        // And on the command line, a line half typed when stopped goes on after fg.
        shell.type("\r")
        try shell.expect("Type a command.\r\n\(Binary.prompt)")
        shell.type("sc")
        try shell.expect("sc")
        try suspendAndContinue(shell)
        try shell.expect("\(Binary.prompt)sc")
        shell.type("ore\r")
        try shell.expect("ore\r\nYou 1, computer 1.\r\n\(Binary.prompt)")
        shell.type("00")
        try shell.expect("Bye. You 1, computer 1.\r\n$ ")
        shell.type("exit\r")
        #expect(shell.exit() == 0)
        #expect(shell.screen.contains("\(Binary.prompt)\r\nWon, paper beat rock."), "a key was shown after fg")
        #expect(shell.screen.contains("\(Binary.prompt)score\r\n"), "the line typed, once")
    }

    @Test func aGameOfLinesContinuesTheLineBeingTyped() throws {
        let shell = try shell()
        shell.type("'\(Binary.path)' --no-config --seed 7 --delay 0\r")
        try shell.expect("Type rock, paper, scissors or help.\r\n\(Binary.prompt)")
        shell.type("ro")
        try shell.expect("ro")
        let modes = shell.localModes
        try suspendAndContinue(shell)
        try shell.expect("\(Binary.prompt)ro")
        #expect(shell.localModes == modes, "the game's modes after fg")
        shell.type("ck\r")
        try shell.expect("ck\r\nLost, rock to paper.\r\nDown 0 to 1.\r\n\(Binary.prompt)")
        shell.type("quit\r")
        try shell.expect("Bye. You 0, computer 1.\r\n$ ")
        shell.type("exit\r")
        #expect(shell.exit() == 0)
        #expect(shell.screen.contains("\(Binary.prompt)rock\r\nLost"), "the line typed, once")
    }
}
