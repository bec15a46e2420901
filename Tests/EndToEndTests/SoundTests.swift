import Foundation
import Glibc
import SoundCues
import Testing

/// The sound cues (`--sound`) with a stand-in player on PATH that records when it started, what
/// it was given and who started it, and copies the file.
@Suite(.serialized) struct SoundTests {
    /// A folder on PATH holding the stand-in under a player's name, its record and its copies.
    final class Player {
        let folder: String
        var log: String { folder + "/log" }
        var copies: String { folder + "/copies" }

        init(named name: String = "pw-play", playing seconds: Double = 0.3) throws {
            folder =
                FileManager.default.temporaryDirectory.appendingPathComponent("rps-sound-\(UUID().uuidString)").path
            self.seconds = seconds
            try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
            let standIn = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent(
                "stand-in-player"
            ).path
            try FileManager.default.createSymbolicLink(atPath: folder + "/bin/" + name, withDestinationPath: standIn)
        }

        let seconds: Double

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func environment(_ extra: [String: String] = [:]) -> [String: String] {
            Binary.environment(
                [
                    "PATH": folder + "/bin", "RPS_STAND_IN_LOG": log, "RPS_STAND_IN_COPIES": copies,
                    "RPS_STAND_IN_SECONDS": String(seconds), "TMPDIR": folder, "XDG_DATA_HOME": folder + "/data",
                ].merging(extra) { $1 })
        }

        /// Each start: when, who started it, the cue's file name and its path.
        var starts: [(time: Double, parent: String, file: String, path: String)] {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ").map(String.init)
                guard words.first == "start", words.count >= 5 else { return nil }
                return (
                    Double(words[1]) ?? 0, String(words[2].dropFirst("parent=".count)),
                    (words.last! as NSString).lastPathComponent, words.last!
                )
            }
        }

