import Foundation
import Testing

/// One utterance of a screen reader: when it was sent to speech, and its parts (the lines it
/// read in one go).
struct Utterance: CustomStringConvertible {
    let time: Date
    let parts: [String]
    var text: String { parts.joined(separator: " / ") }
    var description: String { text }
}

/// A screen reader run headless with the game inside it. Each reader says where its speech goes
/// and how to read it back (`utterances`), how keys reach it and how time passes; a game is heard
/// through it the same way for all (`Hearing`).
protocol HeadlessScreenReader: AnyObject {
    /// Every utterance so far, oldest first.
    var utterances: [Utterance] { get }
    /// What the reader says of its own, never for the game's output, each said exactly so
    /// (Fenrir's "Start Fenrir"): `Hearing` leaves these out.
    var ownWords: Set<String> { get }
    /// Sends keys to the game ("\r" is Enter) and returns once the last has gone.
    func send(_ keys: String)
    /// Lets the reader run for up to `seconds`.
    func pump(_ seconds: Double)
    /// What a failed test should say of the reader's state besides what it heard.
    var diagnosis: String { get }
    /// Whether the reader says `text` (normalised) of its own (by default: one of `ownWords`).
    func isOwn(_ text: String) -> Bool
}

extension HeadlessScreenReader {
    var ownWords: Set<String> { [] }
    var diagnosis: String { "" }

    /// Whether the reader says `text` (normalised) of its own: one of its own words.
    func isOwn(_ text: String) -> Bool { ownWords.contains(text) }
}

/// A screen reader that runs the game in a pseudo-terminal of its own (Fenrir, yasr), which also
/// shows what the game writes: when the game wrote a line can be read there, whatever the reader
/// made of it.
protocol TerminalScreenReader: HeadlessScreenReader {
    /// The reader's own terminal, whose output must be read for the reader to go on.
    var session: PlaySession { get }
}

extension TerminalScreenReader {
    func send(_ keys: String) { session.type(keys) }
    func pump(_ seconds: Double) { session.pump(seconds) }

    /// When `text` first reached the reader's terminal after `moment`, waiting for it a while: a
    /// reader may log what it said before the terminal's bytes are read here (yasr's log is a file).
    func shown(_ text: String, after moment: Date) -> Date? {
        let deadline = Date().addingTimeInterval(5)
        while true {
            if let found = session.arrival(of: text, after: moment) { return found }
            guard Date() < deadline else { return nil }
            session.pump(0.05)
        }
    }

    /// The end of what the reader's terminal showed.
    var screenTail: String { "its terminal last showed: \(String(session.screen.suffix(600)).debugDescription)" }
}

enum Speech {
    /// The answer to `typed` (a help topic, say) as a piped game in `language` shows it, each line
    /// as the game writes it.
    static func answer(to typed: String, language: String) -> [String] {
        Array(PipedRun(["--lang", language], typing: [typed]).lines.dropFirst(2).dropLast())
    }

    /// Seconds espeak-ng needs to say `text` in `language` at its default rate.
    static func seconds(toSpeak text: String, in language: String) throws -> Double {
        let wave = FileManager.default.temporaryDirectory.appendingPathComponent("rps-\(UUID().uuidString).wav").path
        defer { unlink(wave) }
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        run.arguments = ["-v", language, "-w", wave, "--", text]
        try run.run()
        run.waitUntilExit()
        let bytes = (try FileManager.default.attributesOfItem(atPath: wave)[.size] as? Int) ?? 0
        let seconds = Double(bytes - 44) / (22_050 * 2)
        #expect(seconds > 1, "espeak-ng wrote no speech")
        return seconds
    }

    /// What of `texts` (in `language`) a player would hear and should not: a word a reader says
    /// for a symbol (`noiseWords`), or text with neither a letter nor a digit, such as what a
    /// reader passes on for the prompt, that espeak-ng does not keep silent.
    static func noise(in texts: [String], language: String) -> [String] {
        var found: [String] = []
        var silent: Set<String> = []
        for text in texts {
            for word in noiseWords where text.contains(word) {
                found.append("noise \(word.debugDescription) in \(text.debugDescription)")
            }
            let bare = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !bare.isEmpty, !bare.contains(where: { $0.isLetter || $0.isNumber }), !silent.contains(bare) else {
                continue
            }
            if isSilent(bare, language: language) {
                silent.insert(bare)
            } else {
                found.append("\(bare.debugDescription), which espeak-ng says aloud")
            }
        }
        return found
    }

    /// Words a reader says for symbols it should never have been given (`greater` is the
    /// prompt's old `>` through speech-dispatcher, `greater than` through yasr; Emacspeak names a
    /// character it does not pass on, as the mark's "single right-pointing angle quotation mark"
    /// or Hangul's "hangul syllable ba").
    static let noiseWords = [
        "\u{1B}", "[", "]", "{", "}", ">", "<", "|", "FE0F", "fe0f", "letter", "bracket", "dash", "slash",
        "greater", "equals", "percent sign", "hash", "underline", "tilde", "quotation mark", "hangul syllable",
    ]

    /// Whether espeak-ng, the synthesizer the three readers speak through as Debian sets them up
    /// (Fenrir's own command, yasr and Orca through speech-dispatcher), makes no sound of `text`
    /// in `language`: it writes no phoneme for it. What a reader passes on for the prompt must be
    /// silent.
    static func isSilent(_ text: String, language: String) -> Bool {
        guard let phonemes = output(of: "/usr/bin/espeak-ng", ["-q", "-x", "-v", language, "--", text]) else {
            return false
        }
        return !phonemes.contains(where: \.isLetter)
    }
}

/// What a player hears of a round in time: the move named at once after Enter, then the result
/// after the suspense pause (0.7 s by default) and soon after it.
enum RoundTiming {
    /// As the game wrote it to the reader's terminal: the move within 0.3 s of Enter, the result
    /// from 0.6 s to 1.2 s after it. What a busy reader makes of the two is its own timing, not
    /// the game's.
    static func expect(
        named acknowledged: TimeInterval, result revealed: TimeInterval,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(acknowledged <= 0.3, "the move was named \(acknowledged) s after Enter", sourceLocation: sourceLocation)
        #expect(revealed <= 1.2, "the result came \(revealed) s after Enter", sourceLocation: sourceLocation)
        #expect(
            revealed >= 0.6, "the result came \(revealed) s after Enter, before the suspense pause",
            sourceLocation: sourceLocation)
    }

    /// As a reader that shows no terminal said it (Orca): the result not before the pause, and
    /// the move heard on its own during it, before the result, however late the reader is.
    static func expectHeard(
        named acknowledged: TimeInterval, result revealed: TimeInterval,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            revealed >= 0.6, "the result was heard \(revealed) s after Enter, before the suspense pause",
            sourceLocation: sourceLocation)
        #expect(
            revealed - acknowledged >= 0.3,
            "the move was heard \(acknowledged) s after Enter, the result \(revealed) s: not during the pause",
            sourceLocation: sourceLocation)
    }
}
