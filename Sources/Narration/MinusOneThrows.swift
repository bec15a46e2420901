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

/// How to keep a hand, said with the pairs of a game until the player has kept one (`KeepLesson`
/// in `Play` decides when): a newcomer hears it before a wrong try, not after.
extension Narrator {
    /// By keys, the two hands' keys; typed, the two hands' names, then the other ways a line
    /// keeps a hand: its number, or the word for first or second.
    public func howToKeep(from pair: HandPair) -> [Line] {
        let stage = Stage(.minusOne, asks: .keep(pair))
        if byKeys { return plain(keysHowTo(stage)) }
        let (first, second) = (vocabulary.name(.keepFirst), vocabulary.name(.keepSecond))
        let number = vocabulary.number(of:)
        let other =
            pair.first == pair.second
            ? say.howToKeepOtherSame(number(pair.first), first, second)
            : say.howToKeepOther(number(pair.first), number(pair.second), first, second)
        return plain(howTo(stage) + [other])
    }
}
