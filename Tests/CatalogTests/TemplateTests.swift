import Catalog
import Testing

@Suite struct TemplateTests {
    @Test func fillsPlaceholdersInOrderAndByPosition() {
        #expect(Template.render("%@ beats %@.", [.text("rock"), .text("scissors")], language: "en") == "rock beats scissors.")
        #expect(Template.render("%2$@ then %1$@", [.text("a"), .text("b")], language: "en") == "b then a")
        #expect(Template.render("%lld and %d", [.number(3), .number(-4)], language: "en") == "3 and -4")
        #expect(Template.render("%1$@ %1$@", [.text("again")], language: "en") == "again again")
        #expect(Template.render("100%%", [], language: "en") == "100%")
    }

    @Test func pluralCategories() {
        #expect(PluralCategory(1, language: "en") == .one)
        #expect(PluralCategory(0, language: "en") == .other)
        #expect(PluralCategory(2, language: "en") == .other)
        #expect(PluralCategory(1, language: "ko") == .other)
    }

    @Test func everyLanguageHasEverySentence() {
        // The generated accessors exist for each language; a missing one would not have compiled.
        for language in Language.allCases {
            #expect(!Sentences(language).welcomeTitle.isEmpty)
            #expect(!Words(language).rock.isEmpty)
        }
        #expect(Language.allCases.map(\.rawValue) == ["en", "ko"])
    }
}
