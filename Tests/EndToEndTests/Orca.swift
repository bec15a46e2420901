import CPseudoTerminal
import Foundation
import Glibc

/// The game run under Orca, GNOME's screen reader, in a GUI terminal: Orca reads xfce4-terminal
/// (a VTE terminal, as GNOME Terminal is) through the desktop's accessibility bus, not through a
/// pseudo-terminal, the way VoiceOver reads macOS Terminal. Orca keeps its default settings (key
/// echo on) and speaks through speech-dispatcher with Debian's settings, whose symbol rules name
/// `>`. It runs on a headless desktop of its own (`OrcaDesktop`), where each game is started from
/// the terminal's shell as a player would start it.
///
/// Two records of the same speech: Orca's utterances, from its debug log, with their times and
/// lines (`utterances`, `keyEchoes`); and each message speech-dispatcher gave the synthesizer
/// after its symbol rules (`messages`), where a symbol may already be a word ("greater").
final class Orca: HeadlessScreenReader {
    /// The programs the desktop needs, each with the Debian package that has it.
    static let programs = [
        "/usr/bin/orca": "orca", "/usr/bin/Xvfb": "xvfb", "/usr/bin/xdotool": "xdotool",
        "/usr/bin/xfce4-terminal": "xfce4-terminal", "/usr/bin/speech-dispatcher": "speech-dispatcher",
        "/usr/bin/dbus-daemon": "dbus-daemon", "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
        "/usr/bin/xmodmap": "x11-xserver-utils",
    ]
    /// What is missing to run Orca here in `language`, as words for a failed test to say.
    static func missing(for language: String) -> String? {
        let packages = programs.filter { !FileManager.default.isExecutableFile(atPath: $0.key) }.map(\.value).sorted()
        if !packages.isEmpty { return "apt-get install \(packages.joined(separator: " "))" }
        if language == "ko",
            output(of: "/usr/bin/locale", ["-a"])?.split(separator: "\n").contains("ko_KR.utf8") != true
        {
            return
                "the ko_KR.UTF-8 locale, which Orca needs to speak Korean as Korean: uncomment it in /etc/locale.gen and run locale-gen"
        }
        return nil
    }

    /// What is typed in the terminal to start a game (`OrcaDesktop.start`), whose echo Orca may
    /// read.
    static let launcher = "g"

    let desktop: OrcaDesktop
    /// The numbers printed before the game (`after`), which Orca reads: not the game's.
    let ownWords: Set<String>
    private let firstUtterance: Int
    private let firstMessage: Int
    /// The game's process, which the terminal's shell started.
    private let game: pid_t

    /// Starts `rps` followed by `arguments` in the terminal of the desktop for `language`, after
    /// the numbers from 1 to `lines`, one a line: with enough of them the terminal scrolls lines of
    /// text away at every answer, as in a long game, whatever was played in it before. `braille`:
    /// a desktop whose Orca also shows braille on the display of the brltty at that BrlAPI host,
    /// with a contraction table after a comma (`orca-desktop --braille`).
    init(_ arguments: [String], language: String, after lines: Int = 0, braille: String? = nil) throws {
        desktop = try OrcaDesktop.shared(language, braille: braille)
        ownWords = Set((0...lines).map(String.init))
        let fill = ["/bin/sh", "-c", "seq \(lines); exec \"$0\" \"$@\""]
        game = try desktop.start((lines > 0 ? fill : []) + [Binary.path] + arguments)
        firstUtterance = desktop.startedAt.utterances
        firstMessage = desktop.startedAt.messages
    }

    deinit {
        desktop.end(game)
    }

    /// Orca's utterances since the game was started, key echo aside, and without Orca's second
    /// reading of the line the prompt follows (`withoutCaretLineAgain`).
    var utterances: [Utterance] {
        desktop.read()
        return Self.withoutCaretLineAgain(
            desktop.utterances[firstUtterance...].filter { !$0.isKeyEcho }.map(\.utterance))
    }

