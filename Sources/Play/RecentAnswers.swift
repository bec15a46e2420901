import Narration

/// The answers said last, newest first, for `repeat 2` and `back`: a ring of `kept` answers, the
/// newest written over the oldest, so a long game's memory stays flat.
struct RecentAnswers {
    /// How many answers are kept: more than a player steps back through.
    static let kept = 50

    private var ring: [[Line]] = []
    /// Where the next answer goes once the ring is full: the oldest.
    private var next = 0

    /// How many answers are kept now, at most `kept`.
    var count: Int { ring.count }

    mutating func add(_ answer: [Line]) {
        if ring.count < Self.kept {
            ring.append(answer)
        } else {
            // In the storage of the answer it replaces: a long game allocates nothing more.
            ring[next].removeAll(keepingCapacity: true)
            ring[next] += answer
        }
        next = (next + 1) % Self.kept
    }

    /// The answer `back` answers ago: 1 is the last, 2 the one before; `nil` beyond the oldest kept.
    func answer(_ back: Int) -> [Line]? {
        guard back >= 1, back <= ring.count else { return nil }
        // `next` follows the newest, full or not.
        return ring[(next - back + 2 * Self.kept) % Self.kept]
    }
}
