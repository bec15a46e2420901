/// The folders of the XDG Base Directory Specification the game uses: its variable's value when
/// that is an absolute path (the specification ignores a relative one), else the default under
/// `HOME`; `nil` with neither.
public enum BaseDirectory {
    /// Settings: `XDG_CONFIG_HOME`, by default `~/.config`.
    case config
    /// Data of the player's own (sound cues): `XDG_DATA_HOME`, by default `~/.local/share`.
    case data

    public func path(environment: [String: String]) -> String? {
        if let folder = environment[variable], folder.hasPrefix("/") { return folder }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + underHome
    }

    /// The variable that names it.
    public var variable: String {
        switch self {
        case .config: "XDG_CONFIG_HOME"
        case .data: "XDG_DATA_HOME"
        }
    }

    private var underHome: String {
        switch self {
        case .config: "/.config"
        case .data: "/.local/share"
        }
    }
}
