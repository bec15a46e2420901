import CPseudoTerminal
import Foundation

/// A game played through a pseudo-terminal, as a player at a terminal would: keys go in, the
/// screen's bytes come out, each with the time it arrived.
final class PlaySession {
    let pid: pid_t
    let master: Int32
    private(set) var output: [UInt8] = []
    private var arrivals: [(offset: Int, time: Date)] = []
    /// Where the last `expect` matched; later searches start after it.
    private var cursor = 0
    private(set) var status: Int32?

    /// Starts `executable` (the game by default) with `arguments` on a new terminal.
    init(
        _ arguments: [String] = ["--seed", "1"], environment: [String: String] = Binary.environment(), rows: Int32 = 24,
        cols: Int32 = 80,
        executable: String = Binary.path
    ) throws {
        var fd: Int32 = -1
        let spawned = withCStrings([executable] + arguments) { argv in
            withCStrings(environment.map { "\($0)=\($1)" }) { envp in
                argv.withUnsafeBufferPointer { a in
                    envp.withUnsafeBufferPointer { e in
                        rps_pty_spawn(executable, a.baseAddress, e.baseAddress, rows, cols, &fd)
                    }
                }
            }
        }
        guard spawned > 0 else { throw SessionError.spawnFailed(errno) }
        pid = spawned
        master = fd
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var s: Int32 = 0
            waitpid(pid, &s, 0)
        }
        close(master)
    }

    enum SessionError: Error, CustomStringConvertible {
        case spawnFailed(Int32)
        case timedOut(waitingFor: String, screen: String)

        var description: String {
            switch self {
            case .spawnFailed(let e): "could not start rps: errno \(e)"
            case .timedOut(let text, let screen):
                "no \(text.debugDescription) within the time; the screen had:\n\(screen)"
            }
        }
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    func type(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what arrives for up to `seconds`; returns false once the terminal is closed.
    @discardableResult
    func pump(_ seconds: Double) -> Bool {
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, Int32(seconds * 1000)) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = read(master, &buffer, buffer.count)
        guard n > 0 else { return false }  // EIO once the child has exited
        arrivals.append((output.count, Date()))
        output += buffer[..<n]
        return true
    }

    var screen: String { String(decoding: output, as: UTF8.self) }

    /// When the byte at `offset` of the output arrived.
    func arrival(of offset: Int) -> Date {
        arrivals.last { $0.offset <= offset }?.time ?? Date()
    }

    /// When `text` first arrived in what came after `moment`, if it has (without waiting).
    func arrival(of text: String, after moment: Date) -> Date? {
        guard let first = arrivals.first(where: { $0.time >= moment }) else { return nil }
        return find(Array(text.utf8), from: first.offset).map(arrival(of:))
    }

    /// Waits until `text` appears after the last match; returns the time its first byte arrived.
    @discardableResult
    func expect(_ text: String, within seconds: Double = 5) throws -> Date {
        let needle = Array(text.utf8)
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let found = find(needle, from: cursor) {
                cursor = found + needle.count
                return arrivals.last { $0.offset <= found }?.time ?? Date()
            }
            guard Date() < deadline,
                pump(min(0.05, max(0, deadline.timeIntervalSinceNow))) || find(needle, from: cursor) != nil
            else {
                throw SessionError.timedOut(waitingFor: text, screen: screen)
            }
        }
    }

    /// Everything shown since the last match, after waiting `seconds` for more.
    func rest(after seconds: Double) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, pump(0.05) {}
        return String(decoding: output[cursor...], as: UTF8.self)
    }

    /// Waits for the game to end, reading its last words; returns its exit status.
    func exit(within seconds: Double = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var s: Int32 = 0
        while Date() < deadline {
            pump(0.02)
            if waitpid(pid, &s, WNOHANG) == pid {
                // Its last words, until the terminal closes (bounded: a process it started may
                // still hold the terminal open).
                while Date() < deadline, pump(0.05) {}
                status = exitStatus(s)
                return status
            }
        }
        return nil
    }

    /// The terminal's local modes (echo, canonical input), as the next program would find them.
    var localModes: Int { rps_pty_local_modes(master) }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard needle.count <= output.count - start else { return nil }
        var i = start
        while i + needle.count <= output.count {
            if output[i] == needle[0], Array(output[i..<i + needle.count]) == needle { return i }
            i += 1
        }
        return nil
    }
}
