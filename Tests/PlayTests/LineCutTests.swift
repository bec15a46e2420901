import Catalog
import Input
import Play
import Testing

/// The 4,096-byte cut (`TypedLine.longest`) at every byte of every character width: a character
/// of 1, 2, 3 or 4 bytes that the cut falls before, inside (after each of its bytes) or after,
/// behind characters of each width: the line keeps every whole character before the cut and
/// never a broken one, which the transcript, where a typed line is kept, would show as "�".
@Suite struct LineCutTests {
    /// A line whose character `last` has `fit` of its bytes before the cut, after characters
    /// `filler` (and ASCII to line them up), and more after it; with the text that is kept.
    struct Cut: CustomTestStringConvertible, Sendable {
        let filler: Character
        let last: Character
        let fit: Int

        var line: String {
            let start = TypedLine.longest - fit
            let width = filler.utf8.count
            return String(repeating: filler, count: start / width) + String(repeating: "b", count: start % width)
                + String(last) + String(repeating: last, count: 3)
        }

        /// Every whole character within the first 4,096 bytes.
        var kept: String {
            let start = TypedLine.longest - fit
            let width = filler.utf8.count
            let before = String(repeating: filler, count: start / width) + String(repeating: "b", count: start % width)
            return fit == last.utf8.count ? before + String(last) : before
        }

        var testDescription: String { "\(last.utf8.count)-byte \(last) with \(fit) before the cut, after \(filler)" }

        static let characters: [Character] = ["a", "é", "가", "😀"]
        static let all: [Cut] = characters.flatMap { filler in
            characters.flatMap { last in (0...last.utf8.count).map { Cut(filler: filler, last: last, fit: $0) } }
        }
    }

    @Test(arguments: Cut.all)
    func theCutKeepsWholeCharactersOnly(cut: Cut) {
        let line = TypedLine(cut.line)
        #expect(line.isCut)
        #expect(
            line.text == cut.kept, "kept \(line.text.utf8.count) bytes, ending \(line.text.suffix(2).debugDescription)")
        #expect(!line.text.unicodeScalars.contains("\u{FFFD}"))
        #expect(line.text.utf8.count <= TypedLine.longest)
        #expect(line.remembered == nil, "a cut line is not brought back")
    }

    /// A line of exactly 4,096 bytes, ending in a character of any width, is whole.
    @Test(arguments: Cut.characters)
    func aLineOfExactlyTheLimitIsWhole(last: Character) {
        let text = String(repeating: "b", count: TypedLine.longest - last.utf8.count) + String(last)
        let line = TypedLine(text)
        #expect(!line.isCut && line.text == text)
    }

    /// The transcript keeps the line typed as it was read: the whole characters, never "�".
    @Test(arguments: Cut.all)
    func theTranscriptKeepsWholeCharactersOnly(cut: Cut) {
        var game = SessionTests().session { $0.transcript = "t.txt" }
        _ = game.start()
        _ = game.handle(.transcriptOpened("t.txt"))
        let effects = game.handle(.line(cut.line))
        let kept = effects.compactMap { if case .transcribe(let text) = $0 { text } else { nil } }.first
        #expect(kept == "\u{203A} " + cut.kept + "\n")
    }
}
