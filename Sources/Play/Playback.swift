import Settings

/// Speech and sound as the player asked for them and as this machine can play them: a switch
/// turned on where no program plays it is off in this game, and still the player's choice for
/// `save` and `settings`, until the player turns it off. It keeps what the terminal and the
/// machine offer (`capabilities`), found by the console at launch.
struct Playback {
    let capabilities: Capabilities
    private var speech: Bool { capabilities.speech }
    private var sound: Bool { capabilities.sound }
    /// What the player asked for that nothing here plays.
    private var unplayable: Set<Switch> = []

    init(_ capabilities: Capabilities) {
        self.capabilities = capabilities
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
    /// player's choice for `save`.
    mutating func lost(_ which: Switch, _ preferences: inout Preferences) {
        preferences.set(.on(which, false))
        unplayable.insert(which)
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
