import Foundation
import Testing

/// A game heard through a screen reader and judged as a whole, by what was said and in what
/// order, not by how the reader grouped it into utterances: a busy Fenrir reads the echo of the
/// typed line, the move's name and the result in one utterance, Emacspeak cuts lines at commas,
/// yasr in tmux reads a full stop tmux drew apart on its own, Orca reads an answer of a web
/// terminal in one. Lines are typed, each answer is waited for until it has been heard (never for
/// a fixed time), and at the end everything heard of the game is matched, in order, with what it
/// should be (`judge`): a missing, doubled, reordered or extra line fails, wherever the reader cut
/// its utterances.
///
/// What should be heard is a sequence of answers, each after what was typed for it (`Heard.Slot`).
/// What was heard is every part of every utterance since the game started, normalised (a
/// no-break space sounds as a space, runs of space as one), without the parts that are not
/// words (what a reader passes on for the prompt, a space: the noise tests check those are
/// silent), the reader's own words (`HeadlessScreenReader.ownWords`) and lines the test's own
/// scaffolding printed (`ignoring`), each said exactly so. Then, answer by answer: the echo of what
/// was typed for it may come first, as whole parts that are each a piece of that line (the whole
/// line, after the prompt's mark, or the last keys of it when a reader falls behind the typist;
/// where a reader reads the echo with what came after it, Emacspeak in vterm, also as the first
/// words of the answer's first part: `echoMayOpenAnswer`); then the answer's words, side by side, and nothing else until the next answer's echo. An echo
/// is only taken where it can be one, before its answer, and only as much as lets the answer
/// follow: nothing of the game is ever taken for it. Words are compared without the punctuation at
/// their end: a reader may or may not say the comma that ends a list going on to the next line,
/// or pass the full stop tmux drew on its own (left out with the parts that are not words).
final class Hearing {
    let reader: any HeadlessScreenReader
    /// Utterances before the game, not judged.
    let before: Int
    /// Lines said exactly so that are not the game's, besides the reader's own words: what the
    /// test's own scaffolding printed (a shell's word that it runs), which a reader may read again
    /// when the screen is redrawn.
    private let ignoring: Set<String>
    /// What should have been heard so far, answer by answer.
    private(set) var slots: [Heard.Slot] = []
    /// What was typed since the last answer was waited for: its echo may come before the next,
    /// and so may these words, said exactly so.
    private var typing: String?
    private var alsoBefore: Set<String> = []
    /// Where the answers waited for so far end in the words heard.
    private var matched = 0
    /// Whether the reader reads the last keys' echo with the answer when it falls behind: Emacspeak
    /// in vterm reads what the terminal showed since its last reading at once, so a syllable
    /// whose echo came after its key was read is heard just before the answer, in one utterance.
    var echoMayOpenAnswer = false

    /// Hears `reader` from its start, or, `fromNow`, from now on (after what came before the game,
    /// a multiplexer's start, once it has been heard: otherwise what a busy reader said before the
    /// hearing began would be lost to it). `typed` is what was typed to start the game, whose echo
    /// may come before its welcome.
    init(_ reader: any HeadlessScreenReader, typed: String? = nil, ignoring: Set<String> = [], fromNow: Bool = false) {
        self.reader = reader
        self.typing = typed
        self.ignoring = ignoring
        before = fromNow ? reader.utterances.count : 0
    }

    /// The utterances since the game was started.
    var utterances: [Utterance] { Array(reader.utterances.dropFirst(before)) }

    /// The parts heard since the game was started that are words and not the reader's own, echoes
    /// and all.
    var lines: [Heard.Line] {
        Heard.lines(of: utterances) { self.ignoring.contains($0) || self.reader.isOwn($0) }
    }

    /// Types `line` and Enter, as a player does; returns the moment just before. `alsoBefore`:
    /// what a reader may say besides the echo before the answer (a program started from a shell
    /// leaves the cursor a moment on the empty line the shell left, which Fenrir calls "blank").
    @discardableResult
    func type(_ line: String, alsoBefore: Set<String> = []) -> Date {
        self.alsoBefore = alsoBefore
        return press(line + "\r", typing: line)
    }

    /// Presses `keys` as they are (quick keys); `typing` is what they show if echoed. Returns the
    /// moment just before.
    @discardableResult
    func press(_ keys: String, typing shown: String? = nil) -> Date {
        typing = (typing ?? "") + (shown ?? keys)
        let moment = Date()
        reader.send(keys)
        return moment
    }

