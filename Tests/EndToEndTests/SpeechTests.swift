import Foundation
import Glibc
import Testing

/// `--speak` through espeak-ng, the voice when speech-dispatcher does not answer (see
/// SpeechDispatcherTests): the game starts it for each text, found on PATH. Stand-in programs
/// record how they were started; a wrapper around the real espeak-ng writes audio files.
@Suite(.serialized) struct SpeechTests {
    /// An espeak-ng that speaks for five seconds unless stopped, and logs when it starts (with its
    /// arguments), when it is stopped and when it finishes.
    static let slowVoice = """
        #!/bin/sh
        PATH=/usr/bin:/bin
        trap 'echo "stopped $$" >> LOG; exit 0' TERM
        echo "started $$ $*" >> LOG
        sleep 5 & wait
        echo "finished $$" >> LOG
        """

    /// An espeak-ng that logs its arguments, each in brackets, a line a call, and says nothing.
    static let recordingEspeak =
        "#!/bin/sh\nline=; for a in \"$@\"; do line=\"$line[$a]\"; done\nprintf '%s\\n' \"$line\" >> LOG\n"

    /// A folder to put on PATH with one executable script in it; removed afterwards.
    final class StandIn {
        let folder: String
        var log: String { folder + "/log" }

        init(name: String, script: String) throws {
            folder =
                FileManager.default.temporaryDirectory.appendingPathComponent("rps-speech-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/" + name
            try writeProgram(script.replacingOccurrences(of: "LOG", with: log), to: path)
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// The process id in a line of `slowVoice`'s log ("started 123 -v en ...").
        static func pid(_ line: String?) -> String { line.map { String($0.split(separator: " ")[1]) } ?? "?" }

        /// Stops the voice `slowVoice` started last, so that none outlives its test.
        func stopLastVoice() {
            if let last = lines().last(where: { $0.hasPrefix("started") }), let pid = pid_t(Self.pid(last)) {
                kill(pid, SIGTERM)
            }
        }

        /// The log's lines once it has stopped growing for `settle` seconds (waiting up to 10 s
        /// for the first, as stand-ins start slowly on a busy machine).
        func lines(settle: Double = 0.3) -> [String] {
            var last = ""
            var stableSince = Date()
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                usleep(50_000)
                let now = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                if now != last {
                    last = now
                    stableSince = Date()
                } else if !now.isEmpty, Date().timeIntervalSince(stableSince) >= settle {
                    break
                }
            }
            return last.split(separator: "\n").map(String.init)
        }
    }

