import Narration

/// The transcript (`--transcript`, `transcript FILE`) as the session keeps it: whether the console
/// has the file open, what goes in it (a typed line or key after the prompt, the lines said, the
/// countdown, which is shown but not spoken), and the welcome held until a file asked for at
/// launch is open, so that it holds the welcome too. The console writes; this decides what.
struct Transcription {
    /// Whether the console has the transcript open.
    private(set) var isOpen = false
    /// A transcript asked for at launch, until the console answers: the welcome waits for it.
    private(set) var holdsWelcome = false

    /// Asked for at launch: the welcome waits for the console's answer.
    mutating func awaitFirst() {
        holdsWelcome = true
    }

    /// The console opened the file, or could not: whether the welcome was waiting for it (and is
    /// due now).
    mutating func answered(opened: Bool) -> Bool {
        isOpen = opened
        defer { holdsWelcome = false }
        return holdsWelcome
    }

    /// `text` written to the transcript, when it is open; made only then.
    func note(_ text: @autoclosure () -> String) -> [Effect] {
        isOpen ? [.transcribe(text())] : []
    }

    /// What the player typed, after the prompt, as the terminal showed it.
    func typed(_ text: String, after prompt: String) -> [Effect] {
        note(prompt + text + "\n")
    }

    /// Lines said, one a line. Appended one by one, not joined(): that entry point of the standard
    /// library is generic, and its first call looks its types up at run time.
    func said(_ lines: [Line]) -> [Effect] {
        note(
            {
                var text = ""
                for line in lines { text += line.text + "\n" }
                return text
            }())
    }

    /// The console could not write to the file at `path`, the one in force (`current`): the first
    /// failure closes it, and is said once; a later one was already said.
    mutating func failed(_ path: String, current: String?) -> Bool {
        guard isOpen, path == current else { return false }
        isOpen = false
        return true
    }

    /// Closes the file if it is open.
    mutating func close() -> [Effect] {
        defer { isOpen = false }
        return isOpen ? [.closeTranscript] : []
    }
}
