import CTerminal
import Input
import Settings

/// Lines from GNU readline: editing, Tab completion of the game's words and in-memory history.
struct ReadlineSource: LineSource {
    static let longestRemembered = 4096
    let prompt: String

    init(prompt: String, completions: TabWords) {
        self.prompt = prompt
        rps_readline_setup()
        complete(completions)
    }

    func complete(_ completions: TabWords) {
        let rest = completions.own.filter { !completions.starters.contains($0) }
        var pointers = (completions.starters + rest + completions.other).map { strdup($0) }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { words in
                rps_readline_words(words.baseAddress, completions.starters.count, completions.starters.count + rest.count, words.count)
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
        let line = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
        // Up arrow brings lines back: kept without control characters, so a recalled line can
        // never carry an escape sequence to the terminal, and only when short, so 200 remembered
        // lines stay small (no command is longer than a file name).
        let remembered = Sanitizer.clean(line).trimmingSpaces
        if !remembered.isEmpty, remembered.utf8.count <= Self.longestRemembered { rps_readline_remember(remembered) }
        return .line(line)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
