import Foundation
import Glibc
import Testing

/// The real binary looks for its speech and sound programs when the voice or the cues are first
/// wanted, not at the start: a program put on PATH after the game started is found by `sound on`
/// or `speak on` (had the game looked at the start, it would say there is none); with none on
/// PATH, the answer says so, and never that the voice or the sound is on.
@Suite(.serialized) struct ProgramsWhenWantedEndToEndTests {
    /// An empty folder, the game's only PATH; removed afterwards.
    final class Folder {
        let path: String
        var log: String { path + "/log" }

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("rps-wanted-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path + "/bin", withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// No speech-dispatcher socket and no server to start: the voice is espeak-ng or none.
        func environment() -> [String: String] {
            Binary.environment([
                "PATH": path + "/bin", "XDG_RUNTIME_DIR": path, "TMPDIR": path, "XDG_DATA_HOME": path + "/data",
                "RPS_STAND_IN_LOG": log, "RPS_STAND_IN_COPIES": path, "RPS_STAND_IN_SECONDS": "0.1",
            ])
        }

        var logged: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

        func waitForLog(containing text: String, within seconds: Double = 5) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !logged.contains(text), Date() < deadline { usleep(10_000) }
            return logged.contains(text)
        }
    }

    @Test func aSoundPlayerPutOnPathAfterTheStartPlaysTheCues() throws {
        let folder = try Folder()
        let game = try PlaySession(["--seed", "3", "--delay", "0"], environment: folder.environment())
        try game.expect(Binary.prompt)
        let standIn = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent(
            "stand-in-player"
        ).path
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/bin/pw-play", withDestinationPath: standIn)
        game.type("sound on\r")
        try game.expect("Sound on.\r\n" + Binary.prompt)
        game.type("rock\r")
        try game.expect("Draw, both rock.")
        #expect(folder.waitForLog(containing: "draw.wav"), "no cue played: \(folder.logged)")
        game.type("quit\r")
        #expect(game.exit() == 0)
    }

    @Test func espeakPutOnPathAfterTheStartSpeaks() throws {
        let folder = try Folder()
        let game = try PlaySession(["--seed", "3", "--delay", "0"], environment: folder.environment())
        try game.expect(Binary.prompt)
        try writeProgram(
            "#!/bin/sh\nfor a in \"$@\"; do printf '[%s]' \"$a\" >> \(folder.log); done; echo >> \(folder.log)\n",
            to: folder.path + "/bin/espeak-ng")
        game.type("speak on\r")
        try game.expect("Speech on.\r\n" + Binary.prompt)
        #expect(folder.waitForLog(containing: "[Speech on.]"), "nothing spoken: \(folder.logged)")
        game.type("quit\r")
        #expect(game.exit() == 0)
    }

    /// speech-dispatcher's server, put on PATH after the start, is started by `speak on` (had the
    /// game looked for it at the start, it would not know it); this one will not start, and the
    /// answer says there is no voice instead of saying it is on.
    @Test func speechDispatcherPutOnPathAfterTheStartIsStartedBySpeakOn() throws {
        let folder = try Folder()
        let game = try PlaySession(["--seed", "3", "--delay", "0"], environment: folder.environment())
        try game.expect(Binary.prompt)
        try writeProgram(
            "#!/bin/sh\necho \"$*\" >> \(folder.log)\nexit 1\n", to: folder.path + "/bin/speech-dispatcher")
        game.type("speak on\r")
        // Right after the line typed: nothing said before it.
        try game.expect("speak on\r\nNo speech program.\r\nInstall espeak-ng.\r\n" + Binary.prompt)
        #expect(folder.logged.contains("--spawn"), "the server was not started: \(folder.logged)")
        game.type("quit\r")
        #expect(game.exit() == 0)
    }

    /// With an empty PATH (and no speech-dispatcher), each answer says there is no program, first
    /// and instead of the change; `cues` says so too; and the game goes on.
    @Test func withAnEmptyPathTheAnswersSayThereIsNoProgram() {
        let run = PipedRun(
            ["--delay", "0", "--seed", "3"], typing: ["speak on", "sound on", "cues", "rock", "speak on"],
            environment: Binary.environment(["PATH": ""]))
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "Welcome!", "Type rock, paper, scissors or help.", "No speech program.", "Install espeak-ng.",
                "No sound player.", "Install alsa-utils.", "No sound player.", "Install alsa-utils.",
                "Draw, both rock.", "Tied 0 to 0.", "No speech program.", "Install espeak-ng.",
                "Bye. You 0, computer 0.",
            ])
    }

    @Test func withAnEmptyPathKoreanAnswersSayThereIsNoProgram() {
        let run = PipedRun(
            ["--delay", "0", "--seed", "3", "--lang", "ko"], typing: ["음성 켜기", "소리 켜기"],
            environment: Binary.environment(["PATH": ""]))
        #expect(run.status == 0)
        #expect(
            Array(run.lines.dropFirst(2).dropLast())
                == ["음성 프로그램이 없습니다.", "espeak-ng를 설치하세요.", "소리 재생 프로그램이 없습니다.", "alsa-utils를 설치하세요."],
            "\(run.lines)")
    }
}
