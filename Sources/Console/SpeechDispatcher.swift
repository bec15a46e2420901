/// Where speech-dispatcher listens and how to start it when it does not, found as its own client
/// libraries find it (speech-dispatcher's manual: "Address specification", "Autospawning").
struct SpeechDispatcher {
    enum Address {
        /// A Unix socket: by default `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`.
        case unixSocket(path: String)
        /// A TCP port (`SPEECHD_ADDRESS=inet_socket:127.0.0.1:6560`), at a numeric address.
        case inetSocket(host: String, port: Int)
    }

    let address: Address
    /// The server to start when none listens at a Unix socket (`speech-dispatcher --spawn`):
    /// `SPEECHD_CMD`, else `speech-dispatcher` on `PATH`.
    let server: String?

    /// speech-dispatcher as `SPEECHD_ADDRESS` names it, else at its default socket; nil when the
    /// address names no method speech-dispatcher has, or no folder for its default socket is known.
    static func find(path: String?) -> SpeechDispatcher? {
        guard let address else { return nil }
        guard case .unixSocket = address else { return SpeechDispatcher(address: address, server: nil) }
        let command = environment("SPEECHD_CMD").flatMap { $0.isEmpty ? nil : $0 } ?? "speech-dispatcher"
        let server =
            command.contains("/")
            ? (access(command, X_OK) == 0 ? command : nil) : ChildPrograms.find([command], path: path)?.path
        return SpeechDispatcher(address: address, server: server)
    }

    /// `method[:parameter[:parameter]]`, as libspeechd reads it: `unix_socket` (or nothing) with a
    /// path, `inet_socket` with a host and a port.
    private static var address: Address? {
        // Most players have no SPEECHD_ADDRESS: the start does not split what is not there.
        guard let given = environment("SPEECHD_ADDRESS"), !given.isEmpty else {
            return defaultSocket.map { .unixSocket(path: $0) }
        }
        let parts = given.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch parts.first ?? "" {
        case "", "unix_socket":
            if parts.count > 1, !parts[1].isEmpty { return .unixSocket(path: parts[1]) }
            return defaultSocket.map { .unixSocket(path: $0) }
        case "inet_socket":
            let host = parts.count > 1 && !parts[1].isEmpty ? parts[1] : "127.0.0.1"
            let port = parts.count > 2 ? Int(parts[2]) : 6560
            return port.map { .inetSocket(host: host == "localhost" ? "127.0.0.1" : host, port: $0) }
        default:
            return nil
        }
    }

    /// The server's own rule for its socket (GLib's runtime folder): `$XDG_RUNTIME_DIR`, else the
    /// cache folder, `$XDG_CACHE_HOME` or `~/.cache`; then `speech-dispatcher/speechd.sock`.
    private static var defaultSocket: String? {
        let set = { (name: String) in environment(name).flatMap { $0.isEmpty ? nil : $0 } }
        guard let folder = set("XDG_RUNTIME_DIR") ?? set("XDG_CACHE_HOME") ?? set("HOME").map({ $0 + "/.cache" })
        else { return nil }
        return folder + "/speech-dispatcher/speechd.sock"
    }
}
