import Foundation
import PackagePlugin

/// Generates a target's design tokens as Swift at build time. The target's folder holds a
/// `tessera.yml` and its token files; the plugin runs `tessera build <folder> --format swift
/// --output <plugin work directory>/Tessera`, and the build compiles the four generated files into
/// the target. See Examples/PluginDemo.
@main
struct TesseraPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else {
            throw TesseraPluginError("TesseraPlugin generates Swift code; apply it to a Swift target, not to '\(target.name)'")
        }
        let invocation = try TesseraInvocation(
            folder: module.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "tessera").url, targetName: module.name)
        return [invocation.command]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project a target has no folder of its own: the `tessera.yml` among the target's
/// files names it.
extension TesseraPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let configs = target.inputFiles.map(\.url).filter { $0.lastPathComponent == TesseraInvocation.configName }
        guard configs.count == 1, let config = configs.first else {
            throw TesseraPluginError("target '\(target.displayName)' needs exactly one \(TesseraInvocation.configName) among its files (found \(configs.count))")
        }
        let invocation = try TesseraInvocation(
            folder: config.deletingLastPathComponent(), workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "tessera").url, targetName: target.displayName)
        return [invocation.command]
    }
}
#endif
