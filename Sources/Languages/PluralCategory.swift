/// CLDR plural categories, for the catalogs' plural variations.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// How a language chooses a plural category for a whole number.
public enum PluralRule: Sendable {
    /// "one" for exactly 1, "other" for every other count (English).
    case oneOther
    /// No plural forms: every count is "other" (Korean).
    case other

    public func category(_ count: Int) -> PluralCategory {
        switch self {
        case .oneOther: count == 1 ? .one : .other
        case .other: .other
        }
    }

    /// The categories this rule can choose, so a catalog form for any other is never said.
    public var categories: Set<PluralCategory> {
        switch self {
        case .oneOther: [.one, .other]
        case .other: [.other]
        }
    }
}
