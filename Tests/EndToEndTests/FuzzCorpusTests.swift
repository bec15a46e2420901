import Foundation
import Testing

/// The fuzzers, built as ordinary programs (`swift build` makes them beside `rps`), replay their
/// committed corpora through the same checks libFuzzer runs them with. So a fuzzer that no longer
/// compiles, or an input it once found that breaks a rule again, fails here and not only under
/// `Fuzz/run`. (fuzz-session's corpus is also replayed in-process by SessionScriptTests.)
@Suite struct FuzzCorpusTests {
    @Test(arguments: ["commands", "options", "session"])
    func theCorpusPassesItsFuzzersChecks(fuzzer: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus/\(fuzzer)").standardized.path
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder).count
        let program = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent(
            "fuzz-\(fuzzer)"
        ).path
        try #require(FileManager.default.isExecutableFile(atPath: program), "\(program) was not built")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = [folder]
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(complaint)")
        #expect(said.hasSuffix(": \(inputs) inputs passed\n"), "\(said)")
        #expect(inputs > 10)
    }
}
