import Catalog
import GameCore
import Settings
import SoundCues

/// The answers to the settings commands, read from the settings table: each change in one
/// sentence, and all of them.
extension Narrator {
    /// `settings`, in two parts, in the table's order: first what is played and how it is told (the
    /// language, the narration, the game, the match) and, with `kept`, whether the settings file
    /// holds what is in force; then the rest: where the settings file is, a transcript's file,
    /// the delay, the voice's rate and the sounds' volume on lines of their own, and the switches
    /// by their words, in a line of those on and a line of those off. The first part stays quick
    /// to hear.
    public func settings(_ preferences: Preferences, kept: KeptSettings? = nil) -> [[Line]] {
        var valued: [String] = []
        var files: [String] = []
        var levels: [String] = []
        var on: [String] = []
        var off: [String] = []
        for setting in Setting.allCases {
            let lines = setting.report(preferences, say)
            guard let report = lines.first else { continue }
            let isOn = preferences.isTurnedOn(setting)
            switch setting.entry.typed {
            case .onOff where isOn:
                on.append(settingWord(setting))
            case .onOff:
                off.append(settingWord(setting))
            case .file where isOn:
                files.append(report)
            case .file:
                off.append(settingWord(setting))
            case .seconds, .wordsPerMinute, .percent, .mark:
                levels.append(report)
            case .lineKinds:
                levels += lines
            case .language, .matchLength, .none:
                valued.append(report)
            }
        }
        let status: [String] =
            switch kept?.state {
            case .saved?: [say.settingsSaved]
            case .notSaved?: [say.settingsNotSaved(command(.save))]
            case .saveFailed?: [say.settingsSaveFailed]
            case nil: []
            }
        let place = kept?.place.map { [say.settingsFile($0)] } ?? []
        return [
            plain(valued + status),
            plain(
                place + files + levels + packed(on, first: say.settingsOn)
                    + packed(off, first: say.settingsOff)),
        ]
    }

    /// The answer to a change of `setting`, now that `preferences` hold its new value. A new
    /// language or verbosity is said by the narrator of the new one.
    /// A new language also says its numbers for the moves, which may differ from the last one's;
    /// a kind of game whose round starts with more than a hand (minus one's two), what to type.
    public func changed(_ setting: Setting, _ preferences: Preferences) -> [Line] {
        let stage = preferences.game.firstStage
        let howToStart = setting == .game && stage.asks != .hand ? howTo(stage) : []
        let numbers = setting == .language ? numbers(preferences.game.moves) : []
        return plain(setting.confirmation(preferences, say) + numbers + howToStart)
    }

    /// The answer to a change to `value`, as `changed(_:_:)` says it; but `hear` says the kinds
    /// just turned on or off (not the whole state, which may be the preset's again), then what
    /// to type to turn them back (`hear score on` after `hear score off`).
    public func changed(_ value: SettingValue, _ preferences: Preferences) -> [Line] {
        guard case .hearing(let typed) = value, !typed.chosen.isEmpty else {
            return changed(value.setting, preferences)
        }
        let name = { (kind: LineKind) in vocabulary.name(kind.word) }
        let on = typed.chosen.filter(\.on).map { name($0.kind) }
        let off = typed.chosen.filter { !$0.on }.map { name($0.kind) }
        return plain(
            (on.isEmpty ? [] : packed(on, first: say.hearOnList))
                + (off.isEmpty ? [] : packed(off, first: say.hearOffList))
                + wayBack(off, to: true) + wayBack(on, to: false))
    }

    /// The lines that turn `kinds` back `on` (or off): a command each, as many kinds a command
    /// as fit a line on a braille display.
    private func wayBack(_ kinds: [String], to on: Bool) -> [String] {
        let command = { (kinds: [String]) in
            say.hearBack(([settingWord(.hear)] + kinds + [vocabulary.words(for: on)[0]]).joined(separator: " "))
        }
        // Measured as the command is written: the kinds apart by spaces.
        let oneLine = { (joined: String) in command([joined.replacing(", ", with: " ")]) }
        return Sentences.groups(
            of: kinds, first: oneLine, rest: oneLine, limit: say.language.traits.maximumCharacters
        ).map(command)
    }

    /// The switches that found nothing here to play them (`Playback`), each said as at launch.
    public func missing(_ switches: [Switch]) -> [Line] {
        switches.flatMap { $0 == .speak ? speechMissing : soundMissing }
    }

    /// `--speak` or `speak on` found no speech program.
    public var speechMissing: [Line] { plain(say.speechMissing, say.speechInstall) }

    /// `--sound` or `sound on` found no sound player.
    public var soundMissing: [Line] { plain(say.soundMissing, say.soundInstall) }

    /// Said before the welcome: what was wrong with the settings file at `path`.
    public func settingsFileProblem(_ problem: SettingsFileProblem, path: String) -> [Line] {
        let sentence =
            switch problem {
            case .unreadable: say.settingsFileUnreadable(path)
            case .notUTF8: say.settingsFileNotUTF8(path)
            case .openQuote: say.settingsFileOpenQuote(path)
            case .skipped(let option): say.settingsFileSkipped(option, path)
            }
        return plain(sentence)
    }

    /// `save` wrote the settings file; `settings` says where it is.
    public var saved: [Line] { plain(say.saveDone) }

