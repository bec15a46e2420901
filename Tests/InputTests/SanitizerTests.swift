import Input
import Settings
import Testing

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("red \u{1B}[31mword\u{1B}[0m", "red word"),
        ("\u{1B}]0;evil title\u{07}after", "after"),
        ("\u{1B}]52;c;aGVsbG8=\u{1B}\\after", "after"),
        ("\u{1B}]52;c;aGVsbG8=\u{9C}after", "after"),
        ("a\u{9B}2Jb", "ab"),
        ("bell\u{07} nul\u{0} del\u{7F}", "bell nul del"),
        ("tab\there", "tab here"),
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("\u{1B}(Bx", "x"),
        ("가위\u{202E}바위", "가위바위"),
        ("\u{1B}", ""),
        ("\u{1B}[", ""),
    ])
    func removesControlCharactersAndEscapeSequences(input: String, expected: String) {
        #expect(Sanitizer.clean(input) == expected)
    }

    /// Each named here, not read from the sanitizer's own list, so a scalar dropped from that list
    /// is caught: bidirectional controls would reorder an error's words, invisible ones hide text.
    @Test(
        arguments: [
            0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
            0x00AD, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0x2061, 0x2064, 0x206A, 0x206F, 0xFEFF, 0xFFF9, 0xFFFB,
            0xE0001, 0xE0041, 0xE007F,
        ] as [UInt32])
    func removesBidirectionalAndInvisibleCharacters(value: UInt32) {
        let hidden = String(Unicode.Scalar(value)!)
        #expect(Sanitizer.clean("ex" + hidden + "tra") == "extra")
        #expect(Sanitizer.clean(hidden + "rock" + hidden + hidden) == "rock")
    }

    /// Their neighbours, which print, stay.
    @Test(
        arguments: [0x061B, 0x200A, 0x2010, 0x202F, 0x2070, 0xFEFE, 0xFF01, 0xFFFC, 0xAC00, 0x00AC, 0x00AE] as [UInt32])
    func keepsTheirPrintableNeighbours(value: UInt32) {
        let kept = "a" + String(Unicode.Scalar(value)!) + "b"
        #expect(Sanitizer.clean(kept) == kept)
    }

    @Test func keepsEveryPrintableCharacter() {
        let text = "Rock, paper: 가위 바위 보! ok?"
        #expect(Sanitizer.clean(text) == text)
    }
}
