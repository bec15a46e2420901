import BrailleTestSupport
import Catalog
import Foundation
import SpokenLines
import Testing

/// Every line the game can print, on standard output and standard error, measured in braille
/// cells with liblouis itself (`lou_translate`, Debian liblouis-bin) in each table of its
/// language, uncontracted and contracted: none may need more than a 40-cell display, so a
/// braille reader never pans. Numbers go up to 9,999 (scores and rounds of a very long game).
/// Where a line repeats what the player typed (a file name, an option), the game's own words
/// must fit and the typed words come last.
@Suite struct BrailleTests {
    static let cells = 40
    static let numbers = [0, 1, 7, 10, 99, 100, 999, 1000, 9999]

    @Test(arguments: Language.allCases)
    func everyLineFitsA40CellDisplay(language: Language) throws {
        let samples = SpokenLines.every(language, numbers: Self.numbers)
        // What is measured: the line as the narrator writes it (a capital first in English),
        // without what the player typed, which comes last.
        let measured = samples.map { sample in
            let line = SpokenLines.own(sample.text, typed: sample.typed)
            guard language.traits.capitalizesSentences, let first = line.first else { return line }
            return first.uppercased() + line.dropFirst()
        }
        var seen = Set<String>()
        let distinct = measured.filter { seen.insert($0).inserted }
        for table in BrailleTable.tables(for: language) {
            let widths = Dictionary(
                uniqueKeysWithValues: zip(distinct, try BrailleTranslator.cells(of: distinct, table: table)))
            var widest: (String, Int)?
            for (sample, line) in zip(samples, measured) {
                let width = widths[line]!
                if width > (widest?.1 ?? 0) { widest = (sample.text, width) }
                #expect(width <= Self.cells, "\(table), \(width) cells, \(sample.key): \(sample.text)")
            }
            if let widest { print("braille \(table): widest \(widest.1) cells: \(widest.0)") }
        }
    }

    @Test(arguments: Language.allCases)
    func whatThePlayerTypedComesLast(language: Language) {
        for sample in SpokenLines.every(language, numbers: [7]) where !sample.typed.isEmpty {
            let line = sample.text.trimmingCharacters(in: CharacterSet(charactersIn: ".?!"))
            #expect(sample.typed.contains { line.hasSuffix($0) }, "typed last? \(sample.key): \(sample.text)")
        }
    }
}
