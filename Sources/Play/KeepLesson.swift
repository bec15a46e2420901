import GameCore
import Narration

/// 하나빼기's lesson in keeping a hand: with the pairs shown, how to keep one (the keys, or what
/// a line may say), until the player has kept a hand once; from then on the pairs come alone, as
/// a player who has kept one knows how. Kept for the whole session: a new game or a change of
/// rules does not teach again what was learned.
struct KeepLesson {
    /// Whether the player has kept a hand in a round of minus one.
    private(set) var learned = false

    /// What to add to the lines of a turn's `events`: how to keep a hand when pairs were shown and
    /// the player has not kept one yet; nothing otherwise. A round called by a kept hand ends the
    /// lesson.
    mutating func lines(after events: [Event], _ narrator: Narrator) -> [Line] {
        for event in events {
            if case .roundPlayed(let round, _) = event, case .minusOne = round.call { learned = true }
        }
        guard !learned, let pairs = events.lazy.compactMap(\.pairsShown).first else { return [] }
        return narrator.howToKeep(from: pairs.player)
    }
}

extension Event {
    /// The pairs this event showed, if it showed them.
    fileprivate var pairsShown: PairsShown? {
        if case .pairsShown(let pairs) = self { pairs } else { nil }
    }
}
