import Catalog
import GameCore
import Input
import Narration
import Settings

/// A game as the player lives it: a typed line, a key, the end of input, a signal or what came of
/// an effect goes in; effects come out (lines to show with their tone, a pause, a bell, speech,
/// the transcript, a status to quit with). It decides everything and does nothing: the console
/// carries the effects out, and `TerminalWriter` says how they become bytes on a terminal. Pure,
/// so it is tested as lists of effects, without a terminal.
///
/// The rule for whoever adds to it: the session routes and composes; it owns no feature. Each
/// part that has state of its own is its own type with its own test file, and decides for itself:
/// the `Game` (with the computer's `random`); the `Narrator`, whose words every line is in;
/// `PlayerInput`, what a typed line (`CommandParser`) or a key (`QuickKeys`) means; the
/// `Announcer`, which turns lines into effects and keeps what was heard (`Listener`) and the
/// transcript's state (`Transcription`); `Playback`, the speech and sound this machine plays; the
/// settings file's state; and what a change of a setting brings about (`Consequence`). A new
/// feature brings its own owner and gains a route here, not a field: this file stays within 250
/// lines and 9 stored properties (`SessionShapeTests` holds it to them). Wording belongs to
/// `Narration`, arithmetic of settings to `Settings`, a kind of game's rules to its kind.
public struct Session {
    public private(set) var preferences: Preferences
    public private(set) var game: Game
    private var random: ComputerRandom
    /// Knows the language, verbosity and kinds of line heard in force; made again when one changes.
    private var narrator: Narrator
    private var input: PlayerInput
    private var announcer = Announcer()
    private var playback: Playback
    private var settingsFile: SettingsFileState
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
        narrator = Narrator(preferences, capabilities)
        input = PlayerInput(language: preferences.language)
        playback = Playback(capabilities)
    }

    private var capabilities: Capabilities { playback.capabilities }

    /// What the game does before the first line: the prompt and the words Tab completes, the
    /// transcript, the voice, the welcome (once a transcript asked for is open, to hold it).
    public mutating func start() -> [Effect] {
        let setUp = [.style(preferences.style)] + prompting() + (readsKeys ? [.read(.keys)] : [])
        guard let path = preferences.transcript else { return setUp + begin() }
        announcer.transcript.awaitFirst()
        return setUp + [.openTranscript(path)]
    }

    /// The prompt and the words Tab completes in the language in force, on a terminal.
    private func prompting() -> [Effect] {
        capabilities.interactive
            ? [.prompt(prompt), .completions(preferences.language, playing: preferences.game)] : []
    }

    /// The voice and the welcome, speech and sound off where nothing here plays them.
    private mutating func begin() -> [Effect] {
        let missing = narrator.missing(playback.turnOffWhatCannotPlay(&preferences))
        let effects = preferences.voiceChange(from: preferences) + preferences.cuesChange(from: preferences)
        let problem = settingsFile.problem.map { narrator.settingsFileProblem($0, path: settingsFile.shown ?? "") }
        let welcome =
            narrator.welcome(preferences.rules) + (preferences.web ? narrator.webWelcome(preferences.game) : [])
        return effects + say((problem ?? []) + missing) + say(welcome)
    }

    public mutating func handle(_ input: SessionInput) -> [Effect] {
        switch input {
        case .line(let line): return self.input.keys.lineEnded() ? commandLine(line) : handle(line: line)
        case .key(let key): return press(key)
        case .end: return leave(.success, newLine: capabilities.interactive)
        case .interrupted(let signal, let atPrompt):
            return leave(.signal(signal), newLine: atPrompt && capabilities.interactive)
        // Pressed while a line may be half typed: nothing may be shown.
        case .hushKey: return preferences.isOn(.speak) ? [.hush] : []
        case .transcriptOpened:
            guard !announcer.transcript.answered(opened: true) else { return begin() }
            return say(narrator.changed(.transcript, preferences))
        case .transcriptNotOpened(let path):
            preferences.transcript = nil
            return (announcer.transcript.answered(opened: false) ? begin() : []) + say(narrator.transcriptFailed(path))
        case .transcriptNotWritten(let path):
            // Every write after the first that failed fails too: the first is said, once.
            guard announcer.transcript.failed(path, current: preferences.transcript) else { return [] }
            preferences.transcript = nil
            return [.closeTranscript] + say(narrator.transcriptFailed(path), remember: false)
        case .settingsSaved: return say(settingsFile.answered(nil, narrator))
        case .settingsNotSaved(let path, let failure): return say(settingsFile.answered((path, failure), narrator))
        case .found(let which, let found): return playback.found(which, found).map { perform($0) } ?? []
        case .speechUnavailable:
            // Said once, in the game's words, as at launch; the next answer is shown only.
            return playback.lost(.speak, &preferences) ? say(narrator.speechMissing) : []
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
        let (reading, tellLayout) = input.reader.read(line, awaiting: game.awaiting)
        guard reading.parsed != .empty else { return [] }
        let kept: [Effect] = capabilities.interactive ? line.remembered.map { [.remember($0)] } ?? [] : []
        // What a line was read as is said first; a command is done, any other line answered.
        let readAs = reading.readAs.map { say(narrator.readAs($0), remember: false) } ?? []
        var effects = kept + announcer.transcript.typed(line.text, after: prompt) + readAs
        if case .command(let command) = reading.parsed { effects += perform(command) }
        effects += say(narrator.answer(to: reading.parsed, awaiting: game.awaiting, preferences) ?? [])
        // Said once a game, after the answer, which is what the player waits for.
        if tellLayout, leaving == nil { effects += say(narrator.latinLayout, remember: false) }
        return effects
    }

    /// Does what a command asks, typed or by its key.
    private mutating func perform(_ command: Command) -> [Effect] {
        if let wanted = playback.lookFor(command, preferences) { return [.lookFor(wanted)] }
        input.keys.done(command)
        return switch command {
        case .quit: leave(.success, newLine: false)
        case .hush: preferences.isOn(.speak) ? [.hush] : say(narrator.nothingToHush)
        case .pace(let faster):
            preferences.speechRate(faster: faster).map { change(to: $0) } ?? say(narrator.rateAtItsEnd(preferences))
        case .loudness(let louder):
            preferences.volume(louder: louder).map { change(to: $0) } ?? say(narrator.volumeAtItsEnd(preferences))
        case .hearCues:
            preferences.isOn(.sound)
                ? announcer.cueTour(narrator, preferences)
                : say(capabilities.sound == true ? narrator.cuesNeedSound : narrator.soundMissing)
        case .repeatAnswer(let back): announcer.sayAgain(back, narrator, preferences)
        case .back: announcer.sayAgain(announcer.listener.furtherBack, narrator, preferences)
        case .help(let topic):
            answer(narrator.help(topic, rules: preferences.rules, keys: readsKeys ? input.keys.map.labels : nil))
        case .more: announcer.more(narrator, preferences)
        case .game(let action): announcer.tell(game.apply(action, using: &random), narrator, preferences)
        case .hearing: answer([narrator.hearing(preferences)])
        case .settings: answer(narrator.settings(preferences, kept: settingsFile.kept(playback.kept(preferences))))
        // Said once the console answers.
        case .save: settingsFile.save(playback.kept(preferences)).map { [$0] } ?? say(narrator.nowhereToSave)
        case .change(let value): change(to: value)
        }
    }

    /// Whether the player plays by keys: quick-keys mode, on a terminal.
    private var readsKeys: Bool { QuickKeys.areRead(preferences, capabilities) }

    /// A key pressed in quick-keys mode: what `QuickKeys` says to do, said at once, as a typed line's answer.
    private mutating func press(_ key: Key) -> [Effect] {
        let noted = announcer.transcript.typed(input.keys.map.name(of: key), after: prompt)
        return switch input.keys.press(key, awaiting: game.awaiting) {
        case .unknown: noted + say(narrator.unknownKey(help: input.keys.map.helpName, at: game.awaiting))
        case .openLine: noted + say(narrator.commandLineOpened, remember: false) + [.read(.commandLine)]
        case .closeLine: noted + closeCommandLine()
        case .askToQuit(let key): noted + say(narrator.quitAgain(input.keys.map.name(of: key)), remember: false)
        case .quit: noted + leave(.success, newLine: false)
        case .stay: noted + say(narrator.quitKept, remember: false)
        case .firstHand(let move): noted + say(narrator.firstHand(move))
        case .handTakenBack(let move): noted + say(narrator.handTakenBack(move))
        case .stageAsks(let stage): noted + say(narrator.lines(for: .notAwaited(stage)))
        case .command(let command): noted + perform(command)
        }
    }

    /// A long answer's first part, the rest a word away.
    private mutating func answer(_ parts: [[Line]]) -> [Effect] { announcer.answer(parts, narrator, preferences) }

    /// The line typed on quick-keys mode's command line: empty, it closes the line; else it is
    /// done as a typed line, and keys are read again, unless it left the game or turned keys off.
    private mutating func commandLine(_ line: String) -> [Effect] {
        guard TypedLine(line).text.contains(where: { !$0.isWhitespace }) else { return closeCommandLine() }
        let effects = handle(line: line)
        guard leaving == nil, readsKeys, input.keys.waiting == .key else { return effects }
        return effects + [.read(.keys)]
    }

    /// Back from the command line to keys.
    private mutating func closeCommandLine() -> [Effect] {
        say(narrator.commandLineClosed, remember: false) + [.read(.keys)]
    }

    /// Applies a setting and carries out what the change brings about, in order (see
    /// `Consequence`), only when the value changed; says so.
    private mutating func change(to value: SettingValue) -> [Effect] {
        let (setting, before) = (value.setting, preferences)
        preferences.set(value)
        if case .on(let which, false) = value { playback.turnedOff(which) }
        let consequences = preferences[setting] == before[setting] ? [] : setting.consequences
        var effects: [Effect] = []
        var said = (dropped: [Line](), keys: [Line](), wayBack: [Line]())
        for consequence in Consequence.allCases where consequences.contains(consequence) {
            switch consequence {
            case .forgetsRestOfAnswer: announcer.listener.forgetRest()
            case .saysWayBack: said.wayBack = narrator.wayBack
            case .newNarrator: narrator = Narrator(preferences, capabilities)
            case .newWords:
                input.learn(preferences.language)
                effects += prompting()
            case .newPrompt: if capabilities.interactive { effects.append(.prompt(prompt)) }
            case .newStyle: effects.append(.style(preferences.style))
            case .checksPlayable:
                let missing = narrator.missing(playback.turnOffWhatCannotPlay(&preferences))
                if !missing.isEmpty { return effects + say(missing) }
            case .newVoice: effects += preferences.voiceChange(from: before)
            case .newCues: effects += preferences.cuesChange(from: before)
            case .newRules:
                said.dropped = narrator.lines(for: game.apply(.changeRules(preferences.rules), using: &random))
                if before.game != preferences.game { effects += prompting() }
            case .newTranscript:
                // Said before the file closes, so it is the file's last line; or once the new one opens.
                guard let path = preferences.transcript else {
                    return effects + say(narrator.changed(setting, preferences)) + announcer.transcript.close()
                }
                return effects + announcer.transcript.close() + [.openTranscript(path)]
            case .newInput:
                input.keys.restart()
                narrator = Narrator(preferences, capabilities)
                if capabilities.interactive { effects.append(.read(preferences.isOn(.keys) ? .keys : .lines)) }
                if readsKeys { said.keys = narrator.howToPlay(at: game.awaiting) }
            }
        }
        let change = narrator.changed(value, preferences) + narrator.unheard(setting, preferences)
        return effects + say(said.dropped + change + said.keys + said.wayBack)
    }

    /// The goodbye with the final score (the matches won and the match under way, with matches on), then the end.
    private mutating func leave(_ status: ExitStatus, newLine: Bool) -> [Effect] {
        leaving = status
        let goodbye = narrator.goodbye(game)
        return (newLine ? [.newLine] : []) + say(goodbye) + announcer.transcript.close() + [.quit(status)]
    }

    /// Lines as effects, the announcer's way, with the switches in force; `remember` keeps them for `repeat`.
    private mutating func say(_ lines: [Line], remember: Bool = true) -> [Effect] {
        announcer.say(lines, remember: remember, preferences)
    }

    private var prompt: String { preferences.prompt(narrator) }
}
