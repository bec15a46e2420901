/// Korean particles (조사) that change with the last sound of the word before them:
/// 은/는, 이/가, 을/를, 과/와, 이나/나 ("or") and 이라고/라고 (quoting a word to type) take the
/// first form after a final consonant (받침), and (으)로 takes 으로 after a final consonant other
/// than ㄹ.
public enum Josa {
    /// The last sound of a word, as far as particles care.
    public enum Ending: Equatable, Sendable {
        case vowel
        case rieul
        case consonant
    }

    /// Two-form markers as written in the catalogs, with the form after a consonant first.
    public static let markers: [(marker: String, afterConsonant: String, afterVowel: String)] = [
        ("은(는)", "은", "는"), ("는(은)", "은", "는"),
        ("이(가)", "이", "가"), ("가(이)", "이", "가"),
        ("을(를)", "을", "를"), ("를(을)", "을", "를"),
        ("과(와)", "과", "와"), ("와(과)", "과", "와"),
        ("(으)로", "으로", "로"), ("으로(로)", "으로", "로"),
        ("(이)나", "이나", "나"), ("(이)라고", "이라고", "라고"),
    ]

    /// For each particle that changes with the word before it, the marker to write instead when
    /// it follows a slot: the catalog compiler refuses the bare particle there. The longer first,
    /// so that 이나 and 이라고 are not taken for the 이 of 이(가).
    public static let markerForParticle: [(particle: String, marker: String)] = [
        ("이라고", "(이)라고"), ("라고", "(이)라고"), ("이나", "(이)나"), ("으로", "(으)로"),
        ("은", "은(는)"), ("는", "은(는)"), ("이", "이(가)"), ("가", "이(가)"), ("을", "을(를)"), ("를", "을(를)"),
        ("과", "과(와)"), ("와", "과(와)"), ("로", "(으)로"), ("으", "(으)로"), ("나", "(이)나"),
    ]

    /// The marker at the start of `text` and the particle that agrees with `word`, if any.
    public static func resolve(after word: String, in text: Substring) -> (marker: String, particle: String)? {
        guard let entry = markers.first(where: { text.hasPrefix($0.marker) }) else { return nil }
        guard let ending = ending(of: word) else {
            return (entry.marker, entry.marker)
        }
        let isRo = entry.afterVowel == "로"
        let consonant = ending == .consonant || (ending == .rieul && !isRo)
        return (entry.marker, consonant ? entry.afterConsonant : entry.afterVowel)
    }

    /// Whether `word` ends in a vowel, ㄹ or another consonant, judged by its last Hangul
    /// syllable or, for a number, by how it is read aloud in Sino-Korean (3 is 삼, 10 is 십).
    /// `nil` when it cannot be told (a Latin word, a symbol): the marker is then left as written.
    public static func ending(of word: String) -> Ending? {
        let trimmed = word.unicodeScalars.reversed().drop {
            $0.properties.isWhitespace || ".,!?".unicodeScalars.contains($0)
        }
        guard let last = trimmed.first else { return nil }
        if let final = Hangul.final(of: last) {
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        }
        if ("0"..."9").contains(last) {
            let digits = trimmed.prefix { ("0"..."9").contains($0) }
            return numberEnding(digits: digits.map { Int($0.value - 48) }.reversed())
        }
        return nil
    }

    /// `digits` most significant first.
    private static func numberEnding(digits: [Int]) -> Ending {
        let zeros = digits.reversed().prefix { $0 == 0 }.count
        if zeros == digits.count { return .consonant }  // 영
        if zeros == 0 {
            switch digits.last! {
            case 1, 7, 8: return .rieul  // 일, 칠, 팔
            case 3, 6: return .consonant  // 삼, 육
            default: return .vowel  // 이, 사, 오, 구
            }
        }
        // 십, 백, 천, 만 (십만 ... 천만), 억 (... 천억) end in a consonant; 조 (... 천조) in a vowel;
        // 경 and beyond in a consonant again.
        return (12...15).contains(zeros) ? .vowel : .consonant
    }
}
