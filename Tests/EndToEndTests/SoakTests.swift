import CPseudoTerminal
import Foundation
import Glibc
import Testing

/// Thousands of random lines typed at the real game through a pseudo-terminal, in both
/// languages: commands, typing mistakes and hostile bytes (invalid UTF-8, NUL, control keys,
/// CSI colour codes, OSC 0 title and OSC 52 clipboard strings, C1 controls, bidirectional
/// overrides), pastes of many lines at once and a line of 1 MB. The game must answer every line,
/// print no escape sequence of its own, and keep its memory flat.
///
/// Seeded, so every run types the same bytes; a failure names the seed and the line.
@Suite(.serialized) struct SoakTests {
    @Test(arguments: [("en", UInt64(0x5EED_0E11)), ("ko", UInt64(0x5EED_0C0C))])
    func thousandsOfRandomAndHostileLinesAreAnsweredWithFlatMemory(language: String, seed: UInt64) throws {
        let start = Date()
        // TERM=dumb (Binary.environment): nothing may print an escape sequence. A fixed mmap
        // threshold makes malloc return every block of 64 kB or more to the system when it is
        // freed, so what stays resident is what the game still holds, not what malloc caches.
        let game = try PlaySession(
            ["--lang", language, "--delay", "0", "--seed", "1"],
            environment: Binary.environment(["MALLOC_MMAP_THRESHOLD_": "65536"]))
        var typist = Typist(seed: seed)
        try game.expect(Binary.prompt)
        var lines = 0

        // Warm-up: every kind of input, the longest line included, so that readline's buffers, the
        // round history and malloc's arenas reach their working size. Readline's history keeps
        // the last 200 lines whole, so 200 more follow the longest line before measuring.
        lines += try game.play(typist.lines(300), in: language)
        lines += try game.paste(typist.lines(150), in: language)
        let longest = language == "en" ? Typist.megabyteLine : Array(Typist.megabyteLine.prefix(1 << 17))
        let typingLongest = Date()
        lines += try game.play([longest], in: language, within: 30)
        let longestTook = Date().timeIntervalSince(typingLongest)
        lines += try game.play(typist.lines(220), in: language)
        let warmedUp = try #require(game.residentKilobytes)

        // Measured: the same mix again, twice as long.
        var measured: [[UInt8]] = []
        for _ in 0..<2 {
            let typed = typist.lines(400)
            let pasted = typist.lines(200)
            lines += try game.play(typed, in: language)
            lines += try game.paste(pasted, in: language)
            measured += typed + pasted
        }
        let last = typist.lines(220)
        lines += try game.play(last, in: language)
        measured += last
        let after = try #require(game.residentKilobytes)

        // Last, NUL typed raw: readline's set-mark key, after which it redraws a long line at
        // every key (a readline quirk that would slow the long lines above, not a fault).
        lines += try game.play(typist.lines(40, nul: true), in: language)

        // Still answering, and able to leave.
        game.type("score\r")
        try game.expect("\r\n\(Binary.prompt)")
        game.type("quit\r")
        #expect(game.exit(within: 10) == 0)
        #expect(!game.output.contains(0x1B), "an escape sequence reached the terminal")

        // What may grow after the warm-up: the history's 200 lines differ in length (a few of them
        // long, so tens of kB either way), the round history grows by a few hundred rounds of
        // some 150 bytes, and malloc's small-block arenas settle: measured, a few kB. What must
        // not: anything kept per line. The 1,420 measured lines (1 to 1.7 MB typed, 40 to 60 of
        // them 4 to 64 kB long) would pass 512 kB with 370 bytes kept a line, or with one copy
        // of each long line.
        let growth = after - warmedUp
        let long = measured.filter { $0.count >= 4096 }
        print(
            "soak \(language): \(lines) lines in \(String(format: "%.1f", Date().timeIntervalSince(start))) s "
                + "(the longest, \(longest.count / 1024) kB, in \(String(format: "%.1f", longestTook)) s); "
                + "measured \(measured.count) lines, \(measured.map(\.count).reduce(0, +) / 1024) kB, \(long.count) long; "
                + "RSS \(warmedUp) kB after warm-up, \(after) kB at the end (\(growth >= 0 ? "+" : "")\(growth) kB)")
        // Under AddressSanitizer (swift test --sanitize=address builds the game with it too), freed
        // memory waits in a quarantine of up to 256 MB, so resident memory says nothing; leaks are
        // LeakSanitizer's to find there, and it prints them when the game exits.
        if !Self.addressSanitized {
            #expect(growth < 512, "memory grew by \(growth) kB, from \(warmedUp) kB to \(after) kB")
        }
    }

