import CPseudoTerminal
import Foundation

/// The `rps` executable built beside this test bundle.
enum Binary {
    static let path: String = {
        let me =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("rps").path
    }()

    /// The prompt as the terminal shows it, in both languages: the catalog's `prompt`.
    static let prompt = "\u{203A} "

    /// A quiet, predictable environment: no readline configuration, no colour, a given locale.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = ["TERM": "dumb", "INPUTRC": "/dev/null", "HOME": "/nonexistent", "PATH": "/usr/bin:/bin"]
        env.merge(extra) { $1 }
        return env
    }
}

/// Runs `body` with C arrays for argv and envp.
func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}

/// Starts `program` (its path) with `arguments` and only the `environment` given (NAME=value),
/// its standard streams on these descriptors (-1: /dev/null). Its pid, or -1.
func spawn(
    _ program: String, _ arguments: [String], environment: [String], input: Int32 = -1, output: Int32 = -1,
    errors: Int32 = -1
) -> pid_t {
    withCStrings([program] + arguments) { argv in
        withCStrings(environment) { envp in
            argv.withUnsafeBufferPointer { a in
                envp.withUnsafeBufferPointer { e in
                    rps_pipe_spawn(program, a.baseAddress, e.baseAddress, input, output, errors)
                }
            }
        }
    }
}

/// How a process ended: its exit status, or 128 plus the signal that killed it.
func exitStatus(_ status: Int32) -> Int32 {
    status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}

func waitForExit(_ pid: pid_t, timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
        let done = waitpid(pid, &status, WNOHANG)
        if done == pid { return exitStatus(status) }
        usleep(10_000)
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return nil
}

/// Writes `text` as a new program at `path`, for a test to start. Opened with O_CLOEXEC:
/// Foundation's own writes leave their descriptor open in every program another test starts
/// meanwhile, which then holds the file open for writing, and starting it fails with "Text file
/// busy" (ETXTBSY).
func writeProgram(_ text: String, to path: String) throws {
    let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(file) }
    let bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
        let n = bytes.withUnsafeBytes { write(file, $0.baseAddress! + done, bytes.count - done) }
        guard n > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        done += n
    }
}

/// What `program` writes on its standard output when run with `arguments`, once it has exited
/// with status 0; nil otherwise.
func output(of program: String, _ arguments: [String]) -> String? {
    // A pipe of our own, not inherited by programs other tests start meanwhile, which would hold
    // it open and keep its end from coming.
    var pipe: [Int32] = [0, 0]
    guard rps_cloexec_pipe(&pipe) == 0 else { return nil }
    let pid = spawn(program, arguments, environment: ["PATH=/usr/bin:/bin"], output: pipe[1])
    close(pipe[1])
    defer { close(pipe[0]) }
    guard pid > 0 else { return nil }
    let bytes = readAll(pipe[0])
    return waitForExit(pid, timeout: 10) == 0 ? bytes.map { String(decoding: $0, as: UTF8.self) } : nil
}
