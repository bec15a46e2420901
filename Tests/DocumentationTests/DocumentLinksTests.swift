import Foundation
import Testing

/// Every relative link in the documents leads somewhere: a reader who follows the README to the
/// screen-reader guide, or the guide to a test file, finds the file, and a link to a section finds
/// its heading. The documents are the README, the changelog, the benchmarks' README and every
/// Markdown file under `docs/`; links to the web are not followed.
@Suite struct DocumentLinksTests {
    static let fixedDocuments = ["README.md", "CHANGELOG.md", "Benchmarks/README.md"]

    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: Repository.folder.appendingPathComponent("docs").path)
        return fixedDocuments + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    @Test func everyRelativeLinkInTheDocumentsResolves() throws {
        let documents = try Self.documents()
        #expect(documents.contains("docs/screen-readers.md") && documents.contains("docs/screen-readers.ko.md"))
        var checked = 0
        for document in documents {
            let text = try Repository.text(document)
            for link in DocumentLinks.links(in: text) {
                checked += 1
                if let problem = DocumentLinks.problem(with: link.target, in: document, readingFile: Self.read) {
                    Issue.record("\(document):\(link.line): \(link.target): \(problem)")
                }
            }
        }
        #expect(checked >= 20, "only \(checked) relative links found in \(documents.joined(separator: ", "))")
    }

    /// The README's first link, on its Korean line, is the Korean guide, and its list of documents
    /// begins with the screen-reader guide in English and in Korean.
    @Test func theReadmeLeadsFirstToTheScreenReaderGuides() throws {
        let readme = try Repository.text("README.md")
        #expect(DocumentLinks.links(in: readme).first?.target == "docs/screen-readers.ko.md")
        let list = try #require(readme.range(of: "\n## Documents\n"), "README has no Documents section")
        let targets = DocumentLinks.links(in: String(readme[list.upperBound...])).map(\.target)
        #expect(Array(targets.prefix(2)) == ["docs/screen-readers.md", "docs/screen-readers.ko.md"])
    }

    /// The checker itself: a missing file, a missing section, a link out of the repository and a
    /// link in code are told apart from good ones.
    @Test func theCheckerFindsBrokenLinksAndOnlyThose() {
        let text = """
            # Title

            [good](docs/a.md), [section](docs/a.md#where-you-play), [here](#title), [web](https://x.org/y.md)
            [missing](docs/nothing.md) and [no section](docs/a.md#nowhere)
            `[in code](docs/nothing.md)`
            ```
            [fenced](docs/nothing.md)
            ```
            [outside](../elsewhere.md) [build](.build/debug/rps)
            """
        let files = ["README.md": text, "docs/a.md": "# A\n\n## Where you play: tmux, `screen`\n"]
        let links = DocumentLinks.links(in: text)
        #expect(
            links.map(\.target) == [
                "docs/a.md", "docs/a.md#where-you-play", "#title", "docs/nothing.md", "docs/a.md#nowhere",
                "../elsewhere.md", ".build/debug/rps",
            ])
        let problems = links.map { DocumentLinks.problem(with: $0.target, in: "README.md", readingFile: { files[$0] }) }
        #expect(problems.map { $0 != nil } == [false, true, false, true, true, true, true])
        #expect(
            DocumentLinks.problem(with: "docs/a.md#where-you-play-tmux-screen", in: "README.md") { files[$0] } == nil)
        #expect(links.map(\.line) == [3, 3, 3, 4, 4, 9, 9])
    }

    @Test func headingsBecomeTheAnchorsGitHubGives() {
        #expect(DocumentLinks.anchor(of: "What to set, by system and reader") == "what-to-set-by-system-and-reader")
        #expect(DocumentLinks.anchor(of: "게임하는 곳: tmux, GNU screen") == "게임하는-곳-tmux-gnu-screen")
        #expect(DocumentLinks.anchor(of: "The `make check` target") == "the-make-check-target")
    }

    static func read(_ path: String) -> String? {
        try? Repository.text(path)
    }
}

/// Relative links in Markdown and where they lead.
enum DocumentLinks {
    struct Link: Equatable {
        let line: Int
        let target: String
    }

    /// The targets of inline links `[text](target)` that are not web addresses, outside code spans
    /// and fenced code, with their line numbers.
    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        var fenced = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
                continue
            }
            guard !fenced else { continue }
            let outsideCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var rest = Substring(outsideCode)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close]).split(separator: " ").first.map(String.init) ?? ""
                if !target.contains("://"), !target.hasPrefix("mailto:"), !target.isEmpty {
                    links.append(Link(line: index + 1, target: target))
                }
                rest = after[close...]
            }
        }
        return links
    }

    /// Why `target`, linked from `document`, leads nowhere, or nil when it leads to a file or
    /// folder of the repository (and to a heading of it, when it names one).
    static func problem(with target: String, in document: String, readingFile: (String) -> String?) -> String? {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0].removingPercentEncoding ?? parts[0]
        guard let resolved = path.isEmpty ? document : normalized(path, from: document) else {
            return "outside the repository"
        }
        if resolved.hasPrefix(".build") {
            return "in the build folder, not the repository"
        }
        let text = readingFile(resolved)
        if text == nil, !folderExists(resolved) {
            return "no such file: \(resolved)"
        }
        if parts.count == 2, resolved.hasSuffix(".md") {
            let anchors = headings(in: text ?? "").map(anchor(of:))
            if !anchors.contains(parts[1]) {
                return "no heading in \(resolved) gives #\(parts[1])"
            }
        }
        return nil
    }

    /// The path from the repository's folder of `path` written in `document`, or nil when it
    /// leaves the repository.
    static func normalized(_ path: String, from document: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts = document.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// A folder link is checked on disk; the checker's own test gives only files.
    static func folderExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let full = Repository.folder.appendingPathComponent(path).path
        return FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func headings(in text: String) -> [String] {
        var fenced = false
        var found: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            if !fenced, line.hasPrefix("#") {
                found.append(String(line.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces))
            }
        }
        return found
    }

    /// The anchor GitHub gives a heading: lower case, letters, digits, hyphens and underscores
    /// kept, each space a hyphen, every other character dropped.
    static func anchor(of heading: String) -> String {
        var anchor = ""
        for character in heading.lowercased() {
            if character == " " {
                anchor.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                anchor.append(character)
            }
        }
        return anchor
    }
}
