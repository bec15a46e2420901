import Catalog
import GameCore
import Settings

/// `rps --help`: what a newcomer needs first, heard whole within a screen reader's 18 lines: what
/// the game is, how to start and play, the way to the in-game help, how to leave, how to change
/// language, and where the rest is (`rps help TOPIC`, the manual). The options, each topic within
/// 18 lines too, come from the settings table in its order.
extension Narrator {
    /// The short help. Commands are named with the words typed in this language; the options by
    /// the few names a reader has to spell out.
    public var usage: [String] {
        let other = Language.allCases.first { $0 != language } ?? language
        let topics = UsageTopic.allCases.map(\.rawValue).joined(separator: ", ")
        return [say.usageAbout, say.usageStart] + playLine(GameKind.rps.moves).map(cased) + [
            say.usageInGame(command(.help)), say.usageLeave(command(.quit)),
            say.usageLanguage(vocabulary.name(of: other)), say.usageStartIn,
            say.usageTopics(topics), say.usageManual,
        ]
    }

    /// A topic's option lines under its heading, in the settings table's order; the start topic
    /// ends with the requests and `RPS_OPTIONS`.
    public func usage(_ topic: UsageTopic) -> [String] {
        let settings = Setting.allCases.filter { $0.usageTopic == topic }.flatMap { $0.entry.usage.map { say[$0] } }
        let rest: [String] =
            switch topic {
            case .game, .output: []
            case .start: Request.allCases.map { say[$0.usage] } + [say.usageEnvironment]
            }
        return [say[topic.heading]] + settings + rest
    }

}
