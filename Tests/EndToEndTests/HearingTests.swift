import Foundation
import Testing

/// The rules that judge what a reader said (`Heard`, used by `Hearing`), on utterances made up
/// here: how the reader grouped lines does not matter; a missing, doubled, reordered or extra line
/// does; the echo of what was typed is taken only before its answer, and nothing of the game with
/// it.
@Suite struct HearingTests {
    static let welcome = ["Welcome!", "Type rock, paper, scissors or help."]
    static let round = ["Rock.", "Lost, rock to paper.", "Down 0 to 1."]
    static let slots = [Heard.Slot(echo: nil, lines: welcome), Heard.Slot(echo: "rock", lines: round)]

    static func judge(_ utterances: [[String]], _ slots: [Heard.Slot] = slots, own: Set<String> = []) -> String? {
        let said = utterances.enumerated().map {
            Utterance(time: Date(timeIntervalSince1970: Double($0.offset)), parts: $0.element)
        }
        return Heard.judge(slots, in: Heard.lines(of: said, own: own))
    }

    /// The same lines, however the reader grouped them: one utterance a line, all in one (Fenrir on
    /// a busy machine), cut at commas (Emacspeak), lines joined (Orca in a web terminal), a full
    /// stop apart (yasr in tmux), with the prompt, the echo whole or in pieces and no-break spaces.
    /// Orca's second reading of the line the prompt follows is left out, and only that: the same
    /// line with the mark after an utterance that ended with it; a line said twice otherwise stays.
    @Test func orcasReadingOfTheCaretLineAgainIsLeftOutAndNothingElse() {
        let now = Date()
        func said(_ parts: [String]...) -> [[String]] {
            Orca.withoutCaretLineAgain(parts.map { Utterance(time: now, parts: $0) }).map(\.parts)
        }
        #expect(
            said(
                ["Welcome!", "Type rock, paper, scissors or help."],
                ["Type rock, paper, scissors or help.", "\u{203A}"])
                == [["Welcome!", "Type rock, paper, scissors or help."], ["\u{203A}"]])
        #expect(said(["Won."], ["Lost.", "\u{203A}"]) == [["Won."], ["Lost.", "\u{203A}"]])
        #expect(
            said(["가위바위보.", "가위 바위 보나 도움말을 입력하세요."], ["가위 바위 보나 도움말을 입력하세요.", "\u{203A} 삼"])
                == [["가위바위보.", "가위 바위 보나 도움말을 입력하세요."], ["\u{203A} 삼"]])
        #expect(said(["Won."], ["Won."]) == [["Won."], ["Won."]])
        #expect(said(["Won."], ["Won.", "Up 1 to 0.", "\u{203A}"]) == [["Won."], ["Won.", "Up 1 to 0.", "\u{203A}"]])
    }

    @Test func groupingDoesNotMatter() {
        let w = Self.welcome
        let r = Self.round
        let ways: [[[String]]] = [
            (w + r).map { [$0] },
            [w + r],
            [w + ["›"], ["› rock"] + r + ["›"]],
            [w, ["› rock", "Rock.", "Lost, rock to paper.", "Down 0 to 1.", "›"]],
            [
                ["Welcome! Type rock,", "paper,", "scissors or help."], ["rock"],
                ["Rock. Lost,", "rock to paper. Down 0 to 1."],
            ],
            [
                ["Welcome! Type rock, paper, scissors or help."], ["ro"], ["ck"],
                ["Rock.\u{00A0}Lost, rock to paper.  Down 0 to 1."],
            ],
            [w, ["Rock.", "Lost, rock to paper."], ["Down 0 to 1.", " "]],
            [
                ["Welcome!", "Type rock, paper, scissors or help"], ["."],
                ["Rock.", "Lost, rock to", "paper.", "Down 0 to 1"],
            ],
        ]
        for way in ways {
            #expect(Self.judge(way) == nil, "\(way)")
        }
    }

    /// A line missing, doubled, out of order or added fails, however grouped.
    @Test func anyLineAmissFails() {
        let w = Self.welcome
        let r = Self.round
        let amiss: [(String, [[String]])] = [
            ("missing", [w + [r[0], r[2]]]),
            ("missing at the end", [w + r.dropLast()]),
            ("missing the welcome", [r]),
            ("doubled", [w + r, [r[1]]]),
            ("doubled in one utterance", [w + [r[0], r[1], r[1], r[2]]]),
            ("the welcome doubled", [w, w, r]),
            ("reordered", [w + [r[0], r[2], r[1]]]),
            ("extra after", [w + r, ["Match point."]]),
            ("extra before", [["Won, rock beat scissors."], w + r]),
            ("extra between", [w, ["Status: 0 wins."], r]),
            ("a reader's word", [w + ["blank"] + r]),
            ("cut short", [w + [r[0], "Lost, rock to pa", r[2]]]),
            ("the answer read again with more", [w + [r[0]], ["Rock. Lost, rock to paper. Down 0 to 1."]]),
            ("an echo after the answer began", [w + [r[0], "rock", r[1], r[2]]]),
            ("an echo joined to the answer", [w, ["rock Rock.", r[1], r[2]]]),
            ("the echo of another line", [w, ["help"], r]),
        ]
        for (what, utterances) in amiss {
            #expect(Self.judge(utterances) != nil, "\(what) passed: \(utterances)")
        }
    }

    /// The echo is taken only as much as lets the answer follow: a Korean move typed as its name
    /// is its own answer's first word, and a reader that says the answer's full stop apart says
    /// that word as the typed line. The reader's own words only when said exactly.
    @Test func theEchoTakesNothingOfTheGame() {
        let slots = [Heard.Slot(echo: "바위", lines: ["바위.", "패배, 보가 바위를 이김"])]
        #expect(Self.judge([["바위"], ["바위", "."], ["패배, 보가 바위를 이김"]], slots) == nil)
        #expect(Self.judge([["바위", "."], ["패배, 보가 바위를 이김"]], slots) == nil)
        #expect(Self.judge([["바", "위"], ["바위."], ["패배, 보가 바위를 이김"]], slots) == nil)
        // One 바위 heard: the move's name, whether the echo also was is not the game's to say.
        #expect(Self.judge([["바위"], ["패배, 보가 바위를 이김"]], slots) == nil)
        #expect(Self.judge([["바위"], ["바위."], ["바위."], ["패배, 보가 바위를 이김"]], slots) != nil, "the move said twice")
        let own: Set = ["Start Fenrir"]
        #expect(Self.judge([["Start Fenrir"]] + [Self.welcome + Self.round], own: own) == nil)
        #expect(Self.judge([["Start Fenrir now"]] + [Self.welcome + Self.round], own: own) != nil)
    }

    /// What may come before an answer besides its echo is allowed there only.
    @Test func aWordAllowedBeforeAnAnswerIsAllowedOnlyThere() {
        let slots = [
            Heard.Slot(echo: "rps", lines: Self.welcome, alsoBefore: ["blank"]),
            Heard.Slot(echo: "rock", lines: Self.round),
        ]
        #expect(Self.judge([["rps"], ["blank"], Self.welcome + Self.round], slots) == nil)
        #expect(Self.judge([["blank"], Self.welcome + Self.round], slots) == nil)
        #expect(Self.judge([Self.welcome, ["blank"], Self.round], slots) != nil)
        #expect(Self.judge([Self.welcome, ["blank"], Self.round]) != nil)
    }

    /// Where a reader reads the last keys' echo with the answer (Emacspeak in vterm), the answer's
    /// first part may open with a piece of the typed line; only there, only before the answer's
    /// words, and never as the whole part.
    @Test func anEchoMayOpenTheAnswerWhereTheReaderReadsThemAtOnce() {
        let answer = ["한 번 더:", "삼세판."]
        let joined = [Heard.Slot(echo: "다시 듣기", lines: answer, echoMayOpenAnswer: true)]
        let apart = [Heard.Slot(echo: "다시 듣기", lines: answer)]
        #expect(Self.judge([["다"], ["다시"], ["기 한 번 더: 삼세판."]], joined) == nil)
        #expect(Self.judge([["다시 듣기 한 번 더: 삼세판."]], joined) == nil)
        #expect(Self.judge([["다"], ["다시"], ["기 한 번 더: 삼세판."]], apart) != nil)
        #expect(Self.judge([["한 번 더: 삼세판. 기"]], joined) != nil, "an echo after the answer")
        #expect(Self.judge([["한 번 더: 기 삼세판."]], joined) != nil, "an echo inside the answer")
        #expect(Self.judge([["기 한 번 더:"], ["한 번 더: 삼세판."]], joined) != nil, "a line said twice")
        #expect(Self.judge([["다시 듣기"]], joined) != nil, "no answer")
    }

    @Test func anEchoIsAPieceOfTheTypedLine() {
        #expect(Heard.isEcho("› rock", of: "rock"))
        #expect(Heard.isEcho("ck", of: "rock"))
        #expect(Heard.isEcho("바", of: "바위"))
        #expect(Heard.isEcho("\u{FFFD}\u{FFFD}세판", of: "삼세판"))
        #expect(!Heard.isEcho("\u{FFFD}", of: "삼세판"))
        #expect(!Heard.isEcho("Rock.", of: "rock"))
        #expect(!Heard.isEcho("rock Rock.", of: "rock"))
        #expect(!Heard.isEcho("›", of: "rock"))
    }
}
