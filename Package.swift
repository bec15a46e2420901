// swift-tools-version:6.0
// rps: a screen-reader-first rock-paper-scissors game for the terminal.
//
// Layers, each importing only those above it:
//   GameCore      rules, game state, the events a turn produces (pure Swift, no Foundation)
//   Languages     one table of what the code knows about each language (plural rule, particles, ...)
//   SoundCues     the sound cues, synthesised as WAV bytes (pure)
//   Catalog       typed sentences and words generated from Localization/*.xcstrings at build time
//   Settings      the one table of settings: words, options, values, reports; the preferences
//   Narration     events to plain sentences, per language, and the cues' names (pure)
//   Input         typed lines to commands, command-line arguments to preferences (pure)
//   Presentation  optional emoji, colour and sound cues over the narration (pure)
//   Play          the session: a typed line in, effects out (pure)
//   Console       carries out the effects: terminal, readline, files, speech, signals, time
//   rps           the executable
import PackageDescription

let package = Package(
    name: "rps",
    products: [
        .executable(name: "rps", targets: ["rps"])
    ],
    targets: [
        .target(name: "GameCore"),
        .target(name: "Languages"),
        .target(name: "SoundCues"),
        .target(
            name: "Catalog",
            dependencies: ["GameCore", "Languages"],
            plugins: [.plugin(name: "CatalogPlugin")]
        ),
        .target(name: "Settings", dependencies: ["GameCore", "Catalog", "Languages"]),
        .target(name: "Narration", dependencies: ["GameCore", "Catalog", "Languages", "Settings", "SoundCues"]),
        .target(name: "Input", dependencies: ["GameCore", "Catalog", "Languages", "Settings"]),
        .target(name: "Presentation", dependencies: ["GameCore", "Narration", "SoundCues"]),
        .target(
            name: "Play",
            dependencies: ["GameCore", "Catalog", "Settings", "Narration", "Input", "Presentation", "SoundCues"]),
        .systemLibrary(
            name: "CReadline",
            pkgConfig: "readline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        .target(name: "CTerminal", dependencies: ["CReadline"]),
        .target(
            name: "Console",
            dependencies: [
                "Catalog", "GameCore", "Input", "Narration", "Play", "Presentation", "Settings", "SoundCues",
                "CTerminal",
            ]),
        .executableTarget(name: "rps", dependencies: ["Console"]),

        // Build time only: compiles the string catalogs into Swift. May use Foundation.
        .target(name: "CatalogCompiler", dependencies: ["Languages"], path: "Tools/CatalogCompiler"),
        .executableTarget(
            name: "catalog-generator",
            dependencies: ["CatalogCompiler"],
            path: "Tools/catalog-generator"
        ),
        // Install time: the completions and manual pages, written from the settings table.
        .target(name: "Documentation", dependencies: ["Catalog", "Settings"], path: "Tools/Documentation"),
        .executableTarget(name: "rps-docs", dependencies: ["Documentation", "Catalog"], path: "Tools/rps-docs"),
        .plugin(
            name: "CatalogPlugin",
            capability: .buildTool(),
            dependencies: ["catalog-generator"]
        ),

        // Tests.
        .target(name: "CPseudoTerminal", path: "Tests/Support/CPseudoTerminal"),
        .target(name: "GameCoreTestSupport", dependencies: ["GameCore"], path: "Tests/Support/GameCoreTestSupport"),
        // Measures lines in braille cells with liblouis's lou_translate (Debian: liblouis-bin).
        .target(name: "BrailleTestSupport", dependencies: ["Catalog"], path: "Tests/Support/BrailleTestSupport"),
        // Pearson's χ² test and its p-values, for the fairness tests (may use Foundation).
        .target(name: "Statistics", path: "Tests/Support/Statistics"),
        .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "GameCoreTestSupport", "Statistics"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Languages"]),
        .target(
            name: "SpokenLines", dependencies: ["Catalog", "GameCore", "Settings", "Narration", "Input"],
            path: "Tests/Support/SpokenLines"),
        .testTarget(
            name: "NarrationTests",
            dependencies: [
                "Narration", "GameCore", "Catalog", "Languages", "Settings", "GameCoreTestSupport", "SpokenLines",
                "BrailleTestSupport", "Input",
            ]),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Presentation", "Narration", "GameCore", "Catalog", "Settings", "GameCoreTestSupport"]),
        .testTarget(
            name: "InputTests",
            dependencies: ["Input", "GameCore", "Catalog", "Settings", "GameCoreTestSupport", "Languages"],
            exclude: ["Phrasings"]),
        // Whole games played through the session from bytes, with every check: the session fuzzer's
        // heart, also run by PlayTests.
        .target(
            name: "SessionScripts",
            dependencies: [
                "Play", "GameCore", "GameCoreTestSupport", "Input", "Narration", "Settings", "Catalog", "SpokenLines",
            ],
            path: "Tests/Support/SessionScripts"),
        .testTarget(
            name: "PlayTests",
            dependencies: [
                "Play", "GameCore", "Catalog", "Settings", "Narration", "Input", "Presentation", "GameCoreTestSupport",
                "SessionScripts", "SoundCues", "TerminalKeys", "Languages",
            ]),
        .testTarget(name: "CatalogCompilerTests", dependencies: ["CatalogCompiler", "Catalog"]),
        .testTarget(
            name: "DocumentationTests", dependencies: ["Documentation", "Catalog", "Narration", "Settings"],
            exclude: ["Snapshots"]),
        .executableTarget(name: "stand-in-player", path: "Tests/Support/StandInPlayer"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["rps", "stand-in-player", "CPseudoTerminal", "SoundCues", "TerminalKeys"]),
        .testTarget(name: "BrailleTestSupportTests", dependencies: ["BrailleTestSupport", "Catalog"]),
        // The keys terminals send, with where each is written down: read by the key reader's own
        // rule (TerminalTests), by the session (PlayTests) and by the game on a terminal.
        .target(name: "TerminalKeys", path: "Tests/Support/TerminalKeys"),
        .testTarget(
            name: "TerminalTests",
            dependencies: ["CTerminal", "Input", "GameCore", "Catalog", "TerminalKeys", "GameCoreTestSupport"]),
        .testTarget(name: "SoundCuesTests", dependencies: ["SoundCues"]),
    ]
)

// The fuzzers of the command and option parsers and of whole sessions. An ordinary build makes
// each a program that replays inputs through its checks (EndToEndTests replays the committed
// corpora, so a fuzzer that no longer compiles fails `swift test`); `Fuzz/run SECONDS` links
// them with libFuzzer (SwiftPM's --sanitize=fuzzer would also instrument the build-time catalog
// generator, so the script links the fuzzers itself).
package.targets += [
    .target(name: "FuzzReplay", path: "Fuzz/FuzzReplay"),
    .executableTarget(
        name: "fuzz-commands", dependencies: ["Input", "Catalog", "GameCore", "Languages", "Settings", "FuzzReplay"],
        path: "Fuzz/fuzz-commands"),
    .executableTarget(
        name: "fuzz-options", dependencies: ["Input", "Catalog", "Settings", "Play", "FuzzReplay"],
        path: "Fuzz/fuzz-options"),
    .executableTarget(name: "fuzz-session", dependencies: ["SessionScripts", "FuzzReplay"], path: "Fuzz/fuzz-session"),
]
package.products += [
    .executable(name: "fuzz-commands", targets: ["fuzz-commands"]),
    .executable(name: "fuzz-options", targets: ["fuzz-options"]),
    .executable(name: "fuzz-session", targets: ["fuzz-session"]),
]
