import Foundation
import Testing

@testable import SoundCues

@Suite struct SineTests {
    /// The module's own sine against the C library's, over several cycles and both signs.
    @Test func matchesTheSystemSineFarCloserThanA16BitStep() {
        for step in -2000...2000 {
            let turns = Double(step) / 397  // not a divisor of a cycle, so no point repeats
            let error = abs(Sine.of(turns: turns) - sin(turns * 2 * .pi))
            #expect(error < 1e-7, "at \(turns) turns")
        }
    }
}
