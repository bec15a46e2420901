import Catalog
import GameCore
import Settings

/// `help`: a few lines to start with, the mode being played first, and a topic a few lines long
/// for each part of the game, so that no answer takes long to hear or scrolls past a screen
/// reader. Settings tell of themselves from the settings table.
extension Narrator {
    /// The short help, or a topic's lines, in parts when they are too many to hear at once. In
    /// quick-keys mode, `keys` are the commands' keys by name, which the short help names.
    public func help(_ topic: HelpTopic?, rules: Rules, keys: [(key: String, command: Keyword)]? = nil) -> [[Line]] {
        guard let topic else { return [plain(shortHelp(rules, keys: keys))] }
        guard topic != .all else { return everything(rules).map(plain) }
        return Self.parts(of: lines(of: topic, rules)).map(plain)
    }

    /// The most lines a topic says at once; a longer one comes in parts of about equal length,
    /// each quick to hear, the rest a word away (`more`).
    static let topicPart = 8

    /// `lines` in as few parts as keep each within `topicPart` lines, of about equal length.
    static func parts(of lines: [String]) -> [[String]] {
        let count = (lines.count + topicPart - 1) / topicPart
        guard count > 1 else { return [lines] }
        let size = (lines.count + count - 1) / count
        return stride(from: 0, to: lines.count, by: size).map { Array(lines[$0..<min($0 + size, lines.count)]) }
    }

    /// `help` with words after it that name no topic: what was meant, if it is near a topic's
    /// word, then the topics.
    public func unknownTopic(suggestion: String?) -> [Line] {
        let meant = suggestion.map { [say.helpDidYouMean(command(.help), $0)] } ?? []
        return [Line(cased(say.helpUnknown), tone: .mistake)] + plain(meant + topicList)
    }

    /// The mode being played (the kind's own rule, as how 묵찌빠's attack works; how a match
    /// ends), how to play, the commands used most with the way out, and the topics, less those of
    /// the modes just told and of the other kinds of game, which `help game` names. In quick-keys
    /// mode, the keys of the commands instead, and Enter, where the topics and every other command
    /// are typed.
    private func shortHelp(_ rules: Rules, keys: [(key: String, command: Keyword)]?) -> [String] {
        var modes: [String] = []
        var told = Set(Self.kindTopics)
        if let rule = rules.kind.shortRule(say) {
            modes.append(rule)
            told.insert(rules.kind.topic)
        }
        if let rule = rules.matchShortRule(say) {
            modes.append(rule)
            told.insert(.match)
        }
        if let keys {
            let named = keys.map { $0.key + " " + command($0.command) }
            return modes + playLine(rules.kind.moves) + packed(named, first: say.helpKeysList) + [say.helpKeysLine]
        }
        let commands = (command(.undo), command(.repeatLast), command(.quit), command(.help))
        return modes + playLine(rules.kind.moves)
            + packed(
                topicNames(except: told), first: { say.helpTopics(commands.0, commands.1, commands.2, commands.3, $0) })
    }

    /// `moves` with their numbers, in the order this language numbers them: "Rock 1 paper 2
    /// scissors 3.", in more lines when they are many.
    func playLine(_ moves: [Move]) -> [String] {
        let numbered = vocabulary.numbered(moves).map { say.helpPlayMove(name($0), vocabulary.number(of: $0)) }
        return say.listed(numbered, joined: Sentences.Joining(next: { $0 + " " + $1 }), in: say.helpPlay)
    }

    /// "Help game, review, settings." and as many lines more as the topics take.
    private var topicList: [String] {
        packed(topicNames(except: []), first: { say.helpTopicList(command(.help), $0) })
    }

    /// The topics of the kinds of game but the plain one, whose own topic is `game`.
    private static let kindTopics = GameKind.allCases.map(\.topic).filter { $0 != .game }

    /// "Rules: help mukjjippa, minus one, lizard spock." in the game topic, where the kinds are
    /// named, in more lines when they are many.
    private var kindTopicsLine: [String] {
        say.listed(Self.kindTopics.map { vocabulary.name($0.entry) }, in: { say.helpKindTopics(command(.help), $0) })
    }

