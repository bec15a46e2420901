import Catalog
import GameCore
import GameCoreTestSupport
import Input
import Narration
import Play
import Settings
import SpokenLines

/// A whole game played through `Session` from bytes, the way the session fuzzer (Fuzz/fuzz-session)
/// and its property test play it: through the binary's own `Loop`, on a `ScriptHost` that stands
/// in for the console. The first bytes choose the start and the seed; then each step is a line
/// typed as a player would (moves, again, undo, new, review commands, answers heard again further
/// back, hush and its key, the voice's pace, the cues, save, settings such as the match length,
/// the game, the language, the verbosity, the rate and the volume, or any text at all), or a
/// transcript whose next writes fail, as on a full disk. After every input the session's game must be the one a
/// `CheckedGame` has after the same actions, and every line said, with every line the game's
/// events make in either language at any verbosity, must keep the rules of spoken lines.
public struct SessionScript {
    /// The longest answer: within the 20 rows a terminal built on xterm.js reads after a key,
    /// less the typed line, the prompt and the heading `repeat` and `back` say before an answer
    /// heard again (which may be one line longer for it).
    public static let answerLines = 17

    /// The most lines an answer to `parsed` may have.
    public static func longestAnswer(to parsed: ParsedLine?) -> Int {
        switch parsed {
        case .command(.repeatAnswer)?, .command(.back)?: answerLines + 1
        default: answerLines
        }
    }

    /// File names the script types for a transcript, in two scripts.
    static let files = ["t.txt", "게임 기록.txt"]
    /// Where `save` writes.
    static let settingsFile = "/home/p/.config/rps/options"
    /// Games longer than this are compared as a player observes them (see `CheckedGame`).
    static let wholeUpTo = 64
    /// At most this many lines a script: enough for the game to forget its oldest throws, few
    /// enough that a run of bursts stays quick to fuzz.
    static let mostLines = 1_400

    private var loop: Loop<ScriptHost>
    private var checked: CheckedGame
    private var random: SplitMix64
    /// Whether the game reads keys when quick keys are on: it does on a terminal.
    private let interactive: Bool
    private var typed: [String] { loop.host.typed }
    /// Every file name typed for a transcript: lines may repeat what the player typed, in any script.
    private var paths = Set(files + [settingsFile])
    /// The languages of what was said last, which `repeat` says again: a change of language
    /// answers in both, and a repeat after it is in both still.
    private var lastSaidIn: [Language] = []
    /// Whether a hand was kept in minus one: until then, pairs come with how to keep one.
    private var keptAHand = false

    /// Plays the script in `bytes`; returns the first broken rule with the lines that broke it, or
    /// `nil` when every rule held.
    public static func play(_ bytes: [UInt8]) -> String? {
        var reader = ByteReader(bytes)
        let flags = reader.next()
        let seed = UInt64(reader.next()) | UInt64(reader.next()) << 8
        // A flag picks the first language or game kind or, with the seed, one of the others, so
        // that a third plays with the corpus read as before.
        let pick = { (flag: UInt8, count: Int) in flags & flag == 0 ? 0 : 1 + Int(seed) % (count - 1) }
        var preferences = Preferences(language: Language.allCases[pick(8, Language.allCases.count)])
        preferences.seed = seed
        preferences.delay = flags & 16 == 0 ? 0 : Preferences.defaultDelay
        preferences.color = flags & 32 == 0 ? .never : .always
        preferences.game = GameKind.allCases[pick(64, GameKind.allCases.count)]
        preferences.match = flags & 128 == 0 ? nil : 3
        let capabilities = Capabilities(interactive: flags & 1 != 0, speech: flags & 2 != 0, sound: flags & 4 != 0)
        var script = SessionScript(preferences: preferences, capabilities: capabilities)
        do {
            guard
                try script.take(script.loop.start(), before: preferences, awaiting: script.loop.session.game.awaiting)
                    == nil
            else {
                throw Broken("the game ends before a line is typed")
            }
            while !reader.isAtEnd, script.typed.count < mostLines {
                guard try script.step(&reader) else { return nil }
            }
            guard try script.input(.end) == .success else { throw Broken("the end of input ends the game") }
        } catch let broken as Broken {
            let start =
                "--seed \(seed) --lang \(preferences.language) --delay \(preferences.delay) --game \(preferences.game)"
                + " --match \(preferences.match.map(String.init) ?? "off") --color \(preferences.color), \(capabilities)"
            return "\(broken.rule); \(start); typed (\(script.typed.count) lines): \(script.typed.suffix(60))"
        } catch {
            return "\(error)"
        }
        return nil
    }

