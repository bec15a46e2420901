import Catalog
import Foundation
import Documentation
import Narration
import Settings
import Testing

/// What players read besides the game: `--help`, the completions and the manual pages, all
/// following the settings table.
@Suite struct DocumentationTests {
    @Test(arguments: Language.allCases)
    func helpIsAsKept(language: Language) throws {
        try expectSnapshot(Narrator(language: language).usage.joined(separator: "\n") + "\n", named: "help-\(language).txt")
    }

    @Test func theBashCompletionIsAsKept() throws {
        try expectSnapshot(Completions.bash(template: try Repository.text("completions/rps.bash.in")), named: "rps.bash")
    }

    @Test func theZshCompletionIsAsKept() throws {
        try expectSnapshot(Completions.zsh(template: try Repository.text("completions/_rps.in")), named: "_rps")
    }

    /// Every option of the table, its off switch and the requests are completed, in order.
    @Test func theCompletionsFollowTheTable() throws {
        let bash = Completions.bash(template: "@options")
        let zsh = Completions.zsh(template: "@options")
        let options = Setting.allCases.flatMap { [$0.entry.options[0]] + $0.entry.offOptions.prefix(1) } + ["--help", "-h", "--version"]
        #expect(bash.split(separator: "\n").map { String($0.split(separator: " ")[0]) } == options)
        for option in options {
            #expect(zsh.contains(option), "\(option)")
        }
        #expect(bash.contains("--lang en ko"))
        #expect(bash.contains("--transcript <file>"))
        #expect(zsh.contains("'--transcript=[save the game]:file:_files'"))
    }

    @Test(arguments: Language.allCases)
    func theManualPagesListEveryOptionAndSetting(language: Language) throws {
        let folder = language == .en ? "man/man6" : "man/\(language)/man6"
        let page = try ManualPage.fill(try Repository.text("\(folder)/rps.6.in"), language: language)
        #expect(!page.split(separator: "\n").contains { $0.hasPrefix(".\\\" @") }, "a marker was left in the page")
        try theOptionItemsFollowTheTable(page, language: language)
    }

    /// Each option's item starts with its name, marked up for a switch or for an option with a
    /// value, in the table's order.
    private func theOptionItemsFollowTheTable(_ page: String, language: Language) throws {
        var last = page.startIndex
        for setting in Setting.allCases {
            let name = setting.entry.options[0].replacingOccurrences(of: "-", with: "\\-")
            guard let found = page.range(of: "\n.TP\n." + (setting.entry.optionValue == .none ? "BR " : "BI ") + name, range: last..<page.endIndex) else {
                Issue.record("no item for \(setting) after the one before it in the \(language) page")
                continue
            }
            last = found.upperBound
        }
    }

    @Test func anOptionWithoutAnItemGetsOneFromItsHelpLine() throws {
        let page = try ManualPage.fill(".SH OPTIONS\n.\\\" @options\n.\\\" @end\n", language: .en)
        #expect(page.contains(".TP\n.BR \\-\\-bell \", \" \\-\\-no\\-bell\nring at a win streak."))
        #expect(page.contains(".TP\n.BR \\-\\-help \", \" \\-h\nthis help."))
        #expect(page.contains(".TP\n.BI \\-\\-lang \" en|ko\"\n"))
        #expect(page.contains(".TP\n.BI \\-\\-seed \" "))
        #expect(page.contains(".TP\n.BI \\-\\-transcript \" file\"\n"))
        // An item made for every option passes the check of the real pages.
        try theOptionItemsFollowTheTable(page, language: .en)
    }

    @Test func anItemTheTableDoesNotHaveIsRefused() {
        #expect(throws: ManualPage.Failure.self) {
            try ManualPage.fill(".\\\" @options\n.\\\" @item --confetti\n.TP\n.\\\" @end\n", language: .en)
        }
        #expect(throws: ManualPage.Failure.self) {
            try ManualPage.fill(".\\\" @settings\n.\\\" @item confetti\n.\\\" @end\n", language: .ko)
        }
        #expect(throws: ManualPage.Failure.self) { try ManualPage.fill(".\\\" @options\n", language: .en) }
    }
}
