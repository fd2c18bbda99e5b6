import Foundation
import PackagePlugin

/// `swift package tessera-lint [--target NAME…] [--fix] [--strict] [--reporter text|json|sarif]`:
/// lints the package's Swift targets (or those named) against their systems, each the nearest
/// `tessera.yml` in the target's folder or above it. Every argument but `--target` goes to
/// `tessera lint`; `--fix` rewrites files, hence the permission to write to the package folder.
@main
struct TesseraLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
        let root = context.package.directoryURL
        var found: [(name: String, sources: LintSources)] = []
        for case let module as SwiftSourceModuleTarget in targets {
            let swiftFiles = LintSources.swiftFiles(module.sourceFiles(withSuffix: "swift").map(\.url))
            guard !swiftFiles.isEmpty else { continue }
            guard let system = LintSystemLocator.systemFolder(from: module.directoryURL, root: root) else {
                // Named outright, a target without a system is a mistake; otherwise it is skipped.
                if !named.isEmpty { throw LintSystemLocator.missingSystem(module.name, below: root) }
                print("tessera-lint: skipping '\(module.name)': no \(LintSystemLocator.configName) in its folder or above it")
                continue
            }
            found.append((module.name, LintSources(system: system, swiftFiles: swiftFiles)))
        }
        try LintCommandRunner.run(found, tool: try context.tool(named: "tessera").url, in: root, options: extractor.remainingArguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TesseraLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let root = context.xcodeProject.directoryURL
        var found: [(name: String, sources: LintSources)] = []
        for target in context.xcodeProject.targets where named.isEmpty || named.contains(target.displayName) {
            let swiftFiles = LintSources.swiftFiles(target.inputFiles.filter { $0.type == .source }.map(\.url))
            guard !swiftFiles.isEmpty else { continue }
            let system = LintSystemLocator.systemFolder(
                targetFiles: target.inputFiles.map(\.url), swiftFiles: swiftFiles, root: root)
            guard let system else {
                if !named.isEmpty { throw LintSystemLocator.missingSystem(target.displayName, below: root) }
                print("tessera-lint: skipping '\(target.displayName)': no \(LintSystemLocator.configName) among its files or above them")
                continue
            }
            found.append((target.displayName, LintSources(system: system, swiftFiles: swiftFiles)))
        }
        try LintCommandRunner.run(found, tool: try context.tool(named: "tessera").url, in: root, options: extractor.remainingArguments)
    }
}
#endif

/// Runs one `tessera lint` per system and fails when any of them does (an error-severity finding,
/// or with `--strict` a warning, or a system that does not load).
enum LintCommandRunner {
    static func run(_ targets: [(name: String, sources: LintSources)], tool: URL, in root: URL, options: [String]) throws {
        guard !targets.isEmpty else {
            throw TesseraLintError("no Swift target here is held to a design system: put a \(LintSystemLocator.configName) in a target's folder or a folder above it")
        }
        var failed: [String] = []
        for run in LintRun.grouped(targets) where try !run.perform(tool: tool, in: root, passing: options) {
            failed += run.targetNames
        }
        if !failed.isEmpty {
            throw TesseraLintError("tessera lint failed for \(failed.joined(separator: ", ")) (the findings are above)")
        }
    }
}
