import Foundation
import Languages

/// Turns string catalogs into Swift source: a `Language` enum with every language the catalogs
/// hold, and for each catalog a struct whose members return its strings in a chosen language.
///
/// A catalog that would let the game say something wrong is refused: a key missing a language,
/// a language without an entry in `LanguageTraits`, placeholders that differ between languages, a
/// plural without its `other` form or with a form its language never chooses, a particle that
/// cannot agree with the word filling the slot, or a `number.*` word that is not a whole number.
public enum CatalogCompiler {
    /// `catalogs` are (table name, JSON contents); the table name becomes the struct's name.
    public static func compile(_ catalogs: [(name: String, json: Data)]) throws(CatalogError) -> String {
        var parsed: [(name: String, catalog: StringCatalog)] = []
        for (name, json) in catalogs {
            do {
                parsed.append((name, try JSONDecoder().decode(StringCatalog.self, from: json)))
            } catch {
                throw CatalogError(name, nil, "not a valid string catalog: \(error)")
            }
        }
        guard let source = parsed.first?.catalog.sourceLanguage else {
            throw CatalogError("Localization", nil, "no catalogs found")
        }
        var languages: Set<String> = [source]
        for (name, catalog) in parsed {
            guard catalog.sourceLanguage == source else {
                throw CatalogError(name, nil, "source language \(catalog.sourceLanguage) differs from \(source)")
            }
            for entry in catalog.strings.values { languages.formUnion(entry.localizations?.keys ?? [:].keys) }
        }
        let ordered = [source] + languages.subtracting([source]).sorted()
        for language in ordered where !isIdentifier(language) {
            throw CatalogError(parsed[0].name, nil, "language code '\(language)' is not a plain identifier")
        }
        for language in ordered where LanguageTraits.of(language) == nil {
            throw CatalogError(
                parsed[0].name, nil,
                "language '\(language)' has no entry in LanguageTraits.all (Sources/Languages/LanguageTraits.swift)")
        }
        for traits in LanguageTraits.all where !ordered.contains(traits.code) {
            throw CatalogError(
                parsed[0].name, nil, "LanguageTraits lists '\(traits.code)', which no catalog translates")
        }

        var out = """
            // Generated from Localization/*.xcstrings by catalog-generator. Do not edit.

            import Languages

            /// The languages the catalogs are complete in; the first is the source language.
            public enum Language: String, CaseIterable, Sendable {
                case \(ordered.joined(separator: ", "))

                /// Its entry in `LanguageTraits`, which the build checked is there.
                public var traits: LanguageTraits { LanguageTraits.of(rawValue)! }
            }

            """
        for (name, catalog) in parsed {
            out += try emitTable(name: name, catalog: catalog, languages: ordered)
        }
        // The words the parser reads, indexed at build time (see `WordIndex`).
        if let words = parsed.first(where: { $0.name == "Words" })?.catalog {
            // In the order of `Words.Key`, which has no `number.*` entry (see `emitNumber`).
            let entries = words.strings.keys.sorted().filter { !$0.hasPrefix("number.") }.map { key in
                (key: key, lists: ordered.map { words.strings[key]!.localizations?[$0]?.stringUnit?.value ?? "" })
            }
            out += WordIndex.emit(entries: entries, languages: ordered)
        }
        return out
    }

    private static func emitTable(name: String, catalog: StringCatalog, languages: [String]) throws(CatalogError)
        -> String
    {
        guard isIdentifier(name) else { throw CatalogError(name, nil, "table name is not a Swift identifier") }
        var members: [String] = []
        var keys: [String] = []
        var renders: [String] = []
        var plain: [String] = []
        var seen: [String: String] = [:]
        for key in catalog.strings.keys.sorted() {
            let entry = catalog.strings[key]!
            let identifier = swiftName(for: key)
            if let other = seen[identifier] {
                throw CatalogError(name, key, "its Swift name \(identifier) is already used by '\(other)'")
            }
            seen[identifier] = key
            if key.hasPrefix("number.") {
                members.append(
                    try emitNumber(table: name, key: key, entry: entry, identifier: identifier, languages: languages))
                continue
            }
            let member = try emitMember(
                table: name, key: key, entry: entry, identifier: identifier, languages: languages)
            members.append(member.source)
            if member.arguments.isEmpty { plain.append(identifier) }
            let kinds = member.arguments.map { $0 == .text ? ".text" : ".number" }.joined(separator: ", ")
            keys.append("        CatalogKey(name: \(swiftLiteral(key)), arguments: [\(kinds)]),")
            let call =
                member.arguments.isEmpty
                ? identifier
                : identifier + "("
                    + member.arguments.indices.map { i in
                        "a[\(i)]." + (member.arguments[i] == .text ? "text" : "number")
                    }.joined(separator: ", ") + ")"
            renders.append("        case \(swiftLiteral(key)): \(call)")
        }
        // A table that names languages (`language.en`, ...) names every one of them, and says
        // which name is whose.
        var namesOfLanguages = ""
        let named = languages.filter { catalog.strings["language." + $0] != nil }
        if !named.isEmpty {
            if let missing = languages.first(where: { !named.contains($0) }) {
                throw CatalogError(name, "language.\(missing)", "is missing: every language needs its names")
            }
            let cases = languages.map { "        case .\($0): \(swiftName(for: "language." + $0))" }.joined(
                separator: "\n")
            namesOfLanguages = """

                    /// The words that name `language`: `language.<code>`.
                    public func names(of language: Language) -> String {
                        switch language {
                \(cases)
                        }
                    }

                """
        }
        return """

            public struct \(name): Sendable {
                public let language: Language

                public init(_ language: Language) {
                    self.language = language
                }

            \(members.joined(separator: "\n"))\(namesOfLanguages)
                /// An entry without arguments, by name: what a table of entries holds (the settings
                /// table, the parser's words). A case, where a key path would be an object the runtime
                /// builds from its pattern at first use, resolving its types by their mangled names.
                public enum Key: Int, CaseIterable, Sendable {
            \(plain.map { "        case \($0)" }.joined(separator: "\n"))
                }

                /// The text of an entry without arguments.
                public subscript(_ key: Key) -> String {
                    switch key {
            \(plain.map { "        case .\($0): \($0)" }.joined(separator: "\n"))
                    }
                }

                /// Every key of the catalog and the kinds of its arguments, for tests that check every
                /// sentence (`number.*` words are numbers, not sentences).
                public static let keys: [CatalogKey] = [
            \(keys.joined(separator: "\n"))
                ]

                /// The text of `key` with `a` in its slots; `nil` for a key the catalog does not have.
                public func text(_ key: String, _ a: [Template.Argument]) -> String? {
                    switch key {
            \(renders.joined(separator: "\n"))
                    default: nil
                    }
                }
            }

            """
    }

