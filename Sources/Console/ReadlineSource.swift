import CTerminal
import Input

/// Lines from GNU readline: editing, Tab completion of the game's words and in-memory history.
/// The prompt, the words and what history keeps are the session's, given as effects.
struct ReadlineSource: LineSource {
    private var prompt = ""

    init() {
        rps_readline_setup()
    }

    mutating func show(prompt: String) {
        self.prompt = prompt
    }

    func complete(_ completions: TabWords) {
        let starters = Set(completions.starters)
        let rest = completions.own.filter { !starters.contains($0) }
        var pointers = (completions.starters + rest + completions.other).map { strdup($0) }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { words in
                rps_readline_words(words.baseAddress, completions.starters.count, completions.starters.count + rest.count, words.count)
            }
        }
        pointers.forEach { free($0) }
    }

    func remember(_ line: String) {
        rps_readline_remember(line)
    }

    mutating func nextLine() -> LineResult {
        var raw: UnsafeMutablePointer<CChar>?
        let status = rps_readline(prompt, &raw)
        if status < 0 { return .signal(-status) }
        if status == 2 { return .hushKey }
        guard status == 1, let raw else { return .end }
        defer { free(raw) }
        return .line(String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self))
    }
}
