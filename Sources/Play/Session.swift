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
///
/// It composes the parts that own their state: the `Game`; the `Listener`, what was heard and
/// can be heard again; `Playback`, the speech and sound this machine plays; the settings file's
/// state; and what a change of a setting brings about (`Consequence`).
public struct Session {
    public private(set) var preferences: Preferences
    public private(set) var game: Game
    private var random: ComputerRandom
    /// Knows the language and verbosity in force; made again when either changes.
    private var narrator: Narrator
    private var reader: LineReader
    /// What a key means in quick-keys mode, in the language in force.
    private var keyMap: KeyMap
    /// What quick-keys mode waits for.
    private var keyState = KeyState.keys
    /// 하나빼기 by keys: the first hand of a pair pressed, until the second comes, the undo key
    /// takes it back, or the game moves on.
    private var heldHand: Move?
    /// The last line shown, just above the prompt.
    private var lastShown: Line?
    /// What the terminal and the machine offer.
    private let capabilities: Capabilities
    private var playback: Playback
    private var listener = Listener()
    private var settingsFile: SettingsFileState
    /// Whether the console has the transcript open.
    private var transcribing = false
    /// Whether the welcome was said: when a transcript is asked for at launch, it waits for the
    /// file, so that the file holds it.
    private var welcomed = false
    /// The status to leave with once the goodbye is said; a failed goodbye keeps a signal's.
    private var leaving: ExitStatus?

    /// `preferences.autoColor` says what `auto` colour means here.
    public init(
        preferences: Preferences, random: some RandomNumberGenerator, capabilities: Capabilities,
        settingsFile: SettingsFileState = SettingsFileState()
    ) {
        self.preferences = preferences
        self.settingsFile = settingsFile
        game = Game(rules: preferences.rules)
        self.random = ComputerRandom(base: random)
        narrator = Self.narrator(preferences, capabilities)
        reader = LineReader(language: preferences.language)
        keyMap = KeyMap(language: preferences.language)
        self.capabilities = capabilities
        playback = Playback(capabilities)
    }

    /// What quick-keys mode waits for between two inputs.
    private enum KeyState {
        /// A key press.
        case keys
        /// A second press of the quit key, which leaves; any other key stays.
        case quitAsked
        /// The end of the typed command line Enter opened.
        case commandLine
    }

    /// What the game does before the first line: the prompt and the words Tab completes, the
    /// transcript, the voice, the welcome.
    public mutating func start() -> [Effect] {
        let setUp = [.style(style)] + prompting() + (readsKeys ? [.read(.keys)] : [])
        guard let path = preferences.transcript else { return setUp + begin() }
        return setUp + [.openTranscript(path)]  // the rest follows the console's answer
    }

    /// The prompt and the words Tab completes in the language in force, on a terminal.
    private func prompting() -> [Effect] {
        capabilities.interactive ? [.prompt(prompt), .completions(preferences.language)] : []
    }

    /// The voice and the welcome, once the transcript (if any) is open to keep them.
    private mutating func begin() -> [Effect] {
        welcomed = true
        let missing = turnOffWhatCannotPlay()
        var effects: [Effect] = []
        if preferences.isOn(.speak) { effects.append(.voice(voice)) }
        if preferences.isOn(.sound) { effects.append(.cues(volume: preferences.volume)) }
        let problem =
            settingsFile.problem.map { narrator.settingsFileProblem($0, path: settingsFile.shown ?? "") } ?? []
        let welcome =
            narrator.welcome(preferences.rules) + (preferences.web ? narrator.webWelcome : [])
        return effects + say(problem + missing) + say(welcome)
    }

    /// Turns speech and sound off where the console found no program to play them; what to say.
    private mutating func turnOffWhatCannotPlay() -> [Line] {
        playback.turnOffWhatCannotPlay(&preferences).flatMap { which in
            which == .speak ? narrator.speechMissing : narrator.soundMissing
        }
    }

