import CTerminal
import Catalog
import GameCore
import Input

/// Lines from standard input that is not a terminal: no prompt, no echo, so a game can be
/// scripted. Bytes that are not UTF-8 become U+FFFD; a very long line is cut to its first
/// `maxLineBytes` bytes and the rest of it is skipped, so memory stays bounded: the bytes that
/// `TypedLine` reads of a line, and one more, so that it knows the line was cut.
struct PipedSource: LineSource {
    static let maxLineBytes = TypedLine.longest + 1

    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// Without a terminal there are no keys, nor Escape: lines only.
    mutating func nextKey(showingPrompt: Bool, lead: String) -> LineResult {
        nextLine(closingOnEscape: false, lead: lead)
    }

    /// What goes before the prompt is written, though without a terminal nothing is held for it.
    mutating func nextLine(closingOnEscape: Bool, lead: String) -> LineResult {
        if !lead.isEmpty { _ = writeAll(STDOUT_FILENO, Array(lead.utf8)) }
        var line: [UInt8] = []
        var overflowed = false
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                append(buffer[start..<newline], to: &line, overflowed: &overflowed)
                start = newline + 1
                return .line(decode(line))
            }
            append(buffer[start...], to: &line, overflowed: &overflowed)
            buffer.removeAll(keepingCapacity: true)
            start = 0
            if atEnd { return line.isEmpty ? .end : .line(decode(line)) }
            if let signal = fill() { return .signal(signal) }
        }
    }

    /// Without a terminal there is no prompt, nothing to complete, no line to bring back and no echo.
    func takeEcho() -> String { "" }
    func show(prompt: String) {}
    func complete(_ language: Language, playing kind: GameKind) {}
    func remember(_ line: String) {}

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], overflowed: inout Bool) {
        guard !overflowed else { return }
        let room = Self.maxLineBytes - line.count
        line += bytes.prefix(room)
        if bytes.count > room { overflowed = true }
    }

    /// Reads more input; returns a signal that interrupted the wait, if any.
    private mutating func fill() -> Int32? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let pending = rps_pending_signal()
            if pending != 0 { return pending }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                return nil
            }
            if count < 0, errno == EINTR { continue }
            atEnd = true
            return nil
        }
    }

    private func decode(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
