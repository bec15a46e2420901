import SoundCues

/// Plays the sound cues (`--sound`) with the first player program found on `PATH`: PipeWire's
/// `pw-play`, PulseAudio's `paplay`, ALSA's `aplay -q`, or macOS's `afplay`, looked for when the
/// cues are first wanted (at launch only with sound on), not at every start. The cues are
/// synthesised once, when sound is turned on, into a private temporary folder that is removed
/// when the game ends; a player's own file in `$XDG_DATA_HOME/rps/sounds/` (such as `win.wav`)
/// replaces a cue, as in a freedesktop sound theme. The game's own cues are written at the volume
/// asked for, their samples scaled, so it works with every player program (a player's own file is
/// played as it is). A new cue cuts off the one still playing, and nothing here waits for a cue:
/// the game goes on at once.
struct SoundPlayer {
    /// The player programs, in the order they are looked for, each with its arguments before
    /// the file's name.
    static let programs: [(name: String, arguments: [String])] = [
        ("pw-play", []), ("paplay", []), ("aplay", ["-q"]), ("afplay", []),
    ]

    private let path: String
    private let arguments: [String]
    private var folder: String?
    private var files: [Cue: String] = [:]
    /// The volume the game's own cues were written at.
    private var volume = 100
    private var playing: Int32 = -1
    private var children = ChildPrograms()

    /// The first player program on `path`, if any.
    init?(path: String?) {
        guard let (name, found) = ChildPrograms.find(Self.programs.map(\.name), path: path),
            let program = Self.programs.first(where: { $0.name == name })
        else { return nil }
        self.path = found
        arguments = [name] + program.arguments
    }

    /// Writes the cues at `volume` percent of their loudness, once, and finds the player's own;
    /// again with another volume, writes the game's own again. `themes` is the folder of the
    /// player's own cues (`$XDG_DATA_HOME/rps/sounds`); `temporary` the folder to make a private one in.
    mutating func prepare(themes: String?, temporary: String, volume: Int) {
        if !files.isEmpty, volume != self.volume { putAway(stopping: false) }
        guard files.isEmpty else { return }
        self.volume = volume
        let synthesizer = Synthesizer()
        for cue in Cue.allCases {
            if let own = themes.map({ $0 + "/" + cue.fileName }), access(own, R_OK) == 0 {
                files[cue] = own
                continue
            }
            if folder == nil { folder = Self.makeFolder(in: temporary) }
            guard let folder else { continue }
            let file = folder + "/" + cue.fileName
            if Self.save(synthesizer.wavFile(for: cue, volume: volume).bytes, to: file) { files[cue] = file }
        }
    }

    /// Plays a cue, cutting off the one still playing.
    mutating func play(_ cue: Cue) {
        guard let file = files[cue] else { return }
        children.cut(playing)
        playing = children.start(path, arguments + [file])
    }

    /// Removes the cues written for this game; `stopping` also cuts off the one still playing,
    /// which otherwise ends by itself (its file is gone from the folder, not from the player).
    mutating func putAway(stopping: Bool) {
        if stopping {
            children.cut(playing)
            playing = -1
        }
        if let folder {
            for (_, file) in files where file.hasPrefix(folder + "/") { unlink(file) }
            rmdir(folder)
        }
        folder = nil
        files = [:]
    }

    /// A new folder only this user can read, in `parent`.
    private static func makeFolder(in parent: String) -> String? {
        var template = Array((parent + "/rps-sounds-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
    }

    private static func save(_ bytes: [UInt8], to file: String) -> Bool {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return writeAll(descriptor, bytes) == nil
    }
}
