import Input
import Narration
import Settings

/// What the session knows of the settings file: where `save` writes it, the settings it held at
/// start when it was read whole (a file with a problem is not what is in force, and says so
/// again at the next start until the next `save`), what was wrong with it, and what a `save` under
/// way writes there.
public struct SettingsFileState: Hashable, Sendable {
    /// `nil` with no place for the file: neither `HOME` nor an absolute `XDG_CONFIG_HOME`.
    public var path: String?
    /// The path as the game says it, with `~` for the home folder.
    public var shown: String?
    /// The preferences the file alone gives over the defaults.
    public var saved: Preferences?
    public var problem: SettingsFileProblem?
    /// What `save` asked the console to write, until it answers.
    private var saving: Preferences?
    /// Whether the last `save` failed: saving again fails the same way until the player acts.
    private var failed = false

    public init(
        path: String? = nil, shown: String? = nil, saved: Preferences? = nil, problem: SettingsFileProblem? = nil
    ) {
        self.path = path
        self.shown = shown ?? path
        self.saved = saved
        self.problem = problem
    }

    /// What `settings` says of the file, for `preferences` in force.
    func kept(_ preferences: Preferences) -> KeptSettings {
        KeptSettings(holds(preferences) ? .saved : failed ? .saveFailed : .notSaved, place: shown)
    }

    /// Whether `preferences` keep what the file holds, in every setting it keeps.
    public func holds(_ preferences: Preferences) -> Bool {
        guard let saved else { return false }
        return SettingsFile.kept.allSatisfy { saved[$0] == preferences[$0] }
    }

    /// `save`: what asks the console to write `preferences` to the file; `nil` with no place for it.
    mutating func save(_ preferences: Preferences) -> Effect? {
        guard let path else { return nil }
        saving = preferences
        return .saveSettings(SettingsFile.text(of: preferences), to: path)
    }

    /// What to say of the console's answer to a `save`: written whole, or not (`failed` at a path,
    /// and why), the file as it was.
    mutating func answered(_ failed: (path: String, why: SaveFailure)?, _ narrator: Narrator) -> [Line] {
        guard let failed else {
            written()
            return narrator.saved
        }
        notWritten()
        return narrator.notSaved(shown ?? failed.path, failed.why)
    }

    /// The console wrote the file whole: it holds what was saved, and nothing is wrong with it.
    mutating func written() {
        if let saving { saved = saving }
        saving = nil
        problem = nil
        failed = false
    }

    /// The console could not write the file, which is as it was.
    mutating func notWritten() {
        saving = nil
        failed = true
    }
}
