// libFuzzer target for whole games: the bytes are a script of lines typed into a session (see
// SessionScript), checked after every line against a reference model of the game and the rules
// of spoken lines. A broken rule stops the fuzzer with `fatalError`, naming the rule and the lines
// typed, and libFuzzer keeps the input. Build and run with Fuzz/run.
import FuzzReplay
import SessionScripts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = SessionScript.play(Array(UnsafeBufferPointer(start: data, count: size))) {
        fatalError(broken)
    }
    return 0
}

/// Without libFuzzer, replays inputs through the same checks (see FuzzReplay).
@main
enum Replay {
    static func main() { replay(CommandLine.arguments, through: fuzz) }
}
