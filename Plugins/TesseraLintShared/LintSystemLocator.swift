import Foundation

/// Finds the design system a target's code is held to: the nearest `tessera.yml` in the target's
/// folder or a folder above it, up to the package's (or Xcode project's) folder, so one system at
/// the root serves every target and a target can still bring its own.
enum LintSystemLocator {
    static let configName = "tessera.yml"

    /// The folder holding the nearest `tessera.yml`, or nil when there is none up to `root`.
    /// A folder outside `root` (an Xcode group elsewhere on disk) is looked at alone.
    static func systemFolder(from folder: URL, root: URL) -> URL? {
        let top = root.standardizedFileURL.path
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(configName).path) { return current }
            let path = current.path
            guard path != top, path.hasPrefix(top.hasSuffix("/") ? top : top + "/") else { return nil }
            current = current.deletingLastPathComponent()
        }
    }

    /// An Xcode target's system: the one `tessera.yml` among its files, else the nearest one above
    /// the folder its Swift files share, up to the project's folder.
    static func systemFolder(targetFiles: [URL], swiftFiles: [URL], root: URL) -> URL? {
        let configs = targetFiles.filter { $0.lastPathComponent == configName }
        if configs.count == 1 { return configs[0].deletingLastPathComponent() }
        return commonFolder(of: swiftFiles).flatMap { systemFolder(from: $0, root: root) }
    }

    /// The deepest folder that holds all `files` (an Xcode target's sources need not share one).
    static func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? nil : URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    static func missingSystem(_ targetName: String, below root: URL) -> TesseraLintError {
        TesseraLintError("""
            target '\(targetName)' has no \(configName) in its folder or a folder above it (up to \(root.path)); \
            add one (tessera init writes a starter) or remove TesseraLint from the target
            """)
    }
}

struct TesseraLintError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
