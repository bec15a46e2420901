import Foundation
import Testing

/// Characters that hide or reorder text never reach the terminal or the transcript from what
/// the player typed: bidirectional controls would reorder an error's words, zero-width ones would
/// hide a word from the eye.
@Suite(.serialized) struct HiddenCharacterTests {
    static let hidden: [Unicode.Scalar] = [
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{FEFF}", "\u{202E}", "\u{200F}", "\u{061C}",
    ]

    @Test(arguments: hidden)
    func anOptionErrorShowsWhatWasTypedWithoutThem(scalar: Unicode.Scalar) {
        let run = PipedRun(["ex\(scalar)tra"], typing: [])
        #expect(run.status == 64)
        #expect(
            run.stderr == "Not an option, see --help: extra\n",
            "\(run.stderr.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func theTranscriptKeepsWhatWasTypedWithoutThem() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rps-hidden-\(getpid())-\(UUID().uuidString).txt"
        ).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let line = Self.hidden.reduce("sc") { $0 + String($1) } + "ore"
        let run = PipedRun(["--delay", "0", "--transcript", file], typing: [line])
        #expect(run.status == 0)
        #expect(run.lines.contains("You 0, computer 0."))
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains("\(Binary.prompt)score\n"))
        #expect(!saved.unicodeScalars.contains { Self.hidden.contains($0) })
    }
}
