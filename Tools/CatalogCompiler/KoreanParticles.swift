import Languages

/// A particle written right after a placeholder must be the two-form marker (`이(가)`) in a
/// language whose particles agree with the word before them, because only the runtime knows
/// whether the word that fills the slot ends in a consonant.
enum KoreanParticles {
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
            if j < scalars.count, let use = Josa.markerForParticle[scalars[j]] {
                let tail = String(scalars[j...])
                if !Josa.markers.contains(where: { tail.hasPrefix($0.marker) }) { return (scalars[j], use) }
            }
            i = j
        }
        return nil
    }
}
