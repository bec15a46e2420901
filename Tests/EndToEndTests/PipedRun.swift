import CPseudoTerminal
import Foundation

/// `rps` run with pipes, as in `printf 'rock\n' | rps --delay 0`.
struct PipedRun {
    var stdout: String
    var stderr: String
    var status: Int32?

    /// Runs the game with `input` on standard input. `stdoutPath` sends standard output to a
    /// file instead (such as /dev/full); `closeOutputEarly` closes the reading end at once, as
    /// `rps | head -0` would. `through` is a program that runs the game, given its path and
    /// `arguments` after its own (such as `prlimit --fsize=20 --`).
    init(
        _ arguments: [String], input: [UInt8], environment: [String: String] = Binary.environment(),
        stdoutPath: String? = nil, closeOutputEarly: Bool = false, timeout: Double = 20, through: [String] = []
    ) {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        rps_cloexec_pipe(&inPipe)
        rps_cloexec_pipe(&outPipe)
        rps_cloexec_pipe(&errPipe)
        let outTarget = stdoutPath.map { open($0, O_WRONLY | O_CLOEXEC) } ?? outPipe[1]
        let pid = spawn(
            through.first ?? Binary.path, Array((through + [Binary.path] + arguments).dropFirst()),
            environment: environment.map { "\($0)=\($1)" }, input: inPipe[0], output: outTarget, errors: errPipe[1])
        close(inPipe[0])
        close(outPipe[1])
        close(errPipe[1])
        if stdoutPath != nil { close(outTarget) }
        if closeOutputEarly { close(outPipe[0]) }
        // Feed input and drain output concurrently so neither side blocks.
        let inputEnd = inPipe[1]
        let writer = Thread {
            input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let n = write(inputEnd, bytes.baseAddress! + offset, bytes.count - offset)
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(inputEnd)
        }
        signal(SIGPIPE, SIG_IGN)
        writer.start()
        var out: [UInt8] = []
        var err: [UInt8] = []
        var fds = [
            pollfd(fd: closeOutputEarly ? -1 : outPipe[0], events: Int16(POLLIN), revents: 0),
            pollfd(fd: errPipe[0], events: Int16(POLLIN), revents: 0),
        ]
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while fds.contains(where: { $0.fd >= 0 }), Date() < deadline {
            _ = poll(&fds, 2, 100)
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = read(fds[i].fd, &buffer, buffer.count)
                if n > 0 {
                    if i == 0 { out += buffer[..<n] } else { err += buffer[..<n] }
                } else {
                    close(fds[i].fd)
                    fds[i].fd = -1
                }
            }
        }
        for fd in fds where fd.fd >= 0 { close(fd.fd) }
        status = waitForExit(pid, timeout: max(1, deadline.timeIntervalSinceNow))
        stdout = String(decoding: out, as: UTF8.self)
        stderr = String(decoding: err, as: UTF8.self)
    }

    init(
        _ arguments: [String], typing lines: [String], environment: [String: String] = Binary.environment(),
        through: [String] = []
    ) {
        self.init(
            arguments, input: Array(lines.map { $0 + "\n" }.joined().utf8), environment: environment, through: through)
    }

    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast() }
}
