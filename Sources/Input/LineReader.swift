import Catalog
import GameCore

/// Reads the player's typed lines in the game's language, and remembers what it has told the
/// player about their typing: that Korean typed in the English layout is read as Korean is said
/// once a game, so a player learns the key without hearing it after every line.
public struct LineReader: Sendable {
    public let parser: CommandParser
    private var toldLayout = false

    public init(language: Language) {
        parser = CommandParser(language: language)
    }

    /// The line read at `stage`, and whether to say now that it was typed in the English layout.
    public mutating func read(_ line: TypedLine, awaiting stage: Stage) -> (reading: Reading, tellLayout: Bool) {
        let reading = parser.read(line, awaiting: stage)
        guard reading.latinLayout, !toldLayout else { return (reading, false) }
        toldLayout = true
        return (reading, true)
    }

    /// The same reader for another language, which has told what this one told.
    public func speaking(_ language: Language) -> LineReader {
        var reader = LineReader(language: language)
        reader.toldLayout = toldLayout
        return reader
    }
}
