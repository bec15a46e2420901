/// What was wrong with the settings file read at start (see `SettingsFile`): said in one
/// sentence before the welcome, and the rest applies.
public enum SettingsFileProblem: Hashable, Sendable {
    /// Not allowed, not a file, too large, or a failed read.
    case unreadable
    /// Bytes that are not UTF-8: the options with such bytes are skipped.
    case notUTF8
    /// A quote never closed: what comes before it applies.
    case openQuote
    /// The first option skipped for a bad value, or a word that is no option, as written there.
    case skipped(String)
}

/// Why `save` could not write the settings file; the old file is as it was.
public enum SaveFailure: Hashable, Sendable {
    /// No room: a full disk, a quota, a file-size limit.
    case full
    /// The folder or the file may not be written: permissions, a read-only disk.
    case notAllowed
    /// A folder stands where the file goes, or a file where one of its folders goes.
    case notAFile
    case failed
}

/// What `settings` says of the settings file: whether it holds the settings in force, and where
/// it is.
public struct KeptSettings: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        /// It holds the settings in force.
        case saved
        /// It does not; `save` would keep them.
        case notSaved
        /// It does not, and the last `save` failed: saving again fails until the player acts.
        case saveFailed
    }

    public let state: State
    /// Its path as said, with `~` for the home folder; `nil` with no place for it.
    public let place: String?

    public init(_ state: State, place: String?) {
        self.state = state
        self.place = place
    }
}
