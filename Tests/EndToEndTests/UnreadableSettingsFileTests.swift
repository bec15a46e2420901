import Foundation
import Glibc
import Testing

/// A second test, on its own, of `save` over a settings file the game could not read: whatever
/// the file's permissions, the save writes it whole, keeps the permissions the player gave it
/// but with their own reading and writing, and the next game starts with what was saved and
/// says it is saved.
@Suite(.serialized) struct UnreadableSettingsFileTests {
    @Test(arguments: [0o000, 0o200, 0o044, 0o640] as [mode_t])
    func aSaveOverAnUnreadableFileIsReadNextTime(mode: mode_t) throws {
        let config = try SettingsFileTests.Config()
        try config.write(Array("--verbosity verbose\n--bell\n".utf8))
        chmod(config.file, mode)
        let readable = mode & 0o400 != 0
        let first = config.play(
            ["--delay", "0"], ["settings", "brief", "hear score off", "save"],
            through: SettingsFileTests.withoutPrivilege)
        #expect(first.status == 0)
        if readable {
            #expect(first.lines.first == "Welcome!", "\(first.lines)")
        } else {
            #expect(first.lines.first == "Settings file unreadable: \(config.file)", "\(first.lines)")
            #expect(first.lines.contains("Narration normal."), "an unreadable file gives nothing: \(first.lines)")
        }
        #expect(first.lines.suffix(2).first == "Settings saved.", "\(first.lines)")
        var status = stat()
        #expect(stat(config.file, &status) == 0)
        #expect(status.st_mode & 0o777 == mode | 0o600, "mode \(String(status.st_mode & 0o777, radix: 8))")
        #expect(config.folderHolds == ["options"], "no temporary file is left")
        let text = String(decoding: try #require(config.contents), as: UTF8.self)
        #expect(text.hasPrefix("--lang en\n--verbosity brief\n--hear score-off\n"), "\(text)")
        // What was in force is saved: the bell of a file that was read, none of one that was not.
        #expect(text.contains("\n--bell\n") == readable, "\(text)")

        let next = config.play(
            ["--delay", "0", "--seed", "1"], ["settings", "rock"], through: SettingsFileTests.withoutPrivilege)
        #expect(next.lines.first == "Welcome!", "no word of a problem: \(next.lines)")
        #expect(next.lines.contains("Narration brief.") && next.lines.contains("Saved for next time."), "\(next.lines)")
        #expect(next.lines.contains("Lost, rock to paper."), "brief without the score: \(next.lines)")
    }
}
