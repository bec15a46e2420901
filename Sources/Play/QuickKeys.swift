import Catalog
import GameCore
import Input
import Settings

/// Quick-keys mode (`--keys`) as an input machine: a key press in, what to do out. It keeps what
/// the mode waits for (a key, a second press of the quit key, the end of the command line Enter
/// opened) and, in 하나빼기, the first hand of a pair pressed until the second comes. What a key
/// means at a stage is the key map's; the session carries out the answer.
struct QuickKeys {
    /// What each key means, in the language in force.
    var map: KeyMap
    /// What the mode waits for.
    private(set) var waiting = Waiting.key
    /// 하나빼기: the first hand of a pair pressed; given up by anything that plays, takes back or
    /// changes the game, kept by what reviews or says again.
    private(set) var heldHand: Move?

    init(language: Language) {
        map = KeyMap(language: language)
    }

    /// Whether the player plays by keys: quick-keys mode, on a terminal. One rule, which the
    /// narrator's keys-or-words follows too.
    static func areRead(_ preferences: Preferences, _ capabilities: Capabilities) -> Bool {
        preferences.isOn(.keys) && capabilities.interactive
    }

    /// What the mode waits for between two inputs.
    enum Waiting: Hashable {
        case key
        /// A second press of the quit key, which leaves; any other key stays.
        case quitAsked
        /// The end of the typed command line Enter opened.
        case commandLine
    }

    /// What a key press asks the session to do.
    enum Answer: Hashable {
        /// A key that means nothing here: say the keys that do.
        case unknown
        /// Enter: open one typed command line.
        case openLine
        /// Escape on the command line: close it, what was typed there dropped.
        case closeLine
        /// The quit key, once: ask for a second press of this key.
        case askToQuit(Key)
        /// The quit key, again: leave.
        case quit
        /// Another key after the quit key: say the game goes on, and do nothing else.
        case stay
        /// 하나빼기: the first hand of a pair, held for the second.
        case firstHand(Move)
        /// 하나빼기: the undo key took back the hand held.
        case handTakenBack(Move)
        /// A hand the stage cannot take: say what it asks.
        case stageAsks(Stage)
        /// Do the command, as if typed.
        case command(Command)
    }

    /// A key pressed while the game awaits `stage`: what to do. A key that plays, takes back or
    /// changes the game gives up a hand held; its command, when it has one, is done.
    mutating func press(_ key: Key, awaiting stage: Stage) -> Answer {
        let was = waiting
        waiting = .key
        let meaning = map.meaning(of: key, awaiting: stage)
        switch was {
        case .commandLine: return .closeLine
        case .quitAsked: return meaning == .command(.quit) ? .quit : .stay
        case .key: break
        }
        switch meaning {
        case nil:
            return .unknown
        case .typedLine?:
            waiting = .commandLine
            return .openLine
        case .command(.quit)?:
            waiting = .quitAsked
            return .askToQuit(key)
        case .command(.game(.undo))?:
            guard let held = heldHand else { return command(.game(.undo)) }
            heldHand = nil
            return .handTakenBack(held)
        case .command(let command)?:
            return self.command(command)
        case .hand(let move)?:
            guard let first = heldHand else {
                heldHand = move
                return .firstHand(move)
            }
            return command(.game(.show(HandPair(first, move))))
        case .stageAsks(let stage)?:
            return .stageAsks(stage)
        }
    }

    /// The answer to do `command`, a hand held given up first if it plays, takes back or changes
    /// the game.
    private mutating func command(_ command: Command) -> Answer {
        done(command)
        return .command(command)
    }

    /// `command` is done (typed or by key): a hand held goes with anything that plays, takes back
    /// or changes the game.
    mutating func done(_ command: Command) {
        switch command {
        case .game(let action) where !action.isReview: heldHand = nil
        case .change: heldHand = nil
        default: break
        }
    }

    /// A line typed on the command line ends it: keys are read again after it. Whether it was the
    /// command line's.
    mutating func lineEnded() -> Bool {
        defer { if waiting == .commandLine { waiting = .key } }
        return waiting == .commandLine
    }

    /// Keys turned on or off: the mode starts afresh, a quit asked for forgotten.
    mutating func restart() {
        waiting = .key
    }
}
