import Catalog
import GameCore
import Input
import Narration
import Settings

/// Every sentence of the `Sentences` catalog with sample arguments, enumerated from the catalog
/// itself, so a new sentence is checked without anyone listing it. The text slots of a key are
/// filled with what the game puts there (`slots`), several slots together where their words
/// depend on each other (a winning move and the move it beats); number slots take sample numbers.
public enum SpokenLines {
    /// One rendered sentence: its key, and the words that filled its text slots.
    public struct Sample: Sendable {
        public let key: String
        public let text: String
        public let fillers: [String]
        /// Fillers the player typed, in any script (a file name, an option, a word of either
        /// language).
        public let typed: [String]
    }

    /// What fills one or more of a sentence's text slots, in order.
    public enum Fill: Sendable {
        /// A move's name.
        case move
        /// A move and the move it beats, as a round of any kind names them, or of 묵찌빠, as a
        /// round or an attack names them; only as an attack does.
        case winnerAndLoser, mukjjippaWinnerAndLoser, attackWinnerAndLoser
        /// A move of rock, paper, scissors and the move it beats: a round of a kind told as that
        /// game (rock paper scissors lizard Spock tells its rounds by deeds, `deed`).
        case rpsWinnerAndLoser
        /// Two moves' names, any two, the same twice too: a pair of hands in minus one.
        case handPair
        /// The first two moves minus one numbers, as an example of a pair.
        case firstTwoMoves
        /// A kind's moves listed in one line, as `MovesList` says. The lists of more moves than a
        /// line holds are packed: `listedLines` samples those lines.
        case listed(MovesList)
        /// A list's head and its last word, as `list.or` and `list.welcome` join them.
        case listPair
        /// A winning hand and the hand it beats, as a deed names them.
        case hands(Move, Move)
        /// Every deed of rock paper scissors lizard Spock, rendered.
        case deed
        /// A move of rock paper scissors lizard Spock and the two it beats.
        case beatsTwo
        /// The name of this command or this setting.
        case keyword(Keyword)
        case setting(Setting)
        /// The words that turn this setting on: "sound on".
        case turnOn(Setting)
        /// Any word that takes nothing after it: a command, or a value word such as `brief`.
        case command
        /// The word of any on-or-off setting.
        case onOffWord
        /// The verbosity's words, as `help` lists them.
        case verbosityWords
        /// A word of the `Words` catalog, by its name.
        case word(Words.Key)
        /// Both languages' names, in this language, as typed to switch to them.
        case languageNames
        /// A part of a list the narrator packs a braille line at a time.
        case list(ListPart)
        /// A topic's word, suggested for a near miss: the player typed near it.
        case topicSuggestion
        /// The words that choose the game, as `help` lists them; the other kinds' topics' names, a list.
        case gameWords, kindTopics
        /// The language's own name for itself, as typed to switch to it; the other languages'
        /// names in it, as `rps --help` names the one to switch to.
        case ownLanguageName, otherLanguageName
        /// The topics of `rps --help`, listed.
        case usageTopics
        /// A kind of line's name (score, 점수).
        case lineKind
        /// Any word of either language, suggested for a near miss: the player typed near it.
        case suggestion
        /// Wins, draws or losses counted.
        case winCount, drawCount, lossCount
        case seconds, version
        /// An option that takes a value, and what it takes.
        case optionAndValues
        /// An option that takes no value; one only the command line takes; any option.
        case switchOption, requestOption, option
        /// A switch's --no- form, and the option it turns off.
        case negation
        /// A file name or an option the player typed.
        case file, typed
        /// The name of a quit key of quick-keys mode, as its question names the key pressed.
        case quitKey
        /// The help key's name in quick-keys mode.
        case helpKeyName
        /// A request as the player types it (`hear score off`), as the game names what it read.
        case request

        /// Whether the player typed what fills it.
        var isTyped: Bool {
            switch self {
            case .suggestion, .topicSuggestion, .file, .typed: true
            case .request: false
            case .move, .winnerAndLoser, .mukjjippaWinnerAndLoser, .attackWinnerAndLoser, .rpsWinnerAndLoser, .handPair,
                .firstTwoMoves, .listed, .listPair, .hands,
                .deed, .beatsTwo, .keyword,
                .setting, .turnOn, .command,
                .onOffWord, .word, .languageNames,
                .list,
                .verbosityWords, .gameWords, .kindTopics, .ownLanguageName, .otherLanguageName, .usageTopics, .lineKind,
                .winCount, .drawCount,
                .lossCount, .seconds,
                .version,
                .optionAndValues, .switchOption, .requestOption, .option,
                .negation, .quitKey, .helpKeyName:
                false
            }
        }
    }

