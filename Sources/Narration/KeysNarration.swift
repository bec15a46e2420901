import Catalog
import GameCore

/// What quick-keys mode (`--keys`) says besides the answers: how to play by keys, a key that
/// means nothing, the quit key's question, the typed command line opening and closing. Each a
/// line, short: heard after a single key, it must not outlast the next.
extension Narrator {
    /// A key that means nothing at `stage`: the keys to press, each one every input method sends
    /// as it is (the moves' digits and the help key, named by `help`).
    public func unknownKey(help: String, at stage: Stage) -> [Line] {
        mistake(say.listed(keys(of: stage.moves), in: { say.keysUnknown($0, help) }))
    }

    /// The keys of `moves`, their numbers, in order: "1", "2", "3".
    func keys(of moves: [Move]) -> [String] {
        vocabulary.numbered(moves).map { String(vocabulary.number(of: $0)) }
    }

    /// The quit key, pressed once: press it (`key`) again to leave.
    public func quitAgain(_ key: String) -> [Line] { plain(say.keysQuitAgain(key)) }

    /// Another key after the quit key: the game goes on.
    public var quitKept: [Line] { plain(say.keysQuitKept) }

    /// Enter opened one typed command line.
    public var commandLineOpened: [Line] { plain(say.keysLineOpen) }

    /// Escape, or an empty Enter, closed the command line.
    public var commandLineClosed: [Line] { plain(say.keysLineClosed) }
}

/// 하나빼기 by keys: a pair is two presses of the moves' keys, and the hand to keep one press.
extension Narrator {
    /// What to press at `stage`: the moves' keys and Enter to type (twice for a pair), or at the
    /// choice of the hand to keep, the two hands' keys.
    func keysHowTo(_ stage: Stage) -> [String] {
        switch stage.asks {
        case .hand: say.listed(keys(of: stage.moves), joined: welcomeList, in: say.welcomeKeys)
        case .pair: say.listed(keys(of: stage.moves), joined: welcomeList, in: say.welcomeKeysPair)
        case .keep(let pair) where pair.first == pair.second:
            [say.keysKeepSame(name(pair.first), vocabulary.number(of: pair.first))]
        case .keep(let pair):
            [
                say.keysKeep(
                    name(pair.first), vocabulary.number(of: pair.first), name(pair.second),
                    vocabulary.number(of: pair.second))
            ]
        }
    }

    /// The first hand of a pair pressed: the second is awaited.
    public func firstHand(_ move: Move) -> [Line] { plain(say.keysFirstHand(name(move))) }

    /// The undo key with one hand of a pair pressed: it is taken back.
    public func handTakenBack(_ move: Move) -> [Line] { plain(say.keysHandTakenBack(name(move))) }
}
