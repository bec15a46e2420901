/// What the terminal and the machine offer the game. The console knows at launch whether it runs
/// on a terminal and, for speech or sound on at launch, whether a program plays it; a program for
/// one turned on later is looked for then, when it is first wanted (`Effect.lookFor`).
public struct Capabilities: Hashable, Sendable {
    /// Standard input is a terminal: the player sees a prompt and their own typing, so the end of
    /// input or a signal at the prompt leaves the cursor after it.
    public var interactive: Bool
    /// A speech program was found, for `--speak`; nil until it is looked for.
    public var speech: Bool?
    /// A sound player was found, for `--sound`; nil until it is looked for.
    public var sound: Bool?

    public init(interactive: Bool, speech: Bool? = nil, sound: Bool? = nil) {
        self.interactive = interactive
        self.speech = speech
        self.sound = sound
    }
}
