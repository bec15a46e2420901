import Catalog
import GameCore
import Input
import Narration
import Presentation
import Settings
import SoundCues

/// A game as the player lives it: a typed line (or the end of input, or a signal) goes in,
/// effects come out: lines to show with their tone, a pause, a bell, speech, the transcript, a
/// status to quit with. It decides everything and does nothing; the console carries the effects
/// out. Pure, so it is tested as lists of effects, without a terminal.
public struct Session {
    public private(set) var preferences: Preferences
    public private(set) var game: Game
    private var random: ComputerRandom
    /// Knows the language and verbosity in force; rebuilt when either changes.
    private var narrator: Narrator
    private var parser: CommandParser
    /// What the terminal and the machine offer.
    private let capabilities: Capabilities
    /// Whether the console has the transcript open.
    private var transcribing = false
    /// Whether the welcome was said: when a transcript is asked for at launch, it waits for the
    /// file, so that the file holds it.
    private var welcomed = false
    /// The status to leave with once the goodbye is said; a failed goodbye keeps a signal's.
    private var leaving: ExitStatus?
    /// The answers said last, for `repeat`, `repeat 2` and `back`.
    private var answers = RecentAnswers()
    /// How many answers ago the answer heard again last was: 1 until one further back is asked
    /// for, so that `back` steps on from there.
    private var heardBack = 1
    /// How often an answer was said again since the last new one: every other time it is shown
    /// alternate, so a screen reader that compares screens reads it again.
    private var heardAgain = 0
    /// The parts of the last long answer not said yet, for `more`; dropped once the game, the
    /// rules, the language or the verbosity change.
    private var pages: [[Line]] = []
    /// Where `save` writes, what the settings file held at start, and what was wrong with it.
    private var settingsFile: SettingsFileState
    /// What `save` asked the console to write, until it answers.
    private var saving: Preferences?
    /// Speech or sound the player asked for that no program here can play: off in this game, still
    /// the player's choice for `save`, until the player turns it off.
    private var unplayable: Set<Switch> = []

    /// `preferences.autoColor` says what `auto` colour means here.
    public init(
        preferences: Preferences, random: some RandomNumberGenerator, capabilities: Capabilities,
        settingsFile: SettingsFileState = SettingsFileState()
    ) {
        self.preferences = preferences
        self.settingsFile = settingsFile
        game = Game(rules: preferences.rules)
        self.random = ComputerRandom(base: random)
        narrator = Narrator(language: preferences.language, verbosity: preferences.verbosity)
        parser = CommandParser(language: preferences.language)
        self.capabilities = capabilities
    }

    /// What the game does before the first line: the prompt and the words Tab completes, the
    /// transcript, the voice, the welcome.
    public mutating func start() -> [Effect] {
        let setUp = [.style(style)] + prompting()
        guard let path = preferences.transcript else { return setUp + begin() }
        return setUp + [.openTranscript(path)]  // the rest follows the console's answer
    }

    /// The prompt and the words Tab completes in the language in force, on a terminal.
    private func prompting() -> [Effect] {
        capabilities.interactive ? [.prompt(prompt), .completions(parser.completions)] : []
    }

    /// The voice and the welcome, once the transcript (if any) is open to keep them.
    private mutating func begin() -> [Effect] {
        welcomed = true
        let missing = turnOffWhatCannotPlay()
        var effects: [Effect] = []
        if preferences.isOn(.speak) { effects.append(.voice(voice)) }
        if preferences.isOn(.sound) { effects.append(.cues(volume: preferences.volume)) }
        let problem = settingsFile.problem.map { narrator.settingsFileProblem($0, path: settingsFile.path ?? "") } ?? []
        return effects + say(problem + missing) + say(narrator.welcome(preferences.rules))
    }

    /// Turns speech and sound off where the console found no program to play them, and says so.
    private mutating func turnOffWhatCannotPlay() -> [Line] {
        var lines: [Line] = []
        if preferences.isOn(.speak), !capabilities.speech {
            preferences.set(.on(.speak, false))
            unplayable.insert(.speak)
            lines += narrator.speechMissing
        }
        if preferences.isOn(.sound), !capabilities.sound {
            preferences.set(.on(.sound, false))
            unplayable.insert(.sound)
            lines += narrator.soundMissing
        }
        return lines
    }

    /// The preferences `save` keeps and `settings` compares with the file: those in force, with
    /// the speech and sound the player chose though nothing here plays them.
    private var kept: Preferences {
        unplayable.reduce(into: preferences) { kept, which in kept.set(.on(which, true)) }
    }