    /// The game holds an answer's line end until the prompt (for Fenrir, which would otherwise say
    /// "blank"); when the terminal hands Orca the line and, in a later update, the line end with
    /// the prompt, Orca reads the line the caret was on again with the prompt's mark ("Type rock,
    /// paper, scissors or help. / ›" after the welcome). Seen on a busy machine in about one run
    /// of five; the screen-reader guide says a player may hear an answer's last line twice so.
    /// That second reading, and only it, is left out: an utterance of exactly that line and the
    /// prompt's line (the mark, and what the player began to type after it: "› 삼"), right after
    /// an utterance that ended with the line; the prompt's line is kept.
    static func withoutCaretLineAgain(_ utterances: [Utterance]) -> [Utterance] {
        var kept: [Utterance] = []
        for utterance in utterances {
            if utterance.parts.count == 2, utterance.parts[1].hasPrefix("\u{203A}"),
                let before = kept.last?.parts.last, before == utterance.parts[0]
            {
                kept.append(Utterance(time: utterance.time, parts: [utterance.parts[1]]))
            } else {
                kept.append(utterance)
            }
        }
        return kept
    }

    /// Orca's echo of each key since the game was started ("r", "return").
    var keyEchoes: [Utterance] {
        desktop.read()
        return desktop.utterances[firstUtterance...].filter(\.isKeyEcho).map(\.utterance)
    }

    /// What the synthesizer was given since the game was started.
    var messages: [OrcaDesktop.Message] {
        desktop.read()
        return Array(desktop.messages[firstMessage...])
    }

    /// Whether the game ends within `seconds`.
    func ends(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning(game), Date() < deadline { usleep(20_000) }
        return !isRunning(game)
    }

    func send(_ keys: String) { desktop.send(keys) }

    func pump(_ seconds: Double) {
        usleep(UInt32(seconds * 1_000_000))
        desktop.read()
    }
}

/// A desktop of its own with Orca (`Tests/Support/OrcaDesktop/orca-desktop`), one a language,
/// started when a test first needs it and kept for the other tests of that language: Orca takes
/// a second or more to start. One that shows braille is a game's own. Games are played in its one terminal one after the other, so the
/// tests that use it must not run at once (one serialized suite). The desktop stops by itself,
/// with everything it started, when this process ends, however it ends: its standard input is a
/// pipe only this process holds, and its end is the signal.
final class OrcaDesktop: @unchecked Sendable {
    struct Spoken {
        let utterance: Utterance
        /// Orca's echo of a key, not text it read.
        let isKeyEcho: Bool
    }

    /// A message as the synthesizer got it.
    struct Message: CustomStringConvertible {
        let time: Date
        let language: String
        let text: String
        var description: String { "\(language): \(text.debugDescription)" }
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Support/OrcaDesktop/orca-desktop").standardized.path
    /// How fast keys are typed: a quick typist. Much faster, and Orca reads the terminal's echo of
    /// the keys as new text.
    static let millisecondsPerKey = 120

    private static let lock = NSLock()
    nonisolated(unsafe) private static var desktops: [String: OrcaDesktop] = [:]

    /// The desktop for `language` ("en" or "ko"), started if it is not yet; with `braille`, a
    /// desktop of its own for the brltty there, which stops when no game holds it.
    static func shared(_ language: String, braille: String? = nil) throws -> OrcaDesktop {
        if let braille { return try OrcaDesktop(language: language, braille: braille) }
        return try lock.withLock {
            if let desktop = desktops[language] { return desktop }
            let desktop = try OrcaDesktop(language: language, braille: nil)
            desktops[language] = desktop
            return desktop
        }
    }

    let language: String
    let folder: String
    private let display: String
    /// The pipe's end that keeps the desktop going, closed when this ends (a shared desktop never
    /// does: this process's end closes it).
    private let lifeline: Int32
    private var orcaLog: GrowingFile
    private var speechLog: GrowingFile
    private(set) var utterances: [Spoken] = []
    private(set) var messages: [Message] = []
    /// How many utterances and messages there were when the last game was started.
    private(set) var startedAt = (utterances: 0, messages: 0)
    /// The lines of an utterance Orca has begun to log, and when.
    private var unfinished: (time: Date, lines: [String])?

