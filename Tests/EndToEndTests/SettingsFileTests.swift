import Foundation
import Glibc
import Testing

/// `save` and the settings file through the real binary: what is saved is what the next game
/// starts with, a save that cannot finish leaves the old file whole, and a broken file is said in
/// one sentence while the game starts with the rest.
@Suite(.serialized) struct SettingsFileTests {
    /// A folder to be `XDG_CONFIG_HOME`, its settings file not made yet; removed afterwards.
    final class Config {
        let folder: String
        var file: String { folder + "/rps/options" }

        init() throws {
            folder =
                FileManager.default.temporaryDirectory.appendingPathComponent("rps-config-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        deinit {
            chmod(folder + "/rps", 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }

        var environment: [String: String] { Binary.environment(["XDG_CONFIG_HOME": folder]) }

        func write(_ bytes: [UInt8]) throws {
            try FileManager.default.createDirectory(atPath: folder + "/rps", withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
        }

        var contents: [UInt8]? { FileManager.default.contents(atPath: file).map(Array.init) }

        /// Everything in the file's folder: no temporary file may be left there.
        var folderHolds: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/rps")) ?? []).sorted()
        }

        func play(_ arguments: [String], _ lines: [String], through: [String] = [], extra: [String: String] = [:])
            -> PipedRun
        {
            PipedRun(arguments, typing: lines, environment: environment.merging(extra) { $1 }, through: through)
        }
    }

    /// Runs the game without the power to pass over permissions: as root, with no capability
    /// (root keeps its files but no longer writes where the mode forbids it); else as it is.
    static let withoutPrivilege: [String] =
        geteuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set=-all", "--inh-caps=-all", "--"] : []

    @Test func whatIsSavedIsWhatTheNextGameStartsWith() throws {
        let config = try Config()
        let first = config.play(
            ["--delay", "0", "--seed", "1"],
            ["settings", "brief", "rate 250", "volume 60", "prompt >>", "save", "settings", "more"])
        #expect(first.status == 0)
        #expect(first.lines.contains("Not saved; type save to keep them."))
        let afterSave = first.lines.drop { $0 != "Settings saved." }
        #expect(afterSave.contains("Saved for next time."), "\(first.lines)")
        #expect(afterSave.contains("Settings file: \(config.file)"), "settings says where the file is")
        let text = String(decoding: try #require(config.contents), as: UTF8.self)
        #expect(
            text
                == "--lang en\n--verbosity brief\n--game rps\n--match off\n--no-emoji\n--color auto\n--no-bell\n--no-speak\n--no-sound\n"
                + "--delay 0\n--speech-rate 250\n--volume 60\n--prompt '>>'\n--no-keys\n")
        #expect(config.folderHolds == ["options"], "no temporary file is left")
        var folder = stat()
        stat(config.folder + "/rps", &folder)
        #expect(folder.st_mode & 0o777 == 0o700, "the folder it made is the player's alone")

        // The next game starts with them, and says they are saved.
        let next = config.play(["--seed", "1"], ["settings", "more", "rock"])
        #expect(next.stderr.isEmpty)
        #expect(next.lines.prefix(2) == ["Welcome!", "Type rock, paper, scissors or help."])
        #expect(next.lines.contains("Narration brief.") && next.lines.contains("Saved for next time."))
        #expect(
            next.lines.contains("Delay 0 seconds.") && next.lines.contains("Rate 250 words a minute.")
                && next.lines.contains("Volume 60 percent.")
                && next.lines.contains("Prompt: >>"))
        #expect(next.lines.contains("Lost, rock to paper 0 to 1"), "brief narration: \(next.lines)")
        // RPS_OPTIONS and the command line override it, and what they change is not saved.
        let over = config.play(["--verbosity", "verbose"], ["settings"], extra: ["RPS_OPTIONS": "--lang ko"])
        #expect(over.lines.contains("안내: 자세히.") && over.lines.contains("미저장, 저장을 입력하세요."))
        // --no-config, on the command line or in RPS_OPTIONS, plays without it.
        for (arguments, options) in [(["--no-config"], nil), ([], "--no-config")] as [([String], String?)] {
            var extra: [String: String] = [:]
            extra["RPS_OPTIONS"] = options
            let skipped = config.play(arguments, ["settings"], extra: extra)
            #expect(skipped.status == 0)
            #expect(
                skipped.lines.contains("Narration normal.")
                    && skipped.lines.contains("Not saved; type save to keep them."), "\(skipped.lines)")
        }
        #expect(String(decoding: try #require(config.contents), as: UTF8.self) == text, "no start rewrites the file")
    }

