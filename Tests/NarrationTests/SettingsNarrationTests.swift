import Catalog
import Narration
import Settings
import Testing

@Suite struct SettingsNarrationTests {
    let en = Narrator(language: .en)
    let ko = Narrator(language: .ko)

    /// What the narrator of `preferences`' language says when a setting takes `value`.
    func changed(_ value: SettingValue, language: Language = .en) -> [String] {
        var preferences = Preferences(language: language)
        preferences.set(value)
        return Narrator(language: preferences.language, verbosity: preferences.verbosity).changed(
            value.setting, preferences
        ).map(\.text)
    }

    /// A new language says its numbers for the moves too: they differ between languages.
    @Test func aNewLanguageSaysItsNumbers() {
        #expect(changed(.language(.en)) == ["Language: English.", "Type 1 rock, 2 paper or 3 scissors."])
        #expect(changed(.language(.ko)) == ["언어: 한국어.", "1 가위, 2 바위, 3 보를 입력하세요."])
        #expect(Narrator(language: .en).wayBack.map(\.text) == ["To go back, type english."])
        #expect(Narrator(language: .ko).wayBack.map(\.text) == ["돌아가려면 한국어를 입력하세요."])
    }

    /// `hear` says the kinds it just turned on or off, whatever the preset, then the line that
    /// turns them back, in each language.
    @Test func hearSaysWhatChangedAndTheWayBack() {
        func heard(_ chosen: [(kind: LineKind, on: Bool)], _ language: Language) -> [String] {
            var preferences = Preferences(language: language)
            let value = SettingValue.hearing(Hearing(chosen))
            preferences.set(value)
            return Narrator(language: language).changed(value, preferences).map(\.text)
        }
        #expect(heard([(.score, false)], .en) == ["Hear off: score.", "To go back, type hear score on."])
        #expect(heard([(.score, true)], .en) == ["Hear on: score.", "To go back, type hear score off."])
        #expect(heard([(.score, false)], .ko) == ["알림 끔: 점수.", "되돌리기: 알림 점수 켜기"])
        #expect(heard([(.score, true)], .ko) == ["알림 켬: 점수.", "되돌리기: 알림 점수 끄기"])
        #expect(
            heard([(.score, false), (.countdown, true)], .en) == [
                "Hear on: countdown.", "Hear off: score.", "To go back, type hear score on.",
                "To go back, type hear countdown off.",
            ])
        #expect(
            heard([(.matchPoint, false), (.streaks, false)], .ko) == [
                "알림 끔: 연승, 매치 포인트.", "되돌리기: 알림 연승 매치 포인트 켜기",
            ])
        // Any other setting is answered as before.
        var preferences = Preferences(language: .en)
        preferences.set(.on(.emoji, true))
        #expect(Narrator(language: .en).changed(.on(.emoji, true), preferences).map(\.text) == ["Emoji on."])
    }

    /// The settings help names `hear move off`, for a reader that already says the line typed.
    @Test func theSettingsHelpNamesHearMoveOff() {
        let english = en.help(.settings, rules: .freePlay).flatMap { $0 }.map(\.text)
        #expect(english.contains("Hear move off: if typing is read aloud."), "\(english)")
        let korean = ko.help(.settings, rules: .freePlay).flatMap { $0 }.map(\.text)
        #expect(korean.contains("알림 낸 손 끄기: 입력이 들릴 때."), "\(korean)")
        // Right after the line that turns a kind off.
        let hear = english.firstIndex { $0.hasPrefix("Hear score off") }
        #expect(hear.map { english[$0 + 1] } == "Hear move off: if typing is read aloud.")
    }

    @Test func eachChangeIsOneSentence() {
        #expect(changed(.on(.emoji, true)) == ["Emoji on."])
        #expect(changed(.on(.emoji, false), language: .ko) == ["이모지 끔."])
        #expect(changed(.color(.always)) == ["Color on."])
        #expect(changed(.color(.never)) == ["Color off."])
        #expect(changed(.on(.bell, true), language: .ko) == ["벨 켬."])
        #expect(changed(.on(.speak, true)) == ["Speech on."])
        #expect(changed(.on(.speak, false), language: .ko) == ["음성 끔."])
        #expect(en.speechMissing.map(\.text) == ["No speech program.", "Install espeak-ng."])
        #expect(changed(.delay(0.7)) == ["Delay 0.7 seconds."])
        #expect(changed(.delay(2)) == ["Delay 2 seconds."])
        #expect(changed(.delay(0.25)) == ["Delay 0.25 seconds."])
        // espeak-ng's Korean voice drops a written point ("0.5초" is said 영 오 초): Korean says a
        // fraction of a second in milliseconds, which the eye and a braille display read as one number.
        #expect(changed(.delay(0.5), language: .ko) == ["대기 500밀리초."])
        #expect(changed(.delay(2.25), language: .ko) == ["대기 2250밀리초."])
        #expect(changed(.delay(0.05), language: .ko) == ["대기 50밀리초."])
        // What is said is what runs: a pause finer than a hundredth is said in milliseconds.
        #expect(changed(.delay(1.004), language: .ko) == ["대기 1004밀리초."])
        #expect(changed(.delay(0.005), language: .ko) == ["대기 5밀리초."])
        #expect(changed(.delay(0.001), language: .ko) == ["대기 1밀리초."])
        #expect(changed(.delay(2), language: .ko) == ["대기 2초."])
        #expect(changed(.delay(0.5)) == ["Delay 0.5 seconds."])
        #expect(changed(.delay(1)) == ["Delay 1 second."])
        #expect(changed(.delay(1.004)) == ["Delay 1004 milliseconds."])
        #expect(changed(.delay(0.005)) == ["Delay 5 milliseconds."])
        #expect(changed(.delay(0.001)) == ["Delay 1 millisecond."])
        #expect(changed(.delay(0.01)) == ["Delay 0.01 seconds."])
        #expect(changed(.delay(1.5)) == ["Delay 1.5 seconds."])
        #expect(changed(.delay(1), language: .ko) == ["대기 1초."])
        #expect(changed(.verbosity(.brief)) == ["Brief: one line a round."])
        #expect(changed(.verbosity(.verbose), language: .ko) == ["자세히: 승률과 연승도."])
        // A file name comes last, with nothing after it that could be heard as part of it.
        #expect(changed(.transcript("a. b.txt")) == ["Transcript on, to a. b.txt"])
        #expect(changed(.transcript(nil), language: .ko) == ["로그 끔."])
        #expect(en.transcriptFailed("/nope/x").map(\.text) == ["No transcript: cannot write /nope/x"])
    }

    @Test func commandLineSettingsAreNeitherReportedNorConfirmed() {
        #expect(changed(.seed(4)).isEmpty)
    }

    @Test func theRateAndTheVolumeAreSaidWithTheirUnits() {
        #expect(changed(.speechRate(200)) == ["Rate 200 words a minute."])
        #expect(changed(.speechRate(200), language: .ko) == ["속도 분당 200단어."])
        #expect(changed(.volume(0)) == ["Volume 0 percent."])
        #expect(changed(.volume(150), language: .ko) == ["음량 150퍼센트."])
        #expect(en.needsValue(.speechRate).map(\.text) == ["Rate takes 80 to 450 words a minute."])
        #expect(ko.needsValue(.volume).map(\.text) == ["음량 뒤에 0에서 200을 입력하세요."])
    }

    @Test func settingsSaysEveryOne() {
        var preferences = Preferences(language: .en)
        preferences.verbosity = .brief
        preferences.set(.on(.emoji, true))
        preferences.set(.on(.bell, true))
        preferences.color = .never
        preferences.transcript = "t.txt"
        preferences.seed = 5
        preferences.game = .mukjjippa
        preferences.match = 5
        // What a player asks for first, then the rest, a word away: the file, the voice's rate, the
        // sounds' volume, and the switches by their words.
        #expect(
            en.settings(preferences).map { $0.map(\.text) } == [
                ["Language: English.", "Narration brief.", "Game: mukjjippa.", "Match: best of 5, first to 3."],
                [
                    "Transcript: t.txt", "Delay 0.7 seconds.", "Rate 175 words a minute.", "Volume 100 percent.",
                    "Prompt on: the game's own.", "On: emoji, bell.", "Off: color, speak, sound, keys.",
                ],
            ])
        #expect(
            ko.settings(preferences).map { $0.map(\.text) } == [
                ["언어: 한국어.", "안내: 간단히.", "게임: 묵찌빠.", "매치: 5전 3선승제."],
                [
                    "로그: t.txt", "대기 700밀리초.", "속도 분당 175단어.", "음량 100퍼센트.", "프롬프트 켬: 기본 기호.", "켬: 이모지, 벨.",
                    "끔: 색, 음성, 소리, 키.",
                ],
            ])
        preferences.transcript = nil
        preferences.match = nil
        preferences.prompt = ""
        #expect(
            en.settings(preferences).map { $0.map(\.text) }[1] == [
                "Delay 0.7 seconds.", "Rate 175 words a minute.", "Volume 100 percent.", "Prompt off.",
                "On: emoji, bell.", "Off: color, speak, sound, transcript,", "Keys.",
            ])
        preferences.prompt = "rps>"
        #expect(ko.settings(preferences)[1][3].text == "프롬프트: rps>", "the player's own mark, last")
        #expect(
            en.settings(preferences, kept: KeptSettings(.saved, place: "~/.config/rps/options"))[0].last?.text
                == "Saved for next time.")
        #expect(
            ko.settings(preferences, kept: KeptSettings(.notSaved, place: nil))[0].last?.text
                == "미저장, 저장을 입력하세요.")
        #expect(
            en.settings(preferences, kept: KeptSettings(.saveFailed, place: "~/x"))[0].last?.text
                == "Not saved: the last save failed.")
        #expect(
            en.settings(preferences, kept: KeptSettings(.notSaved, place: "~/.config/rps/options"))[1].first?.text
                == "Settings file: ~/.config/rps/options", "where the file is, first in the second part")
        #expect(en.settings(preferences)[0].map(\.text)[3] == "Match off.")
        #expect(en.settings(preferences)[0].count == 4, "without saved, nothing about the file")
    }

    /// Colour by `auto` is listed as the player finds it: on where the terminal shows colour, off
    /// where it does not (a pipe, NO_COLOR), as `color` answers.
    @Test func autoColourIsListedAsItIsShown() {
        var preferences = Preferences(language: .en)
        preferences.color = .auto
        preferences.autoColor = true
        let shown = en.settings(preferences)[1].map(\.text)
        #expect(shown.contains("On: color."), "\(shown)")
        #expect(shown.contains("Off: emoji, bell, speak, sound,"), "\(shown)")
        #expect(en.changed(.color, preferences).map(\.text) == ["Color on."])
        preferences.autoColor = false
        let notShown = en.settings(preferences)[1].map(\.text)
        #expect(!notShown.contains("On: color."), "\(notShown)")
        #expect(notShown.contains("Off: emoji, color, bell, speak, sound,"), "\(notShown)")
    }

    @Test func aMissingOrWrongValueSaysWhatToType() {
        #expect(en.needsValue(.emoji).map(\.text) == ["Emoji takes on or off."])
        #expect(en.needsValue(.language).map(\.text) == ["Lang takes en or ko."])
        #expect(en.needsValue(.delay).map(\.text) == ["Delay takes seconds from 0 to 10."])
        #expect(en.needsValue(.transcript).map(\.text) == ["Transcript takes a file name or off."])
        #expect(ko.needsValue(.color).map(\.text) == ["색 뒤에 켜기나 끄기를 입력하세요."])
    }
}
