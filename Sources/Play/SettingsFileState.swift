import Input
import Settings

/// What the session knows of the settings file: where `save` writes it, the settings it held at
/// start when it was read whole (a file with a problem is not what is in force, and says so
/// again at the next start until the next `save`), what was wrong with it, and what a `save` under
/// way writes there.
public struct SettingsFileState: Hashable, Sendable {
    /// `nil` with no place for the file: neither `HOME` nor an absolute `XDG_CONFIG_HOME`.
    public var path: String?
    /// The preferences the file alone gives over the defaults.
    public var saved: Preferences?
    public var problem: SettingsFileProblem?
    /// What `save` asked the console to write, until it answers.
    private var saving: Preferences?

    public init(path: String? = nil, saved: Preferences? = nil, problem: SettingsFileProblem? = nil) {
        self.path = path
        self.saved = saved
        self.problem = problem
    }

    /// Whether `preferences` keep what the file holds, in every setting it keeps.
    public func holds(_ preferences: Preferences) -> Bool {
        guard let saved else { return false }
        return SettingsFile.kept.allSatisfy { saved[$0] == preferences[$0] }
    }

    /// `save` asked the console to write `preferences` to the file.
    mutating func save(_ preferences: Preferences) {
        saving = preferences
    }

    /// The console wrote the file whole: it holds what was saved, and nothing is wrong with it.
    mutating func written() {
        if let saving { saved = saving }
        saving = nil
        problem = nil
    }

    /// The console could not write the file, which is as it was.
    mutating func notWritten() {
        saving = nil
    }
}
