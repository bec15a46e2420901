import Catalog
import Languages
import Testing

@Suite struct TemplateTests {
    @Test func fillsPlaceholdersInOrderAndByPosition() {
        #expect(Template.render("%@ beats %@.", [.text("rock"), .text("scissors")], traits: .english) == "rock beats scissors.")
        #expect(Template.render("%2$@ then %1$@", [.text("a"), .text("b")], traits: .english) == "b then a")
        #expect(Template.render("%lld and %d", [.number(3), .number(-4)], traits: .english) == "3 and -4")
        #expect(Template.render("%1$@ %1$@", [.text("again")], traits: .english) == "again again")
        #expect(Template.render("100%%", [], traits: .english) == "100%")
    }

    @Test func pluralCategoriesFollowEachLanguagesRule() {
        #expect(Language.en.traits.plural.category(1) == .one)
        #expect(Language.en.traits.plural.category(0) == .other)
        #expect(Language.en.traits.plural.category(2) == .other)
        #expect(Language.ko.traits.plural.category(1) == .other)
        #expect(Sentences(.en).countWins(1) == "1 win")
        #expect(Sentences(.en).countWins(2) == "2 wins")
    }

    @Test func everyKeyRendersByNameAsItsMemberDoes() {
        #expect(Sentences(.en).text("result.win", [.text("rock"), .text("scissors")]) == Sentences(.en).resultWin("rock", "scissors"))
        #expect(Sentences(.ko).text("count.wins", [.number(3)]) == "3승")
        #expect(Sentences(.en).text("no.such.key", []) == nil)
        #expect(Sentences.keys.first { $0.name == "brief.win" }?.arguments == [.text, .text, .number, .number])
    }

    @Test func theLanguagesAreTheTraitsTablesInItsOrder() {
        #expect(Language.allCases.map(\.rawValue) == LanguageTraits.all.map(\.code))
    }
}
