import Foundation
import Glibc

/// The game run under the Fenrir screen reader, headless: Fenrir's PTY mode with its debug speech
/// driver, which prints every utterance instead of playing it. What it prints is what a blind
/// player would hear with Fenrir's default settings.
final class ScreenReader: TerminalScreenReader {
    static let fenrir = "/usr/bin/fenrir"

    /// What Fenrir says of its own as it starts and stops (pychant, a spelling checker, is
    /// optional and Debian does not install it).
    let ownWords: Set<String> = ["Start Fenrir", "Quit Fenrir", "pychant is not installed"]

    let session: PlaySession
    private let wrapper: String

    /// Starts Fenrir with the game inside it, as `rps` followed by `arguments`.
    convenience init(_ arguments: [String], environment: [String: String] = [:]) throws {
        try self.init(running: [Binary.path] + arguments, environment: environment)
    }

    /// Starts Fenrir with `command` as its shell, in a UTF-8 locale, with `environment` besides.
    init(running command: [String], environment: [String: String] = [:]) throws {
        wrapper =
            FileManager.default.temporaryDirectory.appendingPathComponent("rps-fenrir-\(UUID().uuidString).sh").path
        var script = "#!/bin/sh\nexport INPUTRC=/dev/null LANG=C.UTF-8\n"
        for (name, value) in environment { script += "export \(name)=\(Self.quoted(value))\n" }
        script += "exec " + command.map(Self.quoted).joined(separator: " ") + "\n"
        try writeProgram(script, to: wrapper)
        let options = "speech#driver=debugDriver;sound#enabled=False;braille#enabled=False;general#shell=\(wrapper)"
        session = try PlaySession(
            ["-e", "-o", options],
            environment: ["TERM": "linux", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root"],
            executable: Self.fenrir)
    }

    var diagnosis: String { screenTail }

    /// `word` as one word to the shell, whatever it holds.
    static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }

    deinit {
        kill(session.pid, SIGTERM)
        _ = session.exit(within: 3)
        unlink(wrapper)
    }

    /// Every utterance so far. Fenrir joins the lines it reads in one go with " , ": those are
    /// the parts.
    var utterances: [Utterance] {
        var result: [Utterance] = []
        let marker = Array("Speech Debug Driver: Speak:".utf8)
        let bytes = session.output
        var i = 0
        while i + marker.count <= bytes.count {
            guard bytes[i] == marker[0], Array(bytes[i..<i + marker.count]) == marker else {
                i += 1
                continue
            }
            let start = i + marker.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            let parts = text.components(separatedBy: " , ").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ",")))
            }
            .filter { !$0.isEmpty }
            result.append(Utterance(time: session.arrival(of: i), parts: parts))
            i = end
        }
        return result
    }
}
