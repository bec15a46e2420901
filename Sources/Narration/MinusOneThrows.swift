import GameCore

/// How a round of 하나빼기 (minus one) is told: both pairs, the player's first, then the call
/// players make ("하나 빼기!"); once a hand is kept, the kept hands as a throw of rock, paper,
/// scissors, result first (`RPSThrows`).
extension Narrator {
    /// The pairs shown and the call: what the player keeps a hand after. Brief leaves the call
    /// out: the pairs are the news, and the prompt after them the cue.
    func shown(_ pairs: PairsShown) -> [Line] {
        [pairsLine(pairs)] + (verbosity == .brief ? [] : plain(say.pairsCall))
    }

    /// Both pairs in one line, the player's first, as a score is said ("rock paper to paper
    /// scissors"): one event, and half the listening of a line for each with its owner's name.
    func pairsLine(_ pairs: PairsShown) -> Line {
        let (player, computer) = (pairs.player, pairs.computer)
        return Line(
            cased(say.pairsShown(name(player.first), name(player.second), name(computer.first), name(computer.second))),
            tone: .pairs(pairs))
    }
}