    /// Waits until `answer` has been heard after everything waited for before, after the echo of
    /// what was typed since, each line whole and in order and nothing else; returns when each line
    /// was heard (its utterance's time). Throws what was heard if it has not been within
    /// `seconds`.
    @discardableResult
    func hear(_ answer: [String], within seconds: Double = 15) throws -> [Date] {
        let slot = Heard.Slot(
            echo: typing, lines: answer, alsoBefore: alsoBefore, echoMayOpenAnswer: echoMayOpenAnswer)
        typing = nil
        alsoBefore = []
        slots.append(slot)
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let heard = lines
            let words = Heard.words(of: heard)
            if let found = Heard.match(slot, in: words, parts: heard, from: matched) {
                matched = found.end
                return found.starts.map { heard[words[$0].part].time }
            }
            guard Date() < deadline else {
                throw NotHeard(
                    description: "did not hear \(answer) within \(seconds) s: "
                        + Heard.difference(at: matched, in: words, expected: [slot])
                        + "; heard of the game: \(heard.map(\.text)); all utterances: \(utterances.map(\.text)); "
                        + reader.diagnosis)
            }
            reader.pump(0.05)
        }
    }

    /// Waits until a part holding `text` has been heard, whatever came with it: for what comes
    /// before the game (a shell's word that it runs), which is not judged.
    func wait(for text: String, within seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !lines.contains(where: { $0.text.contains(text) }) {
            guard Date() < deadline else {
                throw NotHeard(
                    description: "did not hear \(text.debugDescription) within \(seconds) s; heard: "
                        + "\(utterances.map(\.text)); \(reader.diagnosis)")
            }
            reader.pump(0.05)
        }
    }

    /// Listens `seconds` more for anything late, then matches everything heard with every answer
    /// in order: nothing missing, doubled, reordered or added. Listening longer only finds more: a
    /// busy machine that outruns it makes the test miss a late extra, never fail.
    /// With `RPS_HEARD_DIR` set, what was heard is also written there as `recording`.txt, one
    /// utterance a line after its second from the first: a game as a player heard it in a place.
    func judge(
        listening seconds: Double = 0.5, recording: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { reader.pump(0.05) }
        if let recording, let folder = ProcessInfo.processInfo.environment["RPS_HEARD_DIR"], !folder.isEmpty {
            let said = utterances
            let start = said.first?.time ?? Date()
            let text = said.map { String(format: "%6.2f  ", $0.time.timeIntervalSince(start)) + $0.text + "\n" }
            try? text.joined().write(toFile: folder + "/" + recording + ".txt", atomically: true, encoding: .utf8)
        }
        let heard = lines
        if let problem = Heard.judge(slots, in: heard) {
            Issue.record(
                "\(problem)\nheard of the game: \(heard.map(\.text))\nall utterances: \(utterances.map(\.text))",
                sourceLocation: sourceLocation)
        }
    }

    struct NotHeard: Error, CustomStringConvertible {
        let description: String
    }
}

/// The rules `Hearing` applies, pure: what of an utterance is heard as words, and how what was
/// heard matches what should have been.
enum Heard {
    /// A part of an utterance, normalised, and when its utterance was made.
    struct Line: CustomStringConvertible {
        let time: Date
        let text: String
        var description: String { text }
    }

    /// What should be heard after something was typed: its echo (or none) and what else may come
    /// before the answer, then the lines.
    struct Slot {
        let echo: String?
        let lines: [String]
        var alsoBefore: Set<String> = []
        /// Whether the last keys' echo may also open the answer's first part, before its words:
        /// for a reader that reads what the terminal showed since its last reading at once.
        var echoMayOpenAnswer = false
    }

    /// A word heard, and the part it is in.
    struct Word {
        let text: String
        let part: Int
    }

    /// The prompt's mark, which a reader reads with the typed line after it.
    static let promptMark: Character = "›"

    /// The parts of `utterances` that are words, normalised, without the reader's `own` words.
    static func lines(of utterances: [Utterance], own: Set<String>) -> [Line] {
        lines(of: utterances) { own.contains($0) }
    }

    /// The parts of `utterances` that are words, normalised, without those that are the reader's.
    static func lines(of utterances: [Utterance], own isOwn: (String) -> Bool) -> [Line] {
        utterances.flatMap { utterance in
            utterance.parts.compactMap { part -> Line? in
                let text = normalised(part)
                guard text.contains(where: { $0.isLetter || $0.isNumber }), !isOwn(text) else { return nil }
                return Line(time: utterance.time, text: text)
            }
        }
    }

