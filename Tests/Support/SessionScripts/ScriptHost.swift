import Play

/// Stands in for the console in a session script: it carries out effects as the console would,
/// with a transcript that opens or not and a disk that fills up when the script says, and refuses
/// what no console could do (writing a transcript that is not open, opening a second one).
struct ScriptHost: SessionHost {
    /// The input the script gives next.
    var next: SessionInput?
    /// Every line the player typed, in order.
    private(set) var typed: [String] = []
    /// The next writes to the transcript fail, until another transcript opens.
    var fullDisk = false
    /// The transcript open, if any.
    private var transcript: String?
    /// The first effect no console could carry out.
    private(set) var broken: String?

    mutating func nextInput() -> SessionInput {
        guard let input = next else {
            broken = broken ?? "the loop asked for input the script did not give"
            return .end
        }
        next = nil
        if case .line(let line) = input { typed.append(line) }
        return input
    }

    mutating func carryOut(_ effects: [Effect]) -> [SessionInput] {
        var outcomes: [SessionInput] = []
        for effect in effects {
            switch effect {
            case .transcribe:
                guard let path = transcript else {
                    refuse("the transcript is written only while it is open", effects)
                    continue
                }
                if fullDisk { outcomes.append(.transcriptNotWritten(path)) }
            case .openTranscript(let path):
                if transcript != nil { refuse("a transcript is closed before another opens", effects) }
                // The file opens, or it does not, as the number of lines typed is even or odd.
                if typed.count % 2 == 0 {
                    transcript = path
                    fullDisk = false
                    outcomes.append(.transcriptOpened(path))
                } else {
                    outcomes.append(.transcriptNotOpened(path))
                }
            case .closeTranscript:
                if transcript == nil { refuse("only an open transcript is closed", effects) }
                transcript = nil
            case .saveSettings(_, let path):
                // Saved, or not, as the number of lines typed is even or odd.
                outcomes.append(typed.count % 2 == 0 ? .settingsSaved(path) : .settingsNotSaved(path, .full))
            case .lookFor(let which):
                // Found, or not, as the number of lines typed is even or odd.
                outcomes.append(.found(which, typed.count % 2 == 0))
            case .quit:
                refuse("a quit never reaches a host", effects)
            case .show, .style, .ring, .cue, .cues, .pause, .speak, .hush, .voice, .prompt, .completions, .remember,
                .read,
                .newLine, .complain:
                break
            }
        }
        return outcomes
    }

    private mutating func refuse(_ rule: String, _ effects: [Effect]) {
        broken = broken ?? "\(rule): \(effects)"
    }
}
