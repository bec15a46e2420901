import Catalog
import Settings
import Testing

/// The settings table's rows: each makes values of its own setting only, and what it reads it
/// keeps as read.
@Suite struct SettingTableTests {
    /// Every value a row can make, from its words, its switches and its option's words, belongs to
    /// that row's setting: a row given another setting's constructor fails here.
    @Test(arguments: Setting.allCases)
    func aRowMakesValuesOfItsOwnSettingOnly(setting: Setting) {
        let entry = setting.entry
        var made = entry.valueWords.map(\.value) + [entry.on, entry.off].compactMap { $0 }
        if case .oneOf(let words) = entry.optionValue { made += words.compactMap(setting.value(option:)) }
        let samples = ["0", "1", "3", "0.5", "200", "on", "off", "file.txt", "score-off,countdown-on"]
        made += samples.compactMap(setting.value(option:)) + samples.compactMap { setting.value(typed: [$0], as: [$0]) }
        #expect(!made.isEmpty, "\(setting) reads no value at all")
        for value in made { #expect(value.setting == setting, "\(setting)'s row made \(value)") }
    }

    /// Preferences keep each value as given, and give it back as the same value.
    @Test(arguments: Setting.allCases)
    func aSettingKeepsWhatItIsGiven(setting: Setting) {
        let samples = [
            "en", "ko", "0", "1", "3", "5", "0.5", "1.25", "90", "200", "on", "off", "file.txt", ">", "streaks-off",
            "점수-끄기,countdown-on",
        ]
        let values =
            setting.entry.valueWords.map(\.value) + [setting.entry.on, setting.entry.off].compactMap({ $0 })
            + samples.compactMap(setting.value(option:))
        #expect(!values.isEmpty, "\(setting): no value to keep")
        for value in values {
            var preferences = Preferences(language: .en)
            preferences.set(value)
            #expect(preferences[setting] == value)
        }
    }

    /// Without `--seed` the computer uses the system's generator: no seed stays no seed, never 0.
    @Test func noSeedStaysNoSeed() {
        let preferences = Preferences(language: .en)
        #expect(preferences[.seed] == .seed(nil))
        #expect(Setting.seed.value(option: "0") == .seed(0))
        #expect(Setting.seed.value(option: "x") == nil)
        #expect(Setting.transcript.value(option: "") == nil, "an empty file name is not \"no transcript\"")
        #expect(Setting.match.value(option: "off") == .match(nil))
        #expect(Setting.match.value(option: "2") == nil, "a wrong length is not \"no match\"")
    }
}