    enum Failure: Error, CustomStringConvertible {
        case notStarted(String)
        case gameNotStarted(String)
        var description: String {
            switch self {
            case .notStarted(let why): "the Orca desktop did not start: \(why)"
            case .gameNotStarted(let why): "the game did not start in Orca's terminal: \(why)"
            }
        }
    }

    private init(language: String, braille: String?) throws {
        self.language = language
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("rps-orca-\(language)-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        orcaLog = GrowingFile(path: folder + "/orca.log")
        speechLog = GrowingFile(path: folder + "/speech.log")
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard rps_cloexec_pipe(&input) == 0, rps_cloexec_pipe(&output) == 0 else {
            throw Failure.notStarted("no pipe: errno \(errno)")
        }
        let errors = open(folder + "/desktop.err", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        let environment = ["PATH=/usr/bin:/bin", "HOME=/nonexistent"]
        let pid = spawn(
            Self.script, ["--clean"] + (braille.map { ["--braille", $0] } ?? []) + [folder, language],
            environment: environment, input: input[0], output: output[1], errors: errors)
        close(input[0])
        close(output[1])
        close(errors)
        lifeline = input[1]
        defer { close(output[0]) }
        guard pid > 0 else { throw Failure.notStarted("could not run \(Self.script): errno \(errno)") }
        // The desktop says "ready WINDOW" on its standard output, or ends with its reason.
        let said = readLine(from: output[0], within: 60)
        guard said?.hasPrefix("ready ") == true else {
            let why = (try? String(contentsOfFile: folder + "/desktop.err", encoding: .utf8)) ?? ""
            throw Failure.notStarted(why.isEmpty ? "no word from \(Self.script) within 60 s" : why)
        }
        let settings = (try? String(contentsOfFile: folder + "/environment", encoding: .utf8)) ?? ""
        display =
            settings.split(separator: "\n").first { $0.hasPrefix("DISPLAY=") }.map { String($0.dropFirst(8)) } ?? ""
        // Orca reads the empty terminal as it opens; let it finish before the first game.
        settle()
    }

    /// The end of its standard input closes: the desktop stops, with everything it started.
    deinit { close(lifeline) }

    /// Writes the command the terminal's shell runs for "g", types it, and returns the game's
    /// process once it has started.
    func start(_ command: [String]) throws -> pid_t {
        let launcher = folder + "/bin/" + Orca.launcher
        let pidFile = folder + "/game.pid"
        unlink(pidFile)
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // Written beside and renamed over the old one: the shell never finds half a program.
        let fresh = launcher + ".new"
        unlink(fresh)
        try writeProgram("#!/bin/sh\necho $$ > '\(pidFile)'\nexec env INPUTRC=/dev/null \(quoted)\n", to: fresh)
        guard rename(fresh, launcher) == 0 else { throw Failure.gameNotStarted("could not write \(launcher)") }
        read()
        startedAt = (utterances.count, messages.count)
        send(Orca.launcher + "\r")
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let text = Self.pidText(pidFile), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            usleep(20_000)
        }
        throw Failure.gameNotStarted("no game within 5 s of typing its name")
    }

    /// Ends the game if it has not ended, and waits until Orca has read its last words, so that
    /// nothing of it is heard during the next game.
    func end(_ game: pid_t) {
        if isRunning(game) {
            kill(game, SIGTERM)
            let deadline = Date().addingTimeInterval(3)
            while isRunning(game), Date() < deadline { usleep(20_000) }
            if isRunning(game) { kill(game, SIGKILL) }
        }
        settle()
    }

    /// The keys typed by name, not as text.
    static let keyNames: [Character: String] = ["\r": "Return", "\u{7F}": "BackSpace", "\u{1B}": "Escape"]

    /// Types `keys` into the terminal: text key by key as a person types, "\r" as Enter,
    /// "\u{7F}" as Backspace and "\u{1B}" as Escape.
    func send(_ keys: String) {
        var text = ""
        func typeText() {
            guard !text.isEmpty else { return }
            bindKeys(for: text)
            xdotool(["type", "--delay", String(Self.millisecondsPerKey), "--", text])
            text = ""
        }
        for character in keys {
            if let key = Self.keyNames[character] {
                typeText()
                xdotool(["key", key])
            } else {
                text.append(character)
            }
        }
        typeText()
    }

    /// Reads what Orca and the synthesizer have logged since last time.
    func read() {
        for line in orcaLog.newLines() { take(orcaLine: line) }
        speechLog.takeMessages { time, language, text in
            messages.append(Message(time: time, language: language, text: text))
        }
    }

    /// Waits until Orca has said nothing new for 0.3 s (at most 3 s).
    private func settle() {
        let deadline = Date().addingTimeInterval(3)
        var count = -1
        var quietSince = Date()
        while Date() < deadline {
            read()
            if utterances.count != count {
                count = utterances.count
                quietSince = Date()
            }
            if Date().timeIntervalSince(quietSince) >= 0.3 { return }
            usleep(50_000)
        }
    }

    /// Characters typed so far that the keyboard's map lacked (Hangul), each now on a key of its
    /// own, and the keys still free. Left to xdotool, such a character is put on a spare key just
    /// while it is typed and taken off at once: a terminal that reads the key a moment later, on a
    /// busy machine, finds nothing there, and a syllable of the typed line is lost.
    private var boundKeys: Set<Character> = []
    private var spareKeycodes: [Int]?

    /// Puts each character of `text` the keyboard's map lacks on a spare key of its own, for good
    /// (`xmodmap`, Debian's x11-xserver-utils): xdotool then types it as it types a letter.
    private func bindKeys(for text: String) {
        let fresh = Set(text.filter { !$0.isASCII }).subtracting(boundKeys)
        guard !fresh.isEmpty else { return }
        let environment = ["DISPLAY=\(display)", "PATH=/usr/bin:/bin"]
        if spareKeycodes == nil {
            // `keycode  N =` with nothing after it: a key with no symbol.
            let map = output(of: "/usr/bin/env", environment + ["/usr/bin/xmodmap", "-pke"]) ?? ""
            spareKeycodes = map.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: " ")
                return fields.count == 3 && fields[0] == "keycode" && fields[2] == "=" ? Int(fields[1]) : nil
            }
        }
        var expressions: [String] = []
        for character in fresh {
            guard let code = spareKeycodes?.popLast(), let scalar = character.unicodeScalars.first else { break }
            expressions += ["-e", "keycode \(code) = U\(String(scalar.value, radix: 16, uppercase: true))"]
            boundKeys.insert(character)
        }
        let pid = spawn("/usr/bin/xmodmap", expressions, environment: environment)
        if pid > 0 { _ = waitForExit(pid, timeout: 30) }
    }