    /// The session draws the computer's moves from `--seed`'s generator, as the real game does, so
    /// a script's lines replay on `rps --seed`; the checked game draws from a twin.
    private init(preferences: Preferences, capabilities: Capabilities) {
        let session = Session(
            preferences: preferences, random: SplitMix64(seed: preferences.seed!), capabilities: capabilities,
            settingsFile: SettingsFileState(path: Self.settingsFile))
        loop = Loop(session: session, host: ScriptHost())
        checked = CheckedGame(rules: preferences.rules, wholeUpTo: Self.wholeUpTo)
        random = SplitMix64(seed: preferences.seed!)
        interactive = capabilities.interactive
    }

    /// One step of the script; `false` once the game has ended.
    private mutating func step(_ reader: inout ByteReader) throws -> Bool {
        let op = reader.next() % 24
        let argument = Int(reader.next())
        let spelling = argument / 7
        let moves = checked.game.awaiting.moves
        switch op {
        case 0, 1, 2: return try type(.game(hand(Self.move(op: Int(op), argument, of: moves), argument)), spelling)
        case 3: return try type(.game(.again), spelling)
        case 4, 5: return try type(.game(.undo), spelling)
        case 6: return try type(.game(.newGame), spelling)
        case 7: return try type(.game(.score), spelling)
        case 8: return try type(.game(.stats), spelling)
        case 9: return try type(.game(.history(limit: argument == 255 ? .max : max(1, argument))), spelling)
        case 10:
            let asked: [Command] =
                [.help(nil), .repeatAnswer(1), .settings, .more] + HelpTopic.allCases.map { .help($0) }
            return try type(asked[argument % asked.count], spelling)
        case 11: return try type(.change(.match(argument % 51 == 50 ? nil : 2 * (argument % 51) + 1)), spelling)
        case 12: return try type(.change(.game(GameKind.allCases[argument % GameKind.allCases.count])), spelling)
        case 13: return try type(.change(.language(Language.allCases[argument % Language.allCases.count])), spelling)
        case 14: return try type(.change(.verbosity(Verbosity.allCases[argument % Verbosity.allCases.count])), spelling)
        case 15:
            // Every switch, and colour, which is turned on and off in the game as they are.
            let on = argument & 8 != 0
            let values = Switch.allCases.map { SettingValue.on($0, on) } + [.color(on ? .always : .never)]
            return try type(.change(values[argument % values.count]), spelling)
        case 16: return try type(.change(.delay(argument % 2 == 0 ? 0 : 0.5)), spelling)
        case 17: return try type(.change(.transcript(argument % 3 == 2 ? nil : Self.files[argument % 3])), spelling)
        case 18:
            // The disk fills up: the next line's writes to the transcript fail, which is heard after it.
            loop.host.fullDisk = true
            return true
        case 19:
            for _ in 0...(argument % 32) where typed.count < Self.mostLines {
                let first = checked.game.previousMove == nil && checked.game.previousPair == nil
                guard try type(.game(first ? hand(moves[argument % moves.count], argument) : .again), spelling)
                else { return false }
            }
            return true
        case 20:
            return try type(line: String(decoding: reader.next(argument % 32), as: UTF8.self), meaning: nil)
        case 21:
            for _ in 0...(argument % 8) { guard try type(.game(.undo), spelling) else { return false } }
            return true
        case 22:
            // The listener's controls; the last, the hush key pressed at the prompt.
            let asked: [Command] = [
                .repeatAnswer(2 + spelling), .back, .hush, .pace(faster: true), .pace(faster: false), .hearCues, .save,
                .loudness(louder: true), .loudness(louder: false), .hearing,
            ]
            guard argument % (asked.count + 1) < asked.count else { return try input(.hushKey) == nil }
            return try type(asked[argument % (asked.count + 1)], spelling)
        default:
            let values: [SettingValue] =
                [
                    .speechRate(80), .speechRate(175), .speechRate(450), .volume(0), .volume(100), .volume(200),
                    .prompt(nil), .prompt(""), .prompt(">"), .prompt("$"),
                ]
                + LineKind.allCases.flatMap {
                    [SettingValue.hearing(Hearing([($0, false)])), .hearing(Hearing([($0, true)]))]
                }
            return try type(.change(values[argument % values.count]), spelling)
        }
    }

