import Catalog
import Languages
import Testing

@Suite struct JosaTests {
    @Test(arguments: [
        ("가위", Josa.Ending.vowel), ("바위", .vowel), ("보", .vowel), ("컴퓨터", .vowel), ("주먹", .consonant),
        ("당신", .consonant), ("보자기", .vowel), ("게임", .consonant), ("물", .rieul), ("판", .consonant),
        ("바위.", .vowel), ("주먹 ", .consonant),
    ])
    func hangulWordsEndAsTheirLastSyllable(word: String, ending: Josa.Ending) {
        #expect(Josa.ending(of: word) == ending)
    }

    /// Numbers are read in Sino-Korean: 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구, 십, 백, 천, 만, 억, 조.
    @Test(arguments: [
        (0, Josa.Ending.consonant), (1, .rieul), (2, .vowel), (3, .consonant), (4, .vowel), (5, .vowel),
        (6, .consonant), (7, .rieul), (8, .rieul), (9, .vowel), (10, .consonant), (11, .rieul), (12, .vowel),
        (20, .consonant), (100, .consonant), (101, .rieul), (1000, .consonant), (10_000, .consonant),
        (100_000, .consonant), (100_000_000, .consonant), (1_000_000_000_000, .vowel),
        (10_000_000_000_000_000, .consonant),
    ])
    func numbersEndAsTheyAreReadAloud(number: Int, ending: Josa.Ending) {
        #expect(Josa.ending(of: String(number)) == ending)
    }

    @Test func wordsThatCannotBeJudgedKeepTheMarker() {
        #expect(Josa.ending(of: "rock") == nil)
        #expect(Josa.ending(of: "") == nil)
        #expect(Template.render("%@을(를) 냈습니다", [.text("rock")], traits: .korean) == "rock을(를) 냈습니다")
    }

    @Test(arguments: [
        ("%@은(는)", "가위", "가위는"), ("%@은(는)", "주먹", "주먹은"),
        ("%@이(가)", "보", "보가"), ("%@이(가)", "주먹", "주먹이"),
        ("%@을(를)", "바위", "바위를"), ("%@을(를)", "주먹", "주먹을"),
        ("%@과(와)", "가위", "가위와"), ("%@과(와)", "주먹", "주먹과"),
        ("%@(으)로", "가위", "가위로"), ("%@(으)로", "주먹", "주먹으로"), ("%@(으)로", "물", "물로"),
        ("%@와(과)", "주먹", "주먹과"), ("%@가(이)", "바위", "바위가"), ("%@으로(로)", "판", "판으로"),
        ("%@(이)나", "영어", "영어나"), ("%@(이)나", "조용", "조용이나"), ("%@(이)나", "물", "물이나"),
        ("%@(이)라고", "더", "더라고"), ("%@(이)라고", "설정", "설정이라고"), ("%@(이)라고", "물", "물이라고"),
    ])
    func markersBecomeTheParticleThatAgrees(template: String, word: String, expected: String) {
        #expect(Template.render(template, [.text(word)], traits: .korean) == expected)
    }

    @Test func numbersTakeParticlesToo() {
        #expect(Template.render("%lld(으)로", [.number(1)], traits: .korean) == "1로")
        #expect(Template.render("%lld(으)로", [.number(3)], traits: .korean) == "3으로")
        #expect(Template.render("%lld(으)로", [.number(2)], traits: .korean) == "2로")
        #expect(Template.render("%lld이(가)", [.number(10)], traits: .korean) == "10이")
        #expect(Template.render("%lld이(가)", [.number(4)], traits: .korean) == "4가")
        #expect(Template.render("%lld(이)나", [.number(2)], traits: .korean) == "2나")
        #expect(Template.render("%lld(이)나", [.number(1)], traits: .korean) == "1이나")
        #expect(Template.render("%lld(이)라고", [.number(5)], traits: .korean) == "5라고")
        #expect(Template.render("%lld(이)라고", [.number(30)], traits: .korean) == "30이라고")
    }

    /// After a word or a number that ends in ㄹ (물, 1 일, 7 칠, 8 팔), 이/가, 을/를, 은/는, 과/와,
    /// 이나/나 and 이라고/라고 take the form after a consonant; only (으)로 takes 로.
    @Test(arguments: ["물", "말", "1", "7", "8", "11", "101"])
    func afterRieulOnlyEuroTakesTheVowelForm(word: String) {
        let slot = Int(word).map { Template.Argument.number($0) } ?? .text(word)
        let render = { (marker: String) in
            Template.render("%" + (Int(word) == nil ? "@" : "lld") + marker, [slot], traits: .korean)
        }
        #expect(render("이(가)") == word + "이")
        #expect(render("을(를)") == word + "을")
        #expect(render("은(는)") == word + "은")
        #expect(render("과(와)") == word + "과")
        #expect(render("(으)로") == word + "로")
        #expect(render("(이)나") == word + "이나")
        #expect(render("(이)라고") == word + "이라고")
    }

    @Test func markersAreLeftAloneInOtherLanguagesAndAwayFromPlaceholders() {
        #expect(Template.render("%@이(가)", [.text("보")], traits: .english) == "보이(가)")
        #expect(Template.render("이(가) %@", [.text("보")], traits: .korean) == "이(가) 보")
    }
}
