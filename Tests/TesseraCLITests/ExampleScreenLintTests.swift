import Foundation
import Testing
import TesseraTestSupport

/// A sample screen per bundled system (Examples/Lint/<system>): CleanScreen.swift, written with
/// the names the system's Swift output generates, lints clean; BrokenScreen.swift, its twin, gives
/// exactly the recorded findings and makes every rule the system makes active fire.
@Suite struct ExampleScreenLintTests {
    static func folder(_ system: String) -> String { "Examples/Lint/\(system)" }

    /// Rules active for a system that its broken screen cannot make fire, and why. Empty: every
    /// active rule of every bundled system can be broken in a screen.
    static let cannotFire: [String: [String: String]] = [:]

    @Test(arguments: BundledLint.systems)
    func theCleanScreenLintsClean(_ system: String) throws {
        let lint = try BundledLint.run([Self.folder(system) + "/CleanScreen.swift"], system: system)
        #expect(lint.files == 1)
        #expect(lint.findings.isEmpty, "\(lint.text)")
        #expect(lint.status == 0)
    }

    @Test(arguments: BundledLint.systems)
    func theBrokenScreenFiresEveryActiveRule(_ system: String) throws {
        let lint = try BundledLint.run([Self.folder(system) + "/BrokenScreen.swift"], system: system)
        expectGolden(lint.text, "lint/examples-expected/\(system).txt")
        #expect(lint.status == 1)
        #expect(!lint.findings.contains { $0.code.hasPrefix("lint-") }, "the screen parses and is linted whole")
        let exempt = Set((Self.cannotFire[system] ?? [:]).keys)
        #expect(exempt.isSubset(of: Set(lint.rules)), "an exemption names a rule that is not active")
        #expect(lint.codes == Set(lint.rules).subtracting(exempt), "\(lint.text)")
    }

    /// The twins differ where the broken one breaks a rule, not in what the screen is.
    @Test(arguments: BundledLint.systems)
    func theTwinsAreTheSameScreen(_ system: String) throws {
        let root = TestPaths.repositoryRoot.appendingPathComponent(Self.folder(system))
        let clean = try String(contentsOf: root.appendingPathComponent("CleanScreen.swift"), encoding: .utf8)
        let broken = try String(contentsOf: root.appendingPathComponent("BrokenScreen.swift"), encoding: .utf8)
        let declared = { (text: String) in
            text.split(separator: "\n").filter { $0.hasPrefix("struct ") }.map(String.init)
        }
        #expect(!declared(clean).isEmpty)
        #expect(declared(clean) == declared(broken))
    }

    /// The screens import SwiftUI, absent on Linux: no package builds them, and a lint of a system
    /// without paths (its folder, Systems/<name>) does not reach them.
    @Test func theScreensAreNeitherBuiltNorLintedWithTheRepository() throws {
        let root = TestPaths.repositoryRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("Examples/Lint"), "no target of the root package may take the screens")
        #expect(!manifest.contains("path: \"Examples"), "no target of the root package may take the screens")
        var ancestor = root.appendingPathComponent("Examples/Lint")
        while ancestor.path != root.path {
            #expect(!FileManager.default.fileExists(atPath: ancestor.appendingPathComponent("Package.swift").path))
            ancestor.deleteLastPathComponent()
        }
        for system in BundledLint.systems {
            let lint = try BundledLint.run([], system: system)
            #expect(!lint.findings.contains { $0.file.contains("Examples/Lint") }, "\(system): \(lint.text)")
            #expect(lint.files == 0, "\(system) lints its own folder, which holds no Swift")
        }
    }
}