    /// The move operation `op` (0 to 2) types with `argument`, of the `moves` the kind plays: the
    /// first three by the operation, the others with an odd argument, so that every move of every
    /// kind is typed (a kind of three plays as the corpus always read it).
    static func move(op: Int, _ argument: Int, of moves: [Move]) -> Move {
        moves[(op + 3 * (argument & 1)) % moves.count]
    }

    /// The moves a script types while `kind` is played, by the operations that type a move: every
    /// one of the kind's, which the checklist of kinds holds it to.
    public static func movesTyped(playing kind: GameKind) -> Set<Move> {
        Set((0..<3).flatMap { op in (0..<256).map { move(op: op, $0, of: kind.moves) } })
    }

    /// What a hand typed does at the stage the round is at: played, shown with another, or kept
    /// (when it is not one of the pair shown, the pair's first or second by `argument`).
    private func hand(_ move: Move, _ argument: Int) -> Action {
        let stage = checked.game.awaiting
        return switch stage.asks {
        case .hand: .play(move)
        case .pair: .show(HandPair(move, stage.moves[argument / 3 % stage.moves.count]))
        case .keep(let pair): .keep(pair.which(move) ?? (argument % 2 == 0 ? .first : .second))
        }
    }

    /// Types the command in one of its spellings; the line must mean it.
    private mutating func type(_ command: Command, _ spelling: Int) throws -> Bool {
        let line = Typist(language: loop.session.preferences.language, stage: loop.session.game.awaiting).line(
            for: command, spelling: spelling)
        return try type(line: line, meaning: command)
    }

    private mutating func type(line: String, meaning: Command?) throws -> Bool {
        let parsed = Self.parsers[loop.session.preferences.language.rawValue]!.parse(
            TypedLine(line), awaiting: loop.session.game.awaiting)
        if let meaning, parsed != .command(meaning) {
            throw Broken("\(line.debugDescription) reads as \(parsed), not \(meaning)")
        }
        let status = try input(.line(line))
        if parsed == .command(.quit), status != .success { throw Broken("quit ends the game") }
        return status == nil
    }

    /// Gives the player's input to the loop, then lets it hear every outcome that follows, checking
    /// each turn; returns the status once the game is over.
    private mutating func input(_ input: SessionInput) throws -> ExitStatus? {
        loop.host.next = input
        repeat {
            let (before, stage) = (loop.session.preferences, loop.session.game.awaiting)
            if let status = try take(loop.step(), before: before, awaiting: stage) { return status }
        } while !loop.awaitsPlayer
        return nil
    }

    /// Checks one turn of the loop: the host's verdict on its effects, then what the session did
    /// and said. Returns its status.
    private mutating func take(_ turn: Loop<ScriptHost>.Turn, before: Preferences, awaiting stage: Stage) throws
        -> ExitStatus?
    {
        if let broken = loop.host.broken { throw Broken(broken) }
        if turn.input == .hushKey, !(turn.effects.isEmpty || turn.effects == [.hush]) {
            throw Broken("the hush key, pressed while a line may be half typed, only stops the voice: \(turn.effects)")
        }
        var parsed: ParsedLine?
        // A slip read as the word it is near (hiktory: history) is said back first.
        var readAs: String?
        if case .line(let line)? = turn.input {
            let reading = Self.parsers[before.language.rawValue]!.read(TypedLine(line), awaiting: stage)
            (parsed, readAs) = (reading.parsed, reading.readAs)
        }
        try check(turn.effects, parsed: parsed, readAs: readAs, before: before)
        return turn.status
    }

