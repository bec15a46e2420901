/// A Korean particle written right after a placeholder must be the two-form marker (`이(가)`),
/// because only the runtime knows whether the word that fills the slot ends in a consonant.
enum KoreanParticles {
    /// Markers the runtime resolves; kept in step with `Catalog/Josa.swift`.
    static let markers = ["은(는)", "는(은)", "이(가)", "가(이)", "을(를)", "를(을)", "과(와)", "와(과)", "(으)로", "으로(로)"]
    static let bareParticles: [Character: String] = [
        "은": "은(는)", "는": "은(는)", "이": "이(가)", "가": "이(가)", "을": "을(를)", "를": "을(를)",
        "과": "과(와)", "와": "과(와)", "로": "(으)로", "으": "(으)로",
    ]

    /// The marker to use instead, when `template` puts a bare particle right after a placeholder.
    static func misuse(in template: String) -> (found: Character, use: String)? {
        let scalars = Array(template)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            var j = i + 1
            while j < scalars.count, scalars[j].isNumber || scalars[j] == "$" { j += 1 }
            if j < scalars.count, scalars[j] == "@" { j += 1 }
            else if j + 2 < scalars.count, String(scalars[j...j + 2]) == "lld" { j += 3 }
            else if j < scalars.count, scalars[j] == "d" { j += 1 }
            else { i = j + 1; continue }
            if j < scalars.count, let use = bareParticles[scalars[j]] {
                let tail = String(scalars[j...])
                if !markers.contains(where: { tail.hasPrefix($0) }) { return (scalars[j], use) }
            }
            i = j
        }
        return nil
    }
}
