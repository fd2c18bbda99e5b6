import Foundation
import TesseraCore
import Testing
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// The systems Tessera ships (Systems/*), the example (Examples/aurora) and the plugin example's
/// tokens (Examples/PluginDemo): each is built in memory as `tessera build` would build it.
struct BundledBuild: Sendable, CustomTestStringConvertible {
    /// The golden folder's name under Tests/Fixtures/bundled.
    var name: String
    /// The folder holding tessera.yml, relative to the repository.
    var folder: String
    var testDescription: String { name }

    static let all: [BundledBuild] = {
        let systems = SystemDiscovery.systems(in: TestPaths.repositoryRoot.appendingPathComponent("Systems").path)
            .map { ($0 as NSString).lastPathComponent }
            .sorted()
            .map { BundledBuild(name: $0, folder: "Systems/\($0)") }
        return systems + [
            BundledBuild(name: "aurora", folder: "Examples/aurora"),
            BundledBuild(name: "plugin-demo", folder: "Examples/PluginDemo/Sources/DemoTokens"),
        ]
    }()

    var url: URL { TestPaths.repositoryRoot.appendingPathComponent(folder) }

    struct Output {
        var config: SystemConfig?
        var result: SystemBuilder.Result?
        var log: DiagnosticLog
    }

    func build() -> Output {
        var log = DiagnosticLog()
        let config = ConfigLoader.load(directory: url.path, log: &log)
        let result = config.flatMap { SystemBuilder.build($0, log: &log) }
        return Output(config: config, result: result, log: log)
    }
}
