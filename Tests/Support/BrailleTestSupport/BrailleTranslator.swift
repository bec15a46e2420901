import Foundation

/// Measures lines in braille cells with liblouis's `lou_translate` (Debian: liblouis-bin), the
/// translator that BRLTTY, Orca and NVDA use, so a test sees what a braille display would show.
///
/// One `lou_translate --forward TABLE` process translates a whole batch: it reads standard input a
/// line at a time and writes one line of braille ASCII for each, one character a cell (a space is
/// an empty cell, and a character the table does not know becomes an escape such as `'\x270a'`,
/// eight cells, as a display would show it). What it does not do safely by itself, this type does:
///
/// - A backslash starts an escape in its input (`\x41` is "A", `\s` a space) and a backslash it
///   cannot parse silently empties the whole line; backslashes are sent doubled.
/// - It reads at most 2,047 bytes a line (the rest spills into the next line) and writes at most
///   2,048 cells; longer lines are refused rather than measured wrong.
/// - A table it cannot load, or a line it fails to translate, ends its output early, yet it still
///   exits with status 0; the number of lines that come back is checked.
/// - Some tables print warnings on standard error while loading (ko-g2.ctb: "Duplicate emphasis
///   class"); those are kept only to explain a failure.
public enum BrailleTranslator {
    /// liblouis's MAXSTRING in `lou_translate`: the line buffer, in bytes in and cells out.
    static let bufferSize = 2048

    /// The number of cells each line takes in `table`, in order. An empty line takes 0 cells.
    public static func cells(of lines: [String], table: BrailleTable) throws -> [Int] {
        try braille(of: lines, table: table).map(\.unicodeScalars.count)
    }

    /// The number of cells each line takes in the table named `table` (for example
    /// `en-ueb-g2.ctb`), in order.
    public static func cells(of lines: [String], table: String) throws -> [Int] {
        try cells(of: lines, table: BrailleTable(table))
    }

    /// The number of cells one line takes. Measure many lines with `cells(of:table:)`: each call
    /// starts a process.
    public static func cells(of line: String, table: BrailleTable) throws -> Int {
        try cells(of: [line], table: table)[0]
    }

    /// Each line in braille ASCII as `table` writes it (`,` is the capital sign and `#` the number
    /// sign in the English tables), one character a cell; for messages that show a long line.
    public static func braille(of lines: [String], table: BrailleTable) throws -> [String] {
        if lines.isEmpty { return [] }
        var input = ""
        for (index, line) in lines.enumerated() {
            input += try escaped(line, index: index) + "\n"
        }
        let output = try run(table: table, input: Data(input.utf8))
        let braille = try splitLines(output.data, table: table, sent: lines.count, diagnostics: output.diagnostics)
        for (index, line) in braille.enumerated() where line.unicodeScalars.count >= bufferSize {
            throw BrailleTranslatorError.unmeasurable(
                line: lines[index], index: index,
                reason: "its braille reaches \(bufferSize) cells, where lou_translate cuts it short"
            )
        }
        return braille
    }

    /// Where `lou_translate` is, looked up in `searchPath` (a colon list, `PATH` by default).
    public static func translatorExecutable(searchPath: String? = nil) throws -> URL {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("lou_translate")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw BrailleTranslatorError.translatorMissing(searchPath: path)
    }

    static func escaped(_ line: String, index: Int) throws -> String {
        for scalar in line.unicodeScalars where scalar == "\n" || scalar == "\0" {
            let name = scalar == "\n" ? "a line feed" : "a NUL character"
            throw BrailleTranslatorError.unmeasurable(
                line: line, index: index, reason: "it holds \(name); pass one line of output at a time"
            )
        }
        let escaped = line.replacingOccurrences(of: "\\", with: "\\\\")
        if escaped.utf8.count > bufferSize - 1 {
            throw BrailleTranslatorError.unmeasurable(
                line: line, index: index,
                reason: "it takes \(escaped.utf8.count) bytes, and lou_translate reads at most \(bufferSize - 1) a line"
            )
        }
        return escaped
    }

    /// Runs one `lou_translate`. Standard input and standard error are files, so neither side
    /// can block the other however large the batch: only standard output is a pipe, read to its
    /// end before waiting for the process.
    static func run(table: BrailleTable, input: Data) throws -> (data: Data, diagnostics: String) {
        let executable = try translatorExecutable()
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("braille-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input")
        let errorFile = folder.appendingPathComponent("errors")
        try input.write(to: inputFile)
        _ = files.createFile(atPath: errorFile.path, contents: nil)

        let inputHandle = try FileHandle(forReadingFrom: inputFile)
        defer { try? inputHandle.close() }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer { try? errorHandle.close() }
        let output = Pipe()

        let process = Process()
        process.executableURL = executable
        process.arguments = ["--forward", table.name]
        process.standardInput = inputHandle
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let diagnostics = String(decoding: readAll(errorFile), as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BrailleTranslatorError.failed(
                table: table.name, status: process.terminationStatus, diagnostics: diagnostics
            )
        }
        return (data, diagnostics)
    }

    /// The whole of a small file, or nothing. Not `Data(contentsOf:)`: in swift 6.3.1 on Linux it
    /// leaks a 4 KB buffer for an empty file (the usual case here), which fails the
    /// LeakSanitizer run in `.ci/run`.
    private static func readAll(_ file: URL) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.readToEnd()) ?? Data()
    }

    /// Splits the output on line feeds (bytes, not Characters, where "\r\n" would be one).
    static func splitLines(_ data: Data, table: BrailleTable, sent: Int, diagnostics: String) throws -> [String] {
        var pieces = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        if data.last == 0x0A { pieces.removeLast() }
        if data.isEmpty { pieces = [] }
        guard pieces.count == sent, data.last == 0x0A else {
            throw BrailleTranslatorError.lostLines(
                table: table.name, sent: sent, received: pieces.count, diagnostics: diagnostics
            )
        }
        return pieces.map { String(decoding: $0, as: UTF8.self) }
    }
}

public enum BrailleTranslatorError: Error, CustomStringConvertible {
    /// `lou_translate` is not installed.
    case translatorMissing(searchPath: String)
    /// A line `lou_translate` cannot measure correctly.
    case unmeasurable(line: String, index: Int, reason: String)
    /// `lou_translate` failed.
    case failed(table: String, status: Int32, diagnostics: String)
    /// Fewer or more lines came back than were sent: the table could not be loaded, or a line
    /// failed to translate and ended the output.
    case lostLines(table: String, sent: Int, received: Int, diagnostics: String)

    public var description: String {
        switch self {
        case .translatorMissing(let searchPath):
            return "lou_translate was not found on PATH (\(searchPath)): install liblouis-bin "
                + "(sudo apt-get install liblouis-bin) to measure lines in braille cells"
        case .unmeasurable(let line, let index, let reason):
            return "cannot measure line \(index + 1) in braille, \(reason): \(line.debugDescription)"
        case .failed(let table, let status, let diagnostics):
            return "lou_translate --forward \(table) failed with status \(status)"
                + Self.said(diagnostics)
        case .lostLines(let table, let sent, let received, let diagnostics):
            return "lou_translate --forward \(table) gave \(received) lines of braille for \(sent): "
                + "is the table installed (liblouis-data)?" + Self.said(diagnostics)
        }
    }

    private static func said(_ diagnostics: String) -> String {
        let text = diagnostics.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "" : "; it said: " + text.split(separator: "\n").joined(separator: " / ")
    }
}
