// swift-tools-version:6.0
// rps: a screen-reader-first rock-paper-scissors game for the terminal.
//
// Layers, each importing only those above it:
//   GameCore   rules, game state, the events a turn produces (pure Swift, no Foundation)
//   Catalog    typed sentences and words generated from Localization/*.xcstrings at build time
//   Narration  events to plain sentences, per language (pure)
//   Input      typed lines to commands, command-line arguments to options (pure)
//   Presentation  optional emoji, colour and bell over the narration (pure)
//   Console    the terminal: line reading (GNU readline or plain stdin), output, the game loop
//   rps        the executable: reads the environment and wires the layers together
import PackageDescription

let package = Package(
    name: "rps",
    products: [
        .executable(name: "rps", targets: ["rps"]),
    ],
    targets: [
        .target(name: "GameCore"),
        .target(
            name: "Catalog",
            dependencies: ["GameCore"],
            plugins: [.plugin(name: "CatalogPlugin")]
        ),
        .target(name: "Narration", dependencies: ["GameCore", "Catalog"]),
        .target(name: "Input", dependencies: ["GameCore", "Catalog"]),
        .target(name: "Presentation", dependencies: ["GameCore", "Catalog", "Narration"]),
        .target(
            name: "CTerminal",
            linkerSettings: [.linkedLibrary("readline")]
        ),
        .target(name: "Console", dependencies: ["GameCore", "Catalog", "Narration", "Input", "Presentation", "CTerminal"]),
        .executableTarget(name: "rps", dependencies: ["Console"]),
        // Sound cues synthesised as WAV bytes: pure Swift, no I/O, for the console to write and play.
        .target(name: "SoundCues"),

        // Build time only: compiles the string catalogs into Swift. May use Foundation.
        .target(name: "CatalogCompiler", path: "Tools/CatalogCompiler"),
        .executableTarget(
            name: "catalog-generator",
            dependencies: ["CatalogCompiler"],
            path: "Tools/catalog-generator"
        ),
        .plugin(
            name: "CatalogPlugin",
            capability: .buildTool(),
            dependencies: ["catalog-generator"]
        ),

        // Tests.
        .target(name: "CPseudoTerminal", path: "Tests/Support/CPseudoTerminal"),
        .target(name: "GameCoreTestSupport", dependencies: ["GameCore"], path: "Tests/Support/GameCoreTestSupport"),
        .testTarget(name: "GameCoreTests", dependencies: ["GameCore", "GameCoreTestSupport"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
        .testTarget(name: "NarrationTests", dependencies: ["Narration", "GameCore", "Catalog", "GameCoreTestSupport"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Narration", "GameCore"]),
        .testTarget(name: "InputTests", dependencies: ["Input", "GameCore", "Catalog"]),
        .testTarget(name: "CatalogCompilerTests", dependencies: ["CatalogCompiler", "Catalog"]),
        .testTarget(name: "EndToEndTests", dependencies: ["rps", "CPseudoTerminal"]),
        .testTarget(name: "SoundCuesTests", dependencies: ["SoundCues"]),
    ]
)

// libFuzzer targets for the command and option parsers, only when asked for, so ordinary builds
// stay small. Build and run them with `Fuzz/run SECONDS` (SwiftPM's --sanitize=fuzzer would also
// instrument the build-time catalog generator, so the script links the fuzzers itself).
if Context.environment["RPS_FUZZ"] == "1" {
    package.targets += [
        .target(name: "FuzzReplay", path: "Fuzz/FuzzReplay"),
        .executableTarget(name: "fuzz-commands", dependencies: ["Input", "Catalog", "FuzzReplay"], path: "Fuzz/fuzz-commands"),
        .executableTarget(name: "fuzz-options", dependencies: ["Input", "Catalog", "FuzzReplay"], path: "Fuzz/fuzz-options"),
    ]
    package.products += [
        .executable(name: "fuzz-commands", targets: ["fuzz-commands"]),
        .executable(name: "fuzz-options", targets: ["fuzz-options"]),
    ]
}
