import Foundation
import Testing

/// A game heard through a screen reader and judged as a whole, by what was said and in what
/// order, not by how the reader grouped it into utterances: a busy Fenrir reads the echo of the
/// typed line, the move's name and the result in one utterance, Emacspeak cuts lines at commas,
/// Orca reads an answer of a web terminal in one. Lines are typed, each answer is waited for
/// until it has been heard (never for a fixed time), and at the end every word heard of the game
/// is compared with every word expected (`judge`): a missing, doubled, reordered or extra line
/// fails, wherever the reader cut its utterances.
///
/// What is heard of the game is every part of every utterance since the game was started,
/// normalised (a no-break space sounds as a space, runs of space as one), less what is not the
/// game's, by rules that cannot take a line of the game:
/// - a part without a letter or a digit: what a reader passes on for the prompt, a space (the
///   noise tests check that those are silent);
/// - the reader's own words (`HeadlessScreenReader.ownWords`), said exactly so;
/// - the echo of what was typed: a part that is, after the prompt's mark, a piece of a line typed
///   (the whole line, or the last keys of it when a reader falls behind the typist). `judge`
///   checks that no line the game is expected to say is a piece of a line typed, so no line of the
///   game can be taken for an echo; a part that holds an echo and a line of the game is neither.
/// Words are compared without a comma at their end: a reader may or may not say the comma that
/// ends a list going on to the next line, and one that cuts at commas (Emacspeak) keeps them.
final class Hearing {
    let reader: any HeadlessScreenReader
    /// Utterances before the game, not judged.
    private let before: Int
    /// Every line typed, for the echo rule.
    private(set) var typed: [String] = []
    /// Every line the game is expected to have said, in order.
    private(set) var expected: [String] = []
    /// Where the answers waited for so far end in what was heard: the part (counted over all
    /// parts of all utterances since the game started) and the word in it. A place in the parts
    /// as heard, which stays where it is when a line typed later makes an earlier part an echo.
    private var matched = (part: 0, word: 0)

    /// Starts hearing `reader` from now on; earlier utterances (a reader's start) are not judged.
    /// `typed` is what was typed before, to start the game, whose echo may still come.
    init(_ reader: any HeadlessScreenReader, typed: [String] = []) {
        self.reader = reader
        self.typed = typed
        before = reader.utterances.count
    }

    /// The utterances since the game was started.
    var utterances: [Utterance] { Array(reader.utterances.dropFirst(before)) }

    /// What was heard of the game: each part of each utterance, normalised, less what is not the
    /// game's.
    var lines: [Heard.Line] { Heard.lines(of: utterances, typed: typed, own: reader.ownWords) }

    /// Types `line` and Enter, as a player does; returns the moment just before.
    @discardableResult
    func type(_ line: String) -> Date {
        press(line + "\r", typing: line)
    }

    /// Presses `keys` as they are (quick keys); `typing` is what they show if echoed. Returns the
    /// moment just before.
    @discardableResult
    func press(_ keys: String, typing: String? = nil) -> Date {
        typed.append(typing ?? keys)
        let moment = Date()
        reader.send(keys)
        return moment
    }

    /// Waits until `answer` has been heard after everything heard before it, each line whole and in
    /// order, others allowed in between (`judge` will find them); returns when each line was
    /// heard (its utterance's time). Throws what was heard if it has not been within `seconds`.
    @discardableResult
    func hear(_ answer: [String], within seconds: Double = 15) throws -> [Date] {
        expected += answer
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let heard = lines
            let words = Heard.words(of: heard)
            let start =
                words.firstIndex {
                    let part = heard[$0.line].part
                    return part > matched.part || (part == matched.part && $0.offset >= matched.word)
                } ?? words.count
            if let found = Heard.find(answer, in: words.map(\.word), from: start) {
                matched =
                    found.end < words.count
                    ? (heard[words[found.end].line].part, words[found.end].offset)
                    : (heard.last.map { $0.part + 1 } ?? 0, 0)
                return found.starts.map { heard[words[$0].line].time }
            }
            guard Date() < deadline else {
                let after = words.prefix(start).suffix(8).map(\.word).joined(separator: " ")
                throw NotHeard(
                    description: "did not hear \(answer) in order after \(after.debugDescription) within \(seconds) s; "
                        + "heard of the game: \(heard.map(\.text)); all utterances: \(utterances.map(\.text))")
            }
            reader.pump(0.05)
        }
    }

    /// Listens `seconds` more for anything late, then compares every word heard with every word
    /// expected: nothing missing, doubled, reordered or added. Listening longer only finds more:
    /// a busy machine that outruns it makes the test miss a late extra, never fail. Also checks
    /// that the echo rule could not have taken a line of the game.
    func judge(listening seconds: Double = 0.5, sourceLocation: SourceLocation = #_sourceLocation) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { reader.pump(0.05) }
        for line in expected where Heard.isEcho(Heard.normalised(line), of: typed) {
            Issue.record(
                "the line \(line.debugDescription) is a piece of what was typed: its echo could not be told from it",
                sourceLocation: sourceLocation)
        }
        let heard = lines
        if let difference = Heard.difference(heard: heard.map(\.text), expected: expected) {
            Issue.record(
                "\(difference)\nheard of the game: \(heard.map(\.text))\nall utterances: \(utterances.map(\.text))",
                sourceLocation: sourceLocation)
        }
    }

    struct NotHeard: Error, CustomStringConvertible {
        let description: String
    }
}

