import Catalog
import Input
import Settings
import Testing

/// The pause before a result typed with its unit, as players write it and as the game says it back:
/// seconds (s, second, seconds, 초) or milliseconds (ms, millisecond, milliseconds, 밀리초), the unit
/// glued on or a word of its own, in a game of either language.
@Suite struct DelayUnitsTests {
    let parsers = [CommandParser(language: .en), CommandParser(language: .ko)]

    @Test(arguments: [
        ("delay 700 ms", 0.7), ("delay 700ms", 0.7), ("delay 250 ms", 0.25), ("delay 1500 ms", 1.5),
        ("delay 700 milliseconds", 0.7), ("delay 1 millisecond", 0.001), ("delay 0.7 seconds", 0.7),
        ("delay 2 second", 2), ("delay 0.5 s", 0.5), ("delay 3s", 3), ("대기 700밀리초", 0.7), ("대기 700 ms", 0.7),
        ("대기 2초", 2), ("대기 0.5 초", 0.5),
        // Kept to the millisecond, the finest the game says back: the pause run is the pause said.
        ("delay 0.0004", 0), ("delay 0.0006", 0.001), ("delay 1.0044 s", 1.004), ("대기 0.0049초", 0.005),
    ])
    func aPauseWithItsUnitIsSetInSeconds(typed: String, seconds: Double) {
        for parser in parsers {
            #expect(parser.parse(typed) == .command(.change(.delay(seconds))), "\(typed)")
        }
    }

    /// Past the ten seconds a pause may last, in either unit: what the setting takes is said.
    @Test(arguments: ["delay 11000 ms", "delay 11 seconds", "대기 20000밀리초"])
    func aPauseTooLongInAnyUnitIsRefused(typed: String) {
        for parser in parsers {
            #expect(parser.parse(typed) == .needsValue(.delay), "\(typed)")
        }
    }
}
