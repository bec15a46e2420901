/// The forms a Korean player types of a verb stem when asking for something (끝내- → 끝내, 끝내요,
/// 끝내 줘, 끝낼래, 끝낼게요, 끝내자, 끝냅시다, 끝내기, 끝내세요, ...), written without spaces: a
/// player spaces an auxiliary verb as they like (해 줘, 해줘), so the parser compares them run
/// together. Made by the rules of Korean conjugation, so a stem in the catalog is understood in
/// every ending people use with a request, not only in those someone listed.
public enum KoreanVerb {
    /// Every form of `stem` (a verb stem: 하, 끝내, 무르, 끄) that asks for it, made of the three
    /// bases Korean builds its endings on: the -아/어 form (해, 끝내, 물러, 꺼), the form with a
    /// final ㄹ (할, 끝낼, 무를, 끌) and the stem itself.
    public static func forms(of stem: String) -> [String] {
        guard let last = stem.unicodeScalars.last, let syllable = Syllable(last) else { return [stem] }
        let before = String(String.UnicodeScalarView(stem.unicodeScalars.dropLast()))
        let infinitive = before.isEmpty ? infinitiveForm(syllable, after: nil) : infinitiveForm(syllable, after: before)
        let future = before + withFinal(syllable, Syllable.rieul, orAdd: "을")
        let formal = before + withFinal(syllable, Syllable.bieup, orAdd: "읍")
        let open = syllable.final == 0
        let request = open ? "세요" : "으세요"
        var forms: [String] = []
        forms += infinitiveEndings.map { infinitive + $0 }
        forms += futureEndings.map { future + $0 }
        forms += stemEndings.map { stem + $0 }
        forms += [stem + request, formal + "시다"]  // -(으)세요, -ㅂ시다
        // What a player says of what they do or did (간다, 끝냈어, 하겠습니다, 그만함): a plain
        // statement, the past, an intention, the noun form, the formal request.
        forms.append(open ? before + withFinal(syllable, Syllable.nieun, orAdd: "") + "다" : stem + "는다")
        forms += pastEndings.map { past(of: infinitive) + $0 }
        forms += intentionEndings.map { stem + $0 }
        forms.append(open ? before + withFinal(syllable, Syllable.mieum, orAdd: "") : stem + "음")
        forms += (open ? formalRequests : formalRequests.map { "으" + $0 }).map { stem + $0 }
        // Inside a longer sentence: "the one that ...", "if ...", "so that ..." (하는 거, 내면, 쓰게).
        forms += [stem + "는", stem + "는지", stem + (open ? "면" : "으면"), stem + "게", stem + "지"]
        return forms
    }

    /// The -아/어 form with the past's ㅆ on its last syllable: 해 to 했, 먹어 to 먹었.
    static func past(of infinitive: String) -> String {
        guard let last = infinitive.unicodeScalars.last, let syllable = Syllable(last), syllable.final == 0 else {
            return infinitive
        }
        let before = String(String.UnicodeScalarView(infinitive.unicodeScalars.dropLast()))
        return before + Syllable(initial: syllable.initial, vowel: syllable.vowel, final: Syllable.ssangsios).text
    }

    /// After the past: 했어, 했어요, 했다, 했습니다, 했지.
    static let pastEndings = ["어", "어요", "다", "습니다", "지", "는데"]
    /// After the stem: an intention (하겠습니다, 하겠어요).
    static let intentionEndings = ["겠어", "겠어요", "겠다", "겠습니다"]
    /// After the stem: the formal request (하십시오, 하시겠어요), with 으 after a final consonant.
    static let formalRequests = ["십시오", "시겠어요", "시겠습니까", "실래요"]

