import Foundation
import Testing

/// The game on a braille display, end to end: Orca, GNOME's screen reader, shows braille as well
/// as it speaks, on a display that is brltty's virtual driver (`BrailleDisplay`), at 40 cells
/// and at 20, in English at Orca's defaults and in Korean in contracted braille (ko-g1), which a
/// Korean reader chooses in Orca (brltty has no table for Hangul). In a terminal the display
/// follows the cursor, which rests on the prompt after an answer: a braille reader goes up a line
/// at a time with the display's key, and each line of a round must show whole at 40 cells, the
/// result before the score; at 20 cells the first cells must say the result word. Orca ends a
/// line it reviews with its mark `$l`. brltty (`brltty -b vr`) and Orca's desktop must be
/// installed (`.ci/run`); these tests fail without them rather than pass unread.
@Suite(.serialized) struct BrailleDisplayTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        let language: String
        /// The contraction table the reader chooses in Orca (liblouis's), or none: Orca's default,
        /// each character a cell as brltty's table has it.
        let table: String?
        /// The lines typed: a round, a best of three, a round of it, quit.
        let lines: [String]
        var testDescription: String { language }

        /// `text` as the display shows it on brltty's visual line: the characters, or in
        /// contracted braille liblouis's braille as text (`lou_translate`, Debian's liblouis-bin).
        func braille(_ text: String) throws -> String {
            guard let table else { return text }
            let run = Process()
            run.executableURL = URL(fileURLWithPath: "/usr/bin/lou_translate")
            run.arguments = ["--forward", table]
            let input = Pipe()
            let output = Pipe()
            run.standardInput = input
            run.standardOutput = output
            try run.run()
            input.fileHandleForWriting.write(Data((text + "\n").utf8))
            try input.fileHandleForWriting.close()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            run.waitUntilExit()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        }

        /// What the display shows for `line` under review: its braille, with Orca's mark.
        func shown(_ line: String) throws -> String { try braille(line + " $l") }
    }

    static let readings = [
        Reading(language: "en", table: nil, lines: ["rock", "match 3", "2", "quit"]),
        Reading(language: "ko", table: "ko-g1.ctb", lines: ["바위", "삼세판", "3", "종료"]),
    ]

    static let tables = "/usr/share/liblouis/tables/"

    @Test(arguments: readings)
    func aRoundShowsWholeAt40CellsAndItsResultWordFirstAt20(reading: Reading) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: BrailleDisplay.brltty),
            "brltty is not installed: apt-get install brltty")
        try #require(
            Orca.missing(for: reading.language) == nil,
            "Orca cannot run here: \(Orca.missing(for: reading.language) ?? "")")
        let display = try BrailleDisplay(cells: 40)
        let braille = display.host + (reading.table.map { "," + Self.tables + $0 } ?? "")
        let arguments = ["--seed", "7", "--lang", reading.language]
        let reader = try Orca(arguments, language: reading.language, braille: braille)
        // Orca says it leaves its review when the display's key brings it back to the cursor.
        let game = Hearing(reader, typed: Orca.launcher, ignoring: ["Leaving flat review."])
        let answers = PipedAnswers.of(arguments: arguments, lines: reading.lines)
        try game.hear(answers[0], within: 30)

        // A round at 40 cells: going up from the prompt, the score, the result, the move, each whole.
        game.type(reading.lines[0])
        try game.hear(answers[1])
        let round = answers[1]
        for line in round.reversed() {
            let expected = try reading.shown(line)
            #expect(expected.count <= 40, "\(line.debugDescription) takes \(expected.count) cells")
            let shown = try Self.goUp(display, until: expected, contracted: reading.table != nil)
            #expect(
                Self.same(shown, expected, contracted: reading.table != nil),
                "\(line.debugDescription) showed \(shown.debugDescription), not \(expected.debugDescription)")
        }
        display.press("Home")

        // A round of a best of three at 20 cells: up from the prompt past the score, the result's
        // first cells say the result word.
        game.type(reading.lines[1])
        try game.hear(answers[2])
        display.resize(to: 20)
        game.type(reading.lines[2])
        try game.hear(answers[3])
        let (result, score) = (answers[3][1], answers[3][2])
        _ = try Self.goUp(display, until: String(try reading.shown(score).prefix(20)), contracted: reading.table != nil)
        let expected = String(try reading.shown(result).prefix(20))
        let shown = try Self.goUp(display, until: expected, contracted: reading.table != nil)
        #expect(
            Self.same(shown, expected, contracted: reading.table != nil),
            "\(result.debugDescription) showed \(shown.debugDescription) at 20 cells, not \(expected.debugDescription)")
        let word = try reading.braille(String(result.prefix { $0 != "," && $0 != " " }))
        #expect(
            shown.hasPrefix(word),
            "the result word \(word.debugDescription) does not come first: \(shown.debugDescription)")
        display.press("Home")
        game.type(reading.lines[3])
        try game.hear(answers[4])
        game.judge()
        // With RPS_HEARD_DIR set, what the display showed, a line each time it changed.
        if let folder = ProcessInfo.processInfo.environment["RPS_HEARD_DIR"], !folder.isEmpty {
            display.read()
            let start = display.shown.first?.time ?? Date()
            let text = display.shown.map {
                String(format: "%6.2f  ", $0.time.timeIntervalSince(start)) + $0.text.debugDescription + "\n"
            }
            try? text.joined().write(
                toFile: "\(folder)/braille-\(reading.language).txt", atomically: true, encoding: .utf8)
        }
    }

    /// Presses the display's line-up key and waits until it shows `expected` (trailing blanks
    /// aside); what it showed last, whatever it was, if not within 15 s.
    static func goUp(_ display: BrailleDisplay, until expected: String, contracted: Bool) throws -> String {
        let before = display.shown.count
        display.press("LnUp")
        let deadline = Date().addingTimeInterval(15)
        var last = ""
        while Date() < deadline {
            display.read()
            if display.shown.count > before, let now = display.shown.last?.text {
                last = now.trimmingTrailingBlanks
                if same(last, expected, contracted: contracted) { return last }
            }
            usleep(50_000)
        }
        return last
    }

    /// Whether a display shows `expected`, trailing blanks aside. In contracted braille Orca shows
    /// the character under its review cursor in computer braille (liblouis's `compbrlAtCursor`),
    /// so one cell may differ there.
    static func same(_ shown: String, _ expected: String, contracted: Bool) -> Bool {
        let a = Array(shown.trimmingTrailingBlanks)
        let b = Array(expected.trimmingTrailingBlanks)
        return a.count == b.count && zip(a, b).filter { $0 != $1 }.count <= (contracted ? 1 : 0)
    }
}

extension String {
    fileprivate var trimmingTrailingBlanks: String {
        String(self.reversed().drop { $0 == " " }.reversed())
    }
}
