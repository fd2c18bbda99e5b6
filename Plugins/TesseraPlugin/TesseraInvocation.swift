import Foundation
import PackagePlugin

/// One run of `tessera build` for a folder holding a `tessera.yml`: the folder's token files are
/// its inputs and the four files of the `swift` output its outputs, so the build system reruns it
/// when a token file changes and compiles what it writes into the target. When the `swift` output
/// reads its colours from an asset catalog (`assetCatalog`), the run also writes the `xcassets`
/// output, `Tokens.xcassets`, which SwiftPM takes as a resource of the target.
struct TesseraInvocation {
    /// The files the `swift` output always writes (Documentation/Formats.md): plain values, then
    /// the SwiftUI, UIKit and AppKit layers, each under `#if canImport`.
    static let outputNames = ["Tokens.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens+AppKit.swift"]
    static let configName = "tessera.yml"
    static let catalogName = "Tokens.xcassets"

    /// The folder holding `tessera.yml`.
    var folder: URL
    /// Where the generated files go: `<plugin work directory>/Tessera`.
    var outputFolder: URL
    var tool: URL
    var targetName: String
    /// The `swift` output has `assetCatalog`, so the catalog is built beside it.
    var buildsCatalog: Bool

    init(folder: URL, workDirectory: URL, tool: URL, targetName: String) throws {
        let config = folder.appendingPathComponent(Self.configName)
        guard FileManager.default.fileExists(atPath: config.path) else {
            throw TesseraPluginError("target '\(targetName)' has no \(Self.configName) in \(folder.path); add one beside its token files (see Documentation/Configuration.md in Tessera) or remove TesseraPlugin from the target")
        }
        self.folder = folder
        self.outputFolder = workDirectory.appendingPathComponent("Tessera")
        self.tool = tool
        self.targetName = targetName
        self.buildsCatalog = AssetCatalogSetting.isOn(config: config)
    }

    /// `tessera.yml` and every `.json` file below the folder (token files, resolver documents and
    /// the files they reference), sorted so the command is the same from one build to the next.
    var inputFiles: [URL] {
        var files = [folder.appendingPathComponent(Self.configName)]
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile ?? false
            if isFile && url.pathExtension == "json" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    var outputNames: [String] { Self.outputNames + (buildsCatalog ? [Self.catalogName] : []) }

    var outputFiles: [URL] { outputNames.map { outputFolder.appendingPathComponent($0) } }

    /// `--declared-output` makes the build fail with a message of its own, instead of SwiftPM's
    /// "doesn't exist", when tessera.yml renames a file the plugin declared.
    var arguments: [String] {
        let formats = buildsCatalog ? ["--format", "swift", "--format", "xcassets"] : ["--format", "swift"]
        return ["build", folder.path] + formats + ["--output", outputFolder.path]
            + outputNames.flatMap { ["--declared-output", $0] }
    }

    var command: Command {
        .buildCommand(
            displayName: "Tessera: generating the Swift tokens of \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputFiles,
            outputFiles: outputFiles)
    }
}

struct TesseraPluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
