import Foundation
import Testing

/// The session routes and composes: its file stays small, its stored properties few, and the
/// rule is written in its doc comment where the next developer reads it (see `Session`).
@Suite struct SessionShapeTests {
    static let path = "Sources/Play/Session.swift"

    @Test func theSessionStaysWithinItsSize() throws {
        let lines = try Repository.text(Self.path).components(separatedBy: "\n").dropLast()
        #expect(lines.count <= 250, "Session.swift has \(lines.count) lines")
    }

    /// The `var` and `let` declared at the top level of the type, computed ones (with a body) aside.
    @Test func theSessionHasAtMostNineStoredProperties() throws {
        let source = try Repository.text(Self.path)
        let members = source.components(separatedBy: "\n").filter { line in
            // Four spaces in: the type's own members.
            guard line.hasPrefix("    "), !line.hasPrefix("     ") else { return false }
            let words = line.split(separator: " ")
            guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }) else { return false }
            let before = words[..<keyword]
            let modifiers: Set<Substring> = [
                "public", "private", "private(set)", "public private(set)", "fileprivate", "internal",
            ]
            return before.allSatisfy { modifiers.contains($0) || $0 == "private(set)" } && !line.contains("{")
                && !before.contains("static")
        }
        #expect(members.count <= 9, "\(members.count) stored properties: \(members)")
        #expect(members.count >= 5, "the rule reads the type: \(members)")
        #expect(source.contains("9 stored properties"), "the rule is written in the doc comment")
    }
}
