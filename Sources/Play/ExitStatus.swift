/// How the game ends, as its exit status: every status it can have, named in one place.
public struct ExitStatus: Hashable, Sendable {
    public let code: Int32

    /// The player left: quit, Ctrl-D, the end of a script; or help or the version was printed.
    public static let success = ExitStatus(code: 0)
    /// A bad option or value (EX_USAGE).
    public static let usage = ExitStatus(code: 64)
    /// Standard output could not be written (EX_IOERR).
    public static let outputError = ExitStatus(code: 74)
    /// The program reading the game's output went away: the status of a death by SIGPIPE, which
    /// is signal 13 on Linux and macOS.
    public static let closedOutput = ExitStatus.signal(13)

    /// Ended by a signal: 128 plus its number, as a shell reports it.
    public static func signal(_ number: Int32) -> ExitStatus { ExitStatus(code: 128 + number) }
}
