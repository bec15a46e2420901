import Catalog
import Input
import Settings
import Testing

/// What `save` writes is what the next start reads: every kept setting, with every value it can
/// take, comes back as it went, in the syntax of `RPS_OPTIONS`.
@Suite struct SettingsFileTests {
    /// Preferences far from the defaults in every kept setting.
    static var unusual: Preferences {
        var preferences = Preferences(language: .ko)
        preferences.verbosity = .verbose
        preferences.hearing = Hearing([(.score, false), (.countdown, true)])
        preferences.game = .mukjjippa
        preferences.match = 7
        for which in Switch.allCases { preferences.set(.on(which, true)) }
        preferences.color = .never
        preferences.delay = 0.125
        preferences.speechRate = 300
        preferences.volume = 0
        preferences.prompt = "'$"
        return preferences
    }

    func readBack(_ text: String, language: Language = .en) -> (Preferences, SettingsFileProblem?) {
        var preferences = Preferences(language: language)
        let problem = SettingsFile.read(.contents(Array(text.utf8)), into: &preferences)
        return (preferences, problem)
    }

    @Test func whatSaveWritesReadsBackTheSame() {
        for preferences in [Self.unusual, Preferences(language: .en)] {
            let text = SettingsFile.text(of: preferences)
            let (read, problem) = readBack(text, language: preferences.language == .en ? .ko : .en)
            #expect(problem == nil, "\(text)")
            for setting in SettingsFile.kept { #expect(read[setting] == preferences[setting], "\(setting): \(text)") }
            // RPS_OPTIONS reads it too.
            #expect(OptionParser.parse([], environment: text, language: .en) == .play(read))
        }
        #expect(
            SettingsFile.text(of: Self.unusual) == """
                --lang ko
                --verbosity verbose
                --hear countdown-on,score-off
                --game mukjjippa
                --match 7
                --emoji
                --color never
                --bell
                --speak
                --sound
                --delay 0.125
                --speech-rate 300
                --volume 0
                --prompt ''\\''$'
                --keys

                """)
    }

    /// The seed and the transcript belong to one game, and a web terminal to where it is played:
    /// `save` leaves them out.
    @Test func theSeedTheTranscriptAndTheWebTerminalAreNotKept() {
        var preferences = Preferences(language: .en, web: true)
        preferences.seed = 3
        preferences.transcript = "t.txt"
        let text = SettingsFile.text(of: preferences)
        #expect(!text.contains("--seed") && !text.contains("--transcript") && !text.contains("web"))
        #expect(SettingsFile.kept == Setting.allCases.filter { $0 != .seed && $0 != .transcript && $0 != .web })
    }

    @Test(arguments: Setting.allCases)
    func everyValueIsWrittenAsTheOptionReadsIt(setting: Setting) {
        var values = setting.entry.valueWords.map(\.value) + [setting.entry.on, setting.entry.off].compactMap { $0 }
        let samples = [
            "0", "1", "3", "7", "99", "0.5", "0.25", "10", "80", "175", "450", "200", "auto", "always", "never", "en",
            "ko",
            "rps", "mukjjippa", "brief", "off", "a b.txt", "it's.txt", "18446744073709551615",
        ]
        values += samples.compactMap(setting.value(option:))
        for value in values {
            let words = value.optionWords
            guard !words.isEmpty else { continue }  // no seed, no transcript
            var read = Preferences(language: .en)
            let text = words.map(ShellWords.quoted).joined(separator: " ")
            #expect(
                OptionParser.parse([], environment: text, over: read)
                    == {
                        read.set(value)
                        return .play(read)
                    }(), "\(value): \(text)")
        }
    }

    @Test func secondsAreWrittenAsDigitsAndAPoint() {
        #expect(Seconds.option(0) == "0")
        #expect(Seconds.option(0.7) == "0.7")
        #expect(Seconds.option(10) == "10")
        #expect(Seconds.option(0.125) == "0.125")
        #expect(Seconds.option(0.000001) == "0.000001")
        for text in ["0.7", "1.05", "9.999", "0.333333"] {
            #expect(Seconds.parse(Seconds.option(Seconds.parse(text)!)) == Seconds.parse(text), "\(text)")
        }
    }

    @Test func quotedWordsSplitBackWhole() throws {
        for word in ["plain", "a b", "it's", "", "\"q\"", "back\\slash", "$HOME", "탭\t", "--lang"] {
            #expect(try ShellWords.split(ShellWords.quoted(word)).get() == [word], "\(word)")
        }
        #expect(ShellWords.quoted("--speech-rate") == "--speech-rate")
    }

    @Test func anEmptyFileGivesTheDefaults() {
        let (read, problem) = readBack("")
        #expect(problem == nil)
        #expect(read == Preferences(language: .en))
        #expect(readBack("\n\n  \t\n").1 == nil)
    }
}
