import Catalog
import Languages
import Testing

@Suite struct TemplateTests {
    @Test func fillsPlaceholdersInOrderAndByPosition() {
        #expect(
            Template.render("%@ beats %@.", [.text("rock"), .text("scissors")], traits: .english)
                == "rock beats scissors.")
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

    /// By name, as the tests' sweep of every sentence renders them: the catalog's words with
    /// their particles, and nothing for a key the catalog does not have. (That a name renders as
    /// its member does, and lists its arguments, the generator guarantees at build time.)
    @Test func aKeyRendersByNameWithItsParticlesAndPlurals() {
        #expect(Sentences(.ko).text("result.win", [.text("보"), .text("바위")]) == "승리, 보가 바위를 이김")
        #expect(Sentences(.ko).text("result.win", [.text("바위"), .text("가위")]) == "승리, 바위가 가위를 이김")
        #expect(Sentences(.en).text("count.wins", [.number(1)]) == "1 win")
        #expect(Sentences(.ko).text("count.wins", [.number(3)]) == "3승")
        #expect(Sentences(.en).text("no.such.key", []) == nil)
    }

    /// What a screen reader says as words in each language, which the noise rule of every spoken
    /// line relies on. (That each language has its traits, the build guarantees.)
    @Test func eachLanguageSpeaksASCIIAndItsOwnLetters() {
        for traits in LanguageTraits.all {
            #expect(traits.isSpoken("a") && traits.isSpoken(" ") && traits.isSpoken("~"))
            #expect(
                !traits.isSpoken("\u{1B}") && !traits.isSpoken("\u{7F}") && !traits.isSpoken("\u{2066}")
                    && !traits.isSpoken("\u{FEFF}"))
            #expect(!traits.isSpoken("\u{270A}"))  // an emoji, which readers name
        }
        #expect(LanguageTraits.korean.isSpoken("가") && LanguageTraits.korean.isSpoken("힣"))
        #expect(!LanguageTraits.korean.isSpoken("\u{3131}"))  // a lone jamo, which readers spell
        #expect(!LanguageTraits.english.isSpoken("가") && !LanguageTraits.english.isSpoken("é"))
    }
}
