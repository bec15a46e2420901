import Foundation
import Glibc
import Testing

/// A speech-dispatcher for one test, alone in a folder of its own (`Tests/Support/SpeechDispatcher`):
/// the real server with a synthesizer that plays each message for some seconds and writes down
/// what began, ended or was stopped (`real`), or a stand-in that writes down every line each client
/// sent and was answered (`recorder`). Stopped and removed with the test.
final class SpeechServer {
    static let support = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Support/SpeechDispatcher").standardized.path

    let folder: String
    /// Where it listens.
    let socket: String
    /// What the synthesizer did ("begin TEXT", "end TEXT", "stopped TEXT"), or the exchange
    /// ("1 connected", "1> SPEAK", "1< 230 OK RECEIVING DATA", ...).
    let log: String
    /// Variables that lead the game to it: the real server is found by its default rule, in the
    /// runtime folder; the stand-in through SPEECHD_ADDRESS.
    let environment: [String: String]
    private let pid: pid_t
    /// Whether each line of the log starts with a time.
    private let timed: Bool

    private init(
        program: String, arguments: (String) -> [String], socket: (String) -> String, log: (String) -> String,
        timed: Bool, environment: (String) -> [String: String]
    ) throws {
        self.timed = timed
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rps-ssip-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        self.socket = socket(folder)
        self.log = log(folder)
        self.environment = environment(folder)
        pid = spawn(
            SpeechServer.support + "/" + program, arguments(folder),
            environment: ["PATH=/usr/bin:/bin", "HOME=\(folder)"], errors: -1)
        guard pid > 0 else { throw Failure.notStarted(program) }
        // It listens once its socket is there (after its synthesizer started, for the real one).
        let deadline = Date().addingTimeInterval(10)
        var status = stat()
        while stat(self.socket, &status) != 0 || status.st_mode & S_IFMT != S_IFSOCK {
            guard Date() < deadline else { throw Failure.notListening(program, folder) }
            usleep(20_000)
        }
    }

    enum Failure: Error {
        case notStarted(String)
        case notListening(String, String)
    }

    /// speech-dispatcher itself, with Debian's settings and one synthesizer (slow-speech) that
    /// plays each message for `seconds` unless it is stopped.
    static func real(seconds: Double) throws -> SpeechServer {
        try SpeechServer(
            program: "private-speech-dispatcher", arguments: { [$0, String(seconds)] },
            socket: { $0 + "/run/speech-dispatcher/speechd.sock" }, log: { $0 + "/speech.log" }, timed: true,
            environment: { ["XDG_RUNTIME_DIR": $0 + "/run"] })
    }

    /// The stand-in that writes down each exchange and answers as speech-dispatcher does, or,
    /// `mute`, never answers.
    static func recorder(mute: Bool = false) throws -> SpeechServer {
        try SpeechServer(
            program: "ssip-recorder",
            arguments: { [$0 + "/speechd.sock", $0 + "/exchange"] + (mute ? ["--mute"] : []) },
            socket: { $0 + "/speechd.sock" }, log: { $0 + "/exchange" }, timed: false,
            environment: { ["SPEECHD_ADDRESS": "unix_socket:" + $0 + "/speechd.sock"] })
    }

    deinit {
        kill(pid, SIGCONT)
        kill(pid, SIGTERM)
        _ = waitForExit(pid, timeout: 5)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Stops the server as a hung one would be (SIGSTOP), and lets it go on (SIGCONT).
    func pause() { kill(pid, SIGSTOP) }
    func resume() { kill(pid, SIGCONT) }

    /// The log's lines, without the times the synthesizer writes before its events. (Read with
    /// the C library, `procFile`: Foundation's reader leaks its buffer when the file grows
    /// during the read, which the AddressSanitizer run of the tests reports.)
    var lines: [String] {
        let text = procFile(log).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n").map { line in
            guard timed, let space = line.firstIndex(of: " ") else { return String(line) }
            return String(line[line.index(after: space)...])
        }
    }

    /// The log's lines once `line` is among them `times` times (waiting up to `seconds`); fails
    /// the test if it never comes.
    @discardableResult
    func await(_ line: String, times: Int = 1, within seconds: Double = 5) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let now = lines
            if now.filter({ $0 == line }).count >= times { return now }
            usleep(20_000)
        }
        Issue.record("no \(line.debugDescription) (\(times) times) within \(seconds) s; the log has \(lines)")
        return lines
    }

    /// The log's lines once they have not changed for `settle` seconds.
    func settled(_ settle: Double = 0.3) -> [String] {
        var last = lines
        while true {
            usleep(UInt32(settle * 1_000_000))
            let now = lines
            if now == last { return now }
            last = now
        }
    }
}
