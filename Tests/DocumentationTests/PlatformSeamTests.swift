import Foundation
import Testing

/// `docs/architecture.md`'s promise that `Sources/Console/System.swift` is the one door to the C library:
/// the game is built on Linux only here, so a `Glibc.read` elsewhere would pass every other test
/// and still break the build on macOS. Tests, fuzzers and benchmarks may import the platform's
/// module; the game's sources may not name it.
@Suite struct PlatformSeamTests {
    static let seam = "Sources/Console/System.swift"
    static let platformModules: Set<Substring> = ["Glibc", "Darwin"]

    @Test func noSourceButTheSeamNamesThePlatformsModule() throws {
        let files = try sourceFiles()
        #expect(files.contains(Self.seam), "\(Self.seam) is gone; this test and docs/architecture.md name it")
        #expect(files.count > 20, "found only \(files.count) files under Sources/")
        for file in files where file != Self.seam {
            for (number, names) in platformNames(in: try Repository.text(file)) {
                Issue.record(
                    """
                    \(file):\(number) names \(names.joined(separator: " and ")); only \(Self.seam) may: \
                    call the C library through the names it re-exports, or add a function there
                    """)
            }
        }
    }

    /// The check itself finds what it must, and passes over comments about the platform.
    @Test func aPlatformNameInCodeIsFoundAndOneInACommentIsNot() {
        let text = """
            import Console
            /// Unlike Glibc's, this read waits.
            let got = Glibc.read(descriptor, buffer, count)  // Darwin's too
            /* #if canImport(Darwin)
               Glibc */ #if canImport(Darwin)
            @_exported import Glibc
            let name = "Glibcx"
            """
        #expect(platformNames(in: text).map(\.line) == [3, 5, 6])
        #expect(platformNames(in: text).map(\.names) == [["Glibc"], ["Darwin"], ["Glibc"]])
    }

    /// The path, from the repository's folder, of every file under Sources/.
    private func sourceFiles() throws -> [String] {
        let root = Repository.folder.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw CocoaError(.fileReadUnknown) }
        var files: [String] = []
        for case let url as URL in walk where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true
        {
            files.append("Sources/" + url.standardized.path.dropFirst(root.standardized.path.count + 1))
        }
        return files.sorted()
    }

    /// Each line (from 1) whose code, outside `//` and `/* */` comments, names a platform's
    /// module as a word of its own, and the names.
    private func platformNames(in text: String) -> [(line: Int, names: [String])] {
        var found: [(line: Int, names: [String])] = []
        var inBlockComment = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var code = ""
            var rest = line[...]
            while !rest.isEmpty {
                if inBlockComment {
                    guard let end = rest.range(of: "*/") else { break }
                    rest = rest[end.upperBound...]
                    inBlockComment = false
                } else if let start = rest.range(of: "/*"),
                    rest.range(of: "//").map({ start.lowerBound < $0.lowerBound }) ?? true
                {
                    code += rest[..<start.lowerBound] + " "
                    rest = rest[start.upperBound...]
                    inBlockComment = true
                } else {
                    code += rest.range(of: "//").map { rest[..<$0.lowerBound] } ?? rest
                    break
                }
            }
            let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            let names = words.filter { Self.platformModules.contains($0) }.map(String.init)
            if !names.isEmpty { found.append((index + 1, names)) }
        }
        return found
    }
}
