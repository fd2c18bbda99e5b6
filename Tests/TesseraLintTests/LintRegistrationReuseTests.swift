import Foundation
import Testing
import TesseraCore
import TesseraTestSupport
@testable import TesseraLint

/// A linter keeps each file's registration (every rule's context and handlers) for its next file:
/// what it finds in a file must not depend on the files it linted before, on this thread or another.
@Suite struct LintRegistrationReuseTests {
    static let files = [
        ("Icons.swift", "let icon = Image(systemName: \"record.circle\").fontWeight(.bold)\nlet other = Image(systemName: \"mic\").fontWeight(.light)\n"),
        ("Layout.swift", "let a = content.padding(12)\nlet b = content.shadow(radius: 2)\nlet c = Color(red: 0, green: 0, blue: 0)\n"),
        ("Empty.swift", ""),
        ("Broken.swift", "struct Broken {\n    func f( {\n}\nlet d = content.padding(13)\n"),
    ]

    /// Each file's findings from a linter that has linted nothing else.
    static func alone(_ path: String, _ text: String) -> [Diagnostic] {
        Linter(system: .example(.standard)).lint(path: path, text: text)
    }

    @Test func aFileHasTheSameFindingsWhateverWasLintedBefore() {
        let linter = Linter(system: .example(.standard))
        let expected = Self.files.map { Self.alone($0.0, $0.1) }
        #expect(expected[0].filter { $0.code == "symbol-weight" }.count == 2)
        for round in 0..<3 {
            for (index, (path, text)) in Self.files.enumerated() {
                #expect(linter.lint(path: path, text: text) == expected[index], "round \(round), \(path)")
            }
        }
    }

    @Test func theSameFileTwiceIsReportedTwiceInFull() {
        // The symbol-weight rule remembers what it reported in a file: a second file starts afresh.
        let linter = Linter(system: .example(.standard))
        let (path, text) = Self.files[0]
        let first = linter.lint(path: path, text: text)
        #expect(linter.lint(path: path, text: text) == first)
        #expect(first.filter { $0.code == "symbol-weight" }.count == 2)
    }

    @Test func filesLintedInParallelHaveTheirOwnFindings() async {
        let linter = Linter(system: .example(.standard))
        let expected = Self.files.map { Self.alone($0.0, $0.1) }
        let found = await withTaskGroup(of: (Int, [Diagnostic]).self) { group in
            for round in 0..<8 {
                for (index, (path, text)) in Self.files.enumerated() {
                    group.addTask { (round * Self.files.count + index, linter.lint(path: path, text: text)) }
                }
            }
            var found: [Int: [Diagnostic]] = [:]
            for await (key, findings) in group { found[key] = findings }
            return found
        }
        for (key, findings) in found { #expect(findings == expected[key % Self.files.count]) }
    }

    @Test func aFixStillFindsItsFixesAfterAPlainLint() throws {
        // A plain lint leaves fixes unwritten; the same linter's next file may be fixed.
        let before = Array(try Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Tests/Fixtures/lint/fix/standard/before.swift")))
        let linter = Linter(system: .example(.standard))
        let found = linter.lint(path: "before.swift", bytes: before)
        let fresh = try #require(Linter(system: .example(.standard)).fix(path: "before.swift", bytes: before))
        let reused = try #require(linter.fix(path: "before.swift", bytes: before))
        #expect(!fresh.applied.isEmpty)
        #expect(reused.bytes == fresh.bytes)
        #expect(reused.applied == fresh.applied)
        #expect(linter.lint(path: "before.swift", bytes: before) == found)
    }
}
