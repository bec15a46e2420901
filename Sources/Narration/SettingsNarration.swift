import Catalog
import GameCore
import Settings

/// The answers to the settings commands, read from the settings table: each change in one
/// sentence, and all of them.
extension Narrator {
    /// `settings`: a line for each setting the game can change, in the table's order.
    public func settings(_ preferences: Preferences) -> [Line] {
        plain(Setting.allCases.compactMap { $0.report(preferences, say) })
    }

    /// The answer to a change of `setting`, now that `preferences` hold its new value. A new
    /// language or verbosity is said by the narrator of the new one.
    /// A new language also says its numbers for the moves, which may differ from the last one's.
    public func changed(_ setting: Setting, _ preferences: Preferences) -> [Line] {
        plain(setting.confirmation(preferences, say) + (setting == .language ? [numbers] : []))
    }

    /// `--speak` or `speak on` found no speech program.
    public var speechMissing: [Line] { plain(say.speechMissing) }

    /// `--sound` or `sound on` found no sound player.
    public var soundMissing: [Line] { plain(say.soundMissing) }

    public func transcriptFailed(_ file: String) -> [Line] { plain(say.settingTranscriptFailed(file)) }

    /// A setting's word with a value it cannot take: what to type instead.
    public func needsValue(_ setting: Setting) -> [Line] {
        let entry = setting.entry
        let word = entry.word.map(vocabulary.name) ?? entry.options[0]
        return switch entry.typed {
        case .language: plain(say.settingNeedsLanguage(word))
        case .seconds: plain(say.settingNeedsSeconds(word))
        case .file: plain(say.settingNeedsFile(word))
        case .matchLength: plain(say.settingNeedsMatch(word))
        case .onOff, .none: plain(say.settingNeedsOnOff(word))
        }
    }

    /// Lines of `template` holding `words` a few at a time, as many as fit a line on a braille
    /// display, so a new setting never makes a line too long.
    func packed(_ words: [String], into template: (String) -> String) -> [String] {
        Self.groups(of: words, in: template, limit: language.traits.maximumCharacters).map { template($0.joined(separator: ", ")) }
    }

    /// `words` in groups, in order, each as large as still keeps `template` of the group, joined by
    /// commas, within `limit` characters.
    public static func groups(of words: [String], in template: (String) -> String, limit: Int) -> [[String]] {
        var groups: [[String]] = []
        var taken: [String] = []
        for word in words {
            if !taken.isEmpty, template((taken + [word]).joined(separator: ", ")).count > limit {
                groups.append(taken)
                taken = []
            }
            taken.append(word)
        }
        if !taken.isEmpty { groups.append(taken) }
        return groups
    }

    /// `help`: the moves, the commands, then the settings as the table groups them.
    public var help: [Line] {
        let moves = numberedMoveNames
        let words = { (typed: TypedValue) in
            Setting.allCases.compactMap { $0.entry.typed == typed ? $0.entry.word.map(vocabulary.name) : nil }
        }
        let valueWords = { (setting: Setting) in setting.entry.valueWords.map { vocabulary.name($0.word) } }
        return plain([
            movesHint,
            say.helpNumbers(moves[0], moves[1], moves[2]),
            say.helpAgain(command(.again)),
            say.helpUndo(command(.undo)),
            say.helpNew(command(.newGame)),
            say.helpScore(command(.score)),
            say.helpStats(command(.stats)),
            say.helpHistory(command(.history)),
            say.helpHistoryMore(command(.history)),
            say.helpRepeat(command(.repeatLast)),
            say.helpSettings(command(.settings)),
            say.helpChange(words(.language).joined(separator: ", "), words(.seconds).joined(separator: ", ")),
        ] + packed(words(.onOff), into: say.helpSwitches) + [
            say.helpVerbosity(valueWords(.verbosity).joined(separator: ", ")),
            say.helpGame(valueWords(.game).joined(separator: ", ")),
        ] + GameKind.mukjjippa.rules(say) + [
            say.helpMatch(words(.matchLength).joined(separator: ", ")),
            say.helpTranscript(words(.file).joined(separator: ", ")),
            say.helpQuit(command(.quit)),
        ])
    }
}

extension Narrator {
    /// `--help`: what the game is, then each option's lines in the settings table's order.
    public var usage: [String] {
        [say.usageAbout, say.usageOptions] + Setting.allCases.flatMap { $0.entry.usage.map { say[keyPath: $0] } }
            + Request.allCases.map { say[keyPath: $0.usage] } + [say.usageEnvironment, say.usageInGame]
    }
}
