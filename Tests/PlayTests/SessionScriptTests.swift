import Foundation
import GameCore
import SessionScripts
import Testing

/// The session fuzzer's scripts, run by `swift test`: random ones from fixed seeds, and every
/// input of its seed corpus, where each bug it found stays as a case (Fuzz/corpus/session).
@Suite struct SessionScriptTests {
    @Test func randomScriptsKeepEveryRule() {
        for seed in 0..<60 as Range<UInt64> {
            var random = SplitMix64(seed: seed)
            let bytes = (0..<Int.random(in: 16...160, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            let broken = SessionScript.play(bytes)
            #expect(broken == nil, "seed \(seed): \(broken ?? "")")
        }
    }

    @Test func theFuzzersCorpusKeepsEveryRule() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fuzz/corpus/session"
        ).standardized
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).sorted {
            $0.path < $1.path
        }
        #expect(files.count >= 10)
        for file in files {
            let broken = SessionScript.play(Array(try Data(contentsOf: file)))
            #expect(broken == nil, "\(file.lastPathComponent): \(broken ?? "")")
        }
    }
}
