import Catalog
import GameCore
import Input
import Play
import SessionScripts
import Settings
import Testing

/// On a terminal 40 columns wide or more, an answer broken between words (`LineBreaking`) still
/// keeps within what a reader reads at once, as `AnswerLengthTests` asks of its lines: every
/// command of that test, in every language, verbosity and mode. At 30 columns some answers take
/// more rows; that width is measured, not held to the limit.
@Suite struct AnswerRowsTests {
    /// The most rows of any answer at `width` columns, and what was typed for it.
    func longest(_ language: Language, width: Int) -> (rows: Int, typed: String, over: [String]) {
        var longest = (rows: 0, typed: "", over: [String]())
        for verbosity in Verbosity.allCases {
            for rules in AnswerLengthTests.modes {
                var session = AnswerLengthTests.session(language, verbosity, rules)
                let parser = CommandParser(language: language)
                let words = Vocabulary(language)
                var moves = SplitMix64(seed: 11)
                var typedLines = (0..<100).map { _ in words.name(of: rules.kind.moves.randomElement(using: &moves)!) }
                typedLines += AnswerLengthTests().lines(language)
                for typed in typedLines {
                    let answer = AnswerLengthTests().shown(session.handle(.line(typed)))
                    let rows = answer.flatMap { LineBreaking.wrap($0, width: width).split(separator: "\n") }.count
                    if rows > SessionScript.longestAnswer(to: parser.parse(typed)) {
                        longest.over.append("\(verbosity) \(rules) \(typed): \(rows)")
                    }
                    if rows > longest.rows { longest = (rows, "\(verbosity) \(rules) \(typed)", longest.over) }
                }
            }
        }
        return longest
    }

    @Test(arguments: Language.allCases)
    func answersKeepTheirLimitAt40ColumnsAndAbove(language: Language) {
        // Wider, fewer lines are broken: 40 is the narrowest width held to the limit.
        let measured = longest(language, width: 40)
        #expect(measured.over.isEmpty, "\(language) at 40 columns: \(measured.over.prefix(5))")
        print("rows at 40 columns, \(language): at most \(measured.rows) (\(measured.typed))")
        let narrow = longest(language, width: 30)
        print(
            "rows at 30 columns, \(language): at most \(narrow.rows) (\(narrow.typed)); "
                + "\(narrow.over.count) answers over the limit, as \(narrow.over.prefix(3))")
    }
}
