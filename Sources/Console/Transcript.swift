/// A file the plain narration is appended to, for review after the game: what the player typed
/// (after the prompt, control characters removed) and every line the game said, without emoji
/// or colour.
struct Transcript {
    let path: String
    private let descriptor: Int32

    /// Opens `path` for appending, creating it if needed; `nil` if it cannot be written.
    init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.path = path
        self.descriptor = descriptor
    }

    /// Appends text; false if the file could not take it.
    func append(_ text: String) -> Bool {
        writeAll(descriptor, Array(text.utf8)) == nil
    }

    func close() {
        closeFile(descriptor)
    }
}

/// The C library's `close`, which the method above hides.
private func closeFile(_ descriptor: Int32) {
    _ = close(descriptor)
}