    /// Whether this test process, and so the game built with it, runs under AddressSanitizer.
    static let addressSanitized = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// A paste longer than the terminal's input queue: the rest of it arrives while the game
    /// answers. Each line must be shown once, by readline after its prompt, and answered once.
    @Test func aLongPasteIsShownOnceAndAnsweredLineByLine() throws {
        let game = try PlaySession(["--lang", "en", "--delay", "0", "--seed", "1"])
        try game.expect(Binary.prompt)
        let start = game.output.count
        let count = 3_000
        try game.typeWhileReading(Array(String(repeating: "score\r", count: count).utf8), within: 30)
        game.settle(quietFor: 1, within: 30)
        // Every answer alike: the line as readline shows it, the score, the next prompt.
        let answers = game.output[start...].split(separator: Array(Binary.prompt.utf8)).map {
            String(decoding: $0, as: UTF8.self)
        }
        let odd = answers.filter { $0 != answers.first }
        #expect(
            answers.count == count && odd.isEmpty,
            "\(answers.count) answers to \(count) lines; \(odd.count) differ from \(answers.first.debugDescription), such as \(odd.prefix(3))"
        )
        game.type("quit\r")
        #expect(game.exit() == 0)
    }
}

/// Makes up the lines: a seeded mix of what a player types, what a typing mistake gives and
/// what a hostile paste or a broken terminal sends.
private struct Typist {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// 1 MB of words in both languages, without a line break.
    static let megabyteLine: [UInt8] = {
        let words = Array("rock 바위 paper 보자기 scissors 가위 ".utf8)
        return Array((0..<(1 << 20)).lazy.map { words[$0 % words.count] })
    }()

    mutating func lines(_ count: Int, nul: Bool = false) -> [[UInt8]] { (0..<count).map { _ in line(nul: nul) } }

    /// Whole lines, typed as they are: commands in both languages, each a valid command or a
    /// mistake the game must answer. None quits, turns colour, the bell, speech or a transcript
    /// on, or sets a pause (the game would then show escape codes or slow down, as asked).
    private static let plain = [
        "rock", "paper", "scissors", "r", "p", "s", "1", "2", "3", "바위", "주먹", "보", "보자기", "가위",
        "  ROCK  ", "Paper", "again", "다시", "undo", "취소", "new", "new game", "새 게임", "score", "점수",
        "stats", "통계", "history", "기록", "history 3", "기록 25", "history 1000", "repeat", "다시 듣기",
        "help", "?", "도움말", "settings", "설정", "brief", "normal", "verbose", "간단히", "보통", "자세히",
        "emoji on", "emoji off", "이모지 켜기", "이모지 끄기", "color off", "bell off", "delay 0", "대기 0",
        "language en", "language ko", "언어 한국어", "언어 영어",
        "", "   ", "rokc", "papr", "sissors", "hsitory", "scroe", "바우", "점주", "새 개임", "0", "4", "-1",
        "99999999999999999999", "history 0", "history -3", "history abc", "기록 많이", "score now", "rock paper",
        "emoji maybe", "language fr", "delay 11", "delay -1", "delay abc", "대기 1e9", "blorb", "zzz",
    ]

