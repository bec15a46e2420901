import Foundation
import Glibc

/// Emacs with Emacspeak in a terminal of its own (Debian's emacs-nox, emacspeak, elpa-vterm), its
/// speech written down. Emacspeak speaks through a speech server, a program it starts and writes
/// commands to, one a line (`DTK_PROGRAM`): here a logging program named `espeak`, so that
/// Emacspeak sets itself up as for its default server, espeak, and the commands are what espeak
/// would get. `q {text}` queues a clause, `d` speaks what is queued, `s` stops and drops it,
/// `l {c}` says a character (the echo of a typed key), `tts_say {text}` says text at once;
/// `tts_set_punctuations` and `tts_sync_state` set how much punctuation is said, `c {...}` voice
/// codes and `p FILE` auditory icons carry no words. Each utterance is what one `d` spoke, one
/// part (its clauses joined: Emacspeak cuts lines at commas, not where the game's lines end), or a
/// character or text said at once.
///
/// Emacs keeps native code it compiles for Emacspeak's advice in `~/.emacs.d/eln-cache`: the
/// home is one kept between runs (`home`), with no settings file in it, or every start takes
/// twenty seconds and more compiling it again. The first start on a machine still does.
final class Emacspeak: HeadlessScreenReader {
    static let emacs = "/usr/bin/emacs"
    static let setup = "/usr/share/emacs/site-lisp/emacspeak/lisp/emacspeak-setup.el"
    /// The Debian packages that make the place: Emacs without X, Emacspeak, and vterm.
    static let packages = ["emacs-nox", "emacspeak", "elpa-vterm"]

    /// What is missing to run it, as words for a failed test to say.
    static var missing: String? {
        let files = [emacs, setup, "/usr/share/emacs/site-lisp/elpa/vterm-0.0.2/vterm.el"]
        guard files.allSatisfy(FileManager.default.fileExists(atPath:)) else {
            return "apt-get install \(packages.joined(separator: " "))"
        }
        return nil
    }

    /// Emacs compiles the Lisp it loads to native code in the background, a file or two a start,
    /// and now and then shows the compiler's warnings in a window of their own, over the buffer a
    /// test opens (a busy run lost `M-x vterm` to one): not here. The advice's own code is still
    /// compiled, once (`home`).
    static let quietCompiler =
        "(setq native-comp-deferred-compilation nil native-comp-async-report-warnings-errors 'silent)"

    /// Emacs's home, kept between runs for its cache of compiled code, with no settings in it.
    static let home = FileManager.default.temporaryDirectory.appendingPathComponent("rps-emacspeak-home").path

    let session: PlaySession
    private let folder: String
    private let log: String
    private var parsed = Parsed()