    /// What fills the text slots of each key that has any. A key with text slots and no entry
    /// here stops `every`, so whoever adds one says what goes in it.
    public static let slots: [String: [Fill]] = [
        "brief.draw": [.move], "brief.loss": [.rpsWinnerAndLoser], "brief.win": [.rpsWinnerAndLoser],
        "brief.mukjjippa.won": [.move], "brief.mukjjippa.lost": [.move],
        "extraWords": [.command],
        "help.again": [.keyword(.again)], "help.game": [.gameWords],
        "help.history": [.keyword(.history)], "help.historyMore": [.keyword(.history)],
        "help.match": [.setting(.match)],
        "help.moves": [.listed(.namesChoice)], "help.new": [.keyword(.newGame)], "help.play": [.listed(.playList)],
        "help.quit": [.keyword(.quit)], "language.back": [.ownLanguageName], "numbers": [.listed(.numberedChoice)],
        "welcome.howTo": [.listed(.namesWelcome)], "welcome.keys": [.listed(.keysWelcome)],
        "welcome.keys.pair": [.listed(.keysWelcome)],
        "help.playMove": [.move], "numbers.move": [.move], "list.or": [.listPair], "list.welcome": [.listPair],
        "lizardSpock.won": [.deed], "lizardSpock.lost": [.deed], "help.lizardSpockBeats": [.beatsTwo],
        "lizardSpock.rule": [.keyword(.help), .word(Words.Key.topicLizardSpock)],
        "deed.scissorsPaper": [.hands(.scissors, .paper)], "deed.paperRock": [.hands(.paper, .rock)],
        "deed.rockLizard": [.hands(.rock, .lizard)], "deed.lizardSpock": [.hands(.lizard, .spock)],
        "deed.spockScissors": [.hands(.spock, .scissors)], "deed.scissorsLizard": [.hands(.scissors, .lizard)],
        "deed.lizardPaper": [.hands(.lizard, .paper)], "deed.paperSpock": [.hands(.paper, .spock)],
        "deed.spockRock": [.hands(.spock, .rock)], "deed.rockScissors": [.hands(.rock, .scissors)],
        "help.repeat": [.keyword(.repeatLast)], "help.score": [.keyword(.score)],
        "help.settings": [.keyword(.settings)], "help.stats": [.keyword(.stats)],
        "help.transcript": [.setting(.transcript)], "help.undo": [.keyword(.undo)], "help.verbosity": [.verbosityWords],
        "help.lang": [.setting(.language)], "help.languageNames": [.languageNames], "help.emoji": [.setting(.emoji)],
        "help.color": [.setting(.color)], "help.bell": [.setting(.bell)], "help.speak": [.setting(.speak)],
        "help.sound": [.setting(.sound)],
        "help.delay": [.setting(.delay)], "help.matchLengths": [.setting(.match)],
        "help.bestOfThree": [.word(Words.Key.bestOfThree), .setting(.match)],
        "help.more": [.keyword(.more)], "more.hint": [.keyword(.more)],
        "help.prompt": [.setting(.prompt)], "setting.needsMark": [.setting(.prompt)], "setting.prompt": [.typed],
        "help.repeatBack": [.keyword(.repeatLast), .keyword(.back)], "repeat.oldest": [.keyword(.repeatLast)],
        "repeat.badCount": [.keyword(.repeatLast)], "help.hush": [.keyword(.hush)],
        "setting.needsRate": [.setting(.speechRate)], "setting.needsPercent": [.setting(.volume)],
        "help.rate": [.setting(.speechRate)],
        "help.volume": [.setting(.volume)], "help.faster": [.keyword(.faster), .keyword(.slower)],
        "help.cues": [.keyword(.cues)],
        "cues.needSound": [.turnOn(.sound)], "help.save": [.keyword(.save)], "settings.notSaved": [.keyword(.save)],
        "save.fixFull": [.keyword(.save)], "save.fixDenied": [.keyword(.save)], "save.fixNotAFile": [.keyword(.save)],
        "save.fixFailed": [.keyword(.save)], "settings.file": [.file], "hush.leave": [.keyword(.quit)],
        "unheard.speak": [.turnOn(.speak)], "unheard.sound": [.turnOn(.sound)],
        "help.louder": [.keyword(.louder), .keyword(.softer)], "which.switch": [.list(.whichSwitches)],
        "meant.other": [.typed], "hear.how": [.typed], "hear.onList": [.list(.hearKinds)],
        "hear.offList": [.list(.hearKinds)], "help.hear": [.setting(.hear)], "setting.needsHear": [.setting(.hear)],
        "throw.beat": [.mukjjippaWinnerAndLoser],
        "settingsFile.unreadable": [.file], "settingsFile.notUTF8": [.file], "settingsFile.openQuote": [.file],
        "settingsFile.skipped": [.typed, .file],
        "help.topics": [
            .keyword(.undo), .keyword(.repeatLast), .keyword(.quit), .keyword(.help), .list(.topicsAfterCommands),
        ],
        "help.topicList": [.keyword(.help), .list(.topicsAfterHelp)],
        "help.didYouMean": [.keyword(.help), .topicSuggestion],
        "list.commands": [.list(.commandsFirst)], "list.settings": [.list(.settingsFirst)],
        "list.goesOn": [.list(.rest)], "list.ends": [.list(.rest)],
        "settings.on": [.list(.switchesFirst)], "settings.off": [.list(.switchesFirst)],
        "history.badCount": [.keyword(.history)], "history.won": [.winnerAndLoser], "history.lost": [.winnerAndLoser],
        "history.draw": [.move], "history.attack": [.mukjjippaWinnerAndLoser],
        "history.defend": [.mukjjippaWinnerAndLoser],
        "history.wonBoth": [.move], "history.lostBoth": [.move], "history.tie": [.move],
        "mukjjippa.keep.player": [.attackWinnerAndLoser], "mukjjippa.keep.computer": [.attackWinnerAndLoser],
        "mukjjippa.take.player": [.attackWinnerAndLoser], "mukjjippa.take.computer": [.attackWinnerAndLoser],
        "move.chosen": [.move],
        "howTo.pair": [.firstTwoMoves], "howTo.keep": [.handPair], "howTo.keepSame": [.move],
        "pairs.shown": [.handPair, .handPair],
        "help.minusOneKeep": [.word(Words.Key.keepFirst), .word(Words.Key.keepSecond)],
        "howTo.keepOther": [.word(Words.Key.keepFirst), .word(Words.Key.keepSecond)],
        "howTo.keepOtherSame": [.word(Words.Key.keepFirst), .word(Words.Key.keepSecond)],
        "hear.back": [.typed], "help.hearMove": [.setting(.hear)],
        "help.minusOneUndo": [.keyword(.undo)],
        "help.kindTopics": [.keyword(.help), .kindTopics],
        "mukjjippa.attack.computer": [.mukjjippaWinnerAndLoser], "mukjjippa.attack.player": [.mukjjippaWinnerAndLoser],
        "mukjjippa.lost": [.move], "mukjjippa.tie": [.move], "mukjjippa.won": [.move],
        "notUnderstood.suggest": [.suggestion],
        "understood.unsure": [.request],
        "understood.readAs": [.request],
        "option.commandLineOnly": [.requestOption], "option.values": [.optionAndValues],
        "option.noValue": [.switchOption],
        "environment.fix": [.option], "environment.unknown": [.typed], "environment.unexpected": [.typed],
        "option.unclosedQuote": [.typed], "option.unexpected": [.typed], "option.unknown": [.typed],
        "option.unknownSuggest": [.typed, .option],
        "result.draw": [.move], "result.loss": [.rpsWinnerAndLoser], "result.win": [.rpsWinnerAndLoser],
        "setting.delay": [.seconds], "setting.needsFile": [.setting(.transcript)],
        "setting.needsLanguage": [.setting(.language)],
        "setting.needsMatch": [.setting(.match)], "setting.needsOnOff": [.onOffWord],
        "setting.needsSeconds": [.setting(.delay)],
        "setting.transcript.failed": [.file], "setting.transcript.on": [.file], "settings.transcript": [.file],
        "stats.move": [.move], "stats.results": [.winCount, .drawCount, .lossCount], "usage.negation": [.negation],
        "usage.inGame": [.keyword(.help)], "usage.leave": [.keyword(.quit)], "usage.language": [.otherLanguageName],
        "usage.topics": [.usageTopics], "usage.unknownTopic": [.typed],
        "version": [.version],
        "help.keys": [.setting(.keys)], "help.keys.list": [.list(.keysFirst)], "keys.quitAgain": [.quitKey],
        "keys.unknown": [.listed(.keysList), .helpKeyName], "keys.firstHand": [.move], "keys.handTakenBack": [.move],
        "keys.keep": [.move, .move], "keys.keep.same": [.move],
    ]

