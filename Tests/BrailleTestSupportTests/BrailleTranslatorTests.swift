import BrailleTestSupport
import Catalog
import Testing

/// The braille measure itself, against counts read by hand from lou_translate 3.24's output.
/// These fail, not skip, without liblouis-bin.
@Suite struct BrailleTranslatorTests {
    @Test func knownLinesTakeTheCellsMeasuredByHand() throws {
        // ",you lead #a to #j4": capital sign, number signs, the period as one cell.
        #expect(
            try BrailleTranslator.cells(
                of: ["You lead 1 to 0.", "You lead 9999 to 9999."], table: .englishUncontracted) == [19, 25])
        // ",y l1d #a to #j4": "you" and "ea" contracted.
        #expect(
            try BrailleTranslator.cells(of: ["You lead 1 to 0.", "You lead 9999 to 9999."], table: .englishContracted)
                == [16, 22])
        #expect(
            try BrailleTranslator.cells(of: ["승리. 가위가 보를 이깁니다.", "0 대 1 뒤짐."], table: .koreanUncontracted) == [29, 16])
        #expect(
            try BrailleTranslator.cells(of: ["승리. 가위가 보를 이깁니다.", "0 대 1 뒤짐."], table: .koreanContracted) == [25, 16])
    }

    @Test func capitalsAndNumbersGetTheirSigns() throws {
        #expect(
            try BrailleTranslator.braille(of: ["You lead 1 to 0.", "ABC"], table: .englishUncontracted) == [
                ",you lead #a to #j4", ",,abc",
            ])
    }

    @Test func tablesByLanguage() {
        #expect(BrailleTable.tables(for: .en).map(\.name) == ["en-ueb-g1.ctb", "en-ueb-g2.ctb"])
        #expect(BrailleTable.tables(for: .ko).map(\.name) == ["ko-g1.ctb", "ko-g2.ctb"])
    }

    /// A number of n digits takes n + 1 cells (the number sign) in every table; a batch of 1,000
    /// lines of 0 to 49 digits comes back in order, and the same lines reversed come back reversed.
    @Test(arguments: Language.allCases.flatMap(BrailleTable.tables(for:)))
    func aLargeBatchKeepsItsOrder(table: BrailleTable) throws {
        let lines = (0..<1000).map { String(repeating: "9", count: $0 % 50) }
        let expected = lines.map { $0.isEmpty ? 0 : $0.count + 1 }
        #expect(try BrailleTranslator.cells(of: lines, table: table) == expected)

        let words = (0..<1000).map { "Round \($0): \(String(repeating: "rock ", count: $0 % 7))" }
        let cells = try BrailleTranslator.cells(of: words, table: table)
        #expect(try BrailleTranslator.cells(of: words.reversed(), table: table) == cells.reversed())
    }

    @Test func emptyLinesTakeNoCellsAndKeepTheirPlace() throws {
        #expect(try BrailleTranslator.cells(of: [], table: .englishUncontracted) == [])
        #expect(
            try BrailleTranslator.cells(of: ["", "1", "", "", "22", ""], table: .koreanContracted) == [
                0, 2, 0, 0, 3, 0,
            ])
    }

    /// lou_translate reads a backslash as the start of an escape, and empties a line whose escape
    /// it cannot parse.
    @Test func backslashesAreMeasuredAsWritten() throws {
        #expect(
            try BrailleTranslator.braille(of: ["a\\b", "x\\x41"], table: .englishUncontracted) == ["a_*b", "x_*x#da"])
    }

    @Test func linesItCannotMeasureAreRefused() throws {
        let twoLines = #expect(throws: BrailleTranslatorError.self) {
            try BrailleTranslator.cells(of: ["one\ntwo"], table: .englishUncontracted)
        }
        #expect(twoLines?.isUnmeasurable == true)
        let tooManyBytes = #expect(throws: BrailleTranslatorError.self) {
            try BrailleTranslator.cells(of: [String(repeating: "a", count: 2048)], table: .englishUncontracted)
        }
        #expect(tooManyBytes?.isUnmeasurable == true)
        // 400 syllables fit the input, but English writes each as an escape of 8 cells.
        let tooManyCells = #expect(throws: BrailleTranslatorError.self) {
            try BrailleTranslator.cells(of: [String(repeating: "가", count: 400)], table: .englishUncontracted)
        }
        #expect(tooManyCells?.isUnmeasurable == true)
    }

    /// lou_translate exits with status 0 when it cannot load a table; the missing output is noticed.
    @Test func anUnknownTableIsAnError() throws {
        let error = #expect(throws: BrailleTranslatorError.self) {
            try BrailleTranslator.cells(of: ["rock"], table: "no-such-table.ctb")
        }
        guard case .lostLines(_, sent: 1, received: 0, let diagnostics) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(diagnostics.contains("no-such-table.ctb"))
    }

    @Test func aMissingTranslatorSaysWhatToInstall() throws {
        let error = #expect(throws: BrailleTranslatorError.self) {
            try BrailleTranslator.translatorExecutable(searchPath: "/nonexistent")
        }
        #expect(error?.description.contains("install liblouis-bin") == true)
    }
}

extension BrailleTranslatorError {
    var isUnmeasurable: Bool {
        if case .unmeasurable = self { true } else { false }
    }
}
