import Foundation
import Glibc

/// The game run under the yasr screen reader, headless. yasr keeps the settings Debian installs
/// (its key echo, its dictionary of symbols, its Emacspeak rate and punctuation level) except the
/// synthesizer: it talks the Emacspeak speech-server protocol, one command a line, to a small
/// logging program that writes each command after the time it arrived. `q {text}` queues what
/// yasr reads (one for each line of new text on the screen) and `d` speaks it; `l {c}` says one
/// character; `s` stops speech (yasr sends it at every key) and `tts_set_...` set the voice. What is queued or said is what a blind player would hear with
/// yasr's default settings.
final class Yasr: TerminalScreenReader {
    static let path = "/usr/bin/yasr"
    /// yasr's settings as the package installs them.
    static let settings = "/etc/yasr/yasr.conf"
    /// What yasr passes on for the game's prompt, which it reads again after every answer: the
    /// mark itself, which its dictionary (the `[dict]` part of its settings) does not name, as it
    /// named `>` "greater than", and which espeak-ng does not say.
    static let promptReading = Binary.prompt.trimmingCharacters(in: .whitespaces)
    /// What yasr says for an empty line.
    static let blank = "blank"
    /// The commands yasr was seen to send; another could carry speech that `utterances` misses.
    static let knownCommands: Set = ["q", "l", "d", "s", "tts_set_speech_rate", "tts_set_punctuations"]

    let session: PlaySession
    let ownWords: Set<String> = [blank]
    /// Holds the logging program, its log, and serves as yasr's home.
    private let folder: String
    private let log: String
    /// What yasr runs: the game, or a program the game runs in (a multiplexer).
    private let command: [String]

    /// Starts yasr with the game inside it, as `rps` followed by `arguments`.
    convenience init(_ arguments: [String], environment: [String: String] = [:]) throws {
        try self.init(running: [Binary.path] + arguments, environment: environment)
    }

    /// Starts yasr with `command` inside it (its program by its path), in a UTF-8 locale, on the
    /// Linux console's terminal type unless `environment` says another.
    init(running command: [String], environment: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rps-yasr-\(UUID().uuidString)").path
        log = folder + "/speech.log"
        self.command = command
        let logger = folder + "/speech-server"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        // bash's $EPOCHREALTIME reads the clock without starting a program for each line; with
        // LC_ALL=C its decimal point is a dot. One printf is one write to the log, so a reader
        // sees whole lines or a part of the last one.
        let script = """
            #!/bin/bash
            LC_ALL=C
            exec >>'\(log)'
            while IFS= read -r command; do printf '%s %s\\n' "$EPOCHREALTIME" "$command"; done

            """
        try writeProgram(script, to: logger)
        var variables = [
            "TERM": "linux", "PATH": "/usr/bin:/bin", "HOME": folder, "INPUTRC": "/dev/null", "LANG": "C.UTF-8",
        ]
        variables.merge(environment) { $1 }
        // -s and -p choose the synthesizer and its port as the settings' `synthesizer` and
        // `synthesizer port` would; a port starting with `|` is a program yasr starts and writes
        // to. `--` ends yasr's options: without it yasr takes the game's (`--seed`) for its own
        // and stops at "invalid option".
        session = try PlaySession(
            ["-C", Self.settings, "-s", "emacspeak server", "-p", "|" + logger, "--"] + command,
            environment: variables, executable: Self.path)
    }

    /// The end of yasr's terminal, whether the logging program ever wrote, and what runs under
    /// yasr (a yasr that could not start its synthesizer says nothing at all).
    var diagnosis: String {
        let logged = FileManager.default.contents(atPath: log).map { String(decoding: $0.suffix(400), as: UTF8.self) }
        let log = logged.map { "the speech log ends \($0.debugDescription)" } ?? "no speech log"
        let running = descendants(of: session.pid).map { "\($0): \(commandLine(of: $0).joined(separator: " "))" }
        return "\(screenTail); \(log); running under yasr: \(running)"
    }

    deinit {
        // End the game; yasr exits by itself once it has, and the logger once yasr is gone. The
        // game must be ended: it inherits yasr's end of its own terminal, so it never sees that
        // terminal close and would outlive yasr. Only the game: with both its children ending at
        // once, yasr now and then reaps one of them only and never exits. (When yasr cannot
        // start the logger, the copy of yasr meant to become it starts a second game: end every
        // game under yasr.)
        for pid in descendants(of: session.pid) where commandLine(of: pid).first == command.first {
            kill(pid, SIGTERM)
        }
        if session.exit(within: 3) == nil {
            for pid in descendants(of: session.pid) { kill(pid, SIGKILL) }
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The logged commands, each with its time; the last line only once it is whole.
    private var commands: [(time: Date, command: Substring)] {
        guard let data = FileManager.default.contents(atPath: log) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .compactMap { line in
                guard let space = line.firstIndex(of: " "), let seconds = Double(line[..<space]) else { return nil }
                return (Date(timeIntervalSince1970: seconds), line[line.index(after: space)...])
            }
    }

    /// Every utterance so far: the text of each `q {text}` or `l {c}` as its one part, or no part
    /// when that is only spaces.
    var utterances: [Utterance] {
        commands.compactMap { time, command in
            guard command.hasPrefix("q {") || command.hasPrefix("l {"), command.hasSuffix("}") else { return nil }
            let text = command.dropFirst(3).dropLast().trimmingCharacters(in: .whitespaces)
            return Utterance(time: time, parts: text.isEmpty ? [] : [text])
        }
    }

    /// Logged commands yasr was not seen to send before.
    var unknownCommands: [String] {
        commands.map { String($0.command) }.filter { !Self.knownCommands.contains(String($0.prefix { $0 != " " })) }
    }
}

/// The processes `parent` started that are still its children, their children, and so on
/// (Linux's /proc).
func descendants(of parent: pid_t) -> [pid_t] {
    let list = String(decoding: procFile("/proc/\(parent)/task/\(parent)/children") ?? [], as: UTF8.self)
    return list.split(separator: " ").compactMap { pid_t($0) }.flatMap { [$0] + descendants(of: $0) }
}

/// The program and arguments a process was started with, or none once it has ended.
func commandLine(of pid: pid_t) -> [String] {
    let bytes = procFile("/proc/\(pid)/cmdline") ?? []
    return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
}
