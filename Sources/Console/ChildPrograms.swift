import CTerminal

/// Programs the game starts and never waits for (speech, sound players): started with an
/// argument vector, never a shell, so no text can run a command; their standard streams on
/// /dev/null; reaped once they end, so none is left a zombie.
struct ChildPrograms {
    private var running: [Int32] = []

    /// The first of `names` found on `path` (the `PATH` variable, or the usual folders without
    /// it), as the program's name and path.
    static func find(_ names: [String], path: String?) -> (name: String, path: String)? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
            .map(String.init)
        for name in names {
            if let found = folders.lazy.map({ ($0.isEmpty ? "." : $0) + "/" + name }).first(where: {
                access($0, X_OK) == 0
            }) {
                return (name, found)
            }
        }
        return nil
    }

    /// Starts `path` with `arguments` (the first is its name); returns its pid, or -1.
    @discardableResult
    mutating func start(_ path: String, _ arguments: [String]) -> Int32 {
        reapFinished()
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        let pid = pointers.withUnsafeMutableBufferPointer { rps_spawn_quiet(path, $0.baseAddress) }
        if pid > 0 { running.append(pid) }
        return pid
    }

    /// Stops a program if it still runs: asked to end, then made to within 50 ms.
    mutating func stop(_ pid: Int32) {
        rps_stop_child(pid)
        running.removeAll { $0 == pid }
    }

    /// Stops a program at once, without waiting: it is reaped once it is gone.
    mutating func cut(_ pid: Int32) {
        if running.contains(pid) { kill(pid, SIGKILL) }
        reapFinished()
    }

    mutating func reapFinished() {
        running.removeAll { rps_child_ended($0) == 1 }
    }
}
