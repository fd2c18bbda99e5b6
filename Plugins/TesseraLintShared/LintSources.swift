import Foundation

/// What one lint of a target reads: its Swift files, and the system's `tessera.yml` and token
/// files, so a build reruns the lint when code or tokens change, and only then.
struct LintSources {
    /// The folder holding `tessera.yml`.
    var system: URL
    var swiftFiles: [URL]

    /// Token files may be JSON, JSONC, JSON5 or YAML (lenient import); `.build` and other hidden
    /// folders are skipped, as `tessera lint` skips them.
    static let systemFileExtensions: Set<String> = ["json", "jsonc", "json5", "yml", "yaml"]

    var systemFiles: [URL] {
        let config = system.appendingPathComponent(LintSystemLocator.configName)
        var files = [config]
        let walker = FileManager.default.enumerator(
            at: system, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile ?? false
            if isFile, Self.systemFileExtensions.contains(url.pathExtension), url.standardizedFileURL != config.standardizedFileURL {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Swift files only, sorted, so the command is the same from one build to the next.
    static func swiftFiles(_ urls: [URL]) -> [URL] {
        urls.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
