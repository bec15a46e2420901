import Testing

/// Without `--seed` the computer draws from the system's generator: no two games repeat.
@Suite(.serialized) struct UnseededGameTests {
    /// Two unseeded games of 40 throws: a fixed seed (or a clock too coarse to tell two starts
    /// apart) plays the same computer moves twice and is caught. Independent uniform moves repeat
    /// all 40 with odds of 3^-40, about 1 in 10^19: no false alarm in the lifetime of the suite.
    @Test func twoUnseededGamesDiffer() {
        let moves = Array(repeating: "rock", count: 40)
        let first = PipedRun(["--delay", "0"], typing: moves)
        let second = PipedRun(["--delay", "0"], typing: moves)
        #expect(first.status == 0 && second.status == 0)
        #expect(first.lines.count > 80 && second.lines.count > 80)  // every throw was played and said
        #expect(first.stdout != second.stdout)
    }
}