    public mutating func handle(_ input: SessionInput) -> [Effect] {
        switch input {
        case .line(let line):
            return handle(line: line)
        case .end:
            return leave(.success, newLine: capabilities.interactive)
        case .interrupted(let signal, let atPrompt):
            return leave(.signal(signal), newLine: atPrompt && capabilities.interactive)
        case .hushKey:
            // Pressed while a line may be half typed: nothing may be shown.
            return preferences.isOn(.speak) ? [.hush] : []
        case .transcriptOpened:
            transcribing = true
            guard welcomed else { return begin() }
            return say(narrator.changed(.transcript, preferences))
        case .transcriptNotOpened(let path):
            preferences.transcript = nil
            let start = welcomed ? [] : begin()
            return start + say(narrator.transcriptFailed(path))
        case .transcriptNotWritten(let path):
            // Every write after the first that failed fails too: the first is said, once.
            guard transcribing, path == preferences.transcript else { return [] }
            transcribing = false
            preferences.transcript = nil
            return [.closeTranscript] + say(narrator.transcriptFailed(path), remember: false)
        case .settingsSaved(let path):
            if let saving { settingsFile.saved = saving }
            saving = nil
            settingsFile.problem = nil
            return say(narrator.saved(to: path))
        case .settingsNotSaved(let path, let failure):
            saving = nil
            return say(narrator.notSaved(path, failure))
        case .outputFailed(let closed):
            // A failed goodbye keeps a signal's status; a second failure is not said again.
            if let leaving, leaving != .success { return [.quit(leaving)] }
            let status: ExitStatus = closed ? .closedOutput : .outputError
            leaving = status
            return closed ? [.quit(status)] : [.complain(narrator.outputFailed), .quit(status)]
        }
    }

    private mutating func handle(line raw: String) -> [Effect] {
        let line = TypedLine(raw)
        let parsed = parser.parse(line)
        var effects: [Effect] = []
        if parsed != .empty, capabilities.interactive, let kept = line.remembered { effects.append(.remember(kept)) }
        if parsed != .empty, transcribing {
            effects.append(.transcribe(prompt + line.text + "\n"))
        }
        switch parsed {
        case .empty:
            break
        case .command(.quit):
            effects += leave(.success, newLine: false)
        case .command(.hush):
            effects += preferences.isOn(.speak) ? [.hush] : say(narrator.nothingToHush)
        case .command(.pace(let faster)):
            effects += pace(faster: faster)
        case .command(.hearCues):
            effects += hearCues()
        case .command(.repeatAnswer(let back)):
            effects += sayAgain(back)
        case .command(.back):
            effects += sayAgain(heardBack + 1)
        case .command(.help(let topic)):
            effects += answer(narrator.help(topic, rules: preferences.rules))
        case .command(.more):
            effects += more()
        case .command(.game(let action)):
            effects += play(game.apply(action, using: &random))
        case .command(.settings):
            effects += answer(narrator.settings(preferences, saved: settingsFile.holds(kept)))
        case .command(.save):
            guard let path = settingsFile.path else {
                effects += say(narrator.nowhereToSave)
                break
            }
            saving = kept
            effects.append(.saveSettings(SettingsFile.text(of: kept), to: path))  // said once the console answers
        case .command(.change(let value)):
            effects += change(to: value)
        case .notUnderstood(let suggestion):
            effects += say(narrator.notUnderstood(suggestion: suggestion))
        case .numberOutOfRange:
            effects += say(narrator.numberOutOfRange)
        case .needsCount(let keyword):
            effects += say(narrator.needsCount(keyword))
        case .needsValue(let setting):
            effects += say(narrator.needsValue(setting))
        case .takesNothing(let word):
            effects += say(narrator.takesNothing(word.entry))
        case .unknownTopic(let suggestion):
            effects += say(narrator.unknownTopic(suggestion: suggestion))
        }
        return effects
    }

    /// Narrates a turn, pausing for suspense just before a round's result. Without a pause the
    /// move is not acknowledged: there is nothing to wait through, and the result names it.
    private mutating func play(_ events: [Event]) -> [Effect] {
        if !events.allSatisfy(\.isReview) { pages = [] }
        guard let reveal = events.firstIndex(where: \.isRound) else { return answer(narrator.pages(for: events)) }
        let before = preferences.delay > 0 ? narrator.lines(for: Array(events[..<reveal])) : []
        let after = narrator.lines(for: Array(events[reveal...]))
        var effects = say(before, remember: false)
        if preferences.delay > 0 {
            let attacking = events.contains { if case .moveChosen(_, _?) = $0 { true } else { false } }
            let beats =
                preferences.isOn(.emoji) || preferences.verbosity == .verbose
                ? narrator.countdown(duringAttack: attacking) : []
            // Kept in the transcript, where it is read, but not spoken: each beat would cut off the last.
            if transcribing, !beats.isEmpty { effects.append(.transcribe(beats.map { $0.text + "\n" }.joined())) }
            effects.append(.pause(seconds: preferences.delay, beats: beats))
        }
        effects += say(after, remember: false)
        remember(before + after)
        return effects
    }

