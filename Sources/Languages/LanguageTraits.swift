/// What the code must know about a language beyond its sentences: one entry per language, read
/// by the catalog compiler (at build time), the narration and the tests. Adding a language means
/// its catalogs, an entry here and its manual page: the build names what the catalogs and this
/// table lack, and DocumentationTests a missing manual page.
public struct LanguageTraits: Sendable {
    /// The code the catalogs use for it: "en", "ko".
    public let code: String
    /// How a count picks its plural form (CLDR).
    public let plural: PluralRule
    /// Whether a sentence opens with a capital letter, even when a word from a slot opens it.
    public let capitalizesSentences: Bool
    /// Whether a particle written after a slot must agree with the word in it (Korean 은/는).
    public let particlesAgree: Bool
    /// Unicode scalars a spoken line may hold besides printable ASCII: a reader says them as
    /// words, not as symbols.
    public let letters: [ClosedRange<UInt32>]
    /// The voice of espeak-ng and speech-dispatcher for `--speak`.
    public let voice: String
    /// The liblouis tables a braille reader of the language uses, uncontracted first.
    public let brailleTables: [String]
    /// The characters a line may hold to fit a 40-cell braille display, as estimated.
    public let maximumCharacters: Int
    /// Endings a player may add to a word to say it politely (가위요), which change nothing.
    public let politeEndings: [String]
    /// What a player may glue to the end of a word of the game without changing what it asks
    /// for: particles (점수는, 영어로, 도움말을), the copula (몇 대 몇이야), units after a number
    /// (250단어, 1초). The forms of the language's filler verbs (해 줘, 할래) glue on too.
    public let wordEndings: [String]
    /// Word endings that say not to do it (하지 마, don't); the words that say so are in the
    /// `Words` catalog (`negation`).
    public let negatingEndings: [String]
    /// Words that, after a negation, say it is not needed (안 불러 줘도 돼): then the negation
    /// stops what it goes with rather than keeping a request from being done.
    public let permissions: [String]
    /// Words that set aside what came before them for what follows (그거 말고 그 앞에 거: not that,
    /// the one before): the request is read from the words after.
    public let contrasts: [String]
    /// The forms a player types of a verb stem the catalog writes with a hyphen (끝내-): the
    /// language's conjugations, run together; a language without them has the stem alone.
    public let verbForms: @Sendable (String) -> [String]
    /// Counters that take native numbers, which a speech synthesizer gets wrong after a digit
    /// (espeak-ng reads 3경기 as 삼 경기, not 세 경기): the build refuses a number slot before one.
    public let nativeCounters: [String]
    /// The same for a line of words listed with commas (topics, commands), which take more cells
    /// a character: each comma takes a cell of its own, and so does a capital in English.
    public let maximumListCharacters: Int
    /// Whether braille's number sign before a number takes a place of its own in
    /// `maximumCharacters`: in English, whose estimate is a cell a character; not in Korean, whose
    /// estimate (a Hangul syllable is two or three cells) leaves room for it. Lists of numbers (the
    /// moves' keys) are packed by it.
    public let numberSignTakesAPlace: Bool
    /// Whether its voice says a written decimal point. espeak-ng's Korean voice drops it (0.7초 is
    /// said 영 칠 초, 1.5초 일 오 초), so Korean says a fraction of a second as whole milliseconds
    /// (700밀리초), one number to the ear, the eye and a braille display alike.
    public let saysDecimalPoint: Bool
    /// Whether its letters are typed through an input method, which composes them (Hangul
    /// syllables): a web terminal (xterm.js) echoes what is composed into what a screen reader
    /// reads, where the digits of the moves are keys it knows and pass unheard.
    public let typedThroughInputMethod: Bool

    /// Every language the game speaks, the catalogs' source language first.
    public static let all: [LanguageTraits] = [english, korean]

    public static let english = LanguageTraits(
        code: "en", plural: .oneOther, capitalizesSentences: true, particlesAgree: false,
        letters: [], voice: "en", brailleTables: ["en-ueb-g1.ctb", "en-ueb-g2.ctb"],
        maximumCharacters: 40, politeEndings: [], wordEndings: [],
        negatingEndings: ["n't"], permissions: [], contrasts: [],
        verbForms: { [$0] }, nativeCounters: [], maximumListCharacters: 38, numberSignTakesAPlace: true,
        saysDecimalPoint: true,
        typedThroughInputMethod: false)

    public static let korean = LanguageTraits(
        code: "ko", plural: .other, capitalizesSentences: false, particlesAgree: true,
        letters: [Hangul.syllables], voice: "ko", brailleTables: ["ko-g1.ctb", "ko-g2.ctb"],
        maximumCharacters: 24, politeEndings: ["\u{C694}"],  // 요
        wordEndings: [
            "은", "는", "이", "가", "을", "를", "도", "만", "좀", "로", "으로", "에", "요", "이요", "이야", "야",
            "이에요", "예요", "입니다", "인가요", "인가", "이냐", "냐", "이지", "초", "퍼센트", "단어", "번", "개",
            "랑", "이랑", "하고", "와", "과",
        ],
        negatingEndings: ["지마", "지마요", "지마세요", "지말아요", "지말고", "지않아", "기싫어"],
        // 기다리기 싫어 (I don't like waiting): not the waiting, so none of it.
        permissions: ["돼", "돼요", "됩니다", "된다", "되", "괜찮아", "괜찮아요", "괜찮습니다", "싫어", "싫어요", "싫다"],
        contrasts: ["말고"],
        verbForms: KoreanVerb.forms(of:),
        nativeCounters: [
            "\u{ACBD}\u{AE30}", "\u{D310}", "\u{BC88}\u{C9F8}", "\u{AC1C}", "\u{BA85}", "\u{BC88}", "\u{C0B4}",
            "\u{B9C8}\u{B9AC}",
        ],
        // 경기, 판, 번째, 개, 명, 번, 살, 마리
        maximumListCharacters: 21, numberSignTakesAPlace: false, saysDecimalPoint: false,
        typedThroughInputMethod: true)

    /// The traits of the language with this code, if the game speaks it.
    public static func of(_ code: String) -> LanguageTraits? {
        all.first { $0.code == code }
    }

    /// Whether a screen reader says this scalar as part of a word: printable ASCII or one of
    /// the language's letters.
    public func isSpoken(_ scalar: Unicode.Scalar) -> Bool {
        (0x20..<0x7F).contains(scalar.value) || letters.contains { $0.contains(scalar.value) }
    }
}
