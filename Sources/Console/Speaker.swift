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
    private var programs = ChildPrograms()

    init(program: Program, voice: Voice) {
        self.program = program
        self.voice = voice
    }

    /// The first speech program on `PATH`: `spd-say`, then `espeak-ng`.
    static func find(path: String?) -> Program? {
        switch ChildPrograms.find(["spd-say", "espeak-ng"], path: path) {
        case ("spd-say", let found)?: .speechDispatcher(path: found)
        case (_, let found)?: .espeak(path: found)
        case nil: nil
        }
    }

    /// Speaks `text`, interrupting what is still being said.
    mutating func speak(_ text: String) {
        programs.reapFinished()
        switch program {
        case .speechDispatcher(let path):
            // spd-say hands the text to the server and returns within milliseconds. At priority
            // "text" a new message cancels older ones still playing, so messages must reach the
            // server in order: wait briefly for the previous client to be done.
            if let previous = programs.latest { _ = rps_await_child(previous, 100) }
            programs.start(
                path, ["spd-say", "-P", "text", "-l", voice.language, "-r", String(dispatcherRate), "--", text])
        case .espeak(let path):
            stopEspeak()
            speaking = programs.start(
                path, ["espeak-ng", "-v", voice.language, "-s", String(voice.wordsPerMinute), "--", text])
        }
    }

    /// Stops speech still playing.
    mutating func stop() {
        switch program {
        case .speechDispatcher(let path): programs.start(path, ["spd-say", "-C"])
        case .espeak: stopEspeak()
        }
    }

    private mutating func stopEspeak() {
        programs.stop(speaking)
        speaking = -1
    }

    /// speech-dispatcher's rate runs from -100 to 100 around its default, which for espeak is
    /// about 175 words a minute; map the words a minute onto it, 80 to -100 and 450 to 100.
    private var dispatcherRate: Int {
        let wpm = voice.wordsPerMinute
        let middle = Preferences.defaultSpeechRate
        let range = Preferences.speechRates
        return wpm >= middle
            ? (wpm - middle) * 100 / (range.upperBound - middle)
            : (wpm - middle) * 100 / (middle - range.lowerBound)
    }
}
