import CTerminal
import Catalog
import GameCore
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

    /// The words of `language` for `kind` are made at the first Tab, not at start, where they
    /// cost more than all else the start does. Readline keeps one number for what is wanted.
    func complete(_ language: Language, playing kind: GameKind) {
        guard let language = Language.allCases.firstIndex(of: language),
            let kind = GameKind.allCases.firstIndex(of: kind)
        else { return }
        rps_readline_words_wanted(Int32(language * GameKind.allCases.count + kind)) { wanted in
            let (language, kind) = Int(wanted).quotientAndRemainder(dividingBy: GameKind.allCases.count)
            ReadlineSource.hand(
                CommandParser(language: Language.allCases[language]).completions(playing: GameKind.allCases[kind]))
        }
    }

    /// Handed to readline as one block of NUL-ended words, which it copies: a C string made for
    /// each word would be an allocation each, some two hundred.
    private static func hand(_ completions: TabWords) {
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

    mutating func nextLine(closingOnEscape: Bool, lead: String) -> LineResult {
        var raw: UnsafeMutablePointer<CChar>?
        let status = rps_readline(prompt, closingOnEscape ? 1 : 0, lead, &raw)
        if status < 0 { return .signal(-status) }
        if status == 2 { return .hushKey }
        if status == 3 { return .key(.escape) }
        guard status == 1, let raw else { return .end }
        defer { free(raw) }
        return .line(String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self))
    }

    mutating func nextKey(showingPrompt: Bool, lead: String) -> LineResult {
        var bytes = [UInt8](repeating: 0, count: Self.longestKey)
        var length = 0
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                rps_read_key(prompt, showingPrompt ? 1 : 0, lead, $0.baseAddress, $0.count, &length)
            }
        }
        if status < 0 { return .signal(-status) }
        if status == 2 { return .hushKey }
        guard status == 1 else { return .end }
        return .key(Key(String(decoding: bytes[..<length], as: UTF8.self)))
    }

    mutating func takeEcho() -> String {
        var length = 0
        guard let held = rps_held_output(&length), length > 0 else { return "" }
        defer { rps_forget_held_output() }
        return String(decoding: UnsafeRawBufferPointer(start: held, count: length), as: UTF8.self)
    }

    /// The most bytes of a key kept: an escape sequence, or a few syllables an input method
    /// committed at once; more of a long paste is read and dropped, one answer for all of it.
    static let longestKey = 64
}