    public mutating func handle(_ input: SessionInput) -> [Effect] {
        switch input {
        case .line(let line):
            guard keyState == .commandLine else { return handle(line: line) }
            return commandLine(line)
        case .key(let key):
            return press(key)
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
        case .settingsSaved:
            settingsFile.written()
            return say(narrator.saved)
        case .settingsNotSaved(let path, let failure):
            settingsFile.notWritten()
            return say(narrator.notSaved(settingsFile.shown ?? path, failure))
        case .speechUnavailable:
            // Said once, in the game's words, as at launch; the next answer is shown only.
            guard preferences.isOn(.speak) else { return [] }
            playback.lost(.speak, &preferences)
            return say(narrator.speechMissing)
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
        let (reading, tellLayout) = reader.read(line, awaiting: game.awaiting)
        let parsed = reading.parsed
        var effects: [Effect] = []
        if parsed != .empty, capabilities.interactive, let kept = line.remembered { effects.append(.remember(kept)) }
        if parsed != .empty, transcribing {
            effects.append(.transcribe(prompt + line.text + "\n"))
        }
        switch parsed {
        case .empty:
            break
        case .command(let command):
            if let request = reading.readAs { effects += say(narrator.readAs(request), remember: false) }
            effects += perform(command)
        case .twoRequests(let first, let second):
            effects += say(narrator.twoRequests(first, second))
        case .unsure(let request):
            effects += say(narrator.unsure(request))
        case .negated:
            effects += say(narrator.negated)
        case .aboutSetting(let setting):
            effects += answer([narrator.aboutSetting(setting, preferences)])
        case .alwaysSaid:
            effects += say(narrator.alwaysSaid)
        case .stageAsks(let stage):
            effects += say(narrator.lines(for: .notAwaited(stage)))
        case .notUnderstood(let suggestion):
            effects += say(narrator.notUnderstood(suggestion: suggestion, awaiting: game.awaiting))
        case .numberOutOfRange:
            effects += say(narrator.numberOutOfRange)
        case .meantOther(let setting, let suggestion):
            effects += say(narrator.needsValue(setting) + narrator.meantOther(suggestion))
        case .whichSwitch(let on):
            effects += say(narrator.whichSwitch(on: on))
        case .needsCount(let keyword):
            effects += say(narrator.needsCount(keyword))
        case .needsValue(let setting):
            effects += say(narrator.needsValue(setting))
        case .takesNothing(let word):
            effects += say(narrator.takesNothing(word.entry))
        case .unknownTopic(let suggestion):
            effects += say(narrator.unknownTopic(suggestion: suggestion))
        }
        if tellLayout, leaving == nil { effects += say(narrator.latinLayout, remember: false) }
        return effects
    }

    /// Does what a command asks, typed or by its key.
    private mutating func perform(_ command: Command) -> [Effect] {
        // A hand of a pair pressed is given up by anything that plays, takes back or changes the
        // game; what reviews or says again keeps it.
        switch command {
        case .game(let action) where !action.isReview: heldHand = nil
        case .change: heldHand = nil
        default: break
        }
        return switch command {
        case .quit:
            leave(.success, newLine: false)
        case .hush:
            preferences.isOn(.speak) ? [.hush] : say(narrator.nothingToHush)
        case .pace(let faster):
            pace(faster: faster)
        case .loudness(let louder):
            loudness(louder: louder)
        case .hearCues:
            hearCues()
        case .repeatAnswer(let back):
            sayAgain(back)
        case .back:
            sayAgain(listener.furtherBack)
        case .help(let topic):
            answer(narrator.help(topic, rules: preferences.rules, keys: readsKeys ? keyMap.labels : nil))
        case .more:
            more()
        case .game(let action):
            play(game.apply(action, using: &random))
        case .hearing:
            answer([narrator.hearing(preferences)])
        case .settings:
            answer(narrator.settings(preferences, kept: settingsFile.kept(playback.kept(preferences))))
        case .save:
            save()
        case .change(let value):
            change(to: value)
        }
    }

    /// Whether the player plays by keys: quick-keys mode, on a terminal.
    private var readsKeys: Bool { Self.readsKeys(preferences, capabilities) }

    private static func readsKeys(_ preferences: Preferences, _ capabilities: Capabilities) -> Bool {
        preferences.isOn(.keys) && capabilities.interactive
    }

    /// The narrator for `preferences`, saying what to do at a stage as keys where keys are read.
    private static func narrator(_ preferences: Preferences, _ capabilities: Capabilities) -> Narrator {
        Narrator(
            language: preferences.language, verbosity: preferences.verbosity, hearing: preferences.hearing,
            byKeys: readsKeys(preferences, capabilities))
    }

    /// A key pressed in quick-keys mode: what it means, said at once, as a typed line's answer.
    /// The quit key asks for a second press; any other key then only says the game goes on.
    private mutating func press(_ key: Key) -> [Effect] {
        let above = lastShown
        return distinct(answer(to: key), below: above)
    }

    private mutating func answer(to key: Key) -> [Effect] {
        var effects: [Effect] = transcribing ? [.transcribe(prompt + keyMap.name(of: key) + "\n")] : []
        let state = keyState
        keyState = .keys
        let meaning = keyMap.meaning(of: key, awaiting: game.awaiting)
        switch state {
        case .commandLine:
            // Escape on the command line: what was typed there is dropped.
            return effects + closeCommandLine()
        case .quitAsked:
            guard meaning == .command(.quit) else { return effects + say(narrator.quitKept, remember: false) }
            return effects + leave(.success, newLine: false)
        case .keys:
            break
        }
        switch meaning {
        case nil:
            effects += say(narrator.unknownKey(help: keyMap.helpName))
        case .typedLine:
            keyState = .commandLine
            effects += say(narrator.commandLineOpened, remember: false) + [.read(.commandLine)]
        case .command(.quit):
            keyState = .quitAsked
            effects += say(narrator.quitAgain(keyMap.name(of: key)), remember: false)
        case .command(.game(.undo)) where heldHand != nil:
            effects += say(narrator.handTakenBack(heldHand!))
            heldHand = nil
        case .command(let command):
            effects += perform(command)
        case .hand(let move):
            guard let first = heldHand else {
                heldHand = move
                return effects + say(narrator.firstHand(move))
            }
            effects += perform(.game(.show(HandPair(first, move))))
        case .stageAsks(let stage):
            effects += say(narrator.lines(for: .notAwaited(stage)))
        }
        return effects
    }

    /// A key leaves the prompt's line as it was, so an answer whose last line is the line above
    /// the prompt (a score that did not change) ends as the screen did before it. Fenrir, which
    /// compares the screen's lines before and after, then takes the earlier lines for the new
    /// ones and reads the answer out of order; shown alternate (no-break spaces), it reads it as
    /// it was said.
    private mutating func distinct(_ effects: [Effect], below above: Line?) -> [Effect] {
        guard let above, let last = lastShown, last == above else { return effects }
        let alternate = !above.alternate
        lastShown = last.alternated(alternate)
        return effects.map { effect in
            guard case .show(let lines) = effect else { return effect }
            return .show(lines.map { $0.alternated(alternate) })
        }
    }

    /// The line typed on quick-keys mode's command line: empty, it closes the line; else it is
    /// done as a typed line, and keys are read again.
    private mutating func commandLine(_ line: String) -> [Effect] {
        keyState = .keys
        guard TypedLine(line).text.contains(where: { !$0.isWhitespace }) else { return closeCommandLine() }
        let effects = handle(line: line)
        // Unless the line left the game, or turned the keys off, or opened the line again.
        guard leaving == nil, readsKeys, keyState == .keys else { return effects }
        return effects + [.read(.keys)]
    }

    /// Back from the command line to keys.
    private mutating func closeCommandLine() -> [Effect] {
        say(narrator.commandLineClosed, remember: false) + [.read(.keys)]
    }

    /// Narrates a turn, pausing for suspense just before a round's result. Without a pause the
    /// move is not acknowledged: there is nothing to wait through, and the result names it.
    private mutating func play(_ events: [Event]) -> [Effect] {
        if !events.allSatisfy(\.isReview) { listener.forgetRest() }
        guard let reveal = events.firstIndex(where: \.isRound) else { return answer(narrator.pages(for: events)) }
        let before = preferences.delay > 0 ? narrator.lines(for: Array(events[..<reveal])) : []
        let after = narrator.lines(for: Array(events[reveal...]))
        var effects = say(before, remember: false)
        if preferences.delay > 0 {
            let attacking = events.contains { if case .moveChosen(_, _?) = $0 { true } else { false } }
            let beats = preferences.hears(.countdown) ? narrator.countdown(duringAttack: attacking) : []
            // Kept in the transcript, where it is read, but not spoken: each beat would cut off the last.
            if transcribing, !beats.isEmpty { effects.append(.transcribe(beats.map { $0.text + "\n" }.joined())) }
            effects.append(.pause(seconds: preferences.delay, beats: beats))
        }
        effects += say(after, remember: false)
        listener.heard(before + after)
        return effects
    }

    /// The answer `back` answers ago, after a heading, alternate every other time; or, past the
    /// oldest kept, how far back there is.
    private mutating func sayAgain(_ back: Int) -> [Effect] {
        guard let (answer, alternate) = listener.again(back) else {
            return say(narrator.nothingFurtherBack(kept: listener.kept), remember: false)
        }
        return say(narrator.repeated(answer, back: back).map { $0.alternated(alternate) }, remember: false)
    }

    /// The first part of an answer, with the word that says the rest when there is more; a
    /// short answer leaves the rest of the last long one where it was.
    private mutating func answer(_ parts: [[Line]]) -> [Effect] {
        guard parts.count > 1 else { return say(parts.first ?? []) }
        listener.keep(rest: parts.dropFirst())
        return say(parts[0] + narrator.moreHint)
    }

    /// The next part of the last long answer.
    private mutating func more() -> [Effect] {
        guard let (part, more) = listener.nextPart() else { return say(narrator.nothingMore) }
        return say(part + (more ? narrator.moreHint : []))
    }

    /// Asks the console to write the settings to keep; said once it answers.
    private mutating func save() -> [Effect] {
        guard let path = settingsFile.path else { return say(narrator.nowhereToSave) }
        let kept = playback.kept(preferences)
        settingsFile.save(kept)
        return [.saveSettings(SettingsFile.text(of: kept), to: path)]
    }

    /// Applies a setting, carries out what the change brings about (see `Consequence`), in order,
    /// and says so.
    private mutating func change(to value: SettingValue) -> [Effect] {
        let setting = value.setting
        let before = preferences
        preferences.set(value)
        if case .on(let which, false) = value { playback.turnedOff(which) }
        let consequences = preferences[setting] == before[setting] ? [] : setting.consequences
        var effects: [Effect] = []
        var wayBack: [Line] = []
        var dropped: [Line] = []
        var keysHowTo: [Line] = []
        for consequence in Consequence.allCases where consequences.contains(consequence) {
            switch consequence {
            case .forgetsRestOfAnswer:
                listener.forgetRest()
            case .saysWayBack:
                wayBack = narrator.wayBack
            case .newNarrator:
                narrator = Self.narrator(preferences, capabilities)
            case .newWords:
                reader = reader.speaking(preferences.language)
                keyMap = KeyMap(language: preferences.language)
                effects += prompting()
            case .newPrompt:
                if capabilities.interactive { effects.append(.prompt(prompt)) }
            case .newStyle:
                effects.append(.style(style))
            case .checksPlayable:
                let missing = turnOffWhatCannotPlay()
                if !missing.isEmpty { return effects + say(missing) }
            case .newVoice:
                if preferences.isOn(.speak) || before.isOn(.speak) {
                    effects.append(.voice(preferences.isOn(.speak) ? voice : nil))
                }
            case .newCues:
                if preferences.isOn(.sound) || before.isOn(.sound) {
                    effects.append(.cues(volume: preferences.isOn(.sound) ? preferences.volume : nil))
                }
            case .newRules:
                dropped = narrator.lines(for: game.apply(.changeRules(preferences.rules), using: &random))
            case .newTranscript:
                // Said before the file closes, so it is the file's last line; or once the new one opens.
                guard let path = preferences.transcript else {
                    return effects + say(narrator.changed(setting, preferences)) + closeTranscript()
                }
                return effects + closeTranscript() + [.openTranscript(path)]
            case .newInput:
                keyState = .keys
                narrator = Self.narrator(preferences, capabilities)
                if capabilities.interactive { effects.append(.read(preferences.isOn(.keys) ? .keys : .lines)) }
                if readsKeys { keysHowTo = narrator.howToPlay(at: game.awaiting) }
            }
        }
        return effects
            + say(
                dropped + narrator.changed(setting, preferences) + narrator.unheard(setting, preferences) + keysHowTo
                    + wayBack)
    }

    /// The speech rate a step faster or slower; at the end of the range, that it is the end.
    private mutating func pace(faster: Bool) -> [Effect] {
        guard
            let rate = Self.stepped(
                preferences.speechRate, up: faster, by: Preferences.speechRateStep, within: Preferences.speechRates)
        else { return say(narrator.rateAtItsEnd(preferences)) }
        return change(to: .speechRate(rate))
    }

    /// The sound cues a step louder or softer; at the end of the range, that it is the end.
    private mutating func loudness(louder: Bool) -> [Effect] {
        guard
            let volume = Self.stepped(
                preferences.volume, up: louder, by: Preferences.volumeStep, within: Preferences.volumes)
        else { return say(narrator.volumeAtItsEnd(preferences)) }
        return change(to: .volume(volume))
    }

    /// `value` a step up or down, kept within `range`; `nil` when it is already at that end.
    private static func stepped(_ value: Int, up: Bool, by step: Int, within range: ClosedRange<Int>) -> Int? {
        let next = min(max(value + (up ? step : -step), range.lowerBound), range.upperBound)
        return next == value ? nil : next
    }

    /// Each sound cue after its name, in order, a moment apart so that neither the name nor the
    /// cue cuts off the other; with sound off, how to turn it on.
    private mutating func hearCues() -> [Effect] {
        guard preferences.isOn(.sound) else {
            return say(capabilities.sound ? narrator.cuesNeedSound : narrator.soundMissing)
        }
        var effects = say(narrator.cuesHeading, remember: false)
        for cue in Cue.allCases {
            effects += say([narrator.name(of: cue)], remember: false)
            effects += [
                .pause(seconds: Self.secondsToHearAName, beats: []), .cue(cue),
                .pause(seconds: Double(cue.maximumMilliseconds) / 1000 + Self.secondsBetweenCues, beats: []),
            ]
        }
        listener.heard(narrator.cuesHeading + Cue.allCases.map(narrator.name(of:)))
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
        lastShown = lines.last
        let spoken = lines.map(\.text).filter { $0.contains(where: \.isLetter) }
        if preferences.isOn(.speak), !spoken.isEmpty { effects.append(.speak(spoken.joined(separator: " "))) }
        if transcribing { effects.append(.transcribe(lines.map { $0.text + "\n" }.joined())) }
        if remember { listener.heard(lines) }
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