/// The rules `Hearing` applies, pure: what of an utterance is the game's, and how two sequences
/// of lines compare.
enum Heard {
    /// A line heard: a part of an utterance, normalised, when its utterance was made, and which
    /// part it is of all the parts of all the utterances.
    struct Line: CustomStringConvertible {
        let time: Date
        let text: String
        var part = 0
        var description: String { text }
    }

    /// The prompt's mark, which a reader reads with the typed line after it.
    static let promptMark: Character = "›"

    /// The parts of `utterances` that are the game's, normalised: without those with no letter
    /// or digit, the reader's `own` words and the echo of what was `typed`.
    static func lines(of utterances: [Utterance], typed: [String], own: Set<String>) -> [Line] {
        let parts = utterances.flatMap { utterance in utterance.parts.map { (utterance.time, $0) } }
        return parts.enumerated().compactMap { index, part -> Line? in
            let text = normalised(part.1)
            guard text.contains(where: { $0.isLetter || $0.isNumber }), !own.contains(text), !isEcho(text, of: typed)
            else { return nil }
            return Line(time: part.0, text: text, part: index)
        }
    }

    /// `text` as it sounds: a no-break space as a space, runs of space as one, none at the ends.
    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{00A0}" }).joined(separator: " ")
    }

    /// Whether `text` (normalised) only echoes what was typed: after the prompt's mark, if it
    /// starts with one, a piece of one of the lines `typed`.
    static func isEcho(_ text: String, of typed: [String]) -> Bool {
        var bare = Substring(text)
        if bare.first == promptMark { bare = bare.dropFirst().drop(while: \.isWhitespace) }
        guard !bare.isEmpty else { return false }
        return typed.contains { normalised($0).contains(bare) }
    }

    /// The words of `lines`, each without a comma at its end, with the line it came from and its
    /// place in it.
    static func words(of lines: [Line]) -> [(word: String, line: Int, offset: Int)] {
        lines.enumerated().flatMap { index, line in
            words(line.text).enumerated().map { ($0.element, index, $0.offset) }
        }
    }

    static func words(_ text: String) -> [String] {
        normalised(text).split(separator: " ").map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
            .filter { !$0.isEmpty }
    }

    /// Where each of `lines` is, in order, in `words` from `start`: each line's words side by side.
    /// The index of each line's first word, and the index after the last line's last word.
    static func find(_ lines: [String], in words: [String], from start: Int) -> (starts: [Int], end: Int)? {
        var position = start
        var starts: [Int] = []
        for line in lines {
            let needle = self.words(line)
            guard !needle.isEmpty else { continue }
            guard
                let found = stride(from: position, through: words.count - needle.count, by: 1).first(where: {
                    Array(words[$0..<$0 + needle.count]) == needle
                })
            else { return nil }
            starts.append(found)
            position = found + needle.count
        }
        return (starts, position)
    }

    /// Where the words of `heard` first differ from those of `expected`, in words a reader of a
    /// failed test can follow; nil when they are the same.
    static func difference(heard: [String], expected: [String]) -> String? {
        let said = heard.flatMap(words)
        let meant = expected.flatMap(words)
        guard said != meant else { return nil }
        let same = zip(said, meant).prefix { $0 == $1 }.count
        func around(_ words: [String]) -> String {
            let from = max(0, same - 6)
            let shown = words[from..<min(words.count, same + 10)].joined(separator: " ")
            return (from > 0 ? "… " : "") + shown.debugDescription
        }
        if same == meant.count {
            return "heard more than the game said, after word \(same): \(around(said))"
        }
        if same == said.count {
            return "did not hear all the game said, from word \(same): missing \(around(meant))"
        }
        return "heard otherwise than the game said from word \(same): heard \(around(said)), expected \(around(meant))"
    }
}
