import Catalog
import Input
import Testing

@Suite struct SettingCommandTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    @Test(arguments: [
        ("lang ko", Setting.language(.ko)), ("language english", .language(.en)), ("언어 한국어", .language(.ko)),
        ("언어 en", .language(.en)), ("LANG KO", .language(.ko)),
        ("emoji on", .emoji(true)), ("emoji off", .emoji(false)), ("이모지 켜기", .emoji(true)), ("이모지 끄기", .emoji(false)),
        ("color on", .color(true)), ("colour off", .color(false)), ("색 켜기", .color(true)), ("색깔 꺼", .color(false)),
        ("bell on", .bell(true)), ("벨 끄기", .bell(false)), ("speak on", .speak(true)), ("음성 끄기", .speak(false)),
        ("delay 0", .delay(0)), ("delay 1.5", .delay(1.5)), ("pause .5", .delay(0.5)), ("대기 2", .delay(2)),
        ("brief", .verbosity(.brief)), ("normal", .verbosity(.normal)), ("verbose", .verbosity(.verbose)),
        ("간단히", .verbosity(.brief)), ("보통", .verbosity(.normal)), ("자세히", .verbosity(.verbose)),
        ("transcript off", .transcript(nil)), ("저장 끄기", .transcript(nil)),
    ])
    func settingsInEitherLanguage(typed: String, setting: Setting) {
        #expect(english.parse(typed) == .command(.change(setting)))
        #expect(korean.parse(typed) == .command(.change(setting)))
    }

    @Test func aTranscriptKeepsTheFileNameAsTyped() {
        #expect(english.parse("transcript My Game.txt") == .command(.change(.transcript("My Game.txt"))))
        #expect(korean.parse("저장  /tmp/게임 기록.txt ") == .command(.change(.transcript("/tmp/게임 기록.txt"))))
        #expect(english.parse("transcript a\u{1B}]0;x\u{7}b") == .command(.change(.transcript("ab"))))
    }

    @Test func settingsAndItsWords() {
        #expect(english.parse("settings") == .command(.settings))
        #expect(korean.parse("설정") == .command(.settings))
        #expect(english.parse("settings now") == .takesNothing(.settings))
        #expect(english.parse("brief please") == .takesNothing(.brief))
    }

    @Test(arguments: [
        ("lang", Keyword.language), ("lang fr", .language), ("lang en ko", .language),
        ("emoji", .emoji), ("emoji maybe", .emoji), ("color yes", .color), ("bell", .bell),
        ("delay", .delay), ("delay -1", .delay), ("delay 11", .delay), ("delay 1e9", .delay), ("delay nan", .delay),
        ("transcript", .transcript),
    ])
    func aMissingOrWrongValueIsNamed(typed: String, keyword: Keyword) {
        #expect(english.parse(typed) == .needsValue(keyword))
    }
}
