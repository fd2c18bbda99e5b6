import Foundation
import Testing
import TesseraTestSupport

/// Every committed Swift golden (the emitter fixtures, the fixture systems and everything under
/// Tests/Fixtures/bundled) type-checks: the neutral file alone with no Apple framework, as on
/// Linux, and all four files against the UIKit + SwiftUI stubs (iOS) and the AppKit + SwiftUI
/// stubs (macOS) in Tests/FrameworkStubs. The golden tests pin these files to the emitter's
/// output, so this is the generated code that is checked. Warnings fail too.
@Suite struct GeneratedSwiftTypeCheckTests {
    static let files = ["Tokens.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens+AppKit.swift"]

    /// Folders under Tests/Fixtures holding a generated `Tokens.swift`, relative to Fixtures.
    static let folders: [String] = {
        let root = TestPaths.fixture("")
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent == "Tokens.swift" { found.append((path as NSString).deletingLastPathComponent) }
        }
        return found.sorted()
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        var folder: String
        var frameworks: AppleFrameworks
        var testDescription: String { "\(folder) (\(frameworks))" }
    }

    static let cases = folders.flatMap { folder in AppleFrameworks.allCases.map { Case(folder: folder, frameworks: $0) } }

    @Test func goldensAreFound() {
        for expected in ["emitters/kitchen-sink/swift", "systems/swift-hostile-names/expected", "bundled/aurora"] {
            #expect(Self.folders.contains(expected), "no Swift golden in \(expected)")
        }
    }

    @Test(arguments: cases)
    func typeChecks(_ check: Case) throws {
        let names = check.frameworks == .none ? ["Tokens.swift"] : Self.files
        var sources: [String: String] = [:]
        for name in names {
            sources[name] = try String(contentsOf: TestPaths.fixture("\(check.folder)/\(name)"), encoding: .utf8)
        }
        let output = try SwiftCompiler.typecheck(sources, frameworks: check.frameworks)
        #expect(output.succeeded, "\(output.diagnostics)")
        #expect(!output.diagnostics.contains("warning:"), "\(output.diagnostics)")
    }
}