    /// A program the game starts handles signals its own way: none that the game ignores or
    /// catches (SIGXFSZ, for a transcript past a size limit, among them) is ignored there.
    @Test func aSpeechProgramStartsWithNoSignalIgnored() throws {
        let espeak = try StandIn(
            name: "espeak-ng", script: "#!/bin/sh\nPATH=/usr/bin:/bin\ngrep SigIgn /proc/$$/status >> LOG\n")
        let run = PipedRun(
            ["--speak", "--delay", "0"], typing: [], environment: Binary.environment(["PATH": espeak.folder]))
        #expect(run.status == 0)
        let ignored = try #require(
            espeak.lines().first.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) })
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXFSZ] {
            #expect(ignored & (1 << UInt64(signal - 1)) == 0, "signal \(signal) is ignored in the speech program")
        }
    }

    @Test func newNarrationInterruptsEspeakAndNeverWaitsForIt() throws {
        let espeak = try StandIn(name: "espeak-ng", script: Self.slowVoice)
        // Typed as a player would, a moment apart, so each stand-in is listening for SIGTERM.
        let game = try PlaySession(
            ["--speak", "--delay", "0", "--seed", "7", "--speech-rate", "120"],
            environment: Binary.environment(["PATH": espeak.folder]))
        try game.expect(Binary.prompt)
        for line in ["rock", "score"] {
            usleep(300_000)
            game.type(line + "\r")
            try game.expect(Binary.prompt, within: 1)  // the game answers at once, while the stand-in still speaks
        }
        usleep(300_000)
        game.type("quit\r")
        #expect(game.exit(within: 1) == 0)
        let log = espeak.lines(settle: 0.6)
        let started = log.filter { $0.hasPrefix("started") }
        #expect(started.count == 4)  // welcome, the round, the score, goodbye
        #expect(started.first?.hasSuffix("-v en -s 120 -- Welcome! Type rock, paper, scissors or help.") ?? false)
        #expect(log.filter { $0.hasPrefix("stopped") }.count == 3)  // each interrupted by the next
        #expect(!log.contains { $0.hasPrefix("finished") })
        if let last = started.last, let pid = pid_t(StandIn.pid(last)) { kill(pid, SIGTERM) }
    }

    /// `hush` stops a long answer at once and says nothing; so does the hush key, Ctrl-^, which
    /// leaves the line being typed as it was, without showing the prompt again.
    @Test func hushAndTheHushKeyStopTheVoiceAtOnceAndSayNothing() throws {
        let espeak = try StandIn(name: "espeak-ng", script: Self.slowVoice)
        let game = try PlaySession(
            ["--speak", "--delay", "0", "--seed", "7"], environment: Binary.environment(["PATH": espeak.folder]))
        try game.expect(Binary.prompt)
        usleep(300_000)
        game.type("help all\r")
        try game.expect("Type more to hear the rest.\r\n" + Binary.prompt)
        let help = espeak.lines().last { $0.hasPrefix("started") }
        #expect(help?.contains("Commands: again, undo") ?? false, "\(espeak.lines())")
        game.type("hush\r")
        // Nothing shown but the typed word and the next prompt.
        #expect(game.rest(after: 0.5) == "hush\r\n" + Binary.prompt)
        var log = espeak.lines()
        let helpPid = StandIn.pid(help)
        #expect(log.contains("stopped \(helpPid)"), "\(log)")
        #expect(log.last { $0.hasPrefix("started") } == help, "hush says nothing: \(log)")
        game.type("more\r")
        try game.expect("Type more to hear the rest.\r\n" + Binary.prompt)
        log = espeak.lines()
        let more = log.last { $0.hasPrefix("started") }
        #expect(more != help)
        game.type("ro\u{1E}")  // the key, with a move half typed
        #expect(game.rest(after: 0.5) == "ro", "the key shows nothing, not even the prompt again")
        log = espeak.lines()
        #expect(log.contains("stopped \(StandIn.pid(more))"), "\(log)")
        #expect(log.last { $0.hasPrefix("started") } == more)
        game.type("ck\r")  // the line typed before the key goes on
        try game.expect("Lost, rock to paper.")
        try game.expect(Binary.prompt)
        game.type("quit\r")
        #expect(game.exit(within: 2) == 0)
        espeak.stopLastVoice()
    }

    /// `~/.inputrc` can give the hush key another key, by readline's name for it, rps-hush.
    @Test func theHushKeyCanBeBoundAnewInInputrc() throws {
        let espeak = try StandIn(name: "espeak-ng", script: Self.slowVoice)
        let inputrc = espeak.folder + "/inputrc"
        try Data("$if rps\n\"\\C-o\": rps-hush\n$endif\n".utf8).write(to: URL(fileURLWithPath: inputrc))
        let game = try PlaySession(
            ["--speak", "--delay", "0"], environment: Binary.environment(["PATH": espeak.folder, "INPUTRC": inputrc]))
        try game.expect(Binary.prompt)
        usleep(300_000)
        game.type("help all\r")
        try game.expect("Type more to hear the rest.\r\n" + Binary.prompt)
        let help = StandIn.pid(espeak.lines().last { $0.hasPrefix("started") })
        game.type("\u{0F}")  // Ctrl-O, bound to rps-hush
        #expect(game.rest(after: 0.5).isEmpty)
        #expect(espeak.lines().contains("stopped \(help)"), "\(espeak.lines())")
        game.type("quit\r")
        #expect(game.exit(within: 2) == 0)
        espeak.stopLastVoice()
    }

    @Test func hushWithTheVoiceOffSaysWhyNothingStopped() {
        let run = PipedRun(["--delay", "0", "--seed", "7"], typing: ["hush", "조용", "quit"])
        #expect(
            run.lines.suffix(5) == [
                "Speech is off; nothing to hush.", "To leave the game, type quit.", "Speech is off; nothing to hush.",
                "To leave the game, type quit.", "Bye. You 0, computer 0.",
            ])
    }

    @Test func theRealEspeakNgSpeaksEachLanguage() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng") else {
            Issue.record("espeak-ng is not installed (apt-get install espeak-ng)")
            return
        }
        let espeak = try StandIn(
            name: "espeak-ng",
            script: "#!/bin/sh\nexec /usr/bin/espeak-ng -w \"$(/usr/bin/dirname LOG)/$$.wav\" \"$@\"\n")
        for language in ["en", "ko"] {
            _ = PipedRun(
                ["--speak", "--delay", "0", "--seed", "7", "--lang", language], typing: [],
                environment: Binary.environment(["PATH": espeak.folder]))
        }
        usleep(1_500_000)
        let waves = try FileManager.default.contentsOfDirectory(atPath: espeak.folder).filter { $0.hasSuffix(".wav") }
        #expect(waves.count >= 2)
        for wave in waves {
            let size =
                (try FileManager.default.attributesOfItem(atPath: espeak.folder + "/" + wave)[.size] as? Int) ?? 0
            #expect(size > 22_050, "\(wave) holds less than half a second of audio")  // 16-bit mono at 22,050 Hz
        }
    }

    @Test func withoutASpeechProgramOneSentenceSaysSoAndTheGameGoesOn() {
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7"], typing: ["rock", "speak on", "speak off", "settings"],
            environment: Binary.environment(["PATH": "/nonexistent"]))
        #expect(run.status == 0)
        #expect(run.lines.prefix(3) == ["No speech program.", "Install espeak-ng.", "Welcome!"])
        #expect(run.lines.contains("Lost, rock to paper."))
        #expect(run.lines.filter { $0 == "No speech program." }.count == 2)
        #expect(run.lines.filter { $0 == "Install espeak-ng." }.count == 2)
        #expect(run.lines.contains("Speech off."))
    }

    @Test func noTextCanRunACommand() throws {
        let espeak = try StandIn(name: "espeak-ng", script: "#!/bin/sh\nprintf '%s\\n' \"$*\" >> LOG\n")
        let marker = espeak.folder + "/pwned"
        let game = try PlaySession(
            ["--speak", "--delay", "0"], environment: Binary.environment(["PATH": espeak.folder]))
        try game.expect(Binary.prompt)
        game.type("transcript /tmp/$(touch \(marker))`touch \(marker)`;touch \(marker)\r")
        try game.expect(Binary.prompt)
        // Each text cuts off the last: its stand-in writes it down before the next line is typed.
        #expect(espeak.lines().last?.contains("$(touch") ?? false, "\(espeak.lines())")
        game.type("transcript off\r")
        try game.expect(Binary.prompt)
        game.type("quit\r")
        #expect(game.exit(within: 2) == 0)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
