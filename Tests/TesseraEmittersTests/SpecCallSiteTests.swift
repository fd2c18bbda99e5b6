import Foundation
import Testing
import TesseraTestSupport

/// The specs' own Swift, as call sites: Tests/Fixtures/callsites/<system>/CallSites.swift is the code
/// a bundled system's spec shows (Species §9, Paper §9, Opta throughout), spelled as the spec spells
/// it. It must type-check against that system's generated Swift (the goldens under
/// Tests/Fixtures/bundled) on iOS and on macOS, so the generated API is the API the spec promises.
@Suite struct SpecCallSiteTests {
    static let systems = ["species-tree-of-life", "paper-ide", "opta-scan"]
    static let goldens = ["Tokens.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens+AppKit.swift"]

    struct Case: Sendable, CustomTestStringConvertible {
        var system: String
        var frameworks: AppleFrameworks
        var testDescription: String { "\(system) (\(frameworks))" }
    }

    static let cases = systems.flatMap { system in
        [AppleFrameworks.uiKit, .appKit].map { Case(system: system, frameworks: $0) }
    }

    @Test(arguments: cases)
    func callSitesTypeCheck(_ check: Case) throws {
        var sources: [String: String] = [:]
        for name in Self.goldens {
            sources[name] = try String(contentsOf: TestPaths.fixture("bundled/\(check.system)/\(name)"), encoding: .utf8)
        }
        sources["CallSites.swift"] = try String(
            contentsOf: TestPaths.fixture("callsites/\(check.system)/CallSites.swift"), encoding: .utf8)
        let output = try SwiftCompiler.typecheck(sources, frameworks: check.frameworks)
        #expect(output.succeeded, "\(output.diagnostics)")
        #expect(!output.diagnostics.contains("warning:"), "\(output.diagnostics)")
    }
}