    /// `text` as it sounds: a no-break space as a space, runs of space as one, none at the ends.
    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{00A0}" }).joined(separator: " ")
    }

    /// Whether `text` (normalised) only echoes `typed`: after the prompt's mark, if it starts with
    /// one, a piece of it. A character the reader got cut in two (yasr reads a syllable whose bytes
    /// came in two writes as U+FFFD) is left out first.
    static func isEcho(_ text: String, of typed: String) -> Bool {
        var bare = Substring(text.filter { $0 != "\u{FFFD}" })
        if bare.first == promptMark { bare = bare.dropFirst().drop(while: \.isWhitespace) }
        return !bare.isEmpty && normalised(typed).contains(bare)
    }

    /// The words of `lines`, in order, each with the part it is in.
    static func words(of lines: [Line]) -> [Word] {
        lines.enumerated().flatMap { index, line in words(line.text).map { Word(text: $0, part: index) } }
    }

    /// The words of `text`, each without the punctuation at its end.
    static func words(_ text: String) -> [String] {
        normalised(text).split(separator: " ").map { word in
            String(word.reversed().drop { ",.!?:;".contains($0) }.reversed())
        }
        .filter { !$0.isEmpty }
    }

    /// `slot` in `words` from word `start`: whole parts that echo what was typed, as few as let the
    /// lines follow, then the lines' words side by side. Where each line starts, and the word after
    /// the last.
    static func match(_ slot: Slot, in words: [Word], parts: [Line], from start: Int) -> (starts: [Int], end: Int)? {
        var tries = [start]
        if let echo = slot.echo {
            var next = start
            while next < words.count, next == 0 || words[next - 1].part != words[next].part,
                isEcho(parts[words[next].part].text, of: echo) || slot.alsoBefore.contains(parts[words[next].part].text)
            {
                let part = words[next].part
                while next < words.count, words[next].part == part { next += 1 }
                tries.append(next)
            }
            // The part after the whole echoes may open with the last keys' echo: each of its
            // first words that, with those before them, are a piece of the typed line, but never
            // the whole part.
            if slot.echoMayOpenAnswer, next < words.count, next == 0 || words[next - 1].part != words[next].part {
                let part = words[next].part
                var end = next
                while end + 1 < words.count, words[end + 1].part == part,
                    isEcho(words[next...end].map(\.text).joined(separator: " "), of: echo)
                {
                    end += 1
                    tries.append(end)
                }
            }
        }
        for from in tries {
            var position = from
            var starts: [Int] = []
            for line in slot.lines {
                let needle = self.words(line)
                guard !needle.isEmpty else { continue }
                guard position + needle.count <= words.count,
                    zip(words[position..<position + needle.count], needle).allSatisfy({ $0.text == $1 })
                else { break }
                starts.append(position)
                position += needle.count
            }
            if starts.count == slot.lines.filter({ !self.words($0).isEmpty }).count { return (starts, position) }
        }
        return nil
    }

    /// Whether `heard` is exactly `slots`, in order: what is wrong where, or nil.
    static func judge(_ slots: [Slot], in heard: [Line]) -> String? {
        let words = words(of: heard)
        var position = 0
        for (index, slot) in slots.enumerated() {
            guard let found = match(slot, in: words, parts: heard, from: position) else {
                return
                    "answer \(index + 1) of \(slots.count) (after \(slot.echo.map { $0.debugDescription } ?? "nothing typed")): "
                    + difference(at: position, in: words, expected: Array(slots[index...]))
            }
            position = found.end
        }
        guard position == words.count else {
            return "heard more than the game said, after its last answer: "
                + words[position...].prefix(12).map(\.text).joined(separator: " ").debugDescription
        }
        return nil
    }

    /// What was heard from word `position` against what should have been, for a message.
    static func difference(at position: Int, in words: [Word], expected: [Slot]) -> String {
        let heard = words[min(position, words.count)...].prefix(14).map(\.text).joined(separator: " ")
        let meant = expected.flatMap { ($0.echo.map { ["[\($0)]"] } ?? []) + $0.lines.flatMap(self.words) }
            .prefix(14).joined(separator: " ")
        return
            "heard \(heard.debugDescription), expected \(meant.debugDescription) (an echo in brackets may come first)"
    }

    /// Whether the words of `heard` are those of `expected`, in order: what differs, or nil. For
    /// what a reader said at once with no echo (a web terminal's live region).
    static func difference(heard: [String], expected: [String]) -> String? {
        let said = heard.flatMap(words)
        let meant = expected.flatMap(words)
        guard said != meant else { return nil }
        return
            "said \(said.joined(separator: " ").debugDescription), not \(meant.joined(separator: " ").debugDescription)"
    }
}