    /// What hostile lines are built around. Readline's editing keys below may cut, swap and
    /// paste back any part of them, so none holds the letters of a command that would end or
    /// change the session (no q or x, no "color", "bell", "delay", "transcript" or "speak").
    private static let payloads = [
        "rock", "paper", "scissors", "바위", "가위", "보", "score", "stats", "help", "history", "undo", "blorb", "점수",
    ]

    /// Escape sequences a program or a paste could send: CSI colour and cursor codes, OSC 0
    /// (window title) and OSC 52 (clipboard) strings ended by BEL or by ST, OSC 8 (a link), C1
    /// controls as UTF-8 and as raw bytes, and an ESC or a NUL made literal with Ctrl-V. (Not
    /// ESC P or ESC before Enter: readline reads those as its own Meta keys, a search or vi mode.)
    private static let escapes: [[UInt8]] =
        [
            "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[1;31;42m", "\u{1B}[2J", "\u{1B}[H", "\u{1B}[1;5C", "\u{1B}[?25l",
            "\u{1B}[6n",
            "\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;cm9jaw==\u{07}", "\u{1B}]52;c;cm9jaw==\u{1B}\\",
            "\u{1B}]8;;http://h/\u{1B}\\",
            "\u{9B}31m", "\u{9D}0;t\u{9C}", "\u{16}\u{1B}[2J", "\u{16}\u{1B}]0;t\u{07}", "\u{16}\u{0}",
        ].map { Array($0.utf8) } + [[0x9B, 0x33, 0x31, 0x6D], [0x9D, 0x30, 0x3B, 0x74, 0x07]]

    /// Control keys that edit the line (move, delete, cut, paste back, undo, transpose, recall,
    /// ring the bell) or hush the voice between two keys of it (Ctrl-^, 0x1E). Left out: those that end the game or the line (Ctrl-C, Ctrl-D, Ctrl-\,
    /// Ctrl-Z, Enter), stop output (Ctrl-S), or enter another mode (Ctrl-R, Ctrl-X, Ctrl-O, Tab,
    /// Ctrl-L); NUL (Ctrl-@, set-mark) comes only at the end. Ctrl-] reads the next key as a
    /// character to find, so a word always follows it.
    private static let controls: [UInt8] = [
        0x01, 0x02, 0x05, 0x06, 0x07, 0x08, 0x0B, 0x0E, 0x10, 0x14, 0x15, 0x17, 0x19, 0x1D, 0x1E, 0x1F, 0x7F,
    ]

    /// Bytes that are not UTF-8: stray continuation and lead bytes, a surrogate, an overlong
    /// slash, a code point past U+10FFFF; and characters that hide or reorder text.
    private static let broken: [[UInt8]] =
        [[0xFF], [0xFE], [0x80], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80]]
        + ["\u{202E}", "\u{200B}", "\u{FEFF}", "\u{2066}"].map { Array($0.utf8) }

    private mutating func line(nul: Bool) -> [UInt8] {
        if nul {
            return Array(Self.payloads[random.below(Self.payloads.count)].utf8) + [0x00]
                + Array(Self.payloads[random.below(Self.payloads.count)].utf8)
        }
        switch random.below(100) {
        case 0..<45:
            return Array(Self.plain[random.below(Self.plain.count)].utf8)
        case 45..<97:
            var bytes: [UInt8] = []
            for _ in 0...random.below(4) {
                switch random.below(4) {
                case 0: bytes += Self.escapes[random.below(Self.escapes.count)]
                case 1: bytes += (0...random.below(3)).map { _ in Self.controls[random.below(Self.controls.count)] }
                case 2: bytes += Self.broken[random.below(Self.broken.count)]
                default: bytes += Array(Self.payloads[random.below(Self.payloads.count)].utf8)
                }
            }
            // A word last, so no key that reads the next one (ESC, Ctrl-], Ctrl-V) meets Enter.
            return bytes + Array(Self.payloads[random.below(Self.payloads.count)].utf8)
        default:
            // Long lines, from 4 kB to 64 kB, of letters and spaces.
            let letters = Array("abcdefghijklmnoprstuvwyz ".utf8)
            return (0..<(4096 << random.below(5))).map { _ in letters[random.below(letters.count)] }
        }
    }
}

