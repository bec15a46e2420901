import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Testing

/// Quick-keys mode's keys, in each language: the moves by their numbers, the commands on keys
/// every input method sends unchanged, and in English the letters of their names.
@Suite struct KeyMapTests {
    let english = KeyMap(language: .en)
    let korean = KeyMap(language: .ko)

    func meaning(_ map: KeyMap, _ text: String) -> KeyMap.Meaning? {
        map.meaning(of: Key(text), awaiting: .hand)
    }

    @Test func theDigitsAreTheMovesInTheOrderTheLanguageNumbersThem() {
        #expect(meaning(english, "1") == .command(.game(.play(.rock))))
        #expect(meaning(english, "2") == .command(.game(.play(.paper))))
        #expect(meaning(english, "3") == .command(.game(.play(.scissors))))
        #expect(meaning(korean, "1") == .command(.game(.play(.scissors))))
        #expect(meaning(korean, "2") == .command(.game(.play(.rock))))
        #expect(meaning(korean, "3") == .command(.game(.play(.paper))))
        for map in [english, korean] {
            for digit in ["4", "5", "9"] { #expect(meaning(map, digit) == nil, "\(digit)") }
        }
    }

    /// The same keys in both languages, so a player who switches keeps them; none of them a
    /// letter, which a Korean input method in Hangul mode would compose into a syllable.
    @Test(arguments: [
        (" ", Command.game(.again)), ("-", .game(.undo)), ("\u{7F}", .game(.undo)), ("\u{8}", .game(.undo)),
        ("*", .repeatAnswer(1)),
        ("=", .game(.score)), ("?", .help(nil)), ("0", .quit),
    ])
    func commandKeysAreTheSameInEveryLanguage(key: String, command: Command) {
        #expect(meaning(english, key) == .command(command))
        #expect(meaning(korean, key) == .command(command))
        #expect(!key.unicodeScalars.contains { $0.properties.isAlphabetic })
    }

    @Test func enterInEitherFormOpensATypedLine() {
        for map in [english, korean] {
            #expect(meaning(map, "\r") == .typedLine)
            #expect(meaning(map, "\n") == .typedLine)
        }
    }

    /// English adds the first letter of each name, moves first; repeat and score would have r
    /// and s, which the moves took.
    @Test(arguments: [
        ("r", Command.game(.play(.rock))), ("p", .game(.play(.paper))), ("s", .game(.play(.scissors))),
        ("a", .game(.again)), ("u", .game(.undo)), ("h", .help(nil)), ("q", .quit),
        ("R", .game(.play(.rock))), ("Q", .quit),
    ])
    func englishAddsTheLettersOfItsNames(key: String, command: Command) {
        #expect(meaning(english, key) == .command(command))
        #expect(meaning(korean, key) == nil, "a Korean game has no letter keys: \(key)")
    }

    @Test(arguments: ["e", "x", "가", "ㄱ", "\u{1B}", "\u{1B}[A", "\t", ".", "+", "rock", ""])
    func otherKeysMeanNothing(key: String) {
        #expect(meaning(english, key) == nil)
        #expect(meaning(korean, key) == nil)
    }

    /// Help names one key a command, each one every language shares, by a name a reader says.
    @Test func helpNamesEachCommandsSharedKeyByName() {
        #expect(english.labels.map(\.key) == ["space", "minus", "star", "equal sign", "question mark", "0"])
        #expect(english.labels.map(\.command) == [.again, .undo, .repeatLast, .score, .help, .quit])
        #expect(korean.labels.map(\.key) == ["스페이스", "마이너스", "별표", "등호", "물음표", "0"])
        #expect(english.helpName == "question mark")
        #expect(korean.helpName == "물음표")
    }

    @Test func aKeyIsNamedAsALineSaysIt() {
        #expect(english.name(of: Key("q")) == "q")
        #expect(english.name(of: Key("0")) == "0")
        #expect(english.name(of: .enter) == "enter")
        #expect(english.name(of: Key("\n")) == "enter")
        #expect(korean.name(of: .space) == "스페이스")
        #expect(korean.name(of: Key("\u{8}")) == "백스페이스")
    }

    /// 하나빼기: at the pair, a move's key is one hand of it; at the choice, the key of a hand
    /// shown keeps it (the first when both are the same), and the key of a hand not shown asks
    /// again. The command keys are as in a round of one hand.
    @Test func minusOnesStagesTakeTheMovesKeys() {
        let pair = HandPair(.rock, .scissors)
        #expect(english.meaning(of: Key("1"), awaiting: .pair) == .hand(.rock))
        #expect(english.meaning(of: Key("s"), awaiting: .pair) == .hand(.scissors))
        #expect(korean.meaning(of: Key("1"), awaiting: .pair) == .hand(.scissors))
        #expect(english.meaning(of: Key("1"), awaiting: .keep(pair)) == .command(.game(.keep(.first))))
        #expect(english.meaning(of: Key("3"), awaiting: .keep(pair)) == .command(.game(.keep(.second))))
        #expect(korean.meaning(of: Key("1"), awaiting: .keep(pair)) == .command(.game(.keep(.second))))
        #expect(english.meaning(of: Key("2"), awaiting: .keep(pair)) == .stageAsks(.keep(pair)))
        let same = HandPair(.paper, .paper)
        #expect(english.meaning(of: Key("p"), awaiting: .keep(same)) == .command(.game(.keep(.first))))
        for stage in [Stage.pair, .keep(pair)] {
            #expect(english.meaning(of: Key("-"), awaiting: stage) == .command(.game(.undo)))
            #expect(korean.meaning(of: Key("?"), awaiting: stage) == .command(.help(nil)))
        }
    }

    /// No key means one thing at one stage and another at the next: a key that names a move
    /// names the same move at every stage, and a command's key is that command at every stage.
    @Test func noKeyChangesItsMeaningFromStageToStage() {
        let moves = GameKind.minusOne.moves
        let pairs = moves.flatMap { first in moves.map { HandPair(first, $0) } }
        let stages = GameKind.allCases.map(\.firstStage) + pairs.map(Stage.keep)
        var keys = (0...127).compactMap(Unicode.Scalar.init).map { Key(String($0)) }
        keys += [Key("가"), Key("\u{1B}[A")]
        for map in [english, korean] {
            for key in keys {
                var moves: Set<Move> = []
                var others: Set<KeyMap.Meaning> = []
                for stage in stages {
                    switch map.meaning(of: key, awaiting: stage) {
                    case .command(.game(.play(let move)))?, .hand(let move)?: moves.insert(move)
                    case .command(.game(.keep(let kept)))?:
                        if case .keep(let pair) = stage.asks { moves.insert(pair[kept]) }
                    case .stageAsks?, nil: break
                    case let meaning?: others.insert(meaning)
                    }
                }
                #expect(moves.count + others.count <= 1, "\(map.language) \(key.text.debugDescription)")
            }
        }
    }
}