    /// Starts Emacs with Emacspeak and then `settings` (Emacs Lisp, as a player's settings file
    /// has it after loading Emacspeak), its shell `bash` with no prompt and `environment` besides.
    init(settings: String = "", environment: [String: String] = [:]) throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("rps-emacspeak-\(UUID().uuidString)").path
        log = folder + "/speech.log"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: Self.home, withIntermediateDirectories: true)
        for file in [".emacs", ".emacs.el", ".emacs.d/init.el", ".emacs.d/early-init.el"] {
            unlink(Self.home + "/" + file)
        }
        // bash's $EPOCHREALTIME reads the clock without starting a program for each line. One
        // printf is one write to the log, so a reader sees whole lines or a part of the last.
        let server = """
            #!/bin/bash
            LC_ALL=C
            exec >>'\(log)'
            while IFS= read -r command; do printf '%s %s\\n' "$EPOCHREALTIME" "$command"; done

            """
        try writeProgram(server, to: folder + "/espeak")
        let settingsFile = folder + "/settings.el"
        try settings.write(toFile: settingsFile, atomically: false, encoding: .utf8)
        let bin = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
        var variables = [
            "TERM": "xterm-256color", "HOME": Self.home, "PATH": "\(bin):/usr/bin:/bin", "LANG": "C.UTF-8",
            "DTK_PROGRAM": folder + "/espeak", "SHELL": "/bin/bash", "PS1": "", "HISTFILE": "/dev/null",
            "INPUTRC": "/dev/null",
        ]
        variables.merge(environment) { $1 }
        session = try PlaySession(
            ["-nw", "--eval", Self.quietCompiler, "-l", Self.setup, "-l", settingsFile], environment: variables,
            rows: 24, cols: 80, executable: Self.emacs)
    }

    deinit {
        let everyone = descendants(of: session.pid)
        kill(session.pid, SIGTERM)
        if session.exit(within: 5) == nil { kill(session.pid, SIGKILL) }
        for pid in everyone { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Sends keys as a typist does, one at a time: after a key that inserts a character, until
    /// Emacspeak has said something of it (its echo), at most two seconds.
    func send(_ keys: String) {
        for key in keys {
            let before = commandCount
            session.type(String(key))
            guard key != "\r", key != "\u{1B}", !key.isWhitespace else { continue }
            let deadline = Date().addingTimeInterval(2)
            while commandCount == before, Date() < deadline { session.pump(0.02) }
        }
    }

    func pump(_ seconds: Double) { session.pump(seconds) }

    /// Emacspeak's own words: what it says of a buffer it opens, its mode line, which names the
    /// buffer between asterisks ("~/ *shell* Autospeak", "*vterm* VTerm bottom"), and its name for
    /// a typed space, which vterm's echo says after a wide character (Hangul) where it would say
    /// the word. The game says nothing between asterisks, and no line of it is "space" alone.
    func isOwn(_ text: String) -> Bool { text.contains("*shell*") || text.contains("*vterm*") || text == "space" }

    /// Waits until Emacs's screen has shown `text` (a buffer's name on its mode line).
    func waitForScreen(_ text: String, within seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !session.screen.contains(text) {
            guard Date() < deadline else {
                throw Hearing.NotHeard(description: "Emacs did not show \(text.debugDescription): \(diagnosis)")
            }
            session.pump(0.05)
        }
    }

    var utterances: [Utterance] {
        read()
        return parsed.utterances.map(\.utterance)
    }

    /// The punctuation level Emacspeak had set when each utterance was spoken.
    var punctuations: [String] {
        read()
        return parsed.utterances.map(\.punctuation)
    }

    /// Every command logged, with its time, for a test to read beyond utterances (`set_lang`).
    var commands: [String] {
        read()
        return parsed.commands
    }

    var diagnosis: String {
        "the last commands: \(commands.suffix(12)); \(screenTail)"
    }

    private var screenTail: String {
        "its terminal last showed: \(String(session.screen.suffix(400)).debugDescription)"
    }

    private var commandCount: Int {
        read()
        return parsed.commands.count
    }

    /// Reads what the logging program added since the last time.
    private func read() {
        guard let data = FileManager.default.contents(atPath: log), data.count > parsed.read else { return }
        let fresh = data[parsed.read...]
        guard let end = fresh.lastIndex(of: UInt8(ascii: "\n")) else { return }
        parsed.read = end + 1
        for line in String(decoding: data[fresh.startIndex...end], as: UTF8.self).split(separator: "\n") {
            guard let space = line.firstIndex(of: " "), let seconds = Double(line[..<space]) else { continue }
            parsed.take(line[line.index(after: space)...], at: Date(timeIntervalSince1970: seconds))
        }
    }

    /// The log read so far, as utterances.
    private struct Parsed {
        var read = 0
        var commands: [String] = []
        var utterances: [(utterance: Utterance, punctuation: String)] = []
        var queued: [String] = []
        var punctuation = "some"

        mutating func take(_ command: Substring, at time: Date) {
            commands.append(String(command))
            let name = command.prefix { $0 != " " }
            let argument = command.dropFirst(name.count).drop { $0 == " " }
            let text = argument.hasPrefix("{") && argument.hasSuffix("}") ? String(argument.dropFirst().dropLast()) : ""
            switch name {
            case "q": queued.append(text)
            case "d":
                let spoken = queued.joined(separator: " ").trimmingCharacters(in: .whitespaces)
                queued = []
                if !spoken.isEmpty { say(spoken, at: time) }
            case "s": queued = []
            case "l", "tts_say": if !text.trimmingCharacters(in: .whitespaces).isEmpty { say(text, at: time) }
            case "tts_set_punctuations", "tts_sync_state":
                if let level = argument.split(separator: " ").first { punctuation = String(level) }
            default: break
            }
        }

        mutating func say(_ text: String, at time: Date) {
            utterances.append((Utterance(time: time, parts: [text]), punctuation))
        }
    }
}
