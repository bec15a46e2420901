import Foundation

/// The game in a web terminal: xterm.js with its screen-reader mode, as VS Code, JupyterLab and
/// Codespaces run it, in Chromium, with Orca reading the page (`Tests/Support/WebTerminal/
/// web-terminal`, which starts Orca's headless desktop with `orca-desktop --no-terminal`). What
/// xterm.js hands a screen reader is its live region: each change hands the reader the region's
/// whole text, which Orca reads from the start.
enum WebTerminal {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Support/WebTerminal/web-terminal").standardized.path
    /// Debian's Python, where `.ci/run` installs Playwright and the xterm.js build.
    static let python = "/usr/bin/python3"
    /// How fast keys are typed: a quick typist, as in Orca's terminal (`OrcaDesktop`).
    static let secondsPerKey = 0.12

    /// A game to play: `rps` with `arguments` and `environment`, each of `lines` typed and Enter
    /// pressed once the last answer has been announced; the last line ends the game.
    struct Game: Encodable, Sendable {
        let arguments: [String]
        let environment: [String: String]
        let lines: [String]
    }

    struct Record: Decodable {
        let xterm: String
        let browser: String?
        let games: [Played]
    }

    /// What happened in one game, each time in seconds since the epoch.
    struct Played: Decodable {
        struct Change: Decodable {
            let t: Double
            /// The live region's whole text after the change.
            let text: String
        }
        struct Said: Decodable {
            let t: Double
            let text: String
            let keyEcho: Bool
        }
        struct Message: Decodable {
            let t: Double
            let language: String
            let text: String
        }
        let start: Double
        let end: Double
        let status: Int?
        let live: [Change]
        /// When the typing of each line began, and when the page got its Enter.
        let typed: [Double]
        let enters: [Double]
        /// What Orca said, and what the synthesizer was given.
        let orca: [Said]?
        let speech: [Message]?
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Plays `games` one after the other in one browser, read by Orca in `language`.
    static func play(_ games: [Game], orca language: String) throws -> Record {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Failure(description: "no \(python): apt-get install python3 (see .ci/run)")
        }
        let plan = try JSONEncoder().encode(["games": games])
        let run = PipedRun(
            [], input: Array(plan), environment: Binary.environment(), timeout: 150,
            through: [python, script, "--orca", language])
        guard run.status == 0 else {
            throw Failure(
                description: "web-terminal ended with \(run.status.map(String.init) ?? "no status"): \(run.stderr)")
        }
        return try JSONDecoder().decode(Record.self, from: Data(run.stdout.utf8))
    }

    /// What the game says to each of `game`'s lines, the welcome first (`PipedAnswers`).
    static func answers(to game: Game) -> [[String]] {
        PipedAnswers.of(arguments: game.arguments, lines: game.lines, environment: game.environment)
    }

    /// With `RPS_HEARD_DIR` set, what Orca said in `played` is written there as `recording`.txt,
    /// one utterance a line after its second from the game's start, a key's echo marked as such,
    /// and each Enter with the line `typed` before it: a game as a player heard it in a web
    /// terminal (as `Hearing` writes the other places).
    static func write(_ played: Played, typed: [String], recording: String) {
        guard let folder = ProcessInfo.processInfo.environment["RPS_HEARD_DIR"], !folder.isEmpty else { return }
        let said = (played.orca ?? []).map { (t: $0.t, text: ($0.keyEcho ? "(key echo) " : "") + $0.text) }
        let enters = zip(played.enters, typed).map { (t: $0, text: "(Enter, typed \($1.debugDescription))") }
        let lines = (said + enters).sorted { $0.t < $1.t }.map {
            String(format: "%6.2f  ", $0.t - played.start) + $0.text + "\n"
        }
        try? lines.joined().write(toFile: folder + "/" + recording + ".txt", atomically: true, encoding: .utf8)
    }

    /// Text as a screen reader hears it: a no-break space as a space, runs of space as one.
    static func heard(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{00A0}" }).joined(separator: " ")
    }
}