        var ends: [String] {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").filter { $0.hasPrefix("end ") }.map {
                ($0.split(separator: " ").last.map(String.init) ?? "")
            }
        }

        func waitForStarts(_ count: Int, within seconds: Double = 5) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while starts.count < count, Date() < deadline { usleep(10_000) }
            return starts.count >= count
        }

        /// The bytes of the copy the stand-in made of `name`, once it has them all: it logs its
        /// start before it copies, so a copy read at once may be empty on a busy machine.
        func copy(_ name: String, as expected: [UInt8], within seconds: Double = 5) -> [UInt8]? {
            let deadline = Date().addingTimeInterval(seconds)
            var bytes = FileManager.default.contents(atPath: copies + "/" + name).map(Array.init)
            while bytes != expected, Date() < deadline {
                usleep(10_000)
                bytes = FileManager.default.contents(atPath: copies + "/" + name).map(Array.init)
            }
            return bytes
        }
    }

    /// A turn at a time through a pseudo-terminal, so each cue plays before the next line.
    @Test func everyEventGetsItsCueAndOnlyItsCue() throws {
        let player = try Player()
        let game = try PlaySession(
            ["--sound", "--seed", "3", "--delay", "0", "--match", "3"], environment: player.environment())
        try game.expect(Binary.prompt)
        // Seed 3, rock each time: a draw, a win, a loss, a draw, a draw, a loss that ends the match.
        // A turn's cues in order; a cue followed at once by another in the same turn is cut off,
        // and may be gone before it starts, so only a turn's last cue must be heard.
        let turns: [(typed: String, cues: [String])] = [
            ("rock", ["draw.wav"]), ("rock", ["win.wav"]), ("xyzzy", ["not-understood.wav"]), ("rock", ["loss.wav"]),
            ("rock", ["draw.wav"]), ("rock", ["draw.wav"]), ("rock", ["loss.wav", "match-lost.wav"]), ("score", []),
        ]
        var heard: [String] = []
        for turn in turns {
            let before = player.starts.count
            game.type(turn.typed + "\r")
            try game.expect("\r\n\(Binary.prompt)")
            if let last = turn.cues.last {
                let deadline = Date().addingTimeInterval(5)
                while player.starts.last?.file != last || player.starts.count == before, Date() < deadline {
                    usleep(10_000)
                }
            } else {
                usleep(300_000)
            }
            let new = player.starts.dropFirst(before).map(\.file)
            #expect(new.last == turn.cues.last, "after \(turn.typed): \(new)")
            #expect(Set(new).isSubset(of: Set(turn.cues)), "after \(turn.typed): \(new), expected only \(turn.cues)")
            heard += new
        }
        game.type("quit\r")
        #expect(game.exit() == 0)
        #expect(heard.filter { $0 != "loss.wav" }.count == 6)
        // Nothing through a shell: the game starts the player itself.
        #expect(player.starts.allSatisfy { $0.parent == "rps" }, "\(player.starts.map(\.parent))")
    }

    @Test func theFilesPlayedAreTheCuesTheGameSynthesised() throws {
        let player = try Player()
        let game = try PlaySession(["--sound", "--seed", "3", "--delay", "0"], environment: player.environment())
        try game.expect(Binary.prompt)
        for typed in ["rock", "rock", "xyzzy"] {
            game.type(typed + "\r")
            try game.expect("\r\n\(Binary.prompt)")
            usleep(100_000)
        }
        game.type("quit\r")
        _ = game.exit()
        let synthesizer = Synthesizer()
        for cue in [Cue.draw, .win, .notUnderstood] {
            let copy = FileManager.default.contents(atPath: player.copies + "/" + cue.fileName)
            #expect(copy.map(Array.init) == synthesizer.wavFile(for: cue).bytes, "\(cue.fileName)")
        }
        // The private folder is gone once the game has ended.
        let left = try FileManager.default.contentsOfDirectory(atPath: player.folder).filter {
            $0.hasPrefix("rps-sounds-")
        }
        #expect(left.isEmpty, "\(left)")
        #expect(player.starts.allSatisfy { $0.path.hasPrefix(player.folder + "/rps-sounds-") })
    }

    /// The cue starts as the line it goes with reaches the terminal: within 10 ms in the best of
    /// three rounds (50 ms in a build with AddressSanitizer) (a busy machine, running the other tests, can delay any one start), and never
    /// late enough to be heard apart from its line.
    @Test func aCueStartsWithin10MillisecondsOfItsLine() throws {
        let player = try Player()
        let game = try PlaySession(["--sound", "--seed", "3", "--delay", "0.2"], environment: player.environment())
        try game.expect(Binary.prompt)
        var lags: [Double] = []
        for (round, result) in [(1, "Draw, both rock."), (2, "Won, rock beat scissors."), (3, "Lost, rock to paper.")] {
            game.type("rock\r")
            let shown = try game.expect(result)
            #expect(player.waitForStarts(round))
            if player.starts.count >= round { lags.append(player.starts[round - 1].time - shown.timeIntervalSince1970) }
            try game.expect(Binary.prompt)
        }
        game.type("quit\r")
        _ = game.exit()
        // A game built with AddressSanitizer (the second test run of .ci/run) is slower at
        // everything, starting a program too: 10 ms is the release build's bound.
        let bound = ProcessInfo.processInfo.environment["RPS_SANITIZED"] == nil ? 0.010 : 0.050
        #expect((lags.min() ?? 1) < bound, "the cues started \(lags.map { $0 * 1000 }) ms after their lines were seen")
        #expect(
            lags.allSatisfy { $0 < 0.1 }, "the cues started \(lags.map { $0 * 1000 }) ms after their lines were seen")
        // Not before its line: a cue that ran ahead would give away the result during the pause.
        #expect(
            lags.allSatisfy { $0 > -0.005 }, "the cues started \(lags.map { $0 * 1000 }) ms after their lines were seen"
        )
    }

    @Test func aNewCueCutsOffTheOneStillPlaying() throws {
        let player = try Player(playing: 1)
        let game = try PlaySession(["--sound", "--seed", "3", "--delay", "0"], environment: player.environment())
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect("\r\n\(Binary.prompt)")
        #expect(player.waitForStarts(1))
        game.type("xyzzy\r")
        try game.expect("\r\n\(Binary.prompt)")
        #expect(player.waitForStarts(2))
        // Long enough for both to end by themselves, had the first not been cut off.
        usleep(1_400_000)
        #expect(player.starts.map(\.file) == ["draw.wav", "not-understood.wav"])
        #expect(player.ends.map { ($0 as NSString).lastPathComponent } == ["not-understood.wav"], "\(player.ends)")
        game.type("quit\r")
        _ = game.exit()
    }

    @Test func aPlayersOwnCueReplacesTheGames() throws {
        let player = try Player(named: "aplay")
        try FileManager.default.createDirectory(
            atPath: player.folder + "/data/rps/sounds", withIntermediateDirectories: true)
        let own = player.folder + "/data/rps/sounds/draw.wav"
        _ = FileManager.default.createFile(atPath: own, contents: Data("my own draw".utf8))
        let game = try PlaySession(["--sound", "--seed", "3", "--delay", "0"], environment: player.environment())
        try game.expect(Binary.prompt)
        game.type("rock\r")
        try game.expect("\r\n\(Binary.prompt)")
        #expect(player.waitForStarts(1))
        game.type("quit\r")
        _ = game.exit()
        #expect(player.starts.first?.path == own)
        // aplay is started quietly, with the file last.
        let log = (try? String(contentsOfFile: player.log, encoding: .utf8)) ?? ""
        #expect(log.contains(" aplay -q \(own)"), "\(log)")
    }

    /// `volume 50` makes the game's own cues again with every sample halved, so the cues are
    /// quieter whatever program plays them.
    @Test func theVolumeScalesTheCuesTheGamePlays() throws {
        let player = try Player()
        let game = try PlaySession(
            ["--sound", "--seed", "3", "--delay", "0", "--volume", "150"], environment: player.environment())
        try game.expect(Binary.prompt)
        game.type("rock\r")  // a draw, at 150 percent
        try game.expect("\r\n" + Binary.prompt)
        #expect(player.waitForStarts(1))
        let scaled = Synthesizer().wavFile(for: .draw, volume: 150).bytes
        #expect(player.copy("draw.wav", as: scaled) == scaled)
        game.type("volume 50\r")
        try game.expect("Volume 50 percent.\r\n" + Binary.prompt)
        game.type("rock\r")  // a win, at half
        try game.expect("\r\n" + Binary.prompt)
        #expect(player.waitForStarts(2))
        game.type("quit\r")
        _ = game.exit()
        let half = Synthesizer().wavFile(for: .win, volume: 50).bytes
        let win = player.copy("win.wav", as: half)
        #expect(win == half)
        #expect(win != Synthesizer().wavFile(for: .win).bytes)
        let left = try FileManager.default.contentsOfDirectory(atPath: player.folder).filter {
            $0.hasPrefix("rps-sounds-")
        }
        #expect(left.isEmpty, "the cues made again are removed too: \(left)")
    }

    /// `cues` names each cue, then plays it once its name has had time to be heard, in order.
    @Test func cuesNamesEachCueThenPlaysIt() throws {
        let player = try Player(playing: 0.1)
        let game = try PlaySession(["--sound", "--seed", "3", "--delay", "0"], environment: player.environment())
        try game.expect(Binary.prompt)
        game.type("cues\r")
        try game.expect("Each sound after its name:")
        let names = [
            "Win.", "Loss.", "Draw.", "Streak milestone.", "Match or muk jji ppa won.", "Match or muk jji ppa lost.",
            "Attack changes sides.", "Not understood.",
        ]
        for (index, (cue, name)) in zip(Cue.allCases, names).enumerated() {
            let shown = try game.expect(name + "\r\n", within: 3)
            #expect(player.waitForStarts(index + 1))
            guard player.starts.count > index else { break }
            let start = player.starts[index]
            #expect(start.file == cue.fileName)
            let wait = start.time - shown.timeIntervalSince1970
            #expect(wait >= 0.5 && wait < 1.5, "\(cue) started \(wait) s after its name")
        }
        try game.expect(Binary.prompt)
        game.type("quit\r")
        #expect(game.exit() == 0)
        #expect(player.starts.count == Cue.allCases.count)
    }

    @Test func withoutAPlayerOneSentenceAndTheGameGoesOn() {
        let run = PipedRun(
            ["--sound", "--delay", "0", "--seed", "3"], typing: ["rock", "sound on"],
            environment: Binary.environment(["PATH": "/nonexistent"]))
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "No sound player.", "Install alsa-utils.", "Welcome!", "Type rock, paper, scissors or help.",
                "Draw, both rock.", "Tied 0 to 0.", "No sound player.", "Install alsa-utils.",
                "Bye. You 0, computer 0.",
            ])
    }
}
