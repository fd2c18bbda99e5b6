import Foundation
import Testing
import TesseraTestSupport

/// `tessera lint --fix` on disk: what it rewrites and reports, a second run, files without fixes
/// untouched byte for byte, files written in place of the original (never through a link).
@Suite struct LintFixCommandTests {
    static let paper = TestPaths.repositoryRoot.appendingPathComponent("Systems/paper-ide").path
    static let fixable = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Text("Docket")
                    // the ink of §2
                    .foregroundColor(Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255))
                    .padding(.horizontal,  16) // a margin
                    .padding(.vertical, 24) // spacingMD or spacingMargin: no certain fix
                    .background(Color(red: 0.5, green: 0.1, blue: 0.1))
            }
        }

        """
    static let unfixable = "import SwiftUI\n\nlet shade = Color(red: 0.5, green: 0.1, blue: 0.1)  \r\n"

    func fix(_ folder: TemporaryFolder) throws -> CLIResult {
        try CLI.run(["lint", folder.url.path, "--system", Self.paper, "--fix"])
    }

    @Test func fixesAreWrittenAndReportedAndASecondRunChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("Row.swift", Self.fixable)
        let result = try fix(folder)
        #expect(result.stdout.contains("Row.swift:7:30: note: fixed: now Color.ink [hardcoded-color]"), "\(result.stdout)")
        let fixed = try folder.read("Row.swift")
        #expect(fixed == Self.fixable
            .replacingOccurrences(of: "Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255)", with: "Color.ink")
            .replacingOccurrences(of: ".padding(.horizontal,  16)", with: ".padding(.horizontal,  DesignSystem.spacingSM)"))
        #expect(!result.stdout.contains("is `Color.ink`; use the token"), "the findings printed are those left after fixing")
        let second = try fix(folder)
        #expect(!second.stdout.contains("fixed:"))
        #expect(try folder.read("Row.swift") == fixed)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(leftovers == ["Row.swift"], "no temporary file is left beside it")
    }

    @Test func aFileWithoutFixesIsUntouchedByteForByte() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Shade.swift", Self.unfixable)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file.path)
        let result = try fix(folder)
        #expect(result.stdout.contains("hardcoded-color"))
        #expect(try Data(contentsOf: file) == Data(Self.unfixable.utf8))
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func aLinkIsNotWrittenThrough() throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("elsewhere/Row.txt", Self.fixable)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Row.swift").path, withDestinationPath: target.path)
        let result = try CLI.run(["lint", folder.url.appendingPathComponent("Row.swift").path, "--system", Self.paper, "--fix"])
        #expect(result.stdout.contains("lint-fix-not-written"), "\(result.stdout)")
        #expect(try folder.read("elsewhere/Row.txt") == Self.fixable)
    }

    @Test func thePermissionsOfAFixedFileStay() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Row.swift", Self.fixable)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        _ = try fix(folder)
        #expect(try folder.read("Row.swift") != Self.fixable)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
    }
}
