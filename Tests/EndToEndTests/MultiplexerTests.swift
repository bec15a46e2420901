import Foundation
import Testing

/// The seeded game of every new place (`PlaceGame`) inside tmux and inside GNU screen, started
/// from the multiplexer's shell, heard through Fenrir, in English and Korean: every answer heard
/// once, whole, in order, and nothing else (`Hearing.judge`). tmux's default status line is read
/// as the session starts (and again whenever its clock turns): with `status off` there is nothing
/// but the game. GNU screen, with Debian's settings (its status line off), needs nothing. yasr in a
/// terminal of xterm's kind hears tmux's reset of the character set (`ESC ( B`) as "B" after every
/// coloured line: tmux's `terminal-overrides` quiet it. tmux, screen, Fenrir and yasr must be
/// installed (`.ci/run` sees to it); these tests fail without them rather than pass unheard.
@Suite(.serialized) struct MultiplexerTests {
    /// tmux's settings that leave only the game to hear: no status line (with its clock).
    static let quietTmux = ["set -g status off"]
    /// And for yasr in a terminal whose `sgr0` resets the character set (xterm's): tmux told to end
    /// colour without it.
    static let quietTmuxForYasr = quietTmux + [#"set -ga terminal-overrides ',*:sgr0=\E[m'"#]

    /// Starts `reader`'s multiplexer and waits until its shell has said it runs; then the game's
    /// hearing starts, nothing said before it judged.
    static func hearing(_ reader: some HeadlessScreenReader) throws -> Hearing {
        try Hearing(reader).wait(for: Multiplexer.ready, within: 60)
        // tmux may draw its screen again as it settles, which yasr reads again.
        return Hearing(reader, ignoring: [Multiplexer.ready], fromNow: true)
    }

    static func require(_ kind: Multiplexer.Kind) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: kind.path), "\(kind) is not installed: apt-get install \(kind)"
        )
        try #require(
            FileManager.default.isExecutableFile(atPath: ScreenReader.fenrir),
            "fenrir is not installed: apt-get install fenrir")
    }

    /// A multiplexer with its settings and a reader, in a terminal of a kind.
    struct Place: Sendable, CustomTestStringConvertible {
        enum Reader: String, Sendable { case fenrir, yasr }
        let kind: Multiplexer.Kind
        let settings: [String]
        let reader: Reader
        /// The terminal type yasr gives: a GUI terminal's, where tmux's reset of the character set
        /// is read.
        var terminal: [String: String] { reader == .yasr ? ["TERM": "xterm-256color"] : [:] }
        var testDescription: String { "\(kind) \(reader)" }
    }

    /// tmux with the status line off and GNU screen at Debian's settings under Fenrir; tmux with
    /// the status line off and `sgr0` without the reset under yasr in a terminal of xterm's kind.
    static let places = [
        Place(kind: .tmux, settings: quietTmux, reader: .fenrir),
        Place(kind: .screen, settings: [], reader: .fenrir),
        Place(kind: .tmux, settings: quietTmuxForYasr, reader: .yasr),
    ]

    @Test(arguments: places, PlaceGame.both)
    func theGameIsHeardWhole(place: Place, game: PlaceGame) throws {
        try Self.require(place.kind)
        let multiplexer = try Multiplexer(place.kind, settings: place.settings, environment: game.environment)
        let environment = multiplexer.environment.merging(place.terminal) { $1 }
        let reader: any HeadlessScreenReader =
            switch place.reader {
            case .fenrir: try ScreenReader(running: multiplexer.command, environment: environment)
            case .yasr: try Yasr(running: multiplexer.command, environment: environment)
            }
        let hearing = try Self.hearing(reader)
        _ = try game.play(hearing)
        hearing.judge(recording: "\(place.kind)-\(place.reader)-\(game.language)")
        Self.expectQuiet(hearing, language: game.language)
    }

    /// What the status line off is for: at tmux's defaults it is read as the session starts, its
    /// session's name and all (and its clock, again at each new minute).
    @Test func tmuxsDefaultStatusLineIsHeard() throws {
        try Self.require(.tmux)
        let tmux = try Multiplexer(.tmux, settings: [])
        let reader = try ScreenReader(running: tmux.command, environment: tmux.environment)
        let start = Hearing(reader)
        try start.wait(for: Multiplexer.ready, within: 60)
        try start.wait(for: Multiplexer.name, within: 15)
    }

    /// What the override is for: without it, yasr says "B" after each coloured line tmux draws
    /// (a result), heard as a line of its own.
    @Test func tmuxsResetIsHeardAsBThroughYasrInAnXterm() throws {
        try Self.require(.tmux)
        let game = PlaceGame(language: "en", lines: ["rock"])
        let tmux = try Multiplexer(.tmux, settings: Self.quietTmux, environment: game.environment)
        let reader = try Yasr(
            running: tmux.command, environment: tmux.environment.merging(["TERM": "xterm-256color"]) { $1 })
        let answers = game.answers()
        let heard = Hearing(reader)
        try heard.wait(for: Multiplexer.ready, within: 60)
        heard.type(PlaceGame.launch)
        try heard.wait(for: answers[0][1], within: 30)
        heard.type(game.lines[0])
        try heard.wait(for: answers[1][2], within: 15)
        let lines = heard.lines.map(\.text)
        let result = try #require(lines.lastIndex(of: answers[1][1]), "\(lines)")
        #expect(lines.dropFirst(result + 1).first == "B", "after the result: \(lines)")
    }

    /// No noise (a word for a symbol, or a mark espeak-ng says) in what was heard of the game.
    static func expectQuiet(_ hearing: Hearing, language: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in Speech.noise(in: hearing.utterances.flatMap(\.parts), language: language) {
            Issue.record("heard \(problem)", sourceLocation: sourceLocation)
        }
    }
}
