import Foundation
import SoundCues
import Testing

/// A second opinion on the files from sox, a player that did not write them.
@Suite struct SoxTests {
    static let soxi = "/usr/bin/soxi"

    @Test func soxReadsEveryCueAsAWAVOfTheRightLength() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.soxi),
            "soxi not found at \(Self.soxi): install sox (sudo apt-get install sox)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rps-sound-cues-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        for cue in Cue.allCases {
            let wav = Synthesizer().wavFile(for: cue)
            let file = folder.appendingPathComponent(cue.fileName)
            try Data(wav.bytes).write(to: file)
            #expect(try Self.soxi("-t", file.path) == "wav", "\(cue)")
            let seconds = try #require(Double(try Self.soxi("-D", file.path)), "\(cue)")
            let expected = Double(wav.samples.count) / Double(wav.sampleRate)
            #expect(abs(seconds - expected) < 0.001, "\(cue): sox says \(seconds) s, expected \(expected) s")
        }
    }

    /// soxi's answer on one line, without the line break.
    private static func soxi(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: soxi)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "soxi \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