    /// A `number.*` word: a whole number in every language, checked here so the game never
    /// converts text at run time.
    private static func emitNumber(
        table: String, key: String, entry: StringCatalog.Entry, identifier: String, languages: [String]
    ) throws(CatalogError) -> String {
        var cases: [String] = []
        for language in languages {
            guard let value = entry.localizations?[language]?.stringUnit?.value else {
                throw CatalogError(table, key, "has no '\(language)' number")
            }
            guard let number = Int(value) else {
                throw CatalogError(table, key, "'\(language)' value '\(value)' is not a whole number")
            }
            cases.append("        case .\(language): \(number)")
        }
        return
            "    public var \(identifier): Int {\n        switch language {\n\(cases.joined(separator: "\n"))\n        }\n    }\n"
    }

    /// The member's source, and the kinds of its arguments in order.
    private static func emitMember(
        table: String, key: String, entry: StringCatalog.Entry, identifier: String, languages: [String]
    ) throws(CatalogError) -> (source: String, arguments: [ArgumentKind]) {
        var signature: [Int: ArgumentKind]?
        var cases: [String] = []
        var plural = false
        for language in languages {
            let traits = LanguageTraits.of(language)!
            guard let localization = entry.localizations?[language] else {
                throw CatalogError(table, key, "has no '\(language)' translation")
            }
            var variants: [(category: String, value: String)] = []
            var isPlural = false
            if let unit = localization.stringUnit {
                variants.append(("other", unit.value))
            } else if let forms = localization.variations?.plural {
                guard forms["other"] != nil else {
                    throw CatalogError(table, key, "'\(language)' plural has no 'other' form")
                }
                // The other form first: the one every language has, which the others are checked against.
                for category in [PluralCategory.other] + PluralCategory.allCases.filter({ $0 != .other }) {
                    if let form = forms[category.rawValue] {
                        variants.append((category.rawValue, form.stringUnit.value))
                    }
                }
                let unknown = Set(forms.keys).subtracting(PluralCategory.allCases.map(\.rawValue))
                if let bad = unknown.sorted().first {
                    throw CatalogError(table, key, "'\(language)' has unknown plural category '\(bad)'")
                }
                let unused = Set(forms.keys).subtracting(traits.plural.categories.map(\.rawValue))
                if let bad = unused.sorted().first {
                    throw CatalogError(
                        table, key, "'\(language)' has a '\(bad)' form, which its plural rule never chooses")
                }
                isPlural = true
                plural = true
            } else {
                throw CatalogError(table, key, "'\(language)' has neither a stringUnit nor plural variations")
            }
            for (category, value) in variants {
                if value.trimmingCharacters(in: .whitespaces).isEmpty {
                    throw CatalogError(table, key, "'\(language)' \(category) form is empty")
                }
                let found: [Placeholder]
                do { found = try FormatSpecifier.placeholders(in: value) } catch {
                    throw CatalogError(table, key, "'\(language)': \(error.message)")
                }
                var kinds: [Int: ArgumentKind] = [:]
                for p in found {
                    if let k = kinds[p.position], k != p.kind {
                        throw CatalogError(table, key, "'\(language)' uses argument \(p.position) as two kinds")
                    }
                    kinds[p.position] = p.kind
                }
                if category == "other" {
                    if let expected = signature, expected != kinds {
                        throw CatalogError(table, key, "'\(language)' placeholders differ from '\(languages[0])'")
                    }
                    signature = kinds
                } else if kinds.contains(where: { signature?[$0.key] != $0.value }) {
                    throw CatalogError(
                        table, key, "'\(language)' \(category) form uses other placeholders than its 'other' form")
                }
                if let counter = nativeCounter(after: value, traits) {
                    throw CatalogError(
                        table, key,
                        "'\(language)' writes a number before \(counter), which is read with the wrong numbers (3\(counter) is not said as a native count); write the number in words, or use a counter read with Sino-Korean numbers such as 회"
                    )
                }
                if traits.particlesAgree, let misuse = KoreanParticles.misuse(in: value) {
                    throw CatalogError(
                        table, key,
                        "'ko' writes \(misuse.found) after a placeholder; write \(misuse.use) so it agrees with the word"
                    )
                }
            }
            cases.append(emitCase(language: language, variants: variants, plural: isPlural))
        }
        let kinds = signature ?? [:]
        let count = kinds.keys.max() ?? 0
        guard kinds.count == count else {
            throw CatalogError(table, key, "arguments must be numbered 1 to \(count) without gaps")
        }
        if plural, !kinds.values.contains(.number) {
            throw CatalogError(table, key, "has plural forms but no number to choose them by")
        }
        let english =
            entry.localizations?[languages[0]]?.stringUnit?.value
            ?? entry.localizations?[languages[0]]?.variations?.plural?["other"]?.stringUnit.value ?? ""
        let doc = "    /// \(escapeComment(english))\n"
        let body = cases.joined(separator: "\n")
        if count == 0 {
            return (
                doc + "    public var \(identifier): String {\n        switch language {\n\(body)\n        }\n    }\n",
                []
            )
        }
        let parameters = (1...count).map { "_ a\($0): \(kinds[$0]!.swiftType)" }.joined(separator: ", ")
        let arguments = (1...count).map { kinds[$0]! == .text ? ".text(a\($0))" : ".number(a\($0))" }.joined(
            separator: ", ")
        let selector = kinds.filter { $0.value == .number }.keys.min().map { "a\($0)" } ?? "0"
        let source =
            doc + """
                    public func \(identifier)(\(parameters)) -> String {
                        let template: String
                        switch language {
                \(body.replacingOccurrences(of: "PLURAL_SELECTOR", with: selector))
                        }
                        return Template.render(template, [\(arguments)], traits: language.traits)
                    }

                """
        return (source, (1...count).map { kinds[$0]! })
    }

