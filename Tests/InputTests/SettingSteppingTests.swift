import Settings
import Testing

/// `faster`, `slower`, `louder`, `softer`: a step within the range, and nothing at its end.
@Suite struct SettingSteppingTests {
    @Test func theSpeechRateStepsWithinItsRange() {
        var preferences = Preferences(language: .en)
        #expect(preferences.speechRate(faster: true) == .speechRate(200))
        #expect(preferences.speechRate(faster: false) == .speechRate(150))
        preferences.speechRate = 440
        #expect(preferences.speechRate(faster: true) == .speechRate(450), "kept within the range")
        preferences.speechRate = 450
        #expect(preferences.speechRate(faster: true) == nil, "at the end there is no step")
        preferences.speechRate = 80
        #expect(preferences.speechRate(faster: false) == nil)
    }

    @Test func theVolumeStepsWithinItsRange() {
        var preferences = Preferences(language: .ko)
        #expect(preferences.volume(louder: true) == .volume(125))
        #expect(preferences.volume(louder: false) == .volume(75))
        preferences.volume = 10
        #expect(preferences.volume(louder: false) == .volume(0))
        preferences.volume = 0
        #expect(preferences.volume(louder: false) == nil)
        preferences.volume = 200
        #expect(preferences.volume(louder: true) == nil)
    }
}