    /// After the -아/어 form: the plain request and its polite, benefactive and question forms (해,
    /// 해요, 해 줘, 해 주세요, 해 줄래, 해 줄 수 있어, 해 봐, 해라).
    static let infinitiveEndings = [
        "", "요", "줘", "줘요", "주세요", "줄래", "줄래요", "줄수있어", "줄수있어요", "줄수있나요", "주실래요",
        "주시겠어요", "주라", "봐", "봐요", "라", "줘도", "도", "야", "주십시오", "줬으면", "주면", "서", "야지",
        "야겠다", "야겠어",
    ]
    /// The endings, without spaces, that ask for something to be done, however the line ends (켜
    /// 줄래?): a request.
    public static let requestEndings = [
        "줄래", "줄래요", "줄수있어", "줄수있어요", "줄수있나요", "주실래요", "주시겠어요", "주실수있나요", "주세요", "줘",
    ]
    /// After the form with a final ㄹ: a wish, a promise, a suggestion (할래, 할게, 할까), and the
    /// promise as it is often misspelt (할께).
    static let futureEndings = ["래", "래요", "게", "게요", "께", "께요", "까", "까요", "거야", "거예요"]
    /// After the stem: let's, the noun form, a wish, a question (하자, 하기, 하고 싶어, 하나요).
    static let stemEndings = ["자", "기", "고", "고싶어", "고싶어요", "고싶다", "나요", "니", "냐"]

    /// The -아/어 form: 하 to 해; a bright vowel (ㅏ, ㅗ) takes 아, others 어, contracted as people
    /// write them (보아 to 봐, 주어 to 줘, 되어 to 돼, 이어 to 여); ㅡ drops (끄 to 꺼, 바쁘 to 바빠); 르
    /// doubles its ㄹ (무르 to 물러, 고르 to 골라).
    static func infinitiveForm(_ last: Syllable, after before: String?) -> String {
        let previous = before.flatMap { $0.unicodeScalars.last }.flatMap(Syllable.init)
        let start = before ?? ""
        guard last.final == 0 else {
            return start + last.text + (last.isBright ? "아" : "어")
        }
        let vowel: UInt32
        switch last.vowel {
        case Syllable.a where last.initial == Syllable.hieut: vowel = Syllable.ae  // 하 to 해
        case Syllable.o: vowel = Syllable.wa
        case Syllable.u: vowel = Syllable.wo
        case Syllable.oe: vowel = Syllable.wae
        case Syllable.i: vowel = Syllable.yeo
        case Syllable.eu:
            let bright = previous?.isBright ?? false
            if last.initial == Syllable.rieulInitial, let previous, previous.final == 0 {
                // 르: the syllable before takes ㄹ, and 르 becomes 라 or 러.
                let doubled = Syllable(initial: previous.initial, vowel: previous.vowel, final: Syllable.rieul)
                let ending = Syllable(
                    initial: Syllable.rieulInitial, vowel: bright ? Syllable.a : Syllable.eo, final: 0)
                return String(start.unicodeScalars.dropLast()) + doubled.text + ending.text
            }
            vowel = bright ? Syllable.a : Syllable.eo
        default: vowel = last.vowel
        }
        return start + Syllable(initial: last.initial, vowel: vowel, final: 0).text
    }

    /// The syllable with a final consonant added (할, 합) when it has none, else the syllable
    /// followed by `orAdd` (읽 to 읽을).
    static func withFinal(_ syllable: Syllable, _ final: UInt32, orAdd extra: String) -> String {
        if syllable.final == 0 { return Syllable(initial: syllable.initial, vowel: syllable.vowel, final: final).text }
        if syllable.final == final { return syllable.text }
        return syllable.text + extra
    }

    typealias Syllable = Hangul.Syllable
}

extension Hangul.Syllable {
    /// ㅏ and ㅗ take 아.
    var isBright: Bool { vowel == Self.a || vowel == Self.o }

    static let a: UInt32 = 0, ae: UInt32 = 1, eo: UInt32 = 4, yeo: UInt32 = 6, o: UInt32 = 8, wa: UInt32 = 9
    static let wae: UInt32 = 10, oe: UInt32 = 11, u: UInt32 = 13, wo: UInt32 = 14, eu: UInt32 = 18, i: UInt32 = 20
    static let rieulInitial: UInt32 = 5, hieut: UInt32 = 18
    static let nieun: UInt32 = 4, rieul: UInt32 = 8, mieum: UInt32 = 16, bieup: UInt32 = 17, ssangsios: UInt32 = 20
}
