import Foundation

/// One `tessera lint` run from the command plugin: a system's folder and the files held to it,
/// run in the package's folder with paths relative to it, so findings read `Sources/App/View.swift:3:9: …`.
struct LintRun {
    var sources: LintSources
    var targetNames: [String]

    /// Groups targets by the system each is held to, so each system is loaded once.
    static func grouped(_ targets: [(name: String, sources: LintSources)]) -> [LintRun] {
        var runs: [LintRun] = []
        for target in targets {
            if let index = runs.firstIndex(where: { $0.sources.system == target.sources.system }) {
                runs[index].sources.swiftFiles += target.sources.swiftFiles
                runs[index].targetNames.append(target.name)
            } else {
                runs.append(LintRun(sources: target.sources, targetNames: [target.name]))
            }
        }
        return runs
    }

    /// Runs `tool` with the output going straight to the plugin's own; true when it exits 0.
    func perform(tool: URL, in folder: URL, passing options: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = folder
        let files = Set(sources.swiftFiles.map { Self.relative($0, to: folder) }).sorted()
        process.arguments = ["lint"] + files + ["--system", Self.relative(sources.system, to: folder)] + options
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    /// `path` relative to `folder` when it is inside it; otherwise absolute.
    static func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