    /// A counter that takes native numbers, written right after a number slot (with or without a
    /// space), if any.
    static func nativeCounter(after template: String, _ traits: LanguageTraits) -> String? {
        var pieces = TemplateSyntax.pieces(of: template)
        while let piece = pieces.next() {
            guard case .slot(_, .number) = piece else { continue }
            let after = pieces.rest.drop { $0 == " " }
            if let counter = traits.nativeCounters.first(where: { after.hasPrefix($0) }) { return counter }
        }
        return nil
    }

    private static func emitCase(language: String, variants: [(category: String, value: String)], plural: Bool)
        -> String
    {
        let hasArguments = variants.contains { (try? FormatSpecifier.placeholders(in: $0.value))?.isEmpty == false }
        if !plural {
            let literal = swiftLiteral(variants[0].value)
            return hasArguments || variants.isEmpty
                ? "        case .\(language): template = \(literal)"
                : "        case .\(language): \(literal)"
        }
        var lines = [
            "        case .\(language):", "            switch language.traits.plural.category(PLURAL_SELECTOR) {",
        ]
        for (category, value) in variants where category != "other" {
            lines.append("            case .\(category): template = \(swiftLiteral(value))")
        }
        // The other form also covers every category without a form of its own, named so that the
        // switch needs no default.
        let rest = PluralCategory.allCases.map(\.rawValue).filter { category in
            category == "other" || !variants.contains { $0.category == category }
        }
        lines.append(
            "            case \(rest.map { "." + $0 }.joined(separator: ", ")): template = \(swiftLiteral(variants.first { $0.category == "other" }!.value))"
        )
        lines.append("            }")
        return lines.joined(separator: "\n")
    }

    /// `result.win.rock` becomes `resultWinRock`.
    static func swiftName(for key: String) -> String {
        let parts = key.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = parts.first else { return "_" }
        let name =
            first.prefix(1).lowercased() + first.dropFirst()
            + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first!.isNumber { return "_" + name }
        return reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// Swift keywords a key may spell; the generated member is then written in backticks.
    private static let reservedWords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
        "extension", "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "internal",
        "is", "let", "nil", "operator", "private", "protocol", "public", "repeat", "return", "self", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where",
        "while",
    ]

    private static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
            && s.allSatisfy(\.isASCII)
    }

    /// A Swift string literal of `s`: quotes, backslashes, line ends, tabs and other control
    /// characters escaped, the rest as it is. The word index writes its bytes with it too.
    static func swiftLiteral(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func escapeComment(_ s: String) -> String {
        s.replacingOccurrences(of: "\n", with: " ")
    }
}
