/// When to colour results (`--color`); in the game `color on` and `color off` choose `always`
/// and `never`.
public enum ColorChoice: String, CaseIterable, Hashable, Sendable {
    /// Only when standard output is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not
    /// `dumb`: facts only the console can read, so it settles `auto` at launch.
    case auto
    case always
    case never
}