    /// A save cut short by the file-size limit, as by a full disk: the old file stays whole and
    /// no part of the new one is left.
    @Test func aSaveThatRunsOutOfRoomLeavesTheOldFileWhole() throws {
        let config = try Config()
        let old = Array("--verbosity brief\n--emoji\n".utf8)
        try config.write(old)
        // 20 bytes: the first write is cut short, the next fails, as when a disk fills mid-file.
        let run = config.play(
            ["--delay", "0"], ["verbose", "save", "settings"], through: ["/usr/bin/prlimit", "--fsize=20", "--"])
        #expect(run.status == 0)
        #expect(
            run.lines.contains([
                "Not saved: the disk is full.", "Settings file: \(config.file)", "Make room, then type save again.",
            ]),
            "\(run.lines)")
        #expect(run.lines.contains("Not saved: the last save failed."))
        #expect(config.contents == old)
        #expect(config.folderHolds == ["options"], "no part of the new file is left")
        let zero = config.play(["--delay", "0"], ["save"], through: ["/usr/bin/prlimit", "--fsize=0", "--"])
        #expect(zero.lines.contains("Not saved: the disk is full."))
        #expect(config.contents == old && config.folderHolds == ["options"])
    }

    /// A folder the game may not write: nothing is lost, the old file is whole, and the game goes on.
    @Test func aSaveToAnUnwritableFolderLeavesTheOldFileWhole() throws {
        let config = try Config()
        let old = Array("--verbosity brief\n".utf8)
        try config.write(old)
        chmod(config.folder + "/rps", 0o555)
        let run = config.play(
            ["--delay", "0", "--seed", "1"], ["save", "rock", "settings"], through: Self.withoutPrivilege)
        #expect(run.status == 0)
        #expect(
            run.lines.contains([
                "Not saved: not allowed.", "Settings file: \(config.file)", "Allow writing, then type save again.",
            ]),
            "\(run.lines)")
        #expect(run.lines.contains("Lost, rock to paper 0 to 1"), "the game goes on")
        #expect(config.contents == old)
        #expect(config.folderHolds == ["options"])
        // A file that may not be read: said, and the game starts with the defaults.
        chmod(config.folder + "/rps", 0o755)
        chmod(config.file, 0o000)
        let unreadable = config.play(["--delay", "0"], ["settings"], through: Self.withoutPrivilege)
        #expect(unreadable.status == 0)
        #expect(unreadable.lines.first == "Settings file unreadable: \(config.file)")
        #expect(unreadable.lines.contains("Narration normal."))
        // Saved over, the file is one the next start reads: nothing saved is lost.
        let saved = config.play(["--delay", "0"], ["brief", "save"], through: Self.withoutPrivilege)
        #expect(saved.lines.contains("Settings saved."), "\(saved.lines)")
        let next = config.play(["--delay", "0"], ["settings"], through: Self.withoutPrivilege)
        #expect(next.lines.first == "Welcome!", "no word of an unreadable file: \(next.lines)")
        #expect(next.lines.contains("Narration brief."))
    }

    /// A broken file at start: one sentence that names it and what is wrong, the rest applies, the
    /// game starts, and the file is as it was until the next save.
    @Test func aBrokenFileIsSaidInOneSentenceAndTheRestApplies() throws {
        let config = try Config()
        let broken = Array("--delay 99\n--lang ko\n--bogus\n--verbosity brief\n".utf8)
        try config.write(broken)
        var before = stat()
        stat(config.file, &before)
        let run = config.play(["--seed", "1"], ["설정", "바위"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.lines.prefix(2) == ["설정 파일에서 --delay 건너뛰었습니다: \(config.file)", "가위바위보."])
        #expect(run.lines.filter { $0.hasPrefix("설정 파일") }.count == 1, "one sentence, however many problems")
        #expect(run.lines.contains("안내: 간단히.") && run.lines.contains("미저장, 저장을 입력하세요."))
        #expect(config.contents == broken)
        var after = stat()
        stat(config.file, &after)
        #expect(
            after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec,
            "not rewritten")

        let notText = Array("--lang ko\n--verbosity br".utf8) + [0xFF, 0xFE] + Array("ief\n--emoji\n".utf8)
        try config.write(notText)
        let binary = config.play(["--delay", "0"], ["settings", "more"])
        #expect(binary.lines.first == "설정 파일이 UTF-8이 아닙니다: \(config.file)")
        #expect(
            binary.lines.contains("안내: 보통.") && binary.lines.contains("켬: 이모지."), "the rest applies: \(binary.lines)")
        // The next save writes it whole again, and the next start says nothing.
        _ = config.play(["--delay", "0"], ["save"])
        let fixed = config.play([], ["quit"])
        #expect(fixed.lines.first == "가위바위보.")
        try config.write(Array("--lang ko --transcript 'never closed\n".utf8))
        #expect(config.play([], []).lines.first == "설정 파일 따옴표를 닫으세요: \(config.file)")
    }

    /// A settings file kept elsewhere and linked (a dotfiles folder): save writes where the link
    /// points, and the link stays.
    @Test func saveWritesThroughASymbolicLink() throws {
        let config = try Config()
        try FileManager.default.createDirectory(atPath: config.folder + "/rps", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: config.folder + "/dotfiles", withIntermediateDirectories: true)
        let target = config.folder + "/dotfiles/rps-options"
        try Data("--bell\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: config.file, withDestinationPath: "../dotfiles/rps-options")
        let run = config.play(["--delay", "0"], ["settings", "more", "save"])
        #expect(run.lines.contains("On: bell."))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: config.file) == "../dotfiles/rps-options")
        #expect(
            String(decoding: try #require(FileManager.default.contents(atPath: target)), as: UTF8.self).contains(
                "--bell\n"))
        #expect(
            String(decoding: try #require(FileManager.default.contents(atPath: target)), as: UTF8.self).contains(
                "--speech-rate 175\n"))
    }
}
