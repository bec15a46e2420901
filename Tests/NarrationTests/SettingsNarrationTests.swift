import Catalog
import Narration
import Testing

@Suite struct SettingsNarrationTests {
    let en = Narrator(language: .en)
    let ko = Narrator(language: .ko)

    @Test func eachChangeIsOneSentence() {
        #expect(en.languageChanged.map(\.text) == ["Language: English."])
        #expect(ko.languageChanged.map(\.text) == ["언어: 한국어."])
        #expect(en.emoji(true).map(\.text) == ["Emoji on."])
        #expect(ko.emoji(false).map(\.text) == ["이모지 끔."])
        #expect(en.color(true).map(\.text) == ["Color on."])
        #expect(ko.bell(true).map(\.text) == ["벨 켬."])
        #expect(en.speak(true).map(\.text) == ["Speech on."])
        #expect(ko.speak(false).map(\.text) == ["음성 끔."])
        #expect(en.speechMissing.map(\.text) == ["No speech program. Install espeak-ng."])
        #expect(en.delay(0.7).map(\.text) == ["Delay 0.7 seconds."])
        #expect(en.delay(2).map(\.text) == ["Delay 2 seconds."])
        #expect(en.delay(0.25).map(\.text) == ["Delay 0.25 seconds."])
        #expect(ko.delay(0.5).map(\.text) == ["대기 0.5초."])
        #expect(en.delay(1).map(\.text) == ["Delay 1 second."])
        #expect(en.delay(1.004).map(\.text) == ["Delay 1 second."])
        #expect(en.delay(1.5).map(\.text) == ["Delay 1.5 seconds."])
        #expect(ko.delay(1).map(\.text) == ["대기 1초."])
        #expect(Narrator(language: .en, verbosity: .brief).verbosityChanged.map(\.text) == ["Brief: one line a round."])
        #expect(Narrator(language: .ko, verbosity: .verbose).verbosityChanged.map(\.text) == ["자세히: 승률과 연승도."])
        #expect(en.transcript("Game.txt").map(\.text) == ["Transcript on, to Game.txt."])
        #expect(en.transcript("game.txt").map(\.text) == ["Transcript on, to game.txt."])
        #expect(ko.transcript(nil).map(\.text) == ["저장 끔."])
        #expect(en.transcriptFailed("/nope/x").map(\.text) == ["Cannot write /nope/x. No transcript."])
    }

    @Test func settingsSaysEveryOne() {
        let report = SettingsReport(verbosity: .brief, emoji: true, color: false, bell: true, delay: 0.7, transcript: "t.txt")
        #expect(en.settings(report).map(\.text) == [
            "Language: English.", "Narration brief.", "Emoji on.", "Color off.", "Bell on.", "Speech off.", "Delay 0.7 seconds.", "Transcript: t.txt.",
        ])
        #expect(ko.settings(report).map(\.text) == [
            "언어: 한국어.", "말하기: 간단히.", "이모지 켬.", "색 끔.", "벨 켬.", "음성 끔.", "대기 0.7초.", "저장: t.txt.",
        ])
    }

    @Test func aMissingOrWrongValueSaysWhatToType() {
        #expect(en.needsValue(.emoji).map(\.text) == ["Emoji takes on or off."])
        #expect(en.needsValue(.language).map(\.text) == ["Lang takes en or ko."])
        #expect(en.needsValue(.delay).map(\.text) == ["Delay takes seconds from 0 to 10."])
        #expect(en.needsValue(.transcript).map(\.text) == ["Transcript takes a file name or off."])
        #expect(ko.needsValue(.color).map(\.text) == ["색 뒤에 켜기나 끄기를 쓰세요."])
    }
}
