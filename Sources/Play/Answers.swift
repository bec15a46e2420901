import GameCore
import Input
import Narration
import Settings

/// What the game says to a line it did not take as a command, in the narrator's words: the
/// parser's verdict (Input) meets the sentences (Narration) here, which neither layer may import.
extension Narrator {
    /// The answer to a parsed line that asks nothing of the game or the session, with the
    /// preferences in force (a question about a setting); `nil` for an empty line and a command.
    func answer(to parsed: ParsedLine, awaiting stage: Stage, _ preferences: Preferences) -> [Line]? {
        switch parsed {
        case .empty, .command: nil
        case .aboutSetting(let setting): aboutSetting(setting, preferences)
        case .twoRequests(let first, let second): twoRequests(first, second)
        case .unsure(let request): unsure(request)
        case .negated: negated
        case .alwaysSaid: alwaysSaid
        case .stageAsks(let stage): lines(for: .notAwaited(stage))
        case .notUnderstood(let suggestion): notUnderstood(suggestion: suggestion, awaiting: stage)
        case .numberOutOfRange: numberOutOfRange(at: stage)
        case .meantOther(let setting, let suggestion): needsValue(setting) + meantOther(suggestion)
        case .whichSwitch(let on): whichSwitch(on: on)
        case .needsCount(let keyword): needsCount(keyword)
        case .needsValue(let setting): needsValue(setting)
        case .takesNothing(let word): takesNothing(word.entry)
        case .unknownTopic(let suggestion): unknownTopic(suggestion: suggestion)
        }
    }
}
