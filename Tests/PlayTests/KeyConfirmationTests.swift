import Catalog
import GameCore
import Input
import Narration
import Play
import Settings
import Testing

/// Second tests, each on its own, of two behaviours of quick keys: the quit key's confirmation,
/// for every key that may follow it, and in 하나빼기 a hand held and taken back by the undo key.
@Suite struct KeyConfirmationTests {
    /// Every key of one byte a keyboard types, Enter, Backspace, Escape, an arrow and Hangul.
    static let keys: [Key] =
        (0x20...0x7E).map { Key(String(UnicodeScalar(UInt8($0)))) } + [
            .enter, .backspace, .escape, Key("\u{1B}[A"), Key("가"),
        ]

    func session(_ language: Language, _ kind: GameKind = .rps) -> Session {
        var game = KeySessionTests().session(language) { $0.game = kind }
        _ = game.start()
        return game
    }

    static func quits(_ effects: [Effect]) -> Bool { effects.contains { if case .quit = $0 { true } else { false } } }

    /// After a quit key, only a quit key of the language leaves: any other says the game goes on
    /// and does nothing else; then the quit key asks again, and does not leave at once.
    @Test(arguments: Language.allCases)
    func afterTheQuitKeyOnlyAQuitKeyLeaves(language: Language) {
        let map = KeyMap(language: language)
        // A letter's key in either case (Caps Lock).
        let quitKeys = map.keys(for: .quit, at: .hand).flatMap { [$0, Key($0.text.uppercased())] }
        #expect(quitKeys.contains(Key("0")))
        let goesOn = language == .en ? ["Not quitting."] : ["종료 안 함."]
        for first in map.keys(for: .quit, at: .hand) {
            for key in Self.keys {
                var game = session(language)
                _ = game.handle(.key(Key("1")))
                let asked = game.handle(.key(first))
                #expect(!Self.quits(asked) && KeySessionTests().shown(asked).count == 1, "\(first.text)")
                let before = (game.game, game.preferences)
                let answer = game.handle(.key(key))
                if quitKeys.contains(key) {
                    #expect(Self.quits(answer), "\(first.text) then \(key.text.debugDescription)")
                    continue
                }
                #expect(answer == [.show([Line(goesOn[0])])], "\(first.text) then \(key.text.debugDescription)")
                #expect(game.game == before.0 && game.preferences == before.1, "\(key.text.debugDescription) did more")
                let again = game.handle(.key(first))
                #expect(!Self.quits(again), "after \(key.text.debugDescription), \(first.text) left at once")
                #expect(Self.quits(game.handle(.key(first))), "the second press after asking again")
            }
        }
    }

    /// 하나빼기: the hand held is taken back by each undo key, and the next two presses show a
    /// pair without it; the round before is not taken back with it.
    @Test(arguments: Language.allCases)
    func aHandTakenBackIsNotInTheNextPair(language: Language) {
        let map = KeyMap(language: language)
        let words = Vocabulary(language)
        let key = { (move: Move) in Key(String(words.number(of: move))) }
        for undo in map.keys(for: .undo, at: .hand) {
            for held in GameKind.rps.moves {
                // The pair of the two other hands, and the held hand twice.
                let others = GameKind.rps.moves.filter { $0 != held }
                for pair in [HandPair(others[0], others[1]), HandPair(others[1], others[0]), HandPair(held, held)] {
                    var game = session(language, .minusOne)
                    // A round first, which the undo key must leave played.
                    _ = game.handle(.key(key(.rock)))
                    _ = game.handle(.key(key(.paper)))
                    _ = game.handle(.key(key(.rock)))
                    #expect(game.game.tally.rounds == 1)
                    _ = game.handle(.key(key(held)))
                    _ = game.handle(.key(undo))
                    #expect(game.game.tally.rounds == 1, "\(undo.text) took back the round, not the hand")
                    #expect(game.game.awaiting == .pair)
                    _ = game.handle(.key(key(pair.first)))
                    #expect(game.game.awaiting == .pair, "one press after the undo showed a pair")
                    _ = game.handle(.key(key(pair.second)))
                    #expect(game.game.awaiting == .keep(pair), "\(held) held, \(undo.text), then \(pair)")
                }
            }
        }
    }
}
