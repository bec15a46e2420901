import Foundation
import PackagePlugin

/// Compiles the top-level `Localization/*.xcstrings` catalogs into typed Swift accessors at build
/// time, so every sentence ships inside the binary and a missing translation fails the build.
@main
struct CatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("Localization")
        let catalogs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "xcstrings" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Strings.swift")
        return [
            .buildCommand(
                displayName: "Compiling string catalogs",
                executable: try context.tool(named: "catalog-generator").url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: catalogs,
                outputFiles: [output]
            )
        ]
    }
}
