import Catalog
import Input
import Settings
import Testing

@Suite struct SettingCommandTests {
    let english = CommandParser(language: .en)
    let korean = CommandParser(language: .ko)

    @Test(arguments: [
        ("lang ko", Setting.language, SettingValue.language(.ko)), ("language english", .language, .language(.en)),
        ("언어 한국어", .language, .language(.ko)), ("언어 en", .language, .language(.en)),
        ("LANG KO", .language, .language(.ko)),
        ("emoji on", .emoji, .on(.emoji, true)), ("emoji off", .emoji, .on(.emoji, false)),
        ("이모지 켜기", .emoji, .on(.emoji, true)), ("이모지 끄기", .emoji, .on(.emoji, false)),
        ("color on", .color, .color(.always)), ("colour off", .color, .color(.never)),
        ("색 켜기", .color, .color(.always)),
        ("색깔 꺼", .color, .color(.never)),
        ("bell on", .bell, .on(.bell, true)), ("벨 끄기", .bell, .on(.bell, false)),
        ("speak on", .speak, .on(.speak, true)), ("음성 끄기", .speak, .on(.speak, false)),
        ("delay 0", .delay, .delay(0)), ("delay 1.5", .delay, .delay(1.5)), ("pause .5", .delay, .delay(0.5)),
        ("대기 2", .delay, .delay(2)),
        ("brief", .verbosity, .verbosity(.brief)), ("normal", .verbosity, .verbosity(.normal)),
        ("verbose", .verbosity, .verbosity(.verbose)),
        ("간단히", .verbosity, .verbosity(.brief)), ("보통", .verbosity, .verbosity(.normal)),
        ("자세히", .verbosity, .verbosity(.verbose)),
        ("transcript off", .transcript, .transcript(nil)), ("로그 끄기", .transcript, .transcript(nil)),
        ("match 3", .match, .match(3)), ("match 99", .match, .match(99)), ("match off", .match, .match(nil)),
        ("매치 5", .match, .match(5)), ("매치 끄기", .match, .match(nil)), ("삼세판", .match, .match(3)),
        ("best of three", .match, .match(3)),
        ("mukjjippa", .game, .game(.mukjjippa)), ("묵찌빠", .game, .game(.mukjjippa)),
        ("muk jji ppa", .game, .game(.mukjjippa)),
        ("rps", .game, .game(.rps)), ("가위바위보", .game, .game(.rps)), ("rock paper scissors", .game, .game(.rps)),
    ])
    func settingsInEitherLanguage(typed: String, setting: Setting, value: SettingValue) {
        #expect(english.parse(typed) == .command(.change(value)))
        #expect(korean.parse(typed) == .command(.change(value)))
        #expect(value.setting == setting)
    }

    @Test func aTranscriptKeepsTheFileNameAsTyped() {
        #expect(english.parse("transcript My Game.txt") == .command(.change(.transcript("My Game.txt"))))
        #expect(korean.parse("로그  /tmp/게임 기록.txt ") == .command(.change(.transcript("/tmp/게임 기록.txt"))))
        // 저장 saves the settings: the transcript has a word of its own, and an off after 저장
        // (the transcript's old words) is no reason to save.
        #expect(korean.parse("저장") == .command(.save))
        #expect(korean.parse("저장 끄기") == .takesNothing(.keyword(.save)))
        #expect(english.parse("transcript a\u{1B}]0;x\u{7}b") == .command(.change(.transcript("ab"))))
    }

    @Test func settingsAndItsWords() {
        #expect(english.parse("settings") == .command(.settings))
        #expect(korean.parse("설정") == .command(.settings))
        #expect(english.parse("settings now") == .command(.settings))  // a filler word changes nothing
        #expect(english.parse("settings twice") == .command(.settings))
        #expect(english.parse("brief please") == .command(.change(.verbosity(.brief))))
        #expect(english.parse("brief mostly") == .command(.change(.verbosity(.brief))))
    }

    @Test(arguments: [
        ("lang fr", Setting.language), ("lang en ko", .language), ("delay -1", .delay), ("delay 11", .delay),
        ("delay 1e9", .delay), ("delay nan", .delay), ("match 4", .match), ("match 0", .match), ("match 101", .match),
        ("match -3", .match), ("매치 두", .match),
    ])
    func aWrongValueIsNamed(typed: String, setting: Setting) {
        #expect(english.parse(typed) == .needsValue(setting))
    }

    /// A setting's word alone, or with words that say nothing of its value, or asked about: what
    /// it is now and what it takes.
    @Test(arguments: [
        ("lang", Setting.language), ("emoji", .emoji), ("emoji maybe", .emoji), ("bell", .bell), ("delay", .delay),
        ("transcript", .transcript), ("match", .match), ("sound", .sound), ("소리", .sound), ("매치", .match),
        ("언어", .language), ("sound on?", .sound), ("효과음 지금 켜져 있어요?", .sound),
    ])
    func aSettingAloneSaysWhatItIs(typed: String, setting: Setting) {
        #expect(english.parse(typed) == .aboutSetting(setting))
        #expect(CommandParser(language: .ko).parse(typed) == .aboutSetting(setting))
    }
}
