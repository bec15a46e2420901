import Foundation
import Glibc

/// A braille display that is not there: brltty with its virtual driver (`brltty -b vr`, made to
/// test brltty without a display; Debian's brltty), serving BrlAPI, to which a screen reader
/// (Orca) writes what it shows, at `host`. This is the display's end of the driver's socket: it
/// says how many cells it has, reads each line brltty shows (`Visual`, the characters, and
/// `Braille`, the dots of each cell) and presses the display's keys (`LnUp`: the line above).
final class BrailleDisplay {
    static let brltty = "/usr/bin/brltty"

    /// What the display showed: the characters (on the driver's visual line), at a time.
    struct Shown: CustomStringConvertible {
        let time: Date
        let text: String
        var description: String { text.debugDescription }
    }

    /// Where a BrlAPI client finds this brltty (`BRLAPI_HOST`).
    let host: String
    private let folder: String
    private let brltty: pid_t
    private let socket: Int32
    private var pending: [UInt8] = []
    private(set) var shown: [Shown] = []

    enum Failure: Error, CustomStringConvertible {
        case notStarted(String)
        var description: String {
            switch self {
            case .notStarted(let why): "brltty's virtual display did not start: \(why)"
            }
        }
    }

    /// Starts brltty with a display of `cells`, no screen of its own and no speech: it shows only
    /// what a BrlAPI client writes.
    init(cells: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rps-braille-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        // BrlAPI's local sockets are /var/lib/BrlAPI/N: a number no other brltty here holds.
        var number = Int.random(in: 1000..<9000)
        while FileManager.default.fileExists(atPath: "/var/lib/BrlAPI/\(number)") {
            number = Int.random(in: 1000..<9000)
        }
        host = ":\(number)"
        let driverSocket = folder + "/display"
        let errors = open(folder + "/brltty.out", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        brltty = spawn(
            Self.brltty,
            [
                "-n", "-q", "-e", "-l", "warning", "-b", "vr", "-d", "server:" + driverSocket, "-x", "no", "-s", "no",
                "-f", "/dev/null", "-W", folder, "-U", folder, "-P", folder + "/pid", "-A", "auth=none,host=\(host)",
            ], environment: ["PATH=/usr/bin:/bin"], output: errors, errors: errors)
        close(errors)
        guard brltty > 0 else { throw Failure.notStarted("could not run \(Self.brltty): errno \(errno)") }
        var connected: Int32 = -1
        let deadline = Date().addingTimeInterval(20)
        while connected < 0, Date() < deadline {
            connected = Self.connect(to: driverSocket)
            if connected < 0 { usleep(50_000) }
        }
        guard connected >= 0 else {
            kill(brltty, SIGKILL)
            _ = waitForExit(brltty, timeout: 3)
            let said = (try? String(contentsOfFile: folder + "/brltty.out", encoding: .utf8)) ?? ""
            throw Failure.notStarted(said.isEmpty ? "no socket within 20 s" : said)
        }
        socket = connected
        send("cells \(cells)")
    }

    deinit {
        close(socket)
        kill(brltty, SIGTERM)
        if waitForExit(brltty, timeout: 3) == nil { kill(brltty, SIGKILL) }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Tells brltty the display now has `cells`.
    func resize(to cells: Int) { send("cells \(cells)") }

    /// Presses one of the display's keys, by its BrlAPI command's name (`LnUp`, `Home`).
    func press(_ command: String) { send(command) }

    /// What the display shows now.
    var showing: String? {
        read()
        return shown.last?.text
    }

    /// Reads what brltty sent since the last time.
    func read() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var ready = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
            guard poll(&ready, 1, 0) > 0 else { break }
            let count = Glibc.read(socket, &buffer, buffer.count)
            guard count > 0 else { break }
            pending += buffer[..<count]
        }
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if line.hasPrefix("Visual \""), line.hasSuffix("\"") {
                shown.append(Shown(time: Date(), text: Self.unquoted(line.dropFirst(8).dropLast())))
            }
        }
    }

    /// A string of the driver's protocol without its escapes: `\\`, `\"` and `\X` with two hex digits.
    static func unquoted(_ text: Substring) -> String {
        var result = ""
        var rest = text[...]
        while let character = rest.first {
            rest = rest.dropFirst()
            guard character == "\\", let next = rest.first else {
                result.append(character)
                continue
            }
            if next == "X" || next == "x", let value = UInt8(rest.dropFirst().prefix(2), radix: 16) {
                result.append(Character(Unicode.Scalar(value)))
                rest = rest.dropFirst(3)
            } else {
                result.append(next)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    private func send(_ command: String) {
        let bytes = Array((command + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
    }

    /// A stream socket connected to the Unix socket at `path`, or -1.
    private static func connect(to path: String) -> Int32 {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(descriptor)
            return -1
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }
}
