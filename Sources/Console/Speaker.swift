import CTerminal
import Play
import Settings

/// Self-voicing for players without a screen reader (`--speak`): each new piece of narration is
/// spoken in the game's language through one connection of the game's own to speech-dispatcher
/// (`SSIPConnection`), opened when the voice starts and kept until it stops, else by `espeak-ng`.
/// New narration interrupts speech still playing, so a player who types ahead never waits, and
/// hush stops only the game's own speech, never a screen reader's (speech-dispatcher's
/// `spd-say -C`, which the game once used, cancels every client's).
///
/// Nothing here waits on speech for long: each request to the server must be answered within
/// `answerTime`; a server that does not answer in time, or goes away, is left for the rest of the
/// voice's life, and espeak-ng speaks instead (or nothing, without it).
struct Speaker {
    /// What this machine offers the game's voice, found without speaking to anything when the
    /// voice is first wanted (at launch only with speech on), and kept for the rest of the game.
    struct Programs {
        let dispatcher: SpeechDispatcher?
        /// `PATH`, where espeak-ng is looked for each time the voice starts.
        let path: String?

        static func find(path: String?) -> Programs {
            Programs(dispatcher: SpeechDispatcher.find(path: path), path: path)
        }

        var espeak: String? { ChildPrograms.find(["espeak-ng"], path: path)?.path }
    }

    /// The longest the game waits for speech-dispatcher to answer one request (a text with the
    /// voice's settings, a cancel, the greeting). A healthy local server answers within a
    /// millisecond; a server that takes longer is left after this one wait, a hiccup of a quarter
    /// of a second that never comes again.
    static let answerTime = 0.25
    /// The longest the game waits, when the voice starts, for `speech-dispatcher --spawn` to have
    /// started a server that listens. The server loads its synthesizers first (0.1 to 0.5 s
    /// measured; its manual asks clients to allow half a second).
    static let spawnTime = 2.0
    /// The priority of every message. speech-dispatcher orders the messages of all its clients by
    /// priority. At "text" the game yields to a screen reader: Orca speaks at "message", which
    /// cancels text still playing or waiting, and text waits while a message plays, so the game
    /// never talks over Orca or delays it. A new text cancels the text before it, the game's own or
    /// another client's (Fenrir speaks at speech-dispatcher's default, text), as a new line cuts
    /// off the last in a screen reader; that is how a new answer cuts off the last one here.
    /// "message" would queue behind Orca and after it (each line heard twice, in turn) and cancel
    /// Fenrir's text and hold back its next; "important" cuts every screen reader off and cannot be
    /// cut; "notification" and "progress" are dropped whenever anything else speaks, and a player
    /// typing with key echo would lose the answer.
    static let priority = "text"

    private enum Channel {
        /// The game's own connection to speech-dispatcher, and the voice last set on it.
        case dispatcher(SSIPConnection, set: Voice?)
        /// espeak-ng, a program for each text; the one still speaking, if any.
        case espeak(path: String, speaking: Int32)
        /// Neither: the server stopped answering and there is no espeak-ng.
        case silent
    }

    private var channel: Channel
    private let espeak: String?
    /// The voice to speak in; set before the first text.
    var voice: Voice?
    private var programs = ChildPrograms()

    /// The voice through speech-dispatcher when it answers (started first when none runs and its
    /// program is here), else through espeak-ng; nil when there is neither.
    init?(_ found: Programs) {
        espeak = found.espeak
        if let dispatcher = found.dispatcher, let connection = Self.connect(dispatcher, programs: &programs) {
            channel = .dispatcher(connection, set: nil)
        } else if let espeak {
            channel = .espeak(path: espeak, speaking: -1)
        } else {
            return nil
        }
    }

