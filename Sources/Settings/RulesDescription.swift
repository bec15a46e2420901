import Catalog
import GameCore

/// The rules as a newcomer hears them, written once for the welcome, the answer to a change and
/// help.
extension GameKind {
    /// How the game is played, beyond the plain rock, paper, scissors that the welcome explains.
    public func rules(_ say: Sentences) -> [String] {
        switch self {
        case .rps: []
        case .mukjjippa: [say.mukjjippaRule1, say.mukjjippaRule2]
        }
    }
}

extension Rules {
    /// A match's length and what wins it; `nil` without matches.
    public func matchRule(_ say: Sentences) -> String? {
        match.map { say.matchStart($0, Rules.gamesToWin($0)) }
    }

    /// The game's rules, then the match's.
    public func describe(_ say: Sentences) -> [String] {
        kind.rules(say) + (matchRule(say).map { [$0] } ?? [])
    }
}
