import Catalog
import GameCore
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
}
