import CTerminal
import Play
import Settings

/// Self-voicing for players without a screen reader (`--speak`): each new piece of narration is
/// spoken by speech-dispatcher's `spd-say` when present, else by `espeak-ng`, in the game's
/// language. New narration interrupts speech still playing, so a player who types ahead never
/// waits, and nothing here waits for speech: the game goes on at once.
struct Speaker {
    enum Program: Equatable {
        case speechDispatcher(path: String)
        case espeak(path: String)
    }

    let program: Program
    var voice: Voice
    /// The espeak-ng process speaking now, if any.
    private var speaking: Int32 = -1
    /// Every program started and not yet reaped.
    private var running: [Int32] = []

    init(program: Program, voice: Voice) {
        self.program = program
        self.voice = voice
    }

    /// The first speech program on `PATH`: `spd-say`, then `espeak-ng`.
    static func find(path: String?) -> Program? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        func locate(_ name: String) -> String? {
            folders.lazy.map { ($0.isEmpty ? "." : $0) + "/" + name }.first { access($0, X_OK) == 0 }
        }
        if let spd = locate("spd-say") { return .speechDispatcher(path: spd) }
        if let espeak = locate("espeak-ng") { return .espeak(path: espeak) }
        return nil
    }

    /// Speaks `text`, interrupting what is still being said.
    mutating func speak(_ text: String) {
        reapFinished()
        switch program {
        case .speechDispatcher(let path):
            // spd-say hands the text to the server and returns within milliseconds. At priority
            // "text" a new message cancels older ones still playing, so messages must reach the
            // server in order: wait briefly for the previous client to be done.
            if let previous = running.last { _ = rps_await_child(previous, 100) }
            reapFinished()
            spawn(path, ["spd-say", "-P", "text", "-l", voice.language, "-r", String(dispatcherRate), "--", text])
        case .espeak(let path):
            stopEspeak()
            speaking = spawn(path, ["espeak-ng", "-v", voice.language, "-s", String(voice.wordsPerMinute), "--", text])
        }
    }

    /// Stops speech still playing.
    mutating func stop() {
        reapFinished()
        switch program {
        case .speechDispatcher(let path): spawn(path, ["spd-say", "-C"])
        case .espeak: stopEspeak()
        }
    }

    private mutating func stopEspeak() {
        rps_stop_child(speaking)
        running.removeAll { $0 == speaking }
        speaking = -1
    }

    /// Reaps programs that have finished, so none is left a zombie.
    private mutating func reapFinished() {
        running.removeAll { rps_child_ended($0) == 1 }
    }

    /// speech-dispatcher's rate runs from -100 to 100 around its default, which for espeak is
    /// about 175 words a minute; map the words a minute onto it, 80 to -100 and 450 to 100.
    private var dispatcherRate: Int {
        let wpm = voice.wordsPerMinute, middle = Preferences.defaultSpeechRate, range = Preferences.speechRates
        return wpm >= middle ? (wpm - middle) * 100 / (range.upperBound - middle)
                             : (wpm - middle) * 100 / (middle - range.lowerBound)
    }

    /// Starts the program with an argument vector, never a shell, so no text can run a command.
    @discardableResult
    private mutating func spawn(_ path: String, _ arguments: [String]) -> Int32 {
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let pid = pointers.withUnsafeMutableBufferPointer { rps_spawn_quiet(path, $0.baseAddress) }
        if pid > 0 { running.append(pid) }
        return pid
    }
}
