import Foundation
import Testing

/// The rules that judge what a reader said (`Heard`, used by `Hearing`), on utterances made up
/// here: grouping does not matter; a missing, doubled, reordered or extra line of the game does;
/// the echo of what was typed is left out, and nothing of the game with it.
@Suite struct HearingTests {
    static let expected = [
        "Welcome!", "Type rock, paper, scissors or help.", "Rock.", "Lost, rock to paper.", "Down 0 to 1.",
    ]
    static let typed = ["rock"]

    static func said(_ utterances: [[String]]) -> [Utterance] {
        utterances.enumerated().map {
            Utterance(time: Date(timeIntervalSince1970: Double($0.offset)), parts: $0.element)
        }
    }

    static func difference(_ utterances: [[String]], typed: [String] = typed, own: Set<String> = []) -> String? {
        let lines = Heard.lines(of: said(utterances), typed: typed, own: own)
        return Heard.difference(heard: lines.map(\.text), expected: expected)
    }

    /// The same lines, however the reader grouped them: one utterance a line, all in one
    /// (Fenrir on a busy machine), cut at commas (Emacspeak), lines joined by spaces (Orca in a web
    /// terminal), with the prompt, the echo and no-break spaces about.
    @Test func groupingDoesNotMatter() {
        let ways: [[[String]]] = [
            Self.expected.map { [$0] },
            [Self.expected],
            [
                ["Welcome!", "Type rock, paper, scissors or help.", "›"],
                ["› rock", "Rock.", "Lost, rock to paper.", "Down 0 to 1.", "›"],
            ],
            [
                ["Welcome! Type rock,", "paper,", "scissors or help."], ["rock"],
                ["Rock. Lost,", "rock to paper. Down 0 to 1."],
            ],
            [
                ["Welcome! Type rock, paper, scissors or help."], ["ro"], ["ck"],
                ["Rock.\u{00A0}Lost, rock to paper.  Down 0 to 1."],
            ],
            [
                ["Welcome!", "Type rock, paper, scissors or help."], ["Rock.", "Lost, rock to paper."],
                ["Down 0 to 1.", " "],
            ],
        ]
        for way in ways {
            #expect(Self.difference(way) == nil, "\(way)")
        }
    }

    /// A line missing, doubled, out of order or added fails, however grouped.
    @Test func anyLineAmissFails() {
        let e = Self.expected
        let amiss: [(String, [[String]])] = [
            ("missing", [Array(e.prefix(3)), [e[4]]]),
            ("missing at the end", [Array(e.dropLast())]),
            ("doubled", [e, [e[3]]]),
            ("doubled in one utterance", [e.prefix(4) + [e[3], e[4]]]),
            ("reordered", [[e[0], e[1], e[2], e[4], e[3]]]),
            ("extra", [e, ["Match point."]]),
            ("extra before", [["Won, rock beat scissors."], e]),
            ("a reader's word", [e.prefix(2) + ["blank"] + e.suffix(3)]),
            ("cut short", [e.prefix(3) + ["Lost, rock to pa", "Down 0 to 1."]]),
            ("the answer read again with more", [e.prefix(4) + ["Rock. Lost, rock to paper. Down 0 to 1."]]),
        ]
        for (what, utterances) in amiss {
            #expect(Self.difference(utterances) != nil, "\(what) passed: \(utterances)")
        }
    }

    /// The echo of the typed line, whole, after the prompt's mark or in pieces, is left out; a
    /// part that joins the echo to the game's line is not an echo (the game echoed in Emacs's
    /// shell); the reader's own words only when said exactly.
    @Test func onlyTheEchoAndTheReadersOwnWordsAreLeftOut() {
        #expect(Heard.isEcho("› rock", of: ["rock"]))
        #expect(Heard.isEcho("ck", of: ["rock"]))
        #expect(Heard.isEcho("바", of: ["바위"]))
        #expect(Heard.isEcho("rps --seed 7", of: ["rps --seed 7 --lang en"]))
        #expect(!Heard.isEcho("Rock.", of: ["rock"]))
        #expect(!Heard.isEcho("rock Rock.", of: ["rock"]))
        #expect(!Heard.isEcho("›", of: ["rock"]))
        #expect(Self.difference([Self.expected.prefix(2) + ["rock Rock."] + Self.expected.suffix(2)]) != nil)
        let own: Set = ["Start Fenrir"]
        #expect(Self.difference([["Start Fenrir"]] + [Self.expected], own: own) == nil)
        #expect(Self.difference([["Start Fenrir now"]] + [Self.expected], own: own) != nil)
    }

    /// Waiting finds each line of an answer whole and in order, from where the last answer ended,
    /// and not across a line of its own.
    @Test func anAnswerIsFoundInOrderAfterTheLast() {
        let words = Heard.words("Welcome! Type rock, paper, scissors or help. Rock. Lost, rock to paper. Down 0 to 1.")
        let found = Heard.find(["Rock.", "Down 0 to 1."], in: words, from: 0)
        #expect(found?.starts == [7, 12] && found?.end == 16)
        #expect(Heard.find(["Down 0 to 1.", "Rock."], in: words, from: 0) == nil)
        #expect(Heard.find(["Rock."], in: words, from: 8) == nil)
        #expect(Heard.find(["Lost, rock to paper. Down"], in: words, from: 0) != nil)
        #expect(Heard.find(["Lost, rock to"], in: words, from: 0)?.end == 11)
    }
}
