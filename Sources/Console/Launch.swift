import Play

/// The version `--version` reports.
let version = "0.3.0"

/// Everything `rps` does: reads the environment and arguments, then plays, prints the help or
/// the version, or refuses a bad option. Returns the exit status.
public func launch(arguments: [String]) -> Int32 {
    var variables: [String: String] = [:]
    for name in Startup.variables {
        if let value = environment(name) { variables[name] = value }
    }
    let settingsFile =
        Startup.settingsFileToRead(arguments: arguments, environment: variables).map(SettingsFileStore.read) ?? .absent
    let plan = Startup.plan(
        arguments: arguments, environment: variables, settingsFile: settingsFile,
        outputIsTerminal: isatty(STDOUT_FILENO) == 1, version: version)
    switch plan {
    case .play(let preferences, let file):
        return play(preferences, settingsFile: file, inVterm: Startup.isEmacsVterm(variables)).code
    case .print(let lines, let language):
        signal(SIGPIPE, SIG_IGN)
        do {
            try Output().put(lines.map { $0 + "\n" }.joined())
            return ExitStatus.success.code
        } catch .closed {
            return ExitStatus.success.code
        } catch {
            writeError(Startup.outputFailed(language))
            return ExitStatus.outputError.code
        }
    case .refuse(let lines):
        lines.forEach(writeError)
        return ExitStatus.usage.code
    }
}
