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
/// and how to read it back (`utterances`), how keys reach the game and how time passes; typing,
/// waiting for speech and listening are the same for all.
protocol HeadlessScreenReader: AnyObject {
    /// Every utterance so far, oldest first.
    var utterances: [Utterance] { get }
    /// How many utterances there were when keys were last typed.
    var heardBeforeKeys: Int { get set }
    /// Sends keys to the game ("\r" is Enter) and returns once the last has gone.
    func send(_ keys: String)
    /// Lets the reader run for up to `seconds`.
    func pump(_ seconds: Double)
}

/// A screen reader that runs the game in a pseudo-terminal of its own (Fenrir, yasr).
protocol TerminalScreenReader: HeadlessScreenReader {
    /// The reader's own terminal, whose output must be read for the reader to go on.
    var session: PlaySession { get }
}

extension TerminalScreenReader {
    func send(_ keys: String) { session.type(keys) }
    func pump(_ seconds: Double) { session.pump(seconds) }
}

extension HeadlessScreenReader {
    /// Types keys and returns when they were sent.
    @discardableResult
    func type(_ keys: String) -> Date {
        heardBeforeKeys = utterances.count
        send(keys)
        return Date()
    }

    /// Waits until the utterances since the last keys hold every one of `lines`, in order, and
    /// returns those utterances.
    func hear(_ lines: [String], within seconds: Double = 6) throws -> [Utterance] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let heard = Array(utterances.dropFirst(heardBeforeKeys))
            if Speech.contains(heard.flatMap(\.parts), inOrder: lines) { return heard }
            guard Date() < deadline else {
                throw Speech.NotHeard(lines: lines, heard: heard.map(\.text))
            }
            pump(0.05)
        }
    }

    /// Lets the reader speak whatever is still coming for `seconds`; returns the utterances since
    /// the last keys.
    func listen(for seconds: Double) -> [Utterance] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { pump(0.05) }
        return Array(utterances.dropFirst(heardBeforeKeys))
    }
}

enum Speech {
    /// The lines a reader said, each with its time, without those that only echo what was typed
    /// or have no letter (the prompt). An echo is the typed line whole (after the prompt, as
    /// Fenrir reads the line at Enter) or a piece of it: the terminal shows each key as it is
    /// typed, and a reader that falls behind the typist reads the last few keys' echo as new
    /// text ("er" of "rock paper"). No line of the game is such a piece of what the tests type:
    /// a move's acknowledgement ends in a full stop, and every other line is longer.
    static func spoken(_ heard: [Utterance], typed: String) -> [(time: Date, text: String)] {
        heard.flatMap { utterance in utterance.parts.map { (utterance.time, $0) } }
            .filter { !(Binary.prompt + typed).contains($0.1) && $0.1.contains(where: \.isLetter) }
    }

    /// What a reader says for a line: a list that goes on to the next line ends in a comma, which
    /// a reader may not say.
    static func heard(_ line: String) -> String { line.hasSuffix(",") ? String(line.dropLast()) : line }

    /// The answer to `typed` (a help topic, say) as a piped game in `language` shows it, each line
    /// as a reader says it.
    static func answer(to typed: String, language: String) -> [String] {
        PipedRun(["--lang", language], typing: [typed]).lines.dropFirst(2).dropLast().map(heard)
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

    /// Whether `parts` hold every one of `lines`, in order, each within one part. A no-break space
    /// sounds as a space (`repeat` shows some), so it matches one.
    static func contains(_ parts: [String], inOrder lines: [String]) -> Bool {
        let parts = parts.map { String($0.map { $0 == "\u{00A0}" ? " " : $0 }) }
        var index = parts.startIndex
        for line in lines {
            guard let found = parts[index...].firstIndex(where: { $0.contains(line) }) else { return false }
            index = parts.index(after: found)
        }
        return true
    }

    /// What of `texts` (in `language`) a player would hear and should not: a word a reader says
    /// for a symbol (`ScreenReaderTests.noise`), or text with neither a letter nor a digit, such
    /// as what a reader passes on for the prompt, that espeak-ng does not keep silent.
    static func noise(in texts: [String], language: String) -> [String] {
        var found: [String] = []
        var silent: Set<String> = []
        for text in texts {
            for word in ScreenReaderTests.noise where text.contains(word) {
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

    struct NotHeard: Error, CustomStringConvertible {
        let lines: [String]
        let heard: [String]
        var description: String { "did not hear \(lines) in order; heard: \(heard)" }
    }
}

/// What a player hears of a round through any screen reader, in time: the move named at once
/// after Enter, then the result after the suspense pause (0.6 s by default) and soon after it.
enum RoundTiming {
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
}