    /// The largest number each number slot of a key can hold, where that is less than any
    /// sample number: percentages, match lengths, seconds, history's default and examples.
    public static let largest: [String: [Int]] = [
        "decimal.tenths": [10, 9], "decimal.hundredths": [10, 9, 9], "match.start": [99, 50],
        "match.won.next": [.max, .max], "repeat.oldest": [50],
        "setting.rate": [450], "setting.rate.fastest": [450], "setting.rate.slowest": [80], "setting.volume": [200],
        "setting.needsRate": [80, 450], "setting.needsPercent": [0, 200], "help.rate": [80, 450],
        "help.volume": [0, 200], "settings.match": [99, 50], "stats.winRate": [100], "verbose.figures": [100, .max],
        "stats.matches": [.max, .max, 100], "rules.droppedMatch": [49, 49], "setting.volume.loudest": [200],
        "setting.volume.softest": [0], "keys.keep": [3, 3], "keys.keep.same": [3], "howTo.keepOther": [3, 3],
        "howTo.keepOtherSame": [3], "help.playMove": [5],
        "numbers.move": [5],
    ]

    /// Keys said about the command line (`--help`, option errors on standard error), which spell
    /// option names as they are typed.
    public static func isAboutCommandLine(_ key: String) -> Bool {
        ["option.", "environment.", "usage.", "values."].contains { key.hasPrefix($0) }
            || ["version", "output.failed"].contains(key)
    }

