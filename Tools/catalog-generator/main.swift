import CatalogCompiler
import Foundation

// Usage: catalog-generator OUTPUT.swift CATALOG.xcstrings...
// Each catalog's file name (without extension) names its generated struct.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: catalog-generator OUTPUT.swift CATALOG.xcstrings...\n".utf8))
    exit(2)
}
do {
    let catalogs = try arguments.dropFirst().sorted().map { path in
        let url = URL(fileURLWithPath: path)
        return (name: url.deletingPathExtension().lastPathComponent, json: try Data(contentsOf: url))
    }
    let swift = try CatalogCompiler.compile(catalogs)
    let url = URL(fileURLWithPath: output)
    if (try? Data(contentsOf: url)) != Data(swift.utf8) {
        try Data(swift.utf8).write(to: url)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
