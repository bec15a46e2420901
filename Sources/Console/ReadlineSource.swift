import CTerminal
import Glibc

/// Lines from GNU readline: editing, Tab completion of the game's words and in-memory history.
struct ReadlineSource: LineSource {
    let prompt: String
    var isInteractive: Bool { true }

    init(prompt: String, completions: [String]) {
        self.prompt = prompt
        var pointers = completions.map { strdup($0) }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { words in
                rps_readline_setup(words.baseAddress, words.count)
            }
        }
        pointers.forEach { free($0) }
    }

    mutating func nextLine() -> LineResult {
        var raw: UnsafeMutablePointer<CChar>?
        let status = rps_readline(prompt, &raw)
        if status < 0 { return .signal(-status) }
        guard status == 1, let raw else { return .end }
        defer { free(raw) }
        return .line(String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self))
    }
}
