import CTerminal

/// Standard output, written with `write(2)` so nothing waits in a buffer before a pause and a
/// failure (a closed pipe, a full disk) is seen at once. What readline holds back (the new line
/// after Enter) goes first, in the same write, so a screen reader never sees an empty line alone.
struct Output {
    enum Failure: Error {
        /// The reader went away (`rps | head -1`): end quietly.
        case closed
        case failed
    }

    func put(_ text: String) throws(Failure) {
        var length = 0
        let held = rps_held_output(&length)
        let bytes = (held.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? []) + Array(text.utf8)
        rps_forget_held_output()
        if let error = writeAll(STDOUT_FILENO, bytes) { throw error == EPIPE ? .closed : .failed }
    }
}

/// One line on standard error; nothing more can be done if even that fails.
func writeError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