    /// A line's own words: the line without what the player typed, which may be in any script
    /// and of any length.
    public static func own(_ text: String, typed: [String]) -> String {
        // The longest first: a short one ("x") may be part of a longer one ("t.txt").
        typed.sorted { $0.count > $1.count }.reduce(text) { $1.isEmpty ? $0 : $0.replacing($1, with: "") }
    }

    /// What a screen reader would spell out, drop or read as noise in a line, each named: an empty
    /// line, and in the game's own words (what the player typed aside) a character that is not
    /// printable ASCII or a letter of the language, `%` and symbols, which lines about the command
    /// line may hold because they spell options as typed; and a space at either end. The prompt is
    /// the exception to the first and last rules: a mark and a space, the mark chosen because the
    /// screen readers say nothing for it (the end-to-end tests hear it under Fenrir, yasr and Orca).
    /// `key` is the catalog key the line comes from, when known.
    public static func noise(in text: String, typed: [String], language: Language, key: String? = nil) -> [String] {
        var found: [String] = []
        if text.isEmpty { found.append("an empty line") }
        let symbolsAllowed = key.map(isAboutCommandLine) ?? false
        let traits = language.traits
        let words = own(text, typed: typed)
        var previous: Unicode.Scalar?
        for scalar in words.unicodeScalars {
            if !traits.isSpoken(scalar), key != "prompt" {
                found.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
            if !symbolsAllowed {
                if symbols.contains(scalar) { found.append(String(scalar)) }
                if let previous, symbolPairs.contains([previous, scalar]) { found.append("\(previous)\(scalar)") }
            }
            previous = scalar
        }
        if words.contains("%") { found.append("%") }
        if (text.first == " " || text.last == " ") && key != "prompt" { found.append("a space at an end") }
        return found
    }

    /// Symbols a screen reader names or skips, alone and in pairs (a smiley, an option's dashes).
    private static let symbols: Set<Unicode.Scalar> = [
        "[", "]", "{", "}", "<", ">", "|", "#", "*", "=", "_", "~", "^", "\\", "/", "@", "&",
    ]
    private static let symbolPairs: Set<[Unicode.Scalar]> = [[":", ")"], ["-", "-"]]

    /// A list's part a line holds: the first line's of the topics after the short help's commands,
    /// of the topics after the help word alone, of the commands, of the settings' words, of the
    /// words of settings on or off; or any later line's of any of them.
    public enum ListPart: Hashable, Sendable {
        case topicsAfterCommands, topicsAfterHelp, commandsFirst, settingsFirst, switchesFirst, whichSwitches, hearKinds
        /// The first line of quick-keys mode's keys in the short help.
        case keysFirst
        case rest
    }

    /// The keys whose text slots `slots` does not fill, one for one, in `language`: each must be
    /// told, or its sentence goes unchecked (a test names them).
    public static func unfilled(_ language: Language, keys: [CatalogKey] = Sentences.keys) -> [String] {
        keys.filter { key in
            let fills = (slots[key.name] ?? []).map { Self.samples(of: $0, language).first?.count ?? 0 }
            return fills.reduce(0, +) != key.arguments.filter { $0 == .text }.count
        }.map(\.name)
    }

    /// Every key rendered with every sample of each fill in turn, the others holding their widest
    /// sample, and each number slot with every sample number in turn, the others at the widest.
    /// A key `unfilled` names is left out.
    public static func every(_ language: Language, numbers: [Int], keys: [CatalogKey] = Sentences.keys) -> [Sample] {
        let say = Sentences(language)
        var samples: [Sample] = []
        let left = Set(unfilled(language, keys: keys))
        for key in keys where !left.contains(key.name) {
            let textSlots = key.arguments.filter { $0 == .text }.count
            let fills = slots[key.name] ?? []
            let options = fills.map { Self.samples(of: $0, language) }
            let widest = options.map { $0.max { $0.joined().count < $1.joined().count }! }
            let numberSlots = key.arguments.count - textSlots
            let limits = largest[key.name] ?? Array(repeating: .max, count: numberSlots)
            let numbersFor = { (slot: Int) in numbers.filter { $0 <= limits[slot] } }
            let widestNumbers = (0..<numberSlots).map { slot in
                numbersFor(slot).max { String($0).count < String($1).count } ?? 0
            }
            func render(_ chosen: [[String]], _ values: [Int]) {
                let texts = chosen.flatMap { $0 }
                var nextText = 0
                var nextNumber = 0
                let arguments: [Template.Argument] = key.arguments.map { kind in
                    switch kind {
                    case .text:
                        defer { nextText += 1 }
                        return .text(texts[nextText])
                    case .number:
                        defer { nextNumber += 1 }
                        return .number(values[nextNumber])
                    }
                }
                let typed = zip(fills, chosen).filter { $0.0.isTyped }.flatMap(\.1)
                samples.append(
                    Sample(key: key.name, text: say.text(key.name, arguments)!, fillers: texts, typed: typed))
            }
            render(widest, widestNumbers)
            for (index, choices) in options.enumerated() {
                for choice in choices {
                    var chosen = widest
                    chosen[index] = choice
                    render(chosen, widestNumbers)
                }
            }
            for slot in 0..<numberSlots {
                for number in numbersFor(slot) {
                    var values = widestNumbers
                    values[slot] = number
                    render(widest, values)
                }
            }
        }
        return samples + (keys == Sentences.keys ? listedLines(language) : [])
    }

    /// The choices for one fill, each the words of the slots it fills.
    static func samples(of fill: Fill, _ language: Language) -> [[String]] {
        let say = Sentences(language)
        let vocabulary = Vocabulary(language)
        let settings = Setting.allCases.map(\.entry)
        let name = vocabulary.name(of:) as (Move) -> String
        switch fill {
        case .move:
            // As a round names them, and in a 묵찌빠 attack (묵, 찌, 빠).
            return (GameKind.everyMove.map(name) + attackNames(vocabulary).values).map { [$0] }
        case .winnerAndLoser:
            return Self.winsAndLosses.map { [name($0), name($1)] }
        case .rpsWinnerAndLoser:
            let moves = GameKind.rps.moves
            return Self.winsAndLosses.filter { moves.contains($0) && moves.contains($1) }.map { [name($0), name($1)] }
        case .mukjjippaWinnerAndLoser:
            let attack = attackNames(vocabulary)
            return Self.winsAndLosses.flatMap { winner, loser in
                attack[winner].flatMap { said in attack[loser].map { [[name(winner), name(loser)], [said, $0]] } } ?? []
            }
        case .attackWinnerAndLoser:
            let attack = attackNames(vocabulary)
            return Self.winsAndLosses.compactMap { winner, loser in
                attack[winner].flatMap { winner in attack[loser].map { [winner, $0] } }
            }
        case .handPair:
            let moves = GameKind.minusOne.moves
            return moves.flatMap { first in moves.map { [name(first), name($0)] } }
        case .firstTwoMoves:
            return [vocabulary.numbered(GameKind.minusOne.moves).prefix(2).map(name)]
        case .listed(let list):
            return oneLineKinds.map { [Self.list(list, of: vocabulary.numbered($0.moves), language)] }
        case .listPair:
            // Two words side by side, as a packed line holds them: a line breaks at every join.
            return GameKind.allCases.flatMap { kind in
                let moves = vocabulary.numbered(kind.moves)
                let items = [moves.map(name), moves.map { say.numbersMove(vocabulary.number(of: $0), name($0)) }]
                return items.flatMap { words in zip(words, words.dropFirst()).map { [$0, $1] } }
            }
        case .hands(let winner, let loser):
            return [[name(winner), name(loser)]]
        case .deed:
            let narrator = Narrator(language: language)
            let moves = GameKind.lizardSpock.moves
            return moves.flatMap { winner in moves.filter(winner.beats).map { [narrator.deed(winner, $0)] } }
        case .beatsTwo:
            let moves = vocabulary.numbered(GameKind.lizardSpock.moves)
            return moves.map { winner in [name(winner)] + moves.filter(winner.beats).map(name) }
        case .keyword(let keyword):
            return [[vocabulary.name(of: keyword)]]
        case .setting(let setting):
            return setting.entry.word.map { [[vocabulary.name($0)]] } ?? []
        case .turnOn(let setting):
            return setting.entry.word.map { [[vocabulary.name($0) + " " + vocabulary.words(for: true)[0]]] } ?? []
        case .command:
            return
                (Keyword.allCases.map(vocabulary.name(of:))
                + settings.flatMap(\.valueWords).map { vocabulary.name($0.word) }).map { [$0] }
        case .onOffWord:
            return settings.filter { $0.typed == .onOff }.compactMap(\.word).map { [vocabulary.name($0)] }
        case .word(let entry):
            return [[vocabulary.name(entry)]]
        case .languageNames:
            return [Language.allCases.map { vocabulary.words(naming: $0)[0] }]
        case .list(let part):
            let lists = packedLists(language)
            // A later line's part as its key fills it; a first line's punctuated as a list that ends
            // or goes on, as the line's own template takes it.
            guard part != .rest else {
                return lists.flatMap { $0.groups.dropFirst() }.map { [$0.joined(separator: ", ")] }
            }
            return lists.filter { $0.part == part }.compactMap(\.groups.first).flatMap { group in
                [[say.listEnds(group.joined(separator: ", "))], [say.listGoesOn(group.joined(separator: ", "))]]
            }
        case .topicSuggestion:
            let words = Language.allCases.map(Vocabulary.init).flatMap { other in
                HelpTopic.allCases.flatMap { other.words($0.entry) }
            }
            return words.map { $0.lowercased() }.filter { $0.count >= 2 }.map { [$0] }
        case .verbosityWords:
            return [[Setting.verbosity.entry.valueWords.map { vocabulary.name($0.word) }.joined(separator: ", ")]]
        // Each word alone: the narrator packs their lists a braille line at a time (`listedLines`).
        case .gameWords:
            return Setting.game.entry.valueWords.map { [vocabulary.name($0.word)] }
        case .kindTopics:
            let topics = GameKind.allCases.map(\.topic).filter { $0 != .game }
            return topics.map { [vocabulary.name($0.entry)] }
        case .ownLanguageName:
            return [[vocabulary.words(naming: language)[0]]]
        case .otherLanguageName:
            return Language.allCases.filter { $0 != language }.map { [vocabulary.words(naming: $0)[0]] }
        case .usageTopics:
            return [[UsageTopic.allCases.map(\.rawValue).joined(separator: ", ")]]
        case .lineKind:
            return LineKind.allCases.map { [vocabulary.name($0.word)] }
        case .request:
            return Self.requests(language).map { [$0] }
        case .suggestion:
            var phrases: [String] = []
            for other in Language.allCases.map(Vocabulary.init) {
                phrases += GameKind.everyMove.flatMap(other.words(for:))
                phrases += Keyword.allCases.flatMap(other.words(for:))
                phrases += settings.compactMap(\.word).flatMap(other.words)
                phrases += settings.flatMap(\.valueWords).flatMap { other.words($0.word) }
            }
            return phrases.map { $0.lowercased() }.filter { $0.count >= 2 }.map { [$0] }
        case .winCount:
            return [0, 1, 2, 9999].map { [say.countWins($0)] }
        case .drawCount:
            return [0, 1, 2, 9999].map { [say.countDraws($0)] }
        case .lossCount:
            return [0, 1, 2, 9999].map { [say.countLosses($0)] }
        case .seconds:
            return [0, 0.5, 0.25, 10].map { [Seconds.written($0, say)] }
        case .version:
            return [["0.3.0"]]
        case .optionAndValues:
            // Those said in one line; the others' lines are `listedLines`'.
            return settings.flatMap { entry in
                entry.values.map { values in
                    entry.options.filter { entry.valueLines(of: $0, say).count == 1 }.map { [$0, say[values]] }
                } ?? []
            }
        case .switchOption:
            return
                (settings.filter { $0.on != nil }.flatMap { $0.options + $0.offOptions }
                + settings.flatMap(\.offOptions)
                + requests).map { [$0] }
        case .requestOption:
            return requests.map { [$0] }
        case .option:
            return (settings.flatMap { $0.options + $0.offOptions } + requests).map { [$0] }
        case .negation:
            return settings.flatMap { entry in entry.offOptions.map { [$0, entry.options[0]] } }
        case .file:
            return [["t.txt"], ["게임.txt"]]
        case .typed:
            return [["x"], ["--x"]]
        case .quitKey:
            let keys = KeyMap(language: language)
            let quitKeys = GameKind.allCases.flatMap { keys.keys(for: .quit, at: $0.firstStage) }
            return Set(quitKeys.map { keys.name(of: $0) }).sorted().map { [$0] }
        case .helpKeyName:
            return [[KeyMap(language: language).helpName]]
        }
    }

    /// The options that ask for something instead of a game, which only the command line takes.
    private static let requests = Request.allCases.filter(\.isInsteadOfGame).flatMap(\.options)

    /// Requests as the player types them, the longest last: every command alone, every move, and
    /// a kind of line, a switch and a match turned on and off.
    static func requests(_ language: Language) -> [String] {
        var commands: [Command] = Keyword.allCases.map { CommandParser.command(for: $0) }
        commands += GameKind.everyMove.map { .game(.play($0)) }
        commands += LineKind.allCases.flatMap { kind in [true, false].map { .change(.hearing(Hearing([(kind, $0)]))) } }
        commands += Switch.allCases.flatMap { which in [true, false].map { .change(.on(which, $0)) } }
        commands += [.change(.match(99)), .change(.match(nil)), .game(.history(limit: 99)), .repeatAnswer(99)]
        return commands.map { RequestWords.line($0, language) }.sorted { $0.count < $1.count }
    }

    /// Every winning hand with a hand it beats.
    private static let winsAndLosses = GameKind.everyMove.flatMap { winner in
        GameKind.everyMove.filter(winner.beats).map { (winner, $0) }
    }

    /// 묵찌빠's names of the hands it plays once someone attacks (묵, 찌, 빠).
    private static func attackNames(_ vocabulary: Vocabulary) -> [Move: String] {
        [
            .rock: vocabulary.name(.attackRock), .paper: vocabulary.name(.attackPaper),
            .scissors: vocabulary.name(.attackScissors),
        ]
    }

    /// The kinds whose moves a sentence lists in one line; the others' lines are `listedLines`'.
    private static let oneLineKinds = [GameKind.rps]

    /// How a sentence lists a kind's moves: their names joined as the welcome joins them
    /// (`list.welcome`), as a choice (`list.or`); each with its number (`numbers.move`, joined as a
    /// choice; `help.playMove`, joined by spaces); their keys (digits) joined by commas, and as
    /// the welcome joins them.
    public enum MovesList: Hashable, Sendable {
        case namesWelcome, namesChoice, numberedChoice, playList, keysList, keysWelcome
    }

    /// `moves` listed as `list` says, as the narrator lists them in one line.
    private static func list(_ list: MovesList, of moves: [Move], _ language: Language) -> String {
        let say = Sentences(language)
        let words = Vocabulary(language)
        let names = moves.map(words.name(of:))
        let keys = moves.map { String(words.number(of: $0)) }
        let choice = Sentences.Joining(next: { $0 + ", " + $1 }, last: say.listOr)
        let welcome = Sentences.Joining(next: say.listWelcome)
        return switch list {
        case .namesWelcome: say.joined(names, welcome)
        case .namesChoice: say.joined(names, choice)
        case .numberedChoice:
            say.joined(moves.map { say.numbersMove(words.number(of: $0), words.name(of: $0)) }, choice)
        case .playList: moves.map { say.helpPlayMove(words.name(of: $0), words.number(of: $0)) }.joined(separator: " ")
        case .keysList: say.joined(keys)
        case .keysWelcome: say.joined(keys, welcome)
        }
    }

    /// Every line of the answers that list a kind's moves, as the narrator says them for each kind,
    /// in words and by keys, packed a braille line at a time where the moves are many; each under
    /// the key of the sentence that lists them.
    public static func listedLines(_ language: Language) -> [Sample] {
        var samples: [Sample] = []
        func add(_ key: String, _ lines: [Line]) {
            samples += lines.map { Sample(key: key, text: $0.text, fillers: [], typed: []) }
        }
        let help = KeyMap(language: language).helpName
        let say = Sentences(language)
        for entry in Setting.allCases.map(\.entry) where entry.values != nil {
            samples += entry.options.flatMap { entry.valueLines(of: $0, say) }.map {
                Sample(key: "option.values", text: $0, fillers: [], typed: [])
            }
        }
        for kind in GameKind.allCases {
            let stage = kind.firstStage
            let rules = Rules(kind: kind)
            for byKeys in [false, true] {
                let narrator = Narrator(language: language, byKeys: byKeys)
                add(
                    byKeys ? (stage.asks == .pair ? "welcome.keys.pair" : "welcome.keys") : "welcome.howTo",
                    narrator.howToPlay(at: stage))
                add("welcome.title", narrator.welcome(rules))
                add(
                    "help.play",
                    narrator.help(nil, rules: rules, keys: byKeys ? KeyMap(language: language).labels : nil).flatMap {
                        $0
                    })
            }
            let narrator = Narrator(language: language)
            add("numbers", narrator.numberOutOfRange(at: stage))
            add("keys.unknown", narrator.unknownKey(help: help, at: stage))
            add("help.moves", narrator.lines(for: .noPreviousMove(Stage(kind, asks: .hand))))
            add("help.moves", narrator.help(.all, rules: rules).flatMap { $0 })
            add("help.game", narrator.help(kind.topic, rules: rules).flatMap { $0 })
        }
        return samples
    }

    /// The lists the narrator packs a braille line at a time, each with the fill its first line
    /// takes and the words in the groups it makes: the topics (all of them, and less those of the
    /// modes the short help tells of), the commands, the settings' words, the on-or-off words.
    private static func packedLists(_ language: Language) -> [(part: ListPart, groups: [[String]])] {
        let say = Sentences(language)
        let vocabulary = Vocabulary(language)
        let limit = language.traits.maximumListCharacters
        let name = { (keyword: Keyword) in vocabulary.name(of: keyword) }
        let topics = { (told: Set<HelpTopic>) in
            HelpTopic.allCases.filter { !told.contains($0) }.map { vocabulary.name($0.entry) }
        }
        let group = { (words: [String], first: @escaping (String) -> String) in
            Sentences.groups(of: words, first: { first(say.listEnds($0)) }, rest: say.listEnds, limit: limit)
        }
        // The short help leaves the kinds' topics to `help game`, and a match's when it tells of it.
        let kinds = Set(GameKind.allCases.map(\.topic).filter { $0 != .game })
        let modes: [Set<HelpTopic>] = [kinds, kinds.union([.match])]
        let settings = Setting.allCases.flatMap { setting in
            (setting.entry.word.map { [vocabulary.name($0)] } ?? [])
                + setting.entry.valueWords.map { vocabulary.name($0.word) }
        }
        let switches = Setting.allCases.filter { [.onOff, .file].contains($0.entry.typed) }.compactMap(\.entry.word)
            .map(vocabulary.name)
        // "sound on", as on or off alone is answered.
        let switchPhrases = { (on: Bool) in
            Setting.allCases.filter { $0.entry.typed == .onOff }.compactMap(\.entry.word).map {
                vocabulary.name($0) + " " + vocabulary.words(for: on)[0]
            }
        }
        return modes.map { told in
            (
                ListPart.topicsAfterCommands,
                group(topics(told)) { say.helpTopics(name(.undo), name(.repeatLast), name(.quit), name(.help), $0) }
            )
        } + [
            (.topicsAfterHelp, group(topics([])) { say.helpTopicList(name(.help), $0) }),
            (.commandsFirst, group(Keyword.allCases.map(name), say.listCommands)),
            (.settingsFirst, group(settings, say.listSettings)),
            (.switchesFirst, group(switches, say.settingsOff)),
            (.switchesFirst, group(switches, say.settingsOn)),
            (.whichSwitches, group(switchPhrases(true), say.whichSwitch)),
            (.whichSwitches, group(switchPhrases(false), say.whichSwitch)),
            (.hearKinds, group(LineKind.allCases.map { vocabulary.name($0.word) }, say.hearOnList)),
            (.hearKinds, group(LineKind.allCases.map { vocabulary.name($0.word) }, say.hearOffList)),
            (
                .keysFirst,
                group(KeyMap(language: language).labels.map { $0.key + " " + name($0.command) }, say.helpKeysList)
            ),
        ]
    }
}
