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

    @Test func keepsEveryPrintableCharacter() {
        let text = "Rock, paper: 가위 바위 보! ok?"
        #expect(Sanitizer.clean(text) == text)
    }
}
