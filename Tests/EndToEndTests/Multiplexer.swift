import Foundation
import Glibc

/// tmux or GNU screen as a player who keeps one session for everything has it: started by the
/// screen reader's shell, with a shell inside where the game is started by typing its name. A
/// server of its own (tmux's socket, screen's folder of sessions in a folder of its own), with only
/// the settings given: the user's files are never read. Ended, server and all, when this ends:
/// a multiplexer outlives the reader that started it (tmux's server stays, screen detaches).
final class Multiplexer {
    enum Kind: String, Sendable {
        case tmux, screen
        var path: String { "/usr/bin/" + rawValue }
    }

    /// What the shell inside says once it runs, before anything is typed: heard, it says the
    /// multiplexer has started and drawn its screen.
    static let ready = "Shell ready."
    /// The session's name, which tmux shows in its status line.
    static let name = "play"

    let kind: Kind
    let folder: String
    /// What the reader runs.
    let command: [String]
    /// The variables the reader gives it: the game's folder first on the path, its own files here.
    let environment: [String: String]

    /// A multiplexer of `kind` with `settings` (lines of its settings file; none: its defaults,
    /// which for screen are Debian's /etc/screenrc, read always), for the shell inside it
    /// `environment` besides.
    init(_ kind: Kind, settings: [String], environment extra: [String: String] = [:]) throws {
        self.kind = kind
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rps-\(kind)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        chmod(folder + "/screens", 0o700)
        let file = folder + "/settings"
        try settings.map { $0 + "\n" }.joined().write(toFile: file, atomically: false, encoding: .utf8)
        let shell = [
            "/bin/sh", "-c",
            "printf '%s\\n' '\(Self.ready)'; exec env PS1= HISTFILE=/dev/null bash --norc --noprofile -i",
        ]
        switch kind {
        case .tmux:
            command = [kind.path, "-S", folder + "/socket", "-f", file, "new-session", "-s", Self.name] + shell
        case .screen:
            command = [kind.path, "-S", Self.name, "-c", file] + shell
        }
        let bin = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
        environment = ["PATH": "\(bin):/usr/bin:/bin", "SCREENDIR": folder + "/screens", "HOME": folder]
            .merging(extra) { $1 }
    }

    /// Whether this machine has it.
    var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: kind.path) }

    deinit {
        let stop =
            switch kind {
            case .tmux: [kind.path, "-S", folder + "/socket", "kill-server"]
            case .screen: [kind.path, "-S", Self.name, "-X", "quit"]
            }
        let pid = spawn(stop[0], Array(stop.dropFirst()), environment: environment.map { "\($0)=\($1)" })
        if pid > 0 { _ = waitForExit(pid, timeout: 5) }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
