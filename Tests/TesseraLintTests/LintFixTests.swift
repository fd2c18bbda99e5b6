import Foundation
import Testing
import TesseraCore
import TesseraTestSupport
@testable import TesseraLint

/// `tessera lint --fix` on the library's side: before/after goldens under Tests/Fixtures/lint/fix
/// (each folder's name is the example system it is linted against), idempotence, and files with
/// nothing certain to fix left alone.
@Suite struct LintFixTests {
    static let folder = TestPaths.repositoryRoot.appendingPathComponent("Tests/Fixtures/lint/fix")
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    func linter(_ name: String) -> Linter { Linter(system: .example(ExampleSystem(rawValue: name) ?? .standard)) }

    func read(_ name: String, _ file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.folder.appendingPathComponent(name).appendingPathComponent(file)))
    }

    @Test func thereAreGoldens() { #expect(!Self.cases.isEmpty) }

    @Test(arguments: cases)
    func beforeBecomesAfter(_ name: String) throws {
        let fixed = try #require(linter(name).fix(path: "before.swift", bytes: read(name, "before.swift")))
        expectGolden(String(decoding: fixed.bytes, as: UTF8.self), "lint/fix/\(name)/after.swift")
        #expect(!fixed.applied.isEmpty)
        #expect(fixed.applied.allSatisfy { $0.severity == .note && $0.message.hasPrefix("fixed: now ") })
    }

    @Test(arguments: cases)
    func aSecondRunChangesNothing(_ name: String) throws {
        let after = try read(name, "after.swift")
        #expect(linter(name).fix(path: "after.swift", bytes: after) == nil)
        let again = try #require(linter(name).fix(path: "before.swift", bytes: read(name, "before.swift")))
        #expect(linter(name).fix(path: "after.swift", bytes: again.bytes) == nil)
    }

    @Test func aFileWithFindingsButNoCertainFixIsLeftAlone() {
        let code = "let gray = Color(red: 0.5, green: 0.5, blue: 0.5)\nlet gap = view.padding(12)\n"
        #expect(!linter("standard").lint(path: "A.swift", text: code).isEmpty)
        #expect(linter("standard").fix(path: "A.swift", bytes: Array(code.utf8)) == nil)
    }

    @Test func twoTokensOfOneValueAreNoCertainFix() {
        var system = LintSystem.example(.standard)
        system.dimensions.append(.init(path: "spacing.gutter", points: 16, role: .spacing))
        system.spellings.members["spacing.gutter"] = [.init(spelling: "Spacing.gutter", kind: "cgfloat")]
        #expect(Linter(system: system).fix(path: "A.swift", bytes: Array("let v = view.padding(16)\n".utf8)) == nil)
    }

    @Test func aFileThatDoesNotParseIsNotFixed() {
        let code = "let ink = Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255)\nfunc broken( {\n"
        #expect(linter("standard").fix(path: "A.swift", bytes: Array(code.utf8)) == nil)
    }
}
