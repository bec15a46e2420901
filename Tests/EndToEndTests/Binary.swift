import CPseudoTerminal
import Foundation

/// The `rps` executable built beside this test bundle.
enum Binary {
    static let path: String = {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("rps").path
    }()

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
    defer { pointers.forEach { free($0) } }
    return body(pointers)
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