    /// Keeps a new answer for `repeat`.
    private mutating func remember(_ answer: [Line]) {
        answers.add(answer)
        heardBack = 1
        heardAgain = 0
    }

    /// The answer `back` answers ago, after a heading, alternate every other time; or, past the
    /// oldest kept, how far back there is.
    private mutating func sayAgain(_ back: Int) -> [Effect] {
        guard let answer = answers.answer(back) else {
            return say(narrator.nothingFurtherBack(kept: answers.count), remember: false)
        }
        heardBack = back
        heardAgain += 1
        return say(narrator.repeated(answer, back: back).map { $0.alternated(heardAgain % 2 == 1) }, remember: false)
    }

    /// The first part of an answer, with the word that says the rest when there is more; a
    /// short answer leaves the rest of the last long one where it was.
    private mutating func answer(_ parts: [[Line]]) -> [Effect] {
        guard parts.count > 1 else { return say(parts.first ?? []) }
        pages = Array(parts.dropFirst())
        return say(parts[0] + narrator.moreHint)
    }

    /// The next part of the last long answer.
    private mutating func more() -> [Effect] {
        guard !pages.isEmpty else { return say(narrator.nothingMore) }
        let next = pages.removeFirst()
        return say(next + (pages.isEmpty ? [] : narrator.moreHint))
    }

    /// Applies a setting and says so. Speech and the transcript need the console: a speech
    /// program may be missing, a file may not open.
    private mutating func change(to value: SettingValue) -> [Effect] {
        let setting = value.setting
        let before = preferences
        preferences.set(value)
        if case .on(let which, false) = value { unplayable.remove(which) }
        if preferences.rules != before.rules || preferences.language != before.language
            || preferences.verbosity != before.verbosity
        {
            pages = []
        }
        var effects: [Effect] = []
        // Said last, in the language just left, for a player who switched by accident.
        let wayBack = preferences.language != before.language ? narrator.wayBack : []
        if preferences.language != before.language || preferences.verbosity != before.verbosity {
            narrator = Narrator(language: preferences.language, verbosity: preferences.verbosity)
        }
        if preferences.language != before.language {
            parser = CommandParser(language: preferences.language)
            effects += prompting()
        } else if preferences.prompt != before.prompt, capabilities.interactive {
            effects.append(.prompt(prompt))
        }
        if preferences.isOn(.emoji) != before.isOn(.emoji) || preferences.color != before.color {
            effects.append(.style(style))
        }
        let missing = turnOffWhatCannotPlay()
        if !missing.isEmpty { return effects + say(missing) }
        let newVoice = preferences.language != before.language || preferences.speechRate != before.speechRate
        if preferences.isOn(.speak) != before.isOn(.speak) || (preferences.isOn(.speak) && newVoice) {
            effects.append(.voice(preferences.isOn(.speak) ? voice : nil))
        }
        if preferences.isOn(.sound) != before.isOn(.sound)
            || (preferences.isOn(.sound) && preferences.volume != before.volume)
        {
            effects.append(.cues(volume: preferences.isOn(.sound) ? preferences.volume : nil))
        }
        // The rules are the game's: it says what a change drops.
        let dropped =
            preferences.rules == before.rules
            ? [] : narrator.lines(for: game.apply(.changeRules(preferences.rules), using: &random))
        if setting == .transcript {
            guard let path = preferences.transcript else {
                // Said before the file closes, so it is the file's last line.
                effects += say(narrator.changed(setting, preferences))
                return effects + closeTranscript()
            }
            return effects + closeTranscript() + [.openTranscript(path)]  // said once the console answers
        }
        return effects + say(dropped + narrator.changed(setting, preferences) + wayBack)
    }

    /// The speech rate a step faster or slower; at the end of the range, that it is the end.
    private mutating func pace(faster: Bool) -> [Effect] {
        let rates = Preferences.speechRates
        let rate = min(
            max(preferences.speechRate + (faster ? 1 : -1) * Preferences.speechRateStep, rates.lowerBound),
            rates.upperBound)
        guard rate != preferences.speechRate else { return say(narrator.rateAtItsEnd(preferences)) }
        return change(to: .speechRate(rate))
    }

