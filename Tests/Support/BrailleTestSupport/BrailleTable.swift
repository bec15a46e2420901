import Catalog

/// A liblouis translation table, named as `lou_translate` takes it.
///
/// A braille reader chooses uncontracted braille (every letter written out, plus capital and
/// number signs) or contracted braille (common words and letter groups shortened); a line must
/// fit the display in both, so every language has one table of each.
public struct BrailleTable: Hashable, Sendable, CustomStringConvertible {
    /// The table's file name, for example `en-ueb-g1.ctb`.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    /// Unified English Braille, uncontracted (grade 1).
    public static let englishUncontracted = BrailleTable("en-ueb-g1.ctb")
    /// Unified English Braille, contracted (grade 2).
    public static let englishContracted = BrailleTable("en-ueb-g2.ctb")
    /// Korean braille, uncontracted.
    public static let koreanUncontracted = BrailleTable("ko-g1.ctb")
    /// Korean braille, contracted.
    public static let koreanContracted = BrailleTable("ko-g2.ctb")

    /// The tables a reader of `language` may use, uncontracted first: the language's traits say.
    public static func tables(for language: Language) -> [BrailleTable] {
        language.traits.brailleTables.map(BrailleTable.init)
    }
}
