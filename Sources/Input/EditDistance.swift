import Languages

/// Optimal string alignment distance (Damerau-Levenshtein without repeated edits): insertions,
/// deletions, substitutions and swaps of neighbours each cost 1, so "rokc" is 1 from "rock".
enum EditDistance {
    /// The candidate nearest to `typed`: within 1 edit when the shorter of the two has up to 6
    /// characters, within 2 for longer ones, or within a candidate's own `limit`. Of equals, the
    /// one of the lowest `rank` (a move before a setting's value: "보오" means 보, not 보통), then
    /// one of the typed word's length (a slip that swaps two letters keeps it: "hsuh" is "hush",
    /// not "huh"), then the first. Words of one character are neither suggested nor given
    /// suggestions, every typo is near them, but a Hangul syllable, which is a word ("보"). Two
    /// edits in a short word make another word ("start" is two from "stats"), so it gets one.
    static func nearest(to typed: String, among candidates: some Sequence<(String, limit: Int?, rank: Int)>) -> String?
    {
        let target = Array(typed)
        guard target.count >= 2, target.count <= 40 else { return nil }
        var best: (candidate: String, order: (Int, Int, Int))?
        for (candidate, own, rank) in candidates
        where candidate.count >= 2 || candidate.unicodeScalars.allSatisfy(isHangulSyllable) {
            let limit = own ?? (min(candidate.count, target.count) <= 6 ? 1 : 2)
            let distance = between(target, Array(candidate), limit: limit)
            let order = (distance, rank, abs(candidate.count - target.count))
            if distance <= limit, best.map({ order < $0.order }) ?? true { best = (candidate, order) }
        }
        return best?.candidate
    }

    private static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool { Hangul.syllables.contains(scalar.value) }

    static func between(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, previous2[j - 2] + 1)
                }
                current[j] = d
                rowBest = min(rowBest, d)
            }
            if rowBest > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
