import Catalog

/// What the game's settings are, as the narrator says them.
public struct SettingsReport: Hashable, Sendable {
    public var verbosity: Verbosity
    public var emoji: Bool
    public var color: Bool
    public var bell: Bool
    public var speak: Bool
    public var delay: Double
    /// The transcript's file name, or `nil` when none is kept.
    public var transcript: String?

    public init(verbosity: Verbosity, emoji: Bool, color: Bool, bell: Bool, speak: Bool = false, delay: Double, transcript: String?) {
        self.verbosity = verbosity
        self.emoji = emoji
        self.color = color
        self.bell = bell
        self.speak = speak
        self.delay = delay
        self.transcript = transcript
    }
}

/// The answers to the settings commands: each change in one sentence, and all of them.
extension Narrator {
    public var languageChanged: [Line] { plain(say.settingLanguage) }

    public func emoji(_ on: Bool) -> [Line] { plain(on ? say.settingEmojiOn : say.settingEmojiOff) }

    public func color(_ on: Bool) -> [Line] { plain(on ? say.settingColorOn : say.settingColorOff) }

    public func bell(_ on: Bool) -> [Line] { plain(on ? say.settingBellOn : say.settingBellOff) }

    public func speak(_ on: Bool) -> [Line] { plain(on ? say.settingSpeakOn : say.settingSpeakOff) }

    /// `--speak` or `speak on` found no speech program.
    public var speechMissing: [Line] { plain(say.speechMissing) }

    public func delay(_ seconds: Double) -> [Line] { plain(delaySentence(seconds)) }

    /// "Delay 1 second.", "Delay 0.7 seconds.": the plural follows the number as written.
    private func delaySentence(_ seconds: Double) -> String {
        let written = Self.seconds(seconds)
        return written == "1" ? say.settingDelayOne : say.settingDelay(written)
    }

    public var verbosityChanged: [Line] {
        switch verbosity {
        case .brief: plain(say.settingBrief)
        case .normal: plain(say.settingNormal)
        case .verbose: plain(say.settingVerbose)
        }
    }

    /// Lines that may open with a file name are left as written: a path's case matters.
    public func transcript(_ file: String?) -> [Line] {
        [Line(file.map(say.settingTranscriptOn) ?? say.settingTranscriptOff)]
    }

    public func transcriptFailed(_ file: String) -> [Line] { [Line(say.settingTranscriptFailed(file))] }

    public func settings(_ report: SettingsReport) -> [Line] {
        let verbosity = switch report.verbosity {
        case .brief: say.settingsVerbosityBrief
        case .normal: say.settingsVerbosityNormal
        case .verbose: say.settingsVerbosityVerbose
        }
        return plain(
            say.settingLanguage,
            verbosity,
            report.emoji ? say.settingEmojiOn : say.settingEmojiOff,
            report.color ? say.settingColorOn : say.settingColorOff,
            report.bell ? say.settingBellOn : say.settingBellOff,
            report.speak ? say.settingSpeakOn : say.settingSpeakOff,
            delaySentence(report.delay),
            report.transcript.map(say.settingsTranscript) ?? say.settingTranscriptOff
        )
    }

    /// A setting command with a value it cannot take: what to type instead.
    public func needsValue(_ keyword: Keyword) -> [Line] {
        let word = command(keyword)
        return switch keyword {
        case .language: plain(say.settingNeedsLanguage(word))
        case .delay: plain(say.settingNeedsSeconds(word))
        case .transcript: plain(say.settingNeedsFile(word))
        case .history: plain(say.historyBadCount(word))
        default: plain(say.settingNeedsOnOff(word))
        }
    }

    /// Seconds as a player would write them: 0.7, 1, 2.5.
    static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 100).rounded())
        let whole = tenths / 100, fraction = tenths % 100
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
