import Catalog

/// Picks the language as gettext does: `LANGUAGE` (a colon-separated list, ignored when the
/// locale is C or POSIX), then the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`,
/// else the catalogs' source language. Foundation's `Locale` ignores these on Linux.
public enum LanguageChoice {
    public static func resolve(environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let isPlainC = locale.map { ["C", "POSIX"].contains(codeOf($0)) } ?? true
        if !isPlainC, let list = environment["LANGUAGE"] {
            for entry in list.split(separator: ":") {
                if let language = language(of: String(entry)) { return language }
            }
        }
        return locale.flatMap(language(of:)) ?? Language.allCases[0]
    }

    /// `ko_KR.UTF-8` and `ko` are Korean; an unsupported locale is `nil`.
    public static func language(of locale: String) -> Language? {
        Language(rawValue: asciiLowercased(codeOf(locale)))
    }

    /// The language a word names in any language ("en", "English", "영어"), as `--lang` and the
    /// in-game `lang` command read it; `nil` for anything else. Only ASCII letters ignore case.
    public static func language(named name: String) -> Language? {
        namesOfLanguages[asciiLowercased(name)]
    }

    /// Every language's names for every language, lower-cased, from the `Words` catalog.
    private static let namesOfLanguages: [String: Language] = {
        var names: [String: Language] = [:]
        for vocabulary in Language.allCases.map(Vocabulary.init) {
            for named in Language.allCases {
                for word in vocabulary.words(naming: named) { names[word.lowercased()] = named }
            }
        }
        return names
    }()

    /// Only ASCII letters change: `lowercased()` would also turn the Kelvin sign into "k".
    static func asciiLowercased(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
    }

    /// The language part of a locale name: what comes before `_`, `.`, `@` or `-`.
    private static func codeOf(_ locale: String) -> String {
        String(locale.prefix { !"_.@-".contains($0) })
    }
}
