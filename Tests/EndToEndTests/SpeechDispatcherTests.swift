import Foundation
import Glibc
import Testing

/// `--speak` through speech-dispatcher: one connection of the game's own, in speech-dispatcher's
/// protocol (SSIP), to the real server (with a synthesizer slow enough that speech can be cut
/// short, and a second client speaking as Orca does) or to a stand-in that writes down every
/// exchange (`SpeechServer`).
@Suite(.serialized) struct SpeechDispatcherTests {
    /// The exchange of one game, the game's name for itself checked apart: `user:rps:main`.
    static func exchange(_ server: SpeechServer) -> [String] {
        server.settled().map { line in
            guard line.hasPrefix("1> SET SELF CLIENT_NAME ") else { return line }
            let name = line.dropFirst("1> SET SELF CLIENT_NAME ".count).split(separator: ":")
            let isPart = { (part: Substring) in
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }
            }
            #expect(name.count == 3 && name.allSatisfy(isPart), "\(line)")
            return "1> SET SELF CLIENT_NAME USER:" + name.dropFirst().joined(separator: ":")
        }
    }

    /// The name of the user the tests run as: the first part of the game's client name.
    static let user = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_name) } ?? "unknown"

    /// The lines of one text the game says: SPEAK, its text, the ending dot, and the answers.
    static func spoken(_ text: String, message: Int) -> [String] {
        ["1> SPEAK", "1< 230 OK RECEIVING DATA", "1> " + text, "1> .", "1< 225-\(message)", "1< 225 OK MESSAGE QUEUED"]
    }

    @Test func theGameSpeaksThroughOneConnectionOfItsOwnNamedAfterIt() throws {
        let server = try SpeechServer.recorder()
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7"], typing: ["rock", "hush", "rate 300"],
            environment: Binary.environment(server.environment.merging(["PATH": "/nonexistent"]) { $1 }))
        #expect(run.status == 0)
        let greeting = [
            "1 connected", "1> SET SELF CLIENT_NAME USER:rps:main", "1< 208 OK CLIENT NAME SET",
            "1> SET SELF PRIORITY text", "1< 202 OK PRIORITY SET",
        ]
        let voice = ["1> SET SELF LANGUAGE en", "1< 201 OK LANGUAGE SET", "1> SET SELF RATE 0", "1< 203 OK RATE SET"]
        let expected =
            greeting + voice + Self.spoken("Welcome! Type rock, paper, scissors or help.", message: 1)
            + Self.spoken("Lost, rock to paper. Down 0 to 1.", message: 2)
            + ["1> CANCEL SELF", "1< 213 OK CANCELED", "1> SET SELF RATE 45", "1< 203 OK RATE SET"]
            + Self.spoken("Rate 300 words a minute.", message: 3) + Self.spoken("Bye. You 0, computer 1.", message: 4)
            + ["1> QUIT", "1< 231 HAPPY HACKING", "1 closed"]
        #expect(Self.exchange(server) == expected)
    }

    /// The game's language and rate are the voice's, set once and again only when they change,
    /// before the text they are for: a rate typed in the game is the rate of its own answer.
    @Test func theVoiceHasTheGamesLanguageAndRate() throws {
        let server = try SpeechServer.recorder()
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7", "--lang", "ko", "--speech-rate", "200"],
            typing: ["rock", "english", "faster", "rate 80", "slower"],
            environment: Binary.environment(server.environment.merging(["PATH": "/nonexistent"]) { $1 }))
        #expect(run.status == 0)
        let sent = Self.exchange(server).filter { $0.hasPrefix("1> ") && $0 != "1> SPEAK" && $0 != "1> ." }
            .map { String($0.dropFirst(3)) }
        #expect(
            Array(sent.prefix(6)) == [
                "SET SELF CLIENT_NAME USER:rps:main", "SET SELF PRIORITY text", "SET SELF LANGUAGE ko",
                "SET SELF RATE 9", "가위바위보. 가위 바위 보나 도움말을 입력하세요.", "패배, 보가 바위를 이김 0 대 1 뒤짐",
            ])
        let afterSwitch = Array(sent.dropFirst(6))
        #expect(afterSwitch.first == "SET SELF LANGUAGE en", "\(afterSwitch)")
        #expect(afterSwitch.contains("SET SELF RATE 18"))  // 225 words a minute
        #expect(afterSwitch.contains("Rate 225 words a minute."))
        #expect(afterSwitch.contains("SET SELF RATE -100"))
        #expect(afterSwitch.suffix(3) == ["Rate 80 words a minute, the slowest.", "Bye. You 0, computer 1.", "QUIT"])
        #expect(afterSwitch.filter { $0 == "SET SELF RATE -100" }.count == 1, "set again only when it changes")
        // Each rate before the text it is for.
        for (rate, text) in [
            ("SET SELF RATE 18", "Rate 225 words a minute."),
            ("SET SELF RATE -100", "Rate 80 words a minute, the slowest."),
        ] {
            if let set = afterSwitch.firstIndex(of: rate), let said = afterSwitch.firstIndex(of: text) {
                #expect(set < said, "\(rate) after \(text): \(afterSwitch)")
            } else {
                Issue.record("\(rate) or \(text) missing: \(afterSwitch)")
            }
        }
        #expect(afterSwitch.filter { $0.hasPrefix("SET SELF LANGUAGE") }.count == 1)
    }

    /// The hush that matters to a screen-reader user: it stops the game's own speech and leaves
    /// another client's alone (here one that speaks as Orca does, at priority "message"), where
    /// `spd-say -C` cancelled everyone's. And the game yields to such a client: its message cuts
    /// off the game's text, and the game's next text waits until it is said.
    @Test func hushStopsTheGamesOwnSpeechAndNoOneElses() throws {
        let server = try SpeechServer.real(seconds: 1.5)
        let game = try PlaySession(
            ["--speak", "--delay", "0", "--seed", "7"],
            environment: Binary.environment(server.environment.merging(["PATH": "/nonexistent"]) { $1 }))
        try game.expect(Binary.prompt)
        server.await("begin Welcome! Type rock, paper, scissors or help.")

        // A new answer cuts off the last, and hush the one still playing.
        game.type("rock\r")
        try game.expect("Down 0 to 1.\r\n" + Binary.prompt)
        var log = server.await("begin Lost, rock to paper. Down 0 to 1.")
        #expect(log.contains("stopped Welcome! Type rock, paper, scissors or help."))
        game.type("hush\r")
        try game.expect(Binary.prompt)
        log = server.await("stopped Lost, rock to paper. Down 0 to 1.")

        // Another client's message cuts off the game's text; the game's next waits for it.
        game.type("score\r")
        try game.expect(Binary.prompt)
        server.await("begin You 0, computer 1.")
        try Self.otherClient(server, says: "Another program is speaking.")
        log = server.await("begin Another program is speaking.")
        #expect(log.suffix(2) == ["stopped You 0, computer 1.", "begin Another program is speaking."])
        game.type("score\r")
        try game.expect(Binary.prompt)
        log = server.await("end Another program is speaking.", within: 4)
        log = server.await("begin You 0, computer 1.", times: 2, within: 1)
        #expect(log.suffix(2) == ["end Another program is speaking.", "begin You 0, computer 1."], "\(log)")

        // hush while the other client speaks: the game's text waiting is dropped, the other's goes on.
        try Self.otherClient(server, says: "Another program speaks again.")
        server.await("begin Another program speaks again.")
        game.type("score\r")
        try game.expect(Binary.prompt)
        game.type("hush\r")
        try game.expect(Binary.prompt)
        server.await("end Another program speaks again.", within: 4)
        usleep(500_000)  // long enough for a text still waiting to begin
        log = server.lines
        #expect(log.last == "end Another program speaks again.", "\(log)")
        #expect(!log.contains("stopped Another program speaks again."))
        #expect(!log.contains("stopped Another program is speaking."))

        // The voice speaks again after hush, and its goodbye is said after the game has gone.
        game.type("quit\r")
        #expect(game.exit(within: 2) == 0)
        server.await("begin Bye. You 0, computer 1.")
    }

    /// A client of speech-dispatcher's own Python library, at Orca's priority, says `text`.
    static func otherClient(_ server: SpeechServer, says text: String) throws {
        let said = output(of: SpeechServer.support + "/other-client", [server.socket, text])
        try #require(said != nil, "the other client could not speak (python3-speechd)")
    }

    /// A server that accepts the connection but never answers holds the game up once, for the
    /// time it allows an answer, at launch; then espeak-ng speaks, and no round waits.
    @Test func aServerThatNeverAnswersHoldsNothingUp() throws {
        let server = try SpeechServer.recorder(mute: true)
        let espeak = try SpeechTests.StandIn(name: "espeak-ng", script: SpeechTests.recordingEspeak)
        let started = Date()
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7"], typing: ["rock", "score"],
            environment: Binary.environment(server.environment.merging(["PATH": espeak.folder]) { $1 }))
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 0)
        #expect(seconds < 1.5, "the game took \(seconds) s")
        // Each text cuts off the last, perhaps before its stand-in wrote it down: the last stays.
        #expect(espeak.lines().last == "[-v][en][-s][175][--][Bye. You 0, computer 1.]")
        #expect(server.settled() == ["1 connected", "1> SET SELF CLIENT_NAME \(Self.user):rps:main", "1 closed"])
    }

    /// Without espeak-ng either, such a server leaves the game without a voice, which it says in
    /// the one sentence it has for that.
    @Test func aServerThatNeverAnswersAndNoEspeakNgLeaveTheGameSilentAndSaySo() throws {
        let server = try SpeechServer.recorder(mute: true)
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7"], typing: ["rock"],
            environment: Binary.environment(server.environment.merging(["PATH": "/nonexistent"]) { $1 }))
        #expect(run.status == 0)
        #expect(run.lines.prefix(3) == ["No speech program.", "Install espeak-ng.", "Welcome!"])
        #expect(run.lines.contains("Lost, rock to paper."))
    }

    /// A server that stops answering in the middle of a game (stopped, here) holds up one answer's
    /// speech for the time allowed, never its words on the screen, and is left: espeak-ng speaks
    /// from then on, and the game sends the server nothing more.
    @Test func aServerThatStopsAnsweringIsLeftForEspeakNg() throws {
        let server = try SpeechServer.recorder()
        let espeak = try SpeechTests.StandIn(name: "espeak-ng", script: SpeechTests.recordingEspeak)
        let game = try PlaySession(
            ["--speak", "--delay", "0", "--seed", "7"],
            environment: Binary.environment(server.environment.merging(["PATH": espeak.folder]) { $1 }))
        try game.expect(Binary.prompt)
        server.await("1< 225 OK MESSAGE QUEUED")
        server.pause()
        let typed = Date()
        game.type("rock\r")
        let shown = try game.expect("Lost, rock to paper.")
        let prompt = try game.expect(Binary.prompt)
        #expect(shown.timeIntervalSince(typed) < 0.2, "the answer is shown before the server is asked")
        #expect(prompt.timeIntervalSince(typed) < 1, "one wait, bounded")
        #expect(espeak.lines() == ["[-v][en][-s][175][--][Lost, rock to paper. Down 0 to 1.]"])
        game.type("score\r")
        try game.expect("You 0, computer 1.\r\n" + Binary.prompt, within: 1)
        #expect(espeak.lines().last == "[-v][en][-s][175][--][You 0, computer 1.]")
        game.type("quit\r")
        #expect(game.exit(within: 2) == 0)
        server.resume()
        let exchange = server.settled()
        // The SPEAK left unanswered is the last the server got; the game closed the connection.
        #expect(exchange.last { $0.hasPrefix("1>") } == "1> SPEAK", "\(exchange)")
        #expect(exchange.filter { $0 == "1> SPEAK" }.count == 2)
        #expect(exchange.last == "1 closed")
    }

    /// A stand-in speech-dispatcher program that writes down how it was started (and the signals it
    /// ignores), then starts the recorder at the socket it was given, as `--spawn` starts a server
    /// and returns once it listens.
    static let spawningServer = """
        #!/bin/sh
        PATH=/usr/bin:/bin
        echo "$*" >> LOG
        grep SigIgn /proc/$$/status >> LOG.signals
        while [ $# -gt 0 ]; do
          if [ "$1" = --socket-path ]; then socket=$2; fi
          shift
        done
        mkdir -p "$(dirname "$socket")"
        SUPPORT/ssip-recorder "$socket" "$(dirname LOG)/exchange" &
        echo $! > "$(dirname LOG)/server.pid"
        for i in $(seq 200); do [ -S "$socket" ] && exit 0; sleep 0.05; done
        exit 1
        """

    /// With no server listening, the game starts one as speech-dispatcher's own library does, for
    /// the socket it looked at ($XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock), and speaks through it.
    @Test func withNoServerTheGameStartsOne() throws {
        let program = try SpeechTests.StandIn(
            name: "speech-dispatcher",
            script: Self.spawningServer.replacingOccurrences(of: "SUPPORT", with: SpeechServer.support))
        defer {
            if let pid = procFile(program.folder + "/server.pid").map({ String(decoding: $0, as: UTF8.self) }),
                let server = pid_t(pid.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                kill(server, SIGTERM)
            }
        }
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7"], typing: ["rock"],
            environment: Binary.environment(["PATH": program.folder, "XDG_RUNTIME_DIR": program.folder + "/run"]))
        #expect(run.status == 0)
        #expect(
            program.lines() == [
                "--spawn --communication-method unix_socket --socket-path \(program.folder)/run/speech-dispatcher/speechd.sock"
            ])
        let exchange = procFile(program.folder + "/exchange").map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(exchange.contains("1> Lost, rock to paper. Down 0 to 1.\n"), "\(exchange)")
        let ignored = try #require(
            procFile(program.log + ".signals").map { String(decoding: $0, as: UTF8.self) }
                .flatMap {
                    UInt64(
                        $0.split(separator: "\t").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "", radix: 16
                    )
                })
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXFSZ] {
            #expect(ignored & (1 << UInt64(signal - 1)) == 0, "signal \(signal) is ignored in the server")
        }
    }

    /// With no server listening and no program to start one, or an address where nothing listens,
    /// espeak-ng speaks.
    @Test(arguments: [false, true]) func withNoServerAndNoneToStartEspeakNgSpeaks(byAddress: Bool) throws {
        let espeak = try SpeechTests.StandIn(name: "espeak-ng", script: SpeechTests.recordingEspeak)
        let file = espeak.folder + "/not-a-socket"
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        let place = byAddress ? ["SPEECHD_ADDRESS": "unix_socket:" + file] : ["XDG_RUNTIME_DIR": espeak.folder]
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7"], typing: [],
            environment: Binary.environment(place.merging(["PATH": espeak.folder]) { $1 }))
        #expect(run.status == 0)
        #expect(espeak.lines().last == "[-v][en][-s][175][--][Bye. You 0, computer 0.]")
    }
}
