import Catalog
import GameCore
import Input
import Settings

/// Types a command as a player would: any of its words, in either language, or a move's number
/// in the language the game speaks; `spelling` picks which.
struct Typist {
    let language: Language
    /// What the round under way asks for, which says how a hand to keep may be typed.
    var stage = GameKind.rps.firstStage

    func line(for command: Command, spelling: Int) -> String {
        switch command {
        case .game(.play(let move)):
            return hand(move, spelling)
        case .game(.show(let pair)):
            // Two hands, each in a spelling of its own: "rock 3", "바위 보".
            return hand(pair.first, spelling) + " " + hand(pair.second, spelling / 5 + 1)
        case .game(.keep(let kept)):
            // The hand's own name or number when it names one hand only, else first or second.
            if case .keep(let pair) = stage.asks, spelling % 2 == 0, pair.which(pair[kept]) == kept {
                return hand(pair[kept], spelling / 2)
            }
            return pick(words { $0.words(kept == .first ? .keepFirst : .keepSecond) }, spelling)
        case .game(.again): return keyword(.again, spelling)
        case .game(.undo): return keyword(.undo, spelling)
        case .game(.newGame): return keyword(.newGame, spelling)
        case .game(.score): return keyword(.score, spelling)
        case .game(.stats): return keyword(.stats, spelling)
        case .game(.history(let limit)):
            return keyword(.history, spelling)
                + (limit == CommandParser.historyLength && spelling % 2 == 0 ? "" : " \(limit)")
        case .game(.changeRules): preconditionFailure("rules change through settings")
        case .help(nil): return keyword(.help, spelling)
        case .help(let topic?):
            // A help word of letters, then the topic's: "? match" reads as match alone.
            let help = words { $0.words(for: .help) }.filter { $0.contains(where: \.isLetter) }
            return pick(help, spelling) + " " + pick(words { $0.words(topic.entry) }, spelling / 3)
        case .more: return keyword(.more, spelling)
        case .repeatAnswer(let back):
            return keyword(.repeatLast, spelling) + (back == 1 && spelling % 2 == 0 ? "" : " \(back)")
        case .back: return keyword(.back, spelling)
        case .quit: return keyword(.quit, spelling)
        case .hush: return keyword(.hush, spelling)
        case .pace(let faster): return keyword(faster ? .faster : .slower, spelling)
        case .loudness(let louder): return keyword(louder ? .louder : .softer, spelling)
        case .hearCues: return keyword(.cues, spelling)
        case .save: return keyword(.save, spelling)
        case .settings: return keyword(.settings, spelling)
        case .hearing: return pick(words { $0.words(.hear) }, spelling)
        case .change(let value):
            let setting = value.setting
            if let word = setting.entry.valueWords.first(where: { $0.value == value })?.word,
                spelling % 3 != 0 || setting.entry.word == nil
            {
                return pick(words { $0.words(word) }, spelling)
            }
            return pick(words { $0.words(setting.entry.word!) }, spelling) + " " + typed(value, spelling)
        }
    }

    /// A value as typed after its setting's word.
    private func typed(_ value: SettingValue, _ spelling: Int) -> String {
        switch value {
        case .on(_, true), .color(.always): pick(words { $0.words(for: true) }, spelling)
        case .on(_, false), .color: pick(words { $0.words(for: false) }, spelling)
        case .language(let named): pick(words { $0.words(naming: named) }, spelling)
        case .match(let games?): String(games)
        case .match(nil), .transcript(nil): pick(words { $0.words(for: false) }, spelling)
        case .delay(let seconds): seconds == 0 ? "0" : String(seconds)
        case .transcript(let path?): path
        case .speechRate(let rate): String(rate)
        case .volume(let volume): String(volume)
        case .prompt(nil): pick(words { $0.words(for: true) }, spelling)
        case .prompt(""?): pick(words { $0.words(for: false) }, spelling)
        case .prompt(let mark?): mark
        case .hearing(let hearing):
            hearing.chosen.map { kind, on in
                pick(words { $0.words(kind.word) }, spelling) + " " + pick(words { $0.words(for: on) }, spelling)
            }.joined(separator: " ")
        case .verbosity, .game, .seed, .web: preconditionFailure("\(value) has words of its own or none in the game")
        }
    }

    /// A move by one of its names, in either language, or by its number in this one.
    private func hand(_ move: Move, _ spelling: Int) -> String {
        pick(words { $0.words(for: move) } + [String(Vocabulary(language).number(of: move))], spelling)
    }

    private func keyword(_ keyword: Keyword, _ spelling: Int) -> String {
        pick(words { $0.words(for: keyword) }, spelling)
    }

    /// The words of both languages, this one's first.
    private func words(_ of: (Vocabulary) -> [String]) -> [String] {
        ([language] + Language.allCases.filter { $0 != language }).map(Vocabulary.init).flatMap(of)
    }

    /// One of `choices`; a verb's stem (끝내-) in one of the forms a player types (끝낼래).
    private func pick(_ choices: [String], _ spelling: Int) -> String {
        let choice = choices[spelling % choices.count]
        guard choice.hasSuffix("-") else { return choice }
        // Only Korean writes stems; a form is typed run together, as the parser compares it.
        let stem = String(choice.dropLast().filter { $0 != " " })
        let forms = Language.ko.traits.verbForms(stem)
        return forms[spelling / 7 % forms.count]
    }
}
