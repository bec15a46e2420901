import Play
import Testing

/// A line wider than the terminal is broken between words into rows that fit it, each ending a
/// phrase where one ends near enough; a word too wide is left whole; what fits is untouched.
@Suite struct LineBreakingTests {
    func rows(_ line: String, _ width: Int) -> [String] {
        LineBreaking.wrap(line, width: width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aLineThatFitsIsUntouched() {
        #expect(LineBreaking.wrap("Won, rock blunts scissors.\n", width: 26) == "Won, rock blunts scissors.\n")
        #expect(LineBreaking.wrap("", width: 10) == "")
        #expect(LineBreaking.wrap("\n\n", width: 1) == "\n\n")
        #expect(LineBreaking.wrap("a  b", width: 4) == "a  b")
        // More bytes than columns: 31 bytes, 21 columns.
        #expect(LineBreaking.wrap("가위바위보 가위바위보", width: 21) == "가위바위보 가위바위보")
        // No width, no breaking.
        #expect(LineBreaking.wrap("one two three", width: 0) == "one two three")
    }

    @Test func aWideLineBreaksBetweenWordsNeverInOne() {
        #expect(rows("Type save to keep them.", 20) == ["Type save to", "keep them."])
        #expect(rows("Sound, language, all.", 18) == ["Sound, language,", "all."])
        // Every width from the longest word up: each row fits, no word is cut, nothing is lost.
        let line = "Not saved; type save to keep them, or more to hear the rest of the settings."
        let words = line.split(separator: " ").map(String.init)
        for width in 9...line.count {
            let broken = rows(line, width)
            #expect(broken.allSatisfy { $0.count <= width }, "\(width): \(broken)")
            #expect(broken.flatMap { $0.split(separator: " ").map(String.init) } == words, "\(width)")
            #expect(broken.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
            if width >= line.count { #expect(broken == [line]) }
        }
    }

    @Test func aRowEndsAPhraseWhenThatFillsHalfTheWidth() {
        // Greedy would give "Hear off: score. Type hear" / "score on to have it back."
        #expect(
            rows("Hear off: score. Type hear score on to have it back.", 30) == [
                "Hear off: score.", "Type hear score on to have", "it back.",
            ])
        // A phrase's end too early (less than half the row) is not worth a short row.
        #expect(rows("Off: the bell rings at a win streak now", 30) == ["Off: the bell rings at a win", "streak now"])
    }

    /// A last word alone takes the one before it along: "keep them.", not "them." alone; not a
    /// word that ends a phrase, and not when the row before would keep a single word.
    @Test func aLastWordIsNotLeftAlone() {
        #expect(rows("Not saved; type save to keep them.", 30) == ["Not saved; type save to", "keep them."])
        #expect(rows("Sound, language, all.", 18) == ["Sound, language,", "all."])
        #expect(rows("Won, rock blunts scissors.", 12) == ["Won, rock", "blunts", "scissors."])
        #expect(rows("a b c d e f g h", 13) == ["a b c d e f", "g h"])
    }

    @Test func aWordWiderThanTheTerminalIsLeftWhole() {
        #expect(
            rows("see https://example.org/a/very/long/address now", 12) == [
                "see", "https://example.org/a/very/long/address", "now",
            ])
        #expect(rows("antidisestablishmentarianism", 5) == ["antidisestablishmentarianism"])
    }

    @Test func hangulTakesTwoColumns() {
        #expect(LineBreaking.columns("가위바위보"[...]) == 10)
        #expect(LineBreaking.columns("rps: 가위"[...]) == 9)
        // 14 characters, 26 columns: at 20 columns it breaks.
        #expect(rows("설정 저장 안 함. 저장을 입력하세요.", 20) == ["설정 저장 안 함.", "저장을 입력하세요."])
        #expect(rows("승리, 보가 바위를 이김", 20) == ["승리, 보가", "바위를 이김"])
        for width in 6...40 {
            for row in rows("점수: 나 3 대 컴퓨터 2, 매치 포인트, 다섯 판 중 세 판을 먼저 이기면 승리.", width) {
                #expect(LineBreaking.columns(row[...]) <= width || !row.contains(" "), "\(width): \(row)")
            }
        }
    }

    @Test func widthsOfCharacters() {
        #expect(LineBreaking.columns(of: "a") == 1)
        #expect(LineBreaking.columns(of: "한") == 2)
        #expect(LineBreaking.columns(of: "\u{1100}\u{1161}") == 2)  // a syllable of jamo
        #expect(LineBreaking.columns(of: "✊") == 2)
        #expect(LineBreaking.columns(of: "✌️") == 2)  // a sign shown as a picture
        #expect(LineBreaking.columns(of: "e\u{301}") == 1)  // a joining mark takes none
        #expect(LineBreaking.columns(of: "\u{7}") == 0)
        #expect(LineBreaking.columns(of: "\u{A0}") == 1)
        #expect(LineBreaking.columns(of: "›") == 1)
    }

    @Test func colourTakesNoColumnAndStaysWithItsWords() {
        let line = "\u{1B}[32mWon, rock blunts scissors.\u{1B}[0m"
        #expect(LineBreaking.columns(line[...]) == 26)
        #expect(LineBreaking.wrap(line, width: 26) == line)
        #expect(rows(line, 20) == ["\u{1B}[32mWon, rock", "blunts scissors.\u{1B}[0m"])
    }

    @Test func noBreakSpacesOfAnAlternateLineBreakToo() {
        #expect(
            rows("Draw,\u{A0}both\u{A0}rock,\u{A0}still\u{A0}1\u{A0}to\u{A0}1.", 16) == [
                "Draw,\u{A0}both\u{A0}rock,", "still\u{A0}1\u{A0}to\u{A0}1.",
            ])
    }

    @Test func everyLineOfAnAnswerIsBrokenAlone() {
        #expect(
            LineBreaking.wrap("Won, rock blunts scissors.\nYou 1, computer 0.\n", width: 12)
                == "Won, rock\nblunts\nscissors.\nYou 1,\ncomputer 0.\n")
        #expect(LineBreaking.wrap("  indented line here", width: 10) == "  indented\nline here")
    }
}