    /// Each sound cue after its name, in order, a moment apart so that neither the name nor the
    /// cue cuts off the other; with sound off, how to turn it on.
    private mutating func hearCues() -> [Effect] {
        guard preferences.isOn(.sound) else {
            return say(capabilities.sound ? narrator.cuesNeedSound : narrator.soundMissing)
        }
        var effects = say(narrator.cuesHeading, remember: false)
        for cue in Cue.allCases {
            let name = narrator.name(of: cue)
            effects += say([name], remember: false)
            effects += [
                .pause(seconds: Self.secondsToHearAName, beats: []), .cue(cue),
                .pause(seconds: Double(cue.maximumMilliseconds) / 1000 + Self.secondsBetweenCues, beats: []),
            ]
        }
        remember(narrator.cuesHeading + Cue.allCases.map(narrator.name(of:)))
        return effects
    }

    /// The wait after a cue's name before the cue plays, long enough to hear a short name.
    static let secondsToHearAName = 0.6
    /// The silence after a cue before the next name.
    static let secondsBetweenCues = 0.3

    /// The goodbye with the final score, then the end.
    private mutating func leave(_ status: ExitStatus, newLine: Bool) -> [Effect] {
        leaving = status
        var effects: [Effect] = newLine ? [.newLine] : []
        let tally = game.tally
        effects += say(narrator.goodbye(tally.score, matches: game.rules.match == nil ? nil : tally.matches))
        return effects + closeTranscript() + [.quit(status)]
    }

    private mutating func closeTranscript() -> [Effect] {
        defer { transcribing = false }
        return transcribing ? [.closeTranscript] : []
    }

    /// Shows lines, with the bell after each milestone and a sound cue after each line that has
    /// one, when they are on, and gives the lines to the voice and the transcript; `remember`
    /// keeps them for `repeat`.
    private mutating func say(_ lines: [Line], remember: Bool = true) -> [Effect] {
        guard !lines.isEmpty else { return [] }
        var effects: [Effect] = []
        var shown: [Line] = []
        for line in lines {
            shown.append(line)
            let ring = preferences.isOn(.bell) && line.isMilestone
            let cue = preferences.isOn(.sound) ? CueChoice.cue(for: line.tone) : nil
            guard ring || cue != nil else { continue }
            effects.append(.show(shown))
            shown = []
            if ring { effects.append(.ring) }
            if let cue { effects.append(.cue(cue)) }
        }
        if !shown.isEmpty { effects.append(.show(shown)) }
        let spoken = lines.map(\.text).filter { $0.contains(where: \.isLetter) }
        if preferences.isOn(.speak), !spoken.isEmpty { effects.append(.speak(spoken.joined(separator: " "))) }
        if transcribing { effects.append(.transcribe(lines.map { $0.text + "\n" }.joined())) }
        if remember { self.remember(lines) }
        return effects
    }

    /// What is shown where the player types: the player's mark with a space after it, none, or
    /// the game's own, which no screen reader says aloud.
    private var prompt: String {
        preferences.prompt.map { $0.isEmpty ? "" : $0 + " " } ?? narrator.prompt
    }

    private var style: Style { Style(emoji: preferences.isOn(.emoji), color: preferences.showsColor) }

    private var voice: Voice {
        Voice(language: preferences.language.traits.voice, wordsPerMinute: preferences.speechRate)
    }
}

extension Event {
    fileprivate var isRound: Bool {
        if case .roundPlayed = self { true } else { false }
    }

    /// Whether it only tells of the game, which it leaves as it was.
    fileprivate var isReview: Bool {
        switch self {
        case .scoreReport, .stats, .history: true
        case .moveChosen, .roundPlayed, .streakGrew, .streakEnded, .noPreviousMove, .undone, .nothingToUndo,
            .undoStopsAtRules,
            .rulesChanged, .newGame:
            false
        }
    }
}

/// The computer's source of moves: the seeded generator or the system's, chosen at launch.
private struct ComputerRandom: RandomNumberGenerator {
    var base: any RandomNumberGenerator

    mutating func next() -> UInt64 { base.next() }
}

/// What the terminal and the machine offer the game, found by the console at launch.
public struct Capabilities: Hashable, Sendable {
    /// Standard input is a terminal: the player sees a prompt and their own typing, so the end of
    /// input or a signal at the prompt leaves the cursor after it.
    public var interactive: Bool
    /// A speech program was found, for `--speak`.
    public var speech: Bool
    /// A sound player was found, for `--sound`.
    public var sound: Bool

    public init(interactive: Bool, speech: Bool, sound: Bool) {
        self.interactive = interactive
        self.speech = speech
        self.sound = sound
    }
}