/// SplitMix64: a small, seedable generator, so the lines repeat from run to run.
private struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

private struct SoakError: Error, CustomStringConvertible {
    let description: String
}

extension PlaySession {
    /// Types each line and waits for the prompt that follows its answer: every line, once
    /// accepted, ends with the game's answer (if any) and a new prompt on a fresh line.
    /// Returns the number of lines typed.
    fileprivate func play(_ lines: [[UInt8]], in language: String, within seconds: Double = 5) throws -> Int {
        for (index, line) in lines.enumerated() {
            try typeWhileReading(line + [0x0D], within: seconds)
            try awaitPrompts(
                1, within: seconds, after: "line \(index) of \(lines.count) in \(language): \(preview(line))")
        }
        return lines.count
    }

    /// Types all the lines in one write, as a paste would, then waits for one prompt each.
    fileprivate func paste(_ lines: [[UInt8]], in language: String) throws -> Int {
        try typeWhileReading(Array(lines.map { $0 + [0x0D] }.joined()), within: 30)
        try awaitPrompts(lines.count, within: 5, after: "a paste of \(lines.count) lines in \(language)")
        return lines.count
    }

    /// Writes without blocking and reads the screen in between: a long line fills the
    /// terminal's input queue while the game's echo fills its output queue.
    fileprivate func typeWhileReading(_ bytes: [UInt8], within seconds: Double) throws {
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(master, F_SETFL, flags) }
        let deadline = Date().addingTimeInterval(seconds)
        var offset = 0
        while offset < bytes.count {
            guard Date() < deadline else {
                throw SoakError(
                    description:
                        "typed only \(offset) of \(bytes.count) bytes within \(seconds) s; the screen ended with:\n\(tail)"
                )
            }
            var fds = [pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)]
            _ = poll(&fds, 1, 100)
            if fds[0].revents & Int16(POLLIN) != 0 { pump(0) }
            if fds[0].revents & Int16(POLLOUT) != 0 {
                let count = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, min($0.count, 4096)) }
                if count > 0 { offset += count }
            }
        }
    }

    /// Waits for `count` more prompts, each at the start of a line and each within `seconds`
    /// of the one before.
    fileprivate func awaitPrompts(_ count: Int, within seconds: Double, after what: @autoclosure () -> String) throws {
        for answered in 0..<count {
            do {
                try expect("\r\n\(Binary.prompt)", within: seconds)
            } catch {
                throw SoakError(
                    description:
                        "no prompt after \(what()) (\(answered) of \(count) answered); the screen ended with:\n\(tail)")
            }
        }
    }

    /// Reads until nothing more arrives for `quiet` seconds.
    fileprivate func settle(quietFor quiet: Double, within seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        var seen = output.count
        var lastChange = Date()
        while Date() < deadline, Date().timeIntervalSince(lastChange) < quiet, pump(0.05) {
            if output.count != seen {
                seen = output.count
                lastChange = Date()
            }
        }
    }

    /// The game's resident memory, from /proc.
    fileprivate var residentKilobytes: Int? {
        guard let bytes = procFile("/proc/\(pid)/status") else { return nil }
        let status = String(decoding: bytes, as: UTF8.self)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(whereSeparator: { $0 == " " || $0 == "\t" })[1]) }
    }

    fileprivate var tail: String { String(decoding: output.suffix(1500), as: UTF8.self).debugDescription }

    fileprivate func preview(_ line: [UInt8]) -> String {
        let text = String(decoding: line.prefix(80), as: UTF8.self).debugDescription
        return line.count > 80 ? "\(text)... (\(line.count) bytes)" : text
    }
}
