import Foundation
import Glibc
import Testing

/// `--speak` to a speech-dispatcher that listens on a TCP port, as `SPEECHD_ADDRESS` names one
/// (`inet_socket:127.0.0.1:6560`, or by the name `localhost`, as speech-dispatcher's own clients
/// take it): the game's speech reaches that server, not espeak-ng or silence. The server is the
/// stand-in that writes down each exchange (`SpeechServer.recorder`), reached through a relay from
/// a port the system chose (`Tests/Support/SpeechDispatcher/tcp-relay`).
@Suite(.serialized) struct SpeechDispatcherAtAPortTests {
    @Test(arguments: ["127.0.0.1", "localhost"])
    func theGameSpeaksToTheServerAtThePortNamed(host: String) throws {
        let server = try SpeechServer.recorder()
        let portFile = server.folder + "/port"
        let relay = spawn(
            SpeechServer.support + "/tcp-relay", [server.socket, portFile], environment: ["PATH=/usr/bin:/bin"])
        try #require(relay > 0)
        defer {
            kill(relay, SIGTERM)
            _ = waitForExit(relay, timeout: 5)
        }
        let deadline = Date().addingTimeInterval(10)
        var port: Int?
        while port == nil, Date() < deadline {
            port = procFile(portFile).flatMap { Int(String(decoding: $0, as: UTF8.self)) }
            if port == nil { usleep(20_000) }
        }
        let listening = try #require(port, "the relay never listened")
        // No espeak-ng on PATH: only the server can speak.
        let run = PipedRun(
            ["--speak", "--delay", "0", "--seed", "7"], typing: ["rock"],
            environment: Binary.environment([
                "SPEECHD_ADDRESS": "inet_socket:\(host):\(listening)", "PATH": "/nonexistent",
            ]))
        #expect(run.status == 0)
        #expect(run.lines.first == "Welcome!", "the game said \(run.lines)")
        let sent = server.settled().filter { $0.hasPrefix("1> ") }
        #expect(sent.contains("1> Welcome! Type rock, paper, scissors or help."), "\(sent)")
        #expect(sent.contains("1> Lost, rock to paper. Down 0 to 1."), "\(sent)")
        #expect(sent.last == "1> QUIT", "\(sent)")
    }
}