    private func xdotool(_ arguments: [String]) {
        let program = "/usr/bin/xdotool"
        // A UTF-8 locale: xdotool reads its text as characters of the locale's encoding.
        let pid = spawn(
            program, arguments, environment: ["DISPLAY=\(display)", "PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8"])
        if pid > 0 { _ = waitForExit(pid, timeout: 30) }
    }

    /// One line of Orca's debug log. An utterance is "HH:MM:SS.micro - SPEECH OUTPUT: 'TEXT'"
    /// then Orca's voice settings: `[{...}]` after text it read, ` {...}` after a key's echo,
    /// `{...}` after its own words. TEXT's new lines continue on lines indented to the text.
    private func take(orcaLine line: Substring) {
        let marker = " - SPEECH OUTPUT: '"
        var rest: Substring
        if unfinished == nil {
            guard let found = line.range(of: marker), let time = Self.time(ofDay: line[..<found.lowerBound]) else {
                return
            }
            unfinished = (time, [])
            rest = line[found.upperBound...]
        } else {
            rest = line.drop { $0 == " " }
        }
        guard let end = Self.endOfText(rest) else {
            unfinished?.lines.append(String(rest))
            return
        }
        let lines = unfinished!.lines + [String(rest[..<end.text])]
        let parts = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        utterances.append(Spoken(utterance: Utterance(time: unfinished!.time, parts: parts), isKeyEcho: end.isKeyEcho))
        unfinished = nil
    }

