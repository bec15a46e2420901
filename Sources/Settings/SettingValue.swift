import Catalog
import GameCore

/// A new value for a setting, as read from the command line or a typed line. Each setting takes
/// one kind (see `Setting.value(option:)`); `Preferences` stores it.
public enum SettingValue: Hashable, Sendable {
    case on(Bool)
    case language(Language)
    case verbosity(Verbosity)
    case game(GameKind)
    /// Games in a match, or none.
    case match(Int?)
    case color(ColorChoice)
    case seconds(Double)
    /// A file to keep, or none.
    case file(String?)
    case seed(UInt64)
    case wordsPerMinute(Int)
}
