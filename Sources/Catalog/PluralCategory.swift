/// CLDR plural categories, for the catalogs' plural variations.
public enum PluralCategory: Sendable {
    case zero, one, two, few, many, other

    /// The category of a whole number in a language. English has "one" for exactly 1; Korean
    /// has no plural forms, so every count is "other". Unknown languages use "other".
    public init(_ count: Int, language: String) {
        switch language {
        case "en": self = count == 1 ? .one : .other
        default: self = .other
        }
    }
}
