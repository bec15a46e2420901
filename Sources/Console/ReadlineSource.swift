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

    /// Handed to readline as one block of NUL-ended words, which it copies: a C string made for
    /// each word would be an allocation each, some two hundred at every start.
    func complete(_ completions: TabWords) {
        let starters = Set(completions.starters)
        var list: [UInt8] = []
        list.reserveCapacity(4096)
        var own = 0
        for word in completions.starters + completions.own.filter({ !starters.contains($0) }) {
            list += word.utf8
            list.append(0)
            own += 1
        }
        for word in completions.other {
            list += word.utf8
            list.append(0)
        }
        list.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                rps_readline_words($0.baseAddress, $0.count, completions.starters.count, own)
            }
        }
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
