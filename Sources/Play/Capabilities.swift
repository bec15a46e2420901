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
