import Catalog
import Settings

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
        Language(rawValue: ValueWords.asciiLowercased(codeOf(locale)))
    }

    /// The language part of a locale name: what comes before `_`, `.`, `@` or `-`.
    private static func codeOf(_ locale: String) -> String {
        String(locale.prefix { !"_.@-".contains($0) })
    }
}