    private func topicNames(except told: Set<HelpTopic>) -> [String] {
        HelpTopic.allCases.filter { !told.contains($0) }.map { vocabulary.name($0.entry) }
    }

    private func lines(of topic: HelpTopic, _ rules: Rules) -> [String] {
        switch topic {
        case .game:
            // The plain game's topic: its moves, whatever is played.
            playLine(GameKind.rps.moves) + [
                say.helpBeats1, say.helpBeats2, say.helpFair, say.helpAgain(command(.again)),
                say.helpNew(command(.newGame)),
                say.helpQuit(command(.quit)),
            ] + settingLines(.game) + kindTopicsLine
        case .review:
            [
                say.helpScore(command(.score)), say.helpStats(command(.stats)), say.helpHistory(command(.history)),
                say.helpHistoryMore(command(.history)), say.helpMore(command(.more)),
                say.helpRepeat(command(.repeatLast)),
                say.helpRepeatBack(command(.repeatLast), command(.back)),
                say.helpUndo(command(.undo)),
            ]
        case .settings:
            [say.helpSettings(command(.settings))] + settingLines(.settings) + [say.helpSave(command(.save))]
        case .match:
            settingLines(.match) + [
                say.helpMatchLengths(settingWord(.match)),
                say.helpBestOfThree(vocabulary.name(.bestOfThree), settingWord(.match)), say.helpDraws,
            ]
        case .kind(let kind):
            // How to choose the kind, then its own lines.
            settingLine(.game) + kind.topicLines(say)
        case .sound:
            settingLines(.sound) + [
                say.helpFaster(command(.faster), command(.slower)), say.helpLouder(command(.louder), command(.softer)),
                say.helpCues(command(.cues)), say.helpHush(command(.hush)),
            ]
        case .language:
            [say.helpLanguageNames(vocabulary.name(of: .en), vocabulary.name(of: .ko))] + settingLines(.language)
                + [say.helpBothLanguages, say.helpOwnNumbers]
        case .all:
            everything(rules).flatMap { $0 }
        }
    }

    /// The help lines of the settings the topic tells of, in the table's order.
    private func settingLines(_ topic: HelpTopic) -> [String] {
        Setting.allCases.filter { $0.topic == topic }.flatMap(settingLine)
    }

    /// A setting's help line, or lines when its value words are many (the kinds of game); none
    /// for a setting only the command line sets.
    private func settingLine(_ setting: Setting) -> [String] {
        guard let help = setting.entry.help else { return [] }
        let entry = setting.entry
        guard entry.word == nil else {
            // A reader that says each typed line says the move already: the way to hear it once.
            let move = setting == .hear ? [say.helpHearMove(settingWord(setting))] : []
            return [help(say, settingWord(setting))] + move
        }
        return say.listed(entry.valueWords.map { vocabulary.name($0.word) }, in: { help(say, $0) })
    }

    /// The word that changes a setting in the game, or its value words when it has none
    /// ("brief, normal, verbose").
    func settingWord(_ setting: Setting) -> String {
        let entry = setting.entry
        return entry.word.map(vocabulary.name)
            ?? entry.valueWords.map { vocabulary.name($0.word) }.joined(separator: ", ")
    }

    /// Every word the game knows, by kind, in parts: the moves being played and the commands; the
    /// settings; the topics.
    private func everything(_ rules: Rules) -> [[String]] {
        let commands = Keyword.allCases.map(command)
        let settings = Setting.allCases.flatMap { setting in
            (setting.entry.word.map { [vocabulary.name($0)] } ?? [])
                + setting.entry.valueWords.map { vocabulary.name($0.word) }
        }
        return [
            movesHint(rules.kind.moves) + packed(commands, first: say.listCommands),
            packed(settings, first: say.listSettings),
            topicList,
        ]
    }
}

extension Vocabulary {
    /// A language's name in this language, as typed to switch to it: "korean", "한국어".
    func name(of language: Language) -> String { words(naming: language)[0] }
}