    /// `save` could not write the settings file at `path` (as said, with `~`), which is as it was:
    /// why, where the file is, then what to do before saving again, each short enough for a
    /// braille display.
    public func notSaved(_ path: String, _ failure: SaveFailure) -> [Line] {
        let save = command(.save)
        let (why, fix) =
            switch failure {
            case .full: (say.saveFull, say.saveFixFull(save))
            case .notAllowed: (say.saveDenied, say.saveFixDenied(save))
            case .notAFile: (say.saveNotAFile, say.saveFixNotAFile(save))
            case .failed: (say.saveFailed, say.saveFixFailed(save))
            }
        return plain(why, say.settingsFile(path), fix)
    }

    /// `save` with no place for the settings file, and what to do.
    public var nowhereToSave: [Line] { plain(say.saveNoPlace, say.saveFixNoPlace) }

    /// After a change no one hears while another setting is off (a rate while speech is off): how
    /// to hear it.
    public func unheard(_ setting: Setting, _ preferences: Preferences) -> [Line] {
        guard let needed = setting.heardThrough, !preferences.isOn(needed) else { return [] }
        let turnOn = settingWord(needed.setting) + " " + vocabulary.words(for: true)[0]
        return plain(needed == .speak ? say.unheardSpeak(turnOn) : say.unheardSound(turnOn))
    }

    /// `louder` at the loudest volume, or `softer` at the softest.
    public func volumeAtItsEnd(_ preferences: Preferences) -> [Line] {
        let volume = preferences.volume
        return plain(
            volume == Preferences.volumes.upperBound
                ? say.settingVolumeLoudest(volume) : say.settingVolumeSoftest(volume))
    }

    /// `faster` at the fastest rate, or `slower` at the slowest.
    public func rateAtItsEnd(_ preferences: Preferences) -> [Line] {
        let rate = preferences.speechRate
        return plain(
            rate == Preferences.speechRates.upperBound ? say.settingRateFastest(rate) : say.settingRateSlowest(rate))
    }

    /// `cues` with sound off: how to turn it on.
    public var cuesNeedSound: [Line] {
        plain(say.cuesNeedSound(settingWord(.sound) + " " + vocabulary.words(for: true)[0]))
    }

    /// What `cues` says before the sounds.
    public var cuesHeading: [Line] { plain(say.cuesHeading) }

    /// A sound cue's name, said before `cues` plays it.
    public func name(of cue: Cue) -> Line {
        let name =
            switch cue {
            case .win: say.cueWin
            case .loss: say.cueLoss
            case .draw: say.cueDraw
            case .milestone: say.cueMilestone
            case .matchWon: say.cueMatchWon
            case .matchLost: say.cueMatchLost
            case .attackerChanged: say.cueAttackerChanged
            case .notUnderstood: say.cueNotUnderstood
            }
        return Line(cased(name))
    }

    public func transcriptFailed(_ file: String) -> [Line] { plain(say.settingTranscriptFailed(file)) }

    /// `hear` alone: the kinds of line heard, those not, what is always said, and how to change
    /// one.
    public func hearing(_ preferences: Preferences) -> [Line] {
        let name = { (kind: LineKind) in vocabulary.name(kind.word) }
        let heard = preferences.hears
        let on = LineKind.allCases.filter(heard).map(name)
        let off = LineKind.allCases.filter { !heard($0) }.map(name)
        let example =
            settingWord(.hear) + " " + vocabulary.name(LineKind.score.word) + " " + vocabulary.words(for: false)[0]
        return plain(
            (on.isEmpty ? [] : packed(on, first: say.settingsOn))
                + (off.isEmpty ? [] : packed(off, first: say.settingsOff))
                + [say.hearAlways, say.hearHow(example)])
    }

    /// Asked to turn off what is always said.
    public var alwaysSaid: [Line] { plain(say.hearAlways) }

    /// After `needsValue`, what a related setting would do with the value typed ("rate 250").
    public func meantOther(_ suggestion: String) -> [Line] { plain(say.meantOther(suggestion)) }

    /// On or off typed alone: each setting it could be for, as typed ("emoji on, color on, ...").
    public func whichSwitch(on: Bool) -> [Line] {
        let value = vocabulary.words(for: on)[0]
        let phrases = Setting.allCases.filter { $0.entry.typed == .onOff }.map { settingWord($0) + " " + value }
        return plain(packed(phrases, first: say.whichSwitch))
    }

    /// A setting's word with a value it cannot take: what to type instead.
    public func needsValue(_ setting: Setting) -> [Line] {
        let entry = setting.entry
        let word = entry.word.map(vocabulary.name) ?? entry.options[0]
        return switch entry.typed {
        case .language: plain(say.settingNeedsLanguage(word))
        case .seconds: plain(say.settingNeedsSeconds(word))
        case .file: plain(say.settingNeedsFile(word))
        case .matchLength: plain(say.settingNeedsMatch(word))
        case .wordsPerMinute:
            plain(say.settingNeedsRate(word, Preferences.speechRates.lowerBound, Preferences.speechRates.upperBound))
        case .percent:
            plain(say.settingNeedsPercent(word, Preferences.volumes.lowerBound, Preferences.volumes.upperBound))
        case .mark: plain(say.settingNeedsMark(word))
        case .lineKinds: plain(say.settingNeedsHear(word))
        case .onOff, .none: plain(say.settingNeedsOnOff(word))
        }
    }

    /// `words` in lines, each holding as many as fit a line on a braille display (see
    /// `Sentences.packed`).
    func packed(_ words: [String], first: @escaping (String) -> String) -> [String] {
        say.packed(words, first: first)
    }
}
