import Catalog
import Settings

/// The answers to a line that was understood but not done as typed: two requests at once, a
/// request with words the game cannot place, a request said not to be done, a setting asked
/// about, a slip read as the word it was near, Korean typed in the English layout.
extension Narrator {
    /// Two requests in one line: the two lines to type, one at a time, a braille line at a time.
    public func twoRequests(_ first: String, _ second: String) -> [Line] {
        [Line(cased(say.understoodTwoRequests), tone: .mistake)] + plain(packed([first, second], first: { $0 }))
    }

    /// A request that changes the game, with words the game cannot place: not done, and the line
    /// that does it.
    public func unsure(_ request: String) -> [Line] {
        negated + plain(say.understoodUnsure(request))
    }

    /// A request said not to be done.
    public var negated: [Line] { [Line(cased(say.understoodNegated), tone: .mistake)] }

    /// A setting's word alone, or asked about: what it is now, then what it takes.
    public func aboutSetting(_ setting: Setting, _ preferences: Preferences) -> [Line] {
        plain(setting.report(preferences, say)) + needsValue(setting)
    }

    /// Said before the answer to a slip read as the request it was near.
    public func readAs(_ request: String) -> [Line] { plain(say.understoodReadAs(request)) }

    /// Said after the answer, once a game, to Korean typed in the English layout.
    public var latinLayout: [Line] { plain(say.understoodLatinLayout, say.understoodLatinLayoutKey) }
}
