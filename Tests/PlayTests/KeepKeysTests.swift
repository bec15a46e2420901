import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Play
import Settings
import Testing

/// 하나빼기 by keys, at the choice of the hand to keep: a key of a hand not shown is answered by a
/// line that names each hand shown with its key, and pressing the key named for a hand keeps that
/// hand, for every pair of two different hands, in every language.
@Suite struct KeepKeysTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let language: Language
        let first: Move
        let second: Move
        var testDescription: String { "\(language) \(first) \(second)" }
    }

    static let cases: [Case] = Language.allCases.flatMap { language in
        GameKind.rps.moves.flatMap { first in
            GameKind.rps.moves.filter { $0 != first }.map { Case(language: language, first: first, second: $0) }
        }
    }

    /// A game of 하나빼기 by keys, the pair of `pair` shown by their keys, and the line said after
    /// the key of the hand not shown.
    func keepLine(_ pair: Case) -> (game: Session, line: String) {
        var preferences = Preferences(language: pair.language)
        preferences.game = .minusOne
        preferences.delay = 0
        preferences.set(.on(.keys, true))
        var game = Session(
            preferences: preferences, random: ForcedRandom(.rock),
            capabilities: Capabilities(interactive: true, speech: false, sound: false))
        _ = game.start()
        let other = GameKind.rps.moves.first { $0 != pair.first && $0 != pair.second }!
        _ = game.handle(.key(key(of: pair.first, pair.language)))
        _ = game.handle(.key(key(of: pair.second, pair.language)))
        let said = game.handle(.key(key(of: other, pair.language))).flatMap { effect -> [String] in
            if case .show(let lines) = effect { lines.map(\.text) } else { [] }
        }
        #expect(said.count == 1, "\(said)")
        return (game, said.first ?? "")
    }

    /// A move's key: its number in the language.
    func key(of move: Move, _ language: Language) -> Key { Key(String(Vocabulary(language).number(of: move))) }

    /// The key a line names right after `move`'s name ("rock 1", "바위 2").
    func keyNamed(for move: Move, in line: String, _ language: Language) -> Key? {
        let words = line.split { " ,.:".contains($0) }.map(String.init)
        guard let at = words.firstIndex(of: Vocabulary(language).name(of: move)), at + 1 < words.count,
            words[at + 1].allSatisfy(\.isNumber)
        else { return nil }
        return Key(words[at + 1])
    }

    @Test(arguments: cases)
    func theKeyNamedForAHandKeepsThatHand(pair: Case) throws {
        for hand in [pair.first, pair.second] {
            var (game, line) = keepLine(pair)
            let key = try #require(keyNamed(for: hand, in: line, pair.language), "\(hand) in \(line)")
            _ = game.handle(.key(key))
            #expect(game.game.rounds.first?.player == hand, "\(line): \(key.text) kept another hand")
            #expect(game.game.awaiting == .pair, "\(line): \(key.text) kept no hand")
        }
    }
}
