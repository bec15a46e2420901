import Foundation
import Glibc

/// The game run under the Fenrir screen reader, headless: Fenrir's PTY mode with its debug speech
/// driver, which prints every utterance instead of playing it. What it prints is what a blind
/// player would hear with Fenrir's default settings.
final class ScreenReader {
    static let fenrir = "/usr/bin/fenrir"

    /// One utterance: when it was sent to speech, and its parts (Fenrir joins the lines it reads
    /// in one go with " , ").
    struct Utterance: CustomStringConvertible {
        let time: Date
        let parts: [String]
        var text: String { parts.joined(separator: " / ") }
        var description: String { text }
    }

    let session: PlaySession
    private let wrapper: String
    private var seen = 0

    /// Starts Fenrir with the game inside it, as `rps` followed by `arguments`.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        wrapper = FileManager.default.temporaryDirectory.appendingPathComponent("rps-fenrir-\(UUID().uuidString).sh").path
        var script = "#!/bin/sh\nexport INPUTRC=/dev/null\n"
        for (name, value) in environment { script += "export \(name)='\(value)'\n" }
        script += "exec '\(Binary.path)' " + arguments.map { "'\($0)'" }.joined(separator: " ") + "\n"
        try script.write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        let options = "speech#driver=debugDriver;sound#enabled=False;braille#enabled=False;general#shell=\(wrapper)"
        session = try PlaySession(["-e", "-o", options], environment: ["TERM": "linux", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root"],
                                  executable: Self.fenrir)
    }

    deinit {
        kill(session.pid, SIGTERM)
        _ = session.exit(within: 3)
        unlink(wrapper)
    }

    /// Every utterance so far.
    var utterances: [Utterance] {
        var result: [Utterance] = []
        let marker = Array("Speech Debug Driver: Speak:".utf8)
        let bytes = session.output
        var i = 0
        while i + marker.count <= bytes.count {
            guard bytes[i] == marker[0], Array(bytes[i..<i + marker.count]) == marker else { i += 1; continue }
            let start = i + marker.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            let parts = text.components(separatedBy: " , ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ","))) }
                .filter { !$0.isEmpty }
            result.append(Utterance(time: session.arrival(of: i), parts: parts))
            i = end
        }
        return result
    }

    /// Types keys and returns when they were sent.
    @discardableResult
    func type(_ keys: String) -> Date {
        seen = utterances.count
        session.type(keys)
        return Date()
    }

    /// Waits until the utterances since the last keys hold every one of `lines`, in order, and
    /// returns those utterances.
    func hear(_ lines: [String], within seconds: Double = 6) throws -> [Utterance] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let heard = Array(utterances.dropFirst(seen))
            if Self.contains(heard.flatMap(\.parts), inOrder: lines) { return heard }
            guard Date() < deadline else {
                throw SpeechError.notHeard(lines, heard: heard.map(\.text))
            }
            session.pump(0.05)
        }
    }

    /// Lets Fenrir speak whatever is still coming for `seconds`; returns the utterances since the
    /// last keys.
    func listen(for seconds: Double) -> [Utterance] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { session.pump(0.05) }
        return Array(utterances.dropFirst(seen))
    }

    static func contains(_ parts: [String], inOrder lines: [String]) -> Bool {
        var index = parts.startIndex
        for line in lines {
            guard let found = parts[index...].firstIndex(where: { $0.contains(line) }) else { return false }
            index = parts.index(after: found)
        }
        return true
    }

    enum SpeechError: Error, CustomStringConvertible {
        case notHeard([String], heard: [String])

        var description: String {
            switch self {
            case .notHeard(let lines, let heard): "did not hear \(lines) in order; heard: \(heard)"
            }
        }
    }
}
