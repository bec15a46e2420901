import Foundation
import Testing

/// `Package.swift` names every module each target imports: SwiftPM builds a target that reaches a
/// module only through another's dependencies, so nothing else would notice a layer importing one
/// it is not meant to (Narration reached Languages so once).
@Suite struct ManifestImportsTests {
    /// One target as the manifest declares it.
    struct Target {
        let name: String
        let folder: String
        let dependencies: Set<String>
    }

    /// Modules that are no target of the package: the toolchain's and the system's.
    static let outside: Set<String> = [
        "Foundation", "FoundationEssentials", "Testing", "XCTest", "Glibc", "Darwin", "Dispatch", "PackagePlugin",
        "Synchronization", "_StringProcessing",
    ]

    /// Every target of `Package.swift`: its name, its folder (its `path`, else `Sources/NAME`, or
    /// `Tests/NAME` for a test target) and the names in its `dependencies`.
    static func targets() throws -> [Target] {
        let manifest = try Repository.text("Package.swift")
        var targets: [Target] = []
        var rest = Substring(manifest)
        let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary(", ".plugin("]
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            // The call's text, to its closing parenthesis.
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 }
                if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            let call = String(rest[start.lowerBound..<end])
            rest = rest[end...]
            guard let name = value(of: "name", in: call) else { continue }
            let folder =
                value(of: "path", in: call)
                ?? (call.hasPrefix(".testTarget") ? "Tests/\(name)" : "Sources/\(name)")
            targets.append(Target(name: name, folder: folder, dependencies: Set(list(of: "dependencies", in: call))))
        }
        return targets
    }

    /// The string after `label: "` in `call`.
    static func value(of label: String, in call: String) -> String? {
        guard let at = call.range(of: label + ": \"") else { return nil }
        return String(call[at.upperBound...].prefix { $0 != "\"" })
    }

    /// The strings of the array after `label: [` in `call`.
    static func list(of label: String, in call: String) -> [String] {
        guard let at = call.range(of: label + ": [") else { return [] }
        let array = call[at.upperBound...].prefix { $0 != "]" }
        return array.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`), but
    /// not the text of a multi-line string that reads like one.
    static func imports(in source: String) -> [String] {
        var inString = false
        return source.components(separatedBy: "\n").compactMap { line in
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            defer { if quotes % 2 == 1 { inString.toggle() } }
            guard !inString else { return nil }
            var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
            if words.first == "@testable" || words.first == "@_exported" { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let module =
                words.count >= 3 && ["struct", "class", "enum", "func", "protocol"].contains(words[1])
                ? words[2] : words[1]
            return String(module.prefix { $0 != "." })
        }
    }

    @Test func everyTargetDeclaresWhatItImports() throws {
        let targets = try Self.targets()
        let names = Set(targets.map(\.name))
        #expect(targets.count > 20, "the manifest was read: \(targets.map(\.name))")
        var files = 0
        for target in targets {
            let folder = Repository.folder.appendingPathComponent(target.folder)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in walker where file.pathExtension == "swift" {
                files += 1
                for module in Self.imports(in: try String(contentsOf: file, encoding: .utf8))
                where !Self.outside.contains(module) && module != target.name {
                    #expect(
                        target.dependencies.contains(module),
                        "\(target.name) imports \(module) in \(file.lastPathComponent) without naming it in Package.swift"
                    )
                    #expect(names.contains(module), "\(module), imported by \(target.name), is no target")
                }
            }
        }
        #expect(files > 150)
    }

    /// The rule reads what it is for.
    @Test func theImportsOfAFileAreRead() {
        let source =
            "import Catalog\n@testable import Play\nimport struct GameCore.Move\n// import X\n\"\"\"\nimport Y\n\"\"\""
        #expect(Self.imports(in: source) == ["Catalog", "Play", "GameCore"])
    }
}
