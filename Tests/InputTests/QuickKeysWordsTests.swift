import Catalog
import Input
import Settings
import Testing

/// Quick keys turned on and off by every name players know them by (keys, quick keys, hotkeys; 키,
/// 단축키, 빠른 키), in a game of either language: each with on or off, as the manual and help say.
@Suite struct QuickKeysWordsTests {
    let parsers = [CommandParser(language: .en), CommandParser(language: .ko)]

    @Test(arguments: [
        ("keys on", true), ("keys off", false), ("quick keys on", true), ("quick keys off", false),
        ("hotkeys on", true), ("hotkeys off", false), ("키 켜기", true), ("키 끄기", false), ("단축키 켜기", true),
        ("단축키 끄기", false), ("빠른 키 켜기", true), ("빠른 키 끄기", false), ("단축키 켜", true), ("단축키 꺼", false),
    ])
    func everyNameOfQuickKeysTurnsThemOnOrOff(typed: String, on: Bool) {
        for parser in parsers {
            #expect(parser.parse(typed) == .command(.change(.on(.keys, on))), "\(typed)")
        }
    }
}
