import Input
import Settings

/// Speech and sound as the player asked for them and as this machine can play them: a switch
/// turned on where no program plays it is off in this game, and still the player's choice for
/// `save` and `settings`, until the player turns it off. It keeps what the terminal and the
/// machine offer (`capabilities`): found by the console at launch for what is on then, and for
/// speech or sound turned on later, looked for when first wanted, the command waiting meanwhile.
struct Playback {
    private(set) var capabilities: Capabilities
    /// Not yet looked for counts as not here: the console looks at launch for what is on then.
    private var speech: Bool { capabilities.speech == true }
    private var sound: Bool { capabilities.sound == true }
    /// What the player asked for that nothing here plays.
    private var unplayable: Set<Switch> = []
    /// The command that waits for the console to say what it found.
    private var waiting: Command?

    init(_ capabilities: Capabilities) {
        self.capabilities = capabilities
    }

    /// What `command` needs the console to look for first, if anything: speech or sound turned on,
    /// or the cues asked to be heard with sound off (whose answer says whether a player is here),
    /// before any program for it was looked for. The command waits for the answer (`found`).
    mutating func lookFor(_ command: Command, _ preferences: Preferences) -> Switch? {
        var wanted: Switch?
        if case .change(.on(let which, true)) = command, which == .speak || which == .sound { wanted = which }
        if case .hearCues = command, !preferences.isOn(.sound) { wanted = .sound }
        guard let wanted, (wanted == .speak ? capabilities.speech : capabilities.sound) == nil else { return nil }
        waiting = command
        return wanted
    }

    /// What the console found for `which`, kept for the rest of the game; returns the command that
    /// waited for it, to be done now.
    mutating func found(_ which: Switch, _ found: Bool) -> Command? {
        if which == .speak { capabilities.speech = found } else if which == .sound { capabilities.sound = found }
        defer { waiting = nil }
        return waiting
    }

    /// Turns off in `preferences` the speech or sound that nothing here plays; returns what it
    /// turned off, speech first.
    mutating func turnOffWhatCannotPlay(_ preferences: inout Preferences) -> [Switch] {
        var missing: [Switch] = []
        if preferences.isOn(.speak), !speech { missing.append(.speak) }
        if preferences.isOn(.sound), !sound { missing.append(.sound) }
        for which in missing {
            preferences.set(.on(which, false))
            unplayable.insert(which)
        }
        return missing
    }

    /// The console found nothing to play `which` with any more: off in this game, and still the
    /// player's choice for `save`. Whether it was on, so that the loss is said once.
    mutating func lost(_ which: Switch, _ preferences: inout Preferences) -> Bool {
        guard preferences.isOn(which) else { return false }
        preferences.set(.on(which, false))
        unplayable.insert(which)
        return true
    }

    /// The player turned a switch off: no longer theirs to keep on.
    mutating func turnedOff(_ which: Switch) {
        unplayable.remove(which)
    }

    /// The preferences `save` keeps and `settings` compares with the file: those in force, with
    /// the speech and sound the player chose though nothing here plays them.
    func kept(_ preferences: Preferences) -> Preferences {
        unplayable.reduce(into: preferences) { kept, which in kept.set(.on(which, true)) }
    }
}
