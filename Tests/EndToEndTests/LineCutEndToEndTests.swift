import Foundation
import Testing

/// The 4,096-byte cut through the real binary's pipe (`PipedSource`, which reads a line's first
/// 4,097 bytes and skips the rest): at every byte of a character of each width, the transcript
/// keeps each long line's whole characters within the first 4,096 bytes, never a broken one.
@Suite struct LineCutEndToEndTests {
    @Test func aPipedLineIsCutBetweenCharacters() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rps-cut-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = folder.appendingPathComponent("transcript.txt").path
        var lines: [String] = []
        var kept: [String] = []
        for last in ["a", "é", "가", "😀"] {
            for fit in 0...last.utf8.count {
                let start = 4096 - fit
                lines.append(String(repeating: "b", count: start) + String(repeating: last, count: 4) + "c")
                kept.append(String(repeating: "b", count: start) + (fit == last.utf8.count ? last : ""))
            }
        }
        let run = PipedRun(["--delay", "0", "--transcript", transcript], typing: lines + ["quit"])
        #expect(run.status == 0)
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        let typed = text.split(separator: "\n").filter { $0.hasPrefix("\u{203A} ") }.map { String($0.dropFirst(2)) }
        #expect(typed.count == lines.count + 1, "\(typed.count) lines kept")
        for (index, line) in kept.enumerated() where index < typed.count {
            #expect(typed[index] == line, "line \(index + 1): ends \(typed[index].suffix(3).debugDescription)")
        }
        #expect(!text.contains("\u{FFFD}"))
    }
}