    /// Speaks `text`, interrupting what the game is still saying.
    mutating func speak(_ text: String) {
        programs.reapFinished()
        guard let voice else { return }
        switch channel {
        case .dispatcher(var connection, let set):
            let deadline = Deadline(in: Self.answerTime)
            var answered = true
            if set?.language != voice.language {
                answered = connection.send("SET SELF LANGUAGE \(voice.language)", until: deadline) != nil
            }
            if answered, set?.wordsPerMinute != voice.wordsPerMinute {
                answered = connection.send("SET SELF RATE \(Self.dispatcherRate(voice))", until: deadline) != nil
            }
            if answered, connection.speak(text, until: deadline) != nil {
                channel = .dispatcher(connection, set: voice)
            } else {
                fallBack(from: connection)
                speak(text)
            }
        case .espeak(let path, let speaking):
            programs.stop(speaking)
            let started = programs.start(
                path, ["espeak-ng", "-v", voice.language, "-s", String(voice.wordsPerMinute), "--", text])
            channel = .espeak(path: path, speaking: started)
        case .silent:
            break
        }
    }

    /// Stops the game's own speech, still playing or waiting to be played; nobody else's.
    mutating func stop() {
        switch channel {
        case .dispatcher(var connection, let set):
            if connection.send("CANCEL SELF", until: Deadline(in: Self.answerTime)) != nil {
                channel = .dispatcher(connection, set: set)
            } else {
                fallBack(from: connection)
            }
        case .espeak(let path, let speaking):
            programs.stop(speaking)
            channel = .espeak(path: path, speaking: -1)
        case .silent:
            break
        }
    }

    /// Whether nothing is left to speak with: the server stopped answering and there is no
    /// espeak-ng.
    var isSilent: Bool {
        if case .silent = channel { true } else { false }
    }

    /// Ends the connection, if any, when the voice stops or the game ends; what was asked for is
    /// still said.
    mutating func close() {
        if case .dispatcher(var connection, _) = channel { connection.quit(until: Deadline(in: Self.answerTime)) }
        channel = .silent
    }

    /// The server did not answer: leave it, and speak with espeak-ng from now on, if it is here.
    private mutating func fallBack(from connection: SSIPConnection) {
        connection.abandon()
        channel = espeak.map { .espeak(path: $0, speaking: -1) } ?? .silent
    }

    /// A connection to the server, which is started when it does not answer and its program is
    /// here, as speech-dispatcher's own client library does; the game names itself
    /// (`user:rps:main`, so the server's settings can give it a voice of its own) and its priority.
    private static func connect(_ dispatcher: SpeechDispatcher, programs: inout ChildPrograms) -> SSIPConnection? {
        var connection = SSIPConnection(dispatcher.address, until: Deadline(in: answerTime))
        if connection == nil, case .unixSocket(let path) = dispatcher.address, let server = dispatcher.server {
            let spawner = programs.start(
                server,
                ["speech-dispatcher", "--spawn", "--communication-method", "unix_socket", "--socket-path", path])
            // Exits once the server listens, or at once when it will not start; a server still
            // starting after spawnTime is not waited for (and the spawner is reaped later).
            if spawner > 0, rps_await_child(spawner, Int32(spawnTime * 1000)) == 1 {
                connection = SSIPConnection(dispatcher.address, until: Deadline(in: answerTime))
            }
        }
        guard var connection else { return nil }
        let deadline = Deadline(in: answerTime)
        guard connection.send("SET SELF CLIENT_NAME \(clientUser):rps:main", until: deadline) != nil,
            connection.send("SET SELF PRIORITY \(priority)", until: deadline) != nil
        else {
            connection.abandon()
            return nil
        }
        return connection
    }

    /// The user's name as a client name's first part takes it: letters, digits, '-' and '_'.
    private static var clientUser: String {
        let name = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_name) } ?? ""
        let kept = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
        return kept.isEmpty ? "unknown" : kept
    }

    /// speech-dispatcher's rate runs from -100 to 100 around its default, which for espeak is
    /// about 175 words a minute; map the words a minute onto it, 80 to -100 and 450 to 100.
    private static func dispatcherRate(_ voice: Voice) -> Int {
        let wpm = voice.wordsPerMinute
        let middle = Preferences.defaultSpeechRate
        let range = Preferences.speechRates
        return wpm >= middle
            ? (wpm - middle) * 100 / (range.upperBound - middle)
            : (wpm - middle) * 100 / (middle - range.lowerBound)
    }
}
