import CTerminal

/// Standard output, written with `write(2)` so nothing waits in a buffer before a pause and a
/// failure (a closed pipe, a full disk) is seen at once. What goes in one write (readline's new
/// line with the answer after it) is the `TerminalWriter`'s to say.
struct Output {
    enum Failure: Error {
        /// The reader went away (`rps | head -1`): end quietly.
        case closed
        case failed
    }

    func put(_ text: String) throws(Failure) {
        guard !text.isEmpty else { return }
        if let error = writeAll(STDOUT_FILENO, Array(text.utf8)) { throw error == EPIPE ? .closed : .failed }
    }
}

/// One line on standard error; nothing more can be done if even that fails.
func writeError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
