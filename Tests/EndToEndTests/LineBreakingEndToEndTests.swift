import Foundation
import Glibc
import Testing

/// On a terminal 30 columns wide the game's lines are broken between words, never in one, and
/// read the same words as through a pipe, which gets them whole; widened again, the terminal
/// gets them whole too.
@Suite(.serialized) struct LineBreakingEndToEndTests {
    /// The lines of the answer to `typed`, as a pipe gets them.
    func piped(_ typed: String, _ arguments: [String]) -> [String] {
        let before = PipedRun(arguments, typing: []).lines
        let lines = PipedRun(arguments, typing: [typed]).lines
        return Array(lines[(before.count - 1)..<(lines.count - 1)])
    }

    /// The rows of the terminal's answer to `typed`, up to the next prompt.
    func rows(_ game: PlaySession, _ typed: String) throws -> [String] {
        let start = game.screen.count
        game.type(typed + "\r")
        try game.expect(typed + "\r\n")
        try game.expect("\r\n" + Binary.prompt)
        let text = String(game.screen.dropFirst(start))
        let answer = text.components(separatedBy: typed + "\r\n")[1].components(separatedBy: Binary.prompt)[0]
        return answer.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    /// Terminal columns: a Hangul syllable takes two.
    func columns(_ row: String) -> Int {
        row.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
    }

    func words(_ lines: [String]) -> [String] {
        lines.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).map(String.init) }
    }

    @Test(arguments: [("en", "settings"), ("en", "help"), ("ko", "도움말 설정"), ("ko", "도움말")])
    func at30ColumnsLinesBreakBetweenWords(language: String, typed: String) throws {
        let arguments = ["--lang", language, "--delay", "0", "--seed", "1", "--no-config"]
        let expected = piped(typed, arguments)
        #expect(expected.contains { columns($0) > 30 }, "a line wider than 30 columns to break: \(expected)")
        let game = try PlaySession(arguments, cols: 30)
        try game.expect(Binary.prompt)
        let narrow = try rows(game, typed)
        #expect(narrow.allSatisfy { columns($0) <= 30 }, "\(narrow)")
        #expect(words(narrow) == words(expected), "\(narrow) against \(expected)")
        #expect(narrow.count > expected.count)
        // Wide again: the lines come whole, as through the pipe.
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(game.master, UInt(TIOCSWINSZ), &size)
        usleep(50_000)
        #expect(try rows(game, typed) == expected)
        game.type("\u{4}")
        #expect(game.exit() == 0)
    }
}