    /// Where the text of an utterance ends in `line`, if it does there: at the quote before Orca's
    /// voice settings, which end the line.
    private static func endOfText(_ line: Substring) -> (text: Substring.Index, isKeyEcho: Bool)? {
        guard line.hasSuffix("}") || line.hasSuffix("}]") else { return nil }
        for (opening, isKeyEcho) in [("'[{", false), ("' {", true), ("'{", false)] {
            if let found = line.range(of: opening, options: .backwards) { return (found.lowerBound, isKeyEcho) }
        }
        return nil
    }

    /// A time of day in UTC (Orca's log under TZ=UTC), as the nearest such moment to now.
    private static func time(ofDay text: Substring) -> Date? {
        let fields = text.split(separator: ":")
        guard fields.count == 3, let hours = Double(fields[0]), let minutes = Double(fields[1]),
            let seconds = Double(fields[2])
        else { return nil }
        let now = Date().timeIntervalSince1970
        let midnight = (now / 86_400).rounded(.down) * 86_400
        var moment = midnight + hours * 3_600 + minutes * 60 + seconds
        if moment > now + 43_200 { moment -= 86_400 }
        return Date(timeIntervalSince1970: moment)
    }
}

private func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = procFile("/proc/\(pid)/stat") else { return false }
    // The state follows the command's closing parenthesis: a zombie has ended.
    guard let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count else { return false }
    return stat[close + 2] != UInt8(ascii: "Z")
}

/// Reads one line from `descriptor` within `seconds`; nil at its end or when the time is up.
private func readLine(from descriptor: Int32, within seconds: Double) -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while Date() < deadline {
        var ready = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&ready, 1, 100) >= 0 || errno == EINTR else { return nil }
        guard ready[0].revents != 0 else { continue }
        guard read(descriptor, &byte, 1) == 1 else { return nil }
        if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
        bytes.append(byte)
    }
    return nil
}

/// A file another program is still writing: each call gives what was added since the last.
struct GrowingFile {
    let path: String
    private var descriptor: Int32 = -1
    private var pending: [UInt8] = []

    init(path: String) { self.path = path }

    /// The bytes added since the last call.
    private mutating func newBytes() -> [UInt8] {
        if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return [] }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
        }
    }

    /// The whole lines added since the last call; a line still being written waits.
    mutating func newLines() -> [Substring] {
        pending += newBytes()
        guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let text = String(decoding: pending[...last], as: UTF8.self)
        pending.removeSubrange(...last)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// The whole messages of the synthesizer's log (write-speech) added since the last call: each
    /// a line "SECONDS LANGUAGE BYTES", then BYTES of text and a new line.
    mutating func takeMessages(_ take: (Date, String, String) -> Void) {
        pending += newBytes()
        var start = 0
        while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = String(decoding: pending[start..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let seconds = Double(header[0]), let length = Int(header[2]) else {
                start = newline + 1  // not a header: skip the line
                continue
            }
            let textEnd = newline + 1 + length
            guard textEnd < pending.count else { break }
            take(
                Date(timeIntervalSince1970: seconds), String(header[1]),
                String(decoding: pending[(newline + 1)..<textEnd], as: UTF8.self))
            start = textEnd + 1
        }
        pending.removeFirst(start)
    }
}

extension OrcaDesktop {
    /// The pid file's text, read with the C library: Foundation's file reader leaks its 4 KB
    /// buffer (LeakSanitizer, in FoundationEssentials' readBytesFromFile) when it reads the file
    /// while the shell is still writing it, which this loop does by design.
    fileprivate static func pidText(_ path: String) -> String? {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = Glibc.read(file, &bytes, bytes.count)
        return count > 0 ? String(decoding: bytes[..<count], as: UTF8.self) : nil
    }
}