    /// What the session must have done, said and become after one input.
    private mutating func check(_ effects: [Effect], parsed: ParsedLine?, readAs: String?, before: Preferences)
        throws
    {
        var events: [Event] = []
        switch parsed {
        case .command(.game(let action)):
            events = try apply(action)
        case .command(.change(let value)):
            var expected = before
            expected.set(value)
            if expected.rules != before.rules { events = try apply(.changeRules(expected.rules)) }
            let now = loop.session.preferences
            guard now.rules == expected.rules, now.language == expected.language, now.verbosity == expected.verbosity
            else { throw Broken("\(value.setting) is \(value) after it is set") }
        case .command(.quit):
            guard effects.last == .quit(.success) else { throw Broken("quit ends the game: \(effects)") }
        default:
            break
        }
        guard checked.isSame(as: loop.session.game) else {
            throw Broken("the session's game is the one the lines typed ask for")
        }

        let now = loop.session.preferences
        var shown: [Line] = []
        for (index, effect) in effects.enumerated() {
            switch effect {
            case .show(let lines): shown += lines
            case .pause(_, let beats): try hear(beats, in: [now.language])
            case .speak(let text):
                if !text.contains(where: \.isLetter) { throw Broken("speech without a word: \(text.debugDescription)") }
            case .openTranscript(let path): paths.insert(path)
            case .quit: if index != effects.count - 1 { throw Broken("nothing follows quit: \(effects)") }
            default: break
            }
        }
        guard shown.count <= Self.longestAnswer(to: parsed) else {
            throw Broken("an answer of \(shown.count) lines: \(shown.map(\.text))")
        }
        // Said back in settings.
        if case .command(.change(.prompt(let mark?)))? = parsed, !mark.isEmpty { paths.insert(mark) }
        var typedWords = Array(paths)
        if case .notUnderstood(let suggestion?)? = parsed { typedWords.append(suggestion) }
        var languages = Array(Set([before.language, now.language]))
        if parsed == .command(.repeatAnswer(1)) {
            languages = Array(Set(languages + lastSaidIn))
        } else if case .command(.repeatAnswer) = parsed {
            languages = Language.allCases  // an answer further back, said in any language
        } else if parsed == .command(.back) {
            languages = Language.allCases
        } else if !shown.isEmpty {
            lastSaidIn = languages
        }
        try hear(shown, in: languages, typed: typedWords)
        if case .command(.game) = parsed {
            let narrator = self.narrator(now, in: now.language)
            let acknowledged =
                now.delay > 0 ? events : events.filter { if case .moveChosen = $0 { false } else { true } }
            // Minus one's pairs, until a hand is kept, with how to keep one.
            for case .roundPlayed(let round, _) in events { if case .minusOne = round.call { keptAHand = true } }
            let pairs = events.lazy.compactMap { if case .pairsShown(let pairs) = $0 { pairs } else { nil } }.first
            let lesson = keptAHand ? [] : pairs.map { narrator.howToKeep(from: $0.player) } ?? []
            // A long answer's first part, with the word that says the rest.
            let parts = narrator.pages(for: acknowledged)
            let saidBack = readAs.map { self.narrator(before, in: before.language).readAs($0) } ?? []
            guard shown == saidBack + parts[0] + (parts.count > 1 ? narrator.moreHint : lesson) else {
                throw Broken("the session says what the game's events say: \(shown)")
            }
        }
        // Every language at the verbosity in force (the script changes it); a long history only
        // as the session said it above.
        for language in Language.allCases where language != now.language && !events.contains(where: \.isHistory) {
            try hear(narrator(now, in: language).lines(for: events), in: [language])
        }
    }

    /// Applies an action to the checked game, which must keep every rule.
    private mutating func apply(_ action: Action) throws -> [Event] {
        let (events, broken) = checked.apply(action, using: &random)
        if let first = broken.first { throw Broken(first) }
        return events
    }

    /// Every line must keep the rules of spoken lines in one of the languages it may be in: the
    /// rule of noise, and the braille display's width for the game's own words.
    private func hear(_ lines: [Line], in languages: [Language], typed: [String] = []) throws {
        func fits(_ text: String, typed: [String]) -> Bool {
            let own = SpokenLines.own(text, typed: typed)
            return languages.contains { language in
                own.count <= language.traits.maximumCharacters
                    && SpokenLines.noise(in: text, typed: typed, language: language).isEmpty
            }
        }
        // Leaving out what was typed can only make a line pass, so it is tried only for a line that fails.
        for line in lines where !fits(line.text, typed: []) && !fits(line.text, typed: typed) {
            throw Broken("a line a screen reader says and a braille display shows whole: \(line.text.debugDescription)")
        }
    }

    private static let parsers = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0.rawValue, CommandParser(language: $0)) })
    /// The narrator of `preferences` in `language`: its verbosity, the kinds of line heard, and
    /// keys to press where the game reads keys.
    private func narrator(_ preferences: Preferences, in language: Language) -> Narrator {
        Narrator(
            language: language, verbosity: preferences.verbosity, hearing: preferences.hearing,
            byKeys: preferences.isOn(.keys) && interactive)
    }
}

extension Event {
    fileprivate var isHistory: Bool {
        if case .history = self { true } else { false }
    }
}

/// A rule the script broke, in a sentence.
struct Broken: Error {
    let rule: String
    init(_ rule: String) { self.rule = rule }
}

/// Reads a script's bytes; past the end, zeros.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func next() -> UInt8 { bytes.popFirst() ?? 0 }

    mutating func next(_ count: Int) -> [UInt8] {
        defer { bytes = bytes.dropFirst(count) }
        return Array(bytes.prefix(count))
    }
}
