/// A mistake in a catalog, said so that a translator can find and fix it.
public struct CatalogError: Error, CustomStringConvertible, Equatable {
    public let description: String

    init(_ file: String, _ key: String?, _ problem: String) {
        description = key.map { "\(file): key '\($0)': \(problem)" } ?? "\(file): \(problem)"
    }
}
