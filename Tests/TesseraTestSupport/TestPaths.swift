import Foundation

/// Where the repository and the shared references are, found from this file's own path so tests
/// work from any working directory (and in CI's fresh clone, which has `shared/` beside it).
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// `../shared` beside the checkout, or `$TESSERA_SHARED` when set.
    public static let shared: URL = {
        if let override = ProcessInfo.processInfo.environment["TESSERA_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var url = repositoryRoot
        while url.path != "/" {
            let candidate = url.appendingPathComponent("shared")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("reference").path) {
                return candidate
            }
            url.deleteLastPathComponent()
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    public static func shared(_ relativePath: String) -> URL { shared.appendingPathComponent(relativePath) }

    /// `Tests/Fixtures/<relativePath>`.
    public static func fixture(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }
}
