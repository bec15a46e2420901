import Foundation
import Testing

/// Compares text with a file kept in Snapshots/, so an unintended change to what players read
/// fails a test. `RPS_UPDATE_SNAPSHOTS=1 swift test` writes the files anew; review the diff.
func expectSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = Repository.folder.appendingPathComponent("Tests/DocumentationTests/Snapshots/\(name)")
    if ProcessInfo.processInfo.environment["RPS_UPDATE_SNAPSHOTS"] == "1" {
        try text.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    let kept = try String(contentsOf: file, encoding: .utf8)
    let (expected, actual) = (
        kept.split(separator: "\n", omittingEmptySubsequences: false),
        text.split(separator: "\n", omittingEmptySubsequences: false)
    )
    guard expected != actual else { return }
    let first =
        zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expected.count, actual.count)
    Issue.record(
        """
        \(name) differs from its snapshot at line \(first + 1):
          kept: \(first < expected.count ? String(expected[first]) : "(end)")
          now:  \(first < actual.count ? String(actual[first]) : "(end)")
        If the change is meant, run RPS_UPDATE_SNAPSHOTS=1 swift test and review the diff.
        """, sourceLocation: sourceLocation)
}

enum Repository {
    /// The repository's folder, from this file's place in it.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized

    static func text(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
}
