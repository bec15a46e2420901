import Catalog
import GameCore
import Settings

/// What a word of the game means when a player types it: a request the game knows (a move, a
/// command, a setting, a value, a help topic) or a word that shapes one (stop, on, too, a
/// question). Each entry of the `Words` catalog has its senses, read here from the things that
/// own the entries (`Keyword`, `Setting`, `LineKind`, `HelpTopic`...); a word in several entries
/// has the senses of each, and the parser decides by the words around it (`score` is the score,
/// and with `off` the score line).
enum Sense: Hashable, Sendable {
    case move(Move)
    case command(Keyword)
    /// A setting's own word (`sound`, `match`): with a value it sets it, alone it asks about it.
    case setting(Setting)
    /// A word that sets a value alone (`brief`, `korean`, `mukjjippa`, `best of three`).
    case value(SettingValue, word: Words.Key)
    case onOff(Bool)
    /// A kind of line that `hear` turns on or off (`score`, `streaks`).
    case lineKind(LineKind)
    /// What is always said (the result, the hands), which no kind turns off.
    case alwaysSaid
    case topic(HelpTopic)
    /// 하나빼기: the first or the second hand shown, and the words that say a hand is kept.
    case keep(Keep)
    case keepVerb
    /// Stop, no more, turn off, 그만, 없애-: with what it stops, that turned off.
    case stop
    /// What, how, which, 뭐, 어떻게: a question, which a move or leaving is not.
    case question
    /// How many, 몇: with the score's words, the counts the stats give (how many have I won).
    case count
    /// Last, 지난: with a number of rounds, that many of the history (the last five games).
    case recent
    /// Can you, could you: a question that is a request, done.
    case request
    /// Up, raise, 올리- and down, lower, 줄이-: more or less of what it goes with.
    case more(Bool)
    /// Too, 너무: what follows is too much, so less of it is asked for (too fast: slower).
    case tooMuch
    /// Talk, say, read, 말하-, 얘기: speech, which the voice's requests and the lines it says take.
    case speech
    /// Listen, 들어 보-: with the sound cues, to hear them.
    case listen
    /// A round (round, 판): with back, to take it back.
    case round
    /// To, into: before where a file goes.
    case destination
    /// Change, instead, 바꾸-: with a move, a change of one played, which is named, not done.
    case changing
    /// Type, 입력하-: asked about alone, the help.
    case typing
    /// Don't, 안, 못 하-: not to do what it goes with.
    case negation
    /// A word that changes nothing: please, the, 좀, 그냥.
    case filler

    /// The senses of an entry of the `Words` catalog; none for an entry that is no word a player
    /// types (a key's name, a move's number). Every entry is named here, so a new one does not
    /// build until it says what it means; which move, command or value it is, its owner says.
    static func of(_ key: Words.Key) -> [Sense] {
        switch key {
        case .rock, .paper, .scissors, .lizard, .spock:
            GameKind.everyMove.filter { Vocabulary.entry($0) == key }.map(Sense.move)
        case .again, .back, .cues, .faster, .help, .history, .hush, .louder, .more, .new, .quit, .repeat, .save,
            .score, .settings, .slower, .softer, .stats, .undo:
            Keyword.allCases.filter { $0.entry == key }.map(Sense.command)
        case .bell, .color, .delay, .emoji, .hear, .keys, .lang, .match, .prompt, .rate, .sound, .speak, .transcript,
            .volume:
            Setting.allCases.filter { $0.entry.word == key }.map(Sense.setting)
        case .brief, .normal, .verbose, .gameRps, .gameMukjjippa, .gameMinusOne, .gameLizardSpock, .bestOfOne,
            .bestOfThree, .bestOfFive, .bestOfSeven:
            Setting.allCases.flatMap {
                $0.entry.valueWords.filter { $0.word == key }.map { .value($0.value, word: key) }
            }
        case .languageEn: [.value(.language(.en), word: key)]
        case .languageKo: [.value(.language(.ko), word: key)]
        case .hearAttack, .hearCountdown, .hearFigures, .hearMatchPoint, .hearMilestones, .hearMove, .hearScore,
            .hearStreaks:
            LineKind.allCases.filter { $0.word == key }.map(Sense.lineKind)
        case .topicAll, .topicGame, .topicLanguage, .topicMatch, .topicMinusOne, .topicMukjjippa, .topicReview,
            .topicSettings, .topicSound, .topicLizardSpock:
            HelpTopic.allCases.filter { $0.entry == key }.map(Sense.topic)
        case .on: [.onOff(true)]
        case .off: [.onOff(false)]
        case .hearAlways: [.alwaysSaid]
        case .keepFirst: [.keep(.first)]
        case .keepSecond: [.keep(.second)]
        case .keepVerb: [.keepVerb]
        case .stop: [.stop]
        case .question: [.question]
        case .count: [.question, .count]
        case .recent: [.recent, .filler]
        case .request: [.request, .filler]
        case .up: [.more(true)]
        case .down: [.more(false)]
        case .too: [.tooMuch]
        case .speech: [.speech]
        case .listen: [.listen]
        case .round: [.round]
        case .destination: [.destination, .filler]
        case .change: [.changing, .filler]
        case .typing: [.typing, .filler]
        case .negation: [.negation]
        case .fillers: [.filler]
        // Said, never typed: a key's name, a move's name in 묵찌빠's attack.
        case .keyBackspace, .keyEnter, .keyEquals, .keyEscape, .keyMinus, .keyQuestion, .keySpace, .keyStar,
            .attackRock, .attackPaper, .attackScissors:
            []
        }
    }
}
