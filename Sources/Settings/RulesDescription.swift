import Catalog
import GameCore

/// A match's rules as a newcomer hears them, written once for the welcome, the answer to a
/// change and help; a kind of game's own are its own (`GameKindDescription.swift`).
extension Rules {
    /// A match's length and what wins it, in the words players use (삼세판, 단판 승부); `nil`
    /// without matches.
    public func matchRule(_ say: Sentences) -> String? {
        named(single: say.matchSingle, bestOfThree: say.matchBestOfThree) { say.matchStart($0, Rules.gamesToWin($0)) }
    }

    /// How a match ends, in the short help; `nil` without matches.
    public func matchShortRule(_ say: Sentences) -> String? {
        named(single: say.helpShortSingle, bestOfThree: say.helpShortBestOfThree) {
            say.helpShortMatch($0, Rules.gamesToWin($0))
        }
    }

    /// The match's line in `settings`; `nil` without matches.
    public func matchReport(_ say: Sentences) -> String? {
        named(single: say.settingsMatchSingle, bestOfThree: say.settingsMatchBestOfThree) {
            say.settingsMatch($0, Rules.gamesToWin($0))
        }
    }

    /// The sentence for this match's length: the lengths players have a name for (단판, 삼세판)
    /// have sentences of their own, any other says its number.
    private func named(
        single: @autoclosure () -> String, bestOfThree: @autoclosure () -> String,
        other: (Int) -> String
    ) -> String? {
        match.map { length in
            switch length {
            case 1: single()
            case 3: bestOfThree()
            default: other(length)
            }
        }
    }

    /// The game's rules, then the match's.
    public func describe(_ say: Sentences) -> [String] {
        kind.rules(say) + (matchRule(say).map { [$0] } ?? [])
    }
}
