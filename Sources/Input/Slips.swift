import Catalog
import GameCore
import Languages

/// The word of the game a word it cannot place is a slip of: one key wrong, missing or added, or
/// two keys swapped (scroe: score, 스코ㅓ: 스코어). Korean is compared as the keys that type it
/// on the two-set keyboard, so a slip is counted as it is made, a key at a time. Only words the
/// catalog writes are offered (not a verb's forms, not a number, not a language's code), the
/// game's language first, a move before any other word; a word that leaves or starts again only
/// for a slip that keeps its length or drops a key.
enum Slips {
    /// The nearest word and whether it is more than one key away (offered, never done).
    struct Slip {
        let word: String
        let isNear: Bool
        /// Whether a word of leaving or starting again is as near, of another request: a slip that
        /// would be done is then not done.
        let isNearLeaving: Bool
    }

    static func nearest(to typed: String, language: Language, stage: Stage) -> Slip? {
        let keys = Array(TwoSetKeyboard.keys(of: typed))
        let characters = Array(typed)
        guard keys.count >= 2, keys.count <= 40 else { return nil }
        let keeping = if case .keep = stage.asks { true } else { false }
        var best: (word: String, order: (Int, Int, Int, Int))?
        // Another word as near, of another request: the first is offered, not done. One of leaving
        // or starting again as near, even one never offered ("quitt" is as near to quit as to
        // quiet), is said (`isNearLeaving`).
        var tied = false
        var tiedWith: [[Sense]] = []
        let hangul = typed.unicodeScalars.contains {
            Hangul.syllables.contains($0.value) || (0x3131...0x3163).contains($0.value)
        }
        forEachWritten { phrase, hits in
            // A slip is made on one keyboard: Hangul is near Hangul, letters near letters.
            guard phrase.unicodeScalars.contains(where: { Hangul.syllables.contains($0.value) }) == hangul else {
                return
            }
            let senses = hits.flatMap { Sense.of($0.key) }
            guard senses.contains(where: { $0 != .filler }), !senses.contains(.filler),
                phrase.unicodeScalars.count >= 2
                    || phrase.unicodeScalars.allSatisfy({ Hangul.syllables.contains($0.value) }),
                !phrase.unicodeScalars.contains(where: { ("0"..."9").contains($0) }),
                Language(rawValue: phrase) == nil
            else { return }
            if !keeping, senses.allSatisfy({ if case .keep = $0 { true } else { $0 == .keepVerb } }) { return }
            let candidate = Array(TwoSetKeyboard.keys(of: phrase))
            let limit = min(candidate.count, keys.count) <= 6 ? 1 : 2
            let drastic = senses.contains(.command(.quit)) || senses.contains(.command(.newGame))
            // Keys apart, within the limit; or, for Hangul, a syllable more or less (보우 for 보):
            // offered, not done.
            var distance = EditDistance.between(keys, candidate, limit: limit)
            if distance > limit {
                guard !drastic, Hangul.syllables.contains(phrase.unicodeScalars.first!.value),
                    characters.count != phrase.count, Set(characters).intersection(phrase).count > 0,
                    EditDistance.between(characters, Array(phrase), limit: 1) <= 1
                else {
                    if distance <= 1 { tiedWith.append(senses) }
                    return
                }
                distance = 2
            }
            if drastic, keys.count > candidate.count {
                if distance <= 1 { tiedWith.append(senses) }
                return
            }
            let own = hits.contains { $0.language == language } ? 0 : 1
            // A move is what a short slip most often meant; a hand to keep, while one is kept.
            let rank =
                senses.contains(where: {
                    if case .keep = $0 { keeping } else if case .move = $0 { true } else { false }
                })
                ? (senses.contains(where: { if case .keep = $0 { true } else { false } }) ? -1 : 0) : 1
            let order = (distance, own, rank, abs(candidate.count - keys.count))
            if drastic, distance <= 1 { tiedWith.append(senses) }
            if let current = best, current.order.0 == distance {
                tied = tied || !Self.sameRequest(LineReading.meaning(current.word), senses)
            } else if best.map({ distance < $0.order.0 }) ?? true {
                tied = false
            }
            if best.map({ order < $0.order }) ?? true { best = (phrase, order) }
        }
        guard let best else { return nil }
        let leaving =
            best.order.0 <= 1
            && tiedWith.contains(where: { !Self.sameRequest(LineReading.meaning(best.word), $0) })
        return Slip(word: best.word, isNear: best.order.0 > 1 || tied, isNearLeaving: leaving)
    }

    private static func isTopic(_ senses: [Sense]) -> Bool {
        senses.contains { if case .topic = $0 { true } else { false } }
    }

    /// Whether two words mean the same request (stop and hush, both hush).
    private static func sameRequest(_ a: [Sense], _ b: [Sense]) -> Bool {
        a.contains { b.contains($0) }
    }

    /// The help topic's word nearest to `typed`, for `help` with words that name no topic.
    static func nearestTopic(to typed: String, language: Language) -> String? {
        let keys = Array(TwoSetKeyboard.keys(of: typed))
        guard keys.count >= 2 else { return nil }
        var best: (word: String, order: (Int, Int))?
        forEachWritten { phrase, hits in
            guard hits.contains(where: { isTopic(Sense.of($0.key)) }) else { return }
            let candidate = Array(TwoSetKeyboard.keys(of: phrase))
            let limit = min(candidate.count, keys.count) <= 6 ? 1 : 2
            let distance = EditDistance.between(keys, candidate, limit: limit)
            guard distance <= limit else { return }
            let order = (distance, hits.contains { $0.language == language } ? 0 : 1)
            if best.map({ order < $0.order }) ?? true { best = (phrase, order) }
        }
        return best?.word
    }

    /// Every phrase of the index the catalog writes as it is, with its hits of that kind.
    private static func forEachWritten(_ body: (String, [Lexicon.Hit]) -> Void) {
        Lexicon.forEachPhrase { phrase, hits in
            let written = hits.filter { $0.how == .written }
            if !written.isEmpty { body(phrase, written) }
        }
    }
}
