import Catalog
import Documentation
import Foundation
import Narration
import Settings
import Testing

/// What players read besides the game: `--help`, the completions and the manual pages, all
/// following the settings table.
@Suite struct DocumentationTests {
    @Test(arguments: Language.allCases)
    func helpIsAsKept(language: Language) throws {
        let narrator = Narrator(language: language)
        let parts = [narrator.usage] + UsageTopic.allCases.map(narrator.usage)
        try expectSnapshot(
            parts.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n"), named: "help-\(language).txt")
    }

    /// The words an option takes are written out in its `--help` line and in the sentence that
    /// answers a wrong value, which the catalogs hold as text: a value added to the table must
    /// be added there too.
    @Test(arguments: Language.allCases)
    func everyWordAnOptionTakesIsNamedWhereItIsExplained(language: Language) {
        let say = Sentences(language)
        for setting in Setting.allCases {
            guard case .oneOf(let words) = setting.entry.optionValue else { continue }
            let usage = setting.entry.usage.map { say[$0] }.joined(separator: " ")
            let values = setting.entry.values.map { say[$0] } ?? ""
            // Numbers (a match's 3, 5, 7) are samples of a range the sentences state.
            for word in words where Int(word) == nil {
                #expect(names(usage, word), "--help for \(setting) in \(language) does not name \(word): \(usage)")
                #expect(names(values, word), "the values of \(setting) in \(language) do not name \(word): \(values)")
            }
        }
    }

    /// Whether `text` holds `word` as a word of its own, or with a Korean particle after it
    /// ("rps나"): "en" is not in "never".
    private func names(_ text: String, _ word: String) -> Bool {
        let isHangul = { (scalar: Unicode.Scalar) in (0xAC00...0xD7A3).contains(scalar.value) }
        return text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.contains { token in
            token.hasPrefix(word) && token.dropFirst(word.count).unicodeScalars.allSatisfy(isHangul)
        }
    }

    @Test func theBashCompletionIsAsKept() throws {
        try expectSnapshot(
            Completions.bash(template: try Repository.text("completions/rps.bash.in")), named: "rps.bash")
    }

    @Test func theZshCompletionIsAsKept() throws {
        try expectSnapshot(Completions.zsh(template: try Repository.text("completions/_rps.in")), named: "_rps")
    }

    @Test func theFishCompletionIsAsKept() throws {
        try expectSnapshot(
            Completions.fish(template: try Repository.text("completions/rps.fish.in")), named: "rps.fish")
    }

    /// Every option of the table, its off switch and the requests are completed, in order.
    @Test func theCompletionsFollowTheTable() throws {
        let bash = Completions.bash(template: "@options")
        let zsh = Completions.zsh(template: "@options")
        let fish = Completions.fish(template: "@options")
        let options =
            Setting.allCases.flatMap { [$0.entry.options[0]] + $0.entry.offOptions.prefix(1) } + [
                "--help", "-h", "--version", "--no-config",
            ]
        #expect(bash.split(separator: "\n").map { String($0.split(separator: " ")[0]) } == options)
        for option in options {
            #expect(zsh.contains(option), "\(option)")
        }
        #expect(bash.contains("--lang en ko"))
        #expect(bash.contains("--transcript <file>"))
        #expect(zsh.contains("'--transcript=[save the game]:file:_files'"))
        // fish names an option without its dashes, after -l (long) or -s (one letter).
        let fishNames = fish.split(separator: "\n").flatMap { line -> [String] in
            let words = line.split(separator: " ").map(String.init)
            return zip(words, words.dropFirst()).compactMap { flag, name -> String? in
                switch flag {
                case "-l": "--" + name
                case "-s": "-" + name
                default: nil
                }
            }
        }
        #expect(fishNames == options)
        #expect(fish.split(separator: "\n").allSatisfy { $0.hasPrefix("complete -c rps ") })
        #expect(fish.contains("complete -c rps -l lang -x -a 'en ko' -d 'the language'"))
        #expect(fish.contains("complete -c rps -l transcript -r -F -d 'save the game'"))
        #expect(fish.contains("complete -c rps -l seed -x -d 'repeat the computer\\'s moves'"))
        #expect(fish.contains("complete -c rps -l help -s h -d 'this help, or a topic'"))
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
            guard
                let found = page.range(
                    of: "\n.TP\n." + (setting.entry.optionValue == .none ? "BR " : "BI ") + name,
                    range: last..<page.endIndex)
            else {
                Issue.record("no item for \(setting) after the one before it in the \(language) page")
                continue
            }
            last = found.upperBound
        }
    }

    @Test func anOptionWithoutAnItemGetsOneFromItsHelpLine() throws {
        let page = try ManualPage.fill(".SH OPTIONS\n.\\\" @options\n.\\\" @end\n", language: .en)
        #expect(page.contains(".TP\n.BR \\-\\-bell \", \" \\-\\-no\\-bell\nring at a win streak."))
        #expect(page.contains(".TP\n.BR \\-\\-help \", \" \\-h\nthis help, or a topic."))
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
