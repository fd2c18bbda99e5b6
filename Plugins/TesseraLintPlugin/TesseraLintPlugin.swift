import Foundation
import PackagePlugin

/// Lints a target's Swift code against its design system at build time, so findings appear where
/// the compiler's do (the build log; Xcode's issue navigator). The system is the nearest
/// `tessera.yml` in the target's folder or above it, up to the package's folder.
@main
struct TesseraLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else {
            throw TesseraLintError("TesseraLintPlugin lints Swift code; apply it to a Swift target, not to '\(target.name)'")
        }
        let swiftFiles = LintSources.swiftFiles(module.sourceFiles(withSuffix: "swift").map(\.url))
        if swiftFiles.isEmpty { return [] }
        let root = context.package.directoryURL
        guard let system = LintSystemLocator.systemFolder(from: module.directoryURL, root: root) else {
            throw LintSystemLocator.missingSystem(module.name, below: root)
        }
        let step = LintStep(
            sources: LintSources(system: system, swiftFiles: swiftFiles), tool: try context.tool(named: "tessera").url,
            workDirectory: context.pluginWorkDirectoryURL, targetName: module.name)
        return [step.command]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project a target has no folder of its own: a `tessera.yml` among the target's files
/// names the system; otherwise the nearest one above the folder its Swift files share, up to the
/// project's folder.
extension TesseraLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let root = context.xcodeProject.directoryURL
        let swiftFiles = LintSources.swiftFiles(target.inputFiles.filter { $0.type == .source }.map(\.url))
        if swiftFiles.isEmpty { return [] }
        let targetFiles = target.inputFiles.map(\.url)
        guard let system = LintSystemLocator.systemFolder(targetFiles: targetFiles, swiftFiles: swiftFiles, root: root) else {
            throw LintSystemLocator.missingSystem(target.displayName, below: root)
        }
        let step = LintStep(
            sources: LintSources(system: system, swiftFiles: swiftFiles), tool: try context.tool(named: "tessera").url,
            workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
        return [step.command]
    }
}
#endif
