/// Whole numbers from 1 to 99 as players write them in words: English (nine, twenty-one),
/// Sino-Korean (구, 이십일, and to 999: 이백) and native Korean (아홉, 스물한). A grammar table, as the particles are:
/// it reads what a player typed, it never says anything.
public enum NumberWords {
    /// The number `word` names in any language, or `nil`. English words are lower-case; a
    /// two-word English number comes joined by a hyphen (twenty-one).
    public static func value(of word: String) -> Int? {
        if zero.contains(word) { return 0 }
        return english(word) ?? sinoKorean(word) ?? nativeKorean(word)
    }

    /// Nought, which counts nothing: a count of none is said to be none.
    private static let zero = ["zero", "\u{C601}"]  // 영

    private static let englishUnits = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    private static let englishTens = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
        "ninety": 90,
    ]

    private static func english(_ word: String) -> Int? {
        if let unit = englishUnits[word] ?? englishTens[word] { return unit }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let tens = englishTens[String(parts[0])], let unit = englishUnits[String(parts[1])],
            unit < 10
        else { return nil }
        return tens + unit
    }

    private static let sinoDigits: [Character: Int] = [
        "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9,
    ]

    /// 일 to 구백구십구: an optional digit before 백, then one before 십, then an optional digit
    /// (a speech rate of 이백, 삼백오십).
    private static func sinoKorean(_ word: String) -> Int? {
        var characters = Array(word)
        guard !characters.isEmpty, characters.count <= 6 else { return nil }
        var value = 0
        /// The hundreds or the tens: `unit` with the digit before it (one when none), taken off.
        func take(_ unit: Character, worth: Int) -> Bool {
            guard let place = characters.firstIndex(of: unit) else { return true }
            guard place <= 1, let count = place == 0 ? 1 : sinoDigits[characters[0]] else { return false }
            value += count * worth
            characters.removeFirst(place + 1)
            return true
        }
        guard take("백", worth: 100), take("십", worth: 10), characters.count <= 1 else { return nil }
        if let unit = characters.first {
            guard let digit = sinoDigits[unit] else { return nil }
            value += digit
        }
        return value == 0 ? nil : value
    }

    /// The native words, as counted (하나, 셋) and before a counter (한, 세, 석).
    private static let nativeUnits: [String: Int] = [
        "하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "석": 3, "넷": 4, "네": 4, "넉": 4, "다섯": 5,
        "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
    ]
    private static let nativeTens: [String: Int] = [
        "열": 10, "스물": 20, "스무": 20, "서른": 30, "마흔": 40, "쉰": 50, "예순": 60, "일흔": 70, "여든": 80,
        "아흔": 90,
    ]

    /// 하나 to 아흔아홉: a ten (열, 스물, 스무...), a unit, or a ten and a unit run together (열한).
    private static func nativeKorean(_ word: String) -> Int? {
        if let value = nativeUnits[word] ?? nativeTens[word] { return value }
        for (tens, value) in nativeTens where word.hasPrefix(tens) {
            if let unit = nativeUnits[String(word.dropFirst(tens.count))] { return value + unit }
        }
        return nil
    }
}
