import Languages
import Testing

/// A stem's forms are made by the rules of conjugation, checked against forms written out by hand.
@Suite struct KoreanVerbTests {
    @Test(arguments: [
        ("하", ["해", "해요", "해줘", "해주세요", "할래", "할게요", "하자", "합시다", "하기", "하세요", "하고싶어"]),
        ("끝내", ["끝내", "끝내요", "끝낼래", "끝낼게", "끝내자", "끝냅시다", "끝내기", "끝내줘"]),
        ("나가", ["나가", "나갈래", "나갈게요", "나가자", "나갑시다", "나가기"]),
        ("무르", ["물러", "물러줘", "무를래", "무르자", "무르기"]),
        ("끄", ["꺼", "꺼줘", "끌래", "끄자"]),
        ("바쁘", ["바빠"]),
        ("고르", ["골라", "골라줘"]),
        ("바꾸", ["바꿔", "바꿔줘", "바꿀래", "바꾸자"]),
        ("줄이", ["줄여", "줄여줘", "줄일래"]),
        ("켜", ["켜", "켜줘", "켤래"]),
        ("보", ["봐", "봐줘"]),
        ("되돌리", ["되돌려", "되돌려줘", "되돌릴래"]),
        ("그만하", ["그만해", "그만할래", "그만하자", "그만하기", "그만해주세요"]),
        ("읽", ["읽어", "읽어줘", "읽을래", "읽읍시다", "읽으세요"]),
        ("말하", ["말해", "말해줘", "말해주세요", "말해줄래"]),
    ])
    func formsAreMadeByTheRules(stem: String, expected: [String]) {
        let forms = KoreanVerb.forms(of: stem)
        for form in expected { #expect(forms.contains(form), "\(stem): \(form) in \(forms)") }
    }

    /// No form of one stem is made wrongly from another's rule.
    @Test func noWrongForms() {
        #expect(!KoreanVerb.forms(of: "끄").contains("끄어"))
        #expect(!KoreanVerb.forms(of: "하").contains("하아"))
        #expect(!KoreanVerb.forms(of: "무르").contains("무러"))
    }
}
