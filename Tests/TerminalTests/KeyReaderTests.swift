import CTerminal
import Catalog
import GameCore
import GameCoreTestSupport
import Input
import TerminalKeys
import Testing

/// Quick keys' reader (`rps_read_key`) by its own rule, `rps_key_length`: every key a terminal
/// sends for a key a player may press (see `TerminalKeys`, with where each is written down) is
/// one key, never two and never part of the next; and what the Swift side makes of it means
/// nothing, so no function key, arrow or stray byte plays a move, quits or opens the command line.
@Suite struct KeyReaderTests {
    /// The first key's length in `bytes`, all come at once; 0 while the reader waits for the rest.
    static func length(_ bytes: [UInt8], ended: Bool) -> Int {
        bytes.withUnsafeBufferPointer { Int(rps_key_length($0.baseAddress, $0.count, ended ? 1 : 0)) }
    }

    /// `bytes`, all come at once and nothing after them, as the reader splits them into keys.
    static func keys(in bytes: [UInt8]) -> [[UInt8]] {
        var keys: [[UInt8]] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = length(Array(rest), ended: true)
            guard count > 0 else { break }
            keys.append(Array(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        return keys
    }

    /// A key as the console hands it to the session: its bytes as UTF-8, at most the 64 the
    /// console keeps (`ReadlineSource.longestKey`).
    static func key(_ bytes: [UInt8]) -> Key { Key(String(decoding: bytes.prefix(64), as: UTF8.self)) }

    /// Each key sent whole in one write is one key: all of it, at once when its last byte says it
    /// is whole, else (Escape) once nothing more comes.
    @Test(arguments: TerminalKeys.all)
    func everyKeyATerminalSendsIsOneKey(sent: TerminalKeys.Sent) {
        #expect(Self.length(sent.bytes, ended: true) == sent.bytes.count)
        #expect(Self.length(sent.bytes, ended: false) == (sent.wholeAtOnce ? sent.bytes.count : 0))
    }

    /// A key the terminal's write split in two is still one key: before its last byte the reader
    /// waits for the rest (50 ms), never taking a part for a key of its own.
    @Test(arguments: TerminalKeys.all.filter { $0.kind == .sequence || $0.kind == .paste || $0.kind == .cutShort })
    func beforeItsLastByteAKeyWaitsForTheRest(sent: TerminalKeys.Sent) {
        for cut in 1..<sent.bytes.count {
            #expect(Self.length(Array(sent.bytes.prefix(cut)), ended: false) == 0, "the first \(cut) bytes")
        }
    }

    /// A character of 2, 3 or 4 bytes waits for its last byte; a whole one is a key, with the
    /// characters an input method committed with it, but not a digit typed after them.
    @Test func aCharacterWaitsForItsBytesAndTakesTheTextThatCameWithIt() {
        for text in ["é", "가", "😀", "𝄞"] {
            let bytes = Array(text.utf8)
            for cut in 1..<bytes.count {
                #expect(Self.length(Array(bytes.prefix(cut)), ended: false) == 0, "\(text): \(cut) bytes")
            }
            #expect(Self.length(bytes, ended: false) == bytes.count, "\(text)")
            #expect(Self.keys(in: bytes + Array("1".utf8)) == [bytes, Array("1".utf8)], "\(text) then 1")
        }
        #expect(Self.keys(in: Array("가나다é😀1 2".utf8)) == [Array("가나다é😀".utf8), [0x31], [0x20], [0x32]])
        #expect(Self.keys(in: Array("ㄱ1".utf8)) == [Array("ㄱ".utf8), Array("1".utf8)])
    }

    /// A digit, a space, a letter or Enter typed right after a key is a key of its own, which
    /// still plays; after Escape alone it is Alt with that key, as terminals send Alt. (After
    /// ESC [ or ESC O, Alt with [ or O, it is read as the sequence they begin.)
    @Test(arguments: TerminalKeys.all.filter { $0.bytes != [0x1B, 0x5B] && $0.bytes != [0x1B, 0x4F] })
    func whatFollowsAKeyIsTheNextKey(sent: TerminalKeys.Sent) {
        for next in ["1", "0", " ", "q", "?", "\r"] {
            let expected = sent.kind == .escape ? sent.bytes.count + 1 : sent.bytes.count
            #expect(
                Self.length(sent.bytes + Array(next.utf8), ended: true) == expected, "then \(next.debugDescription)")
        }
    }

    /// Keys typed ahead, sent in one write (a terminal queues them while the game talks), are
    /// split where each ends: as many keys as were pressed, each whole.
    @Test func keysTypedAheadAreSplitWhereEachEnds() {
        var stream: [UInt8] = []
        var pressed: [[UInt8]] = []
        for sent in TerminalKeys.all where sent.wholeAtOnce {
            stream += sent.bytes
            pressed.append(sent.bytes)
            // Text takes the text that comes with it: a digit between keeps each its own.
            if sent.kind == .text || sent.kind == .invalid {
                stream.append(0x31)
                pressed.append([0x31])
            }
        }
        let split = Self.keys(in: stream)
        #expect(split.count == pressed.count)
        for (index, key) in pressed.enumerated() where index < split.count {
            #expect(split[index] == key, "key \(index): \(TerminalKeys.shown(key))")
            if split[index] != key { break }
        }
    }

    /// None of these keys means anything in either language at any stage of a round: no move,
    /// no command, no quit, no command line, whole or as the 64 bytes the console keeps.
    @Test(arguments: TerminalKeys.all)
    func noSuchKeyMeansAnything(sent: TerminalKeys.Sent) {
        let stages: [Stage] = [
            .hand, .pair, .keep(HandPair(.rock, .paper)), .keep(HandPair(.scissors, .scissors)),
        ]
        for language in Language.allCases {
            let keys = KeyMap(language: language)
            for stage in stages {
                #expect(keys.meaning(of: Self.key(sent.bytes), awaiting: stage) == nil, "\(language) \(stage)")
                let whole = Key(String(decoding: sent.bytes, as: UTF8.self))
                #expect(keys.meaning(of: whole, awaiting: stage) == nil, "\(language) \(stage), whole")
            }
        }
    }

    /// The keys that mean something are one byte each, each a key of its own whatever follows.
    @Test func theGamesOwnKeysAreOneByteEach() {
        let own = Array("123 -*=?0rpsauhq\r\u{7F}".utf8)
        #expect(Self.keys(in: own) == own.map { [$0] })
        for language in Language.allCases {
            let keys = KeyMap(language: language)
            for byte in own where keys.meaning(of: Key(String(UnicodeScalar(byte))), awaiting: .hand) != nil {
                #expect(Self.length([byte], ended: false) == 1, "\(byte)")
            }
        }
    }
}
