import Foundation
import Testing
@testable import TesseraCore
import TesseraTestSupport
@testable import TesseraCLI

/// Nothing is written when an input has an error, or when a migrated file would not load strictly
/// to the lenient reading's values; each problem is reported at the input token.
@Suite struct MigrateFailureTests {
    static let good = ##"{"color": {"red": {"value": "#ff0000"}}}"##
    static let broken = ##"{"color": {"link": {"value": "{color.missing.value}"}, "blue": {"value": "#0000ff"}}}"##

    @Test func anInputErrorWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens/a.json", Self.good)
        try folder.write("tokens/b.json", Self.broken)

        let copied = try MigrateFixtures.migrate(["tokens", "--output", "out"], in: folder)
        #expect(copied.status == 1)
        #expect(copied.stderr.contains("tokens/b.json:1:"), "located: \(copied.stderr)")
        #expect(copied.stderr.contains("[unresolved-reference]"), "\(copied.stderr)")
        #expect(copied.stdout.contains("nothing written"), "\(copied.stdout)")
        #expect(!folder.exists("out"), "no output folder")

        let inPlace = try MigrateFixtures.migrate(["tokens", "--in-place"], in: folder)
        #expect(inPlace.status == 1)
        #expect(try folder.read("tokens/a.json") == Self.good, "the good file is not rewritten either")
        #expect(try folder.read("tokens/b.json") == Self.broken)
        #expect(!folder.exists("tokens/.tessera-staging"))
    }

    @Test func aResultStrictModeRejectsIsAnErrorAtTheInputToken() throws {
        let input = SourceFile(path: "legacy.json", text: "{\n  \"size\": {\"value\": \"4\"}\n}\n")
        let plan = Self.plan(migrated: #"{"size": {"$value": "4"}}"#, input: input, path: "size")
        var log = DiagnosticLog()
        MigrationCheck.verify(plan, lenient: [], folder: "out", log: &log)
        let error = try #require(log.all.first { $0.code == "migrate-invalid-result" })
        #expect(error.message.contains("'size' would not load in strict mode once migrated"), "\(error.message)")
        #expect(error.location?.file == "legacy.json" && error.location?.line == 2, "\(String(describing: error.location))")
    }

    @Test func aChangedValueIsAnErrorAtTheInputToken() throws {
        let input = SourceFile(path: "legacy.json", text: "{\n  \"n\": {\"value\": 2}\n}\n")
        let plan = Self.plan(migrated: #"{"n": {"$type": "number", "$value": 3}}"#, input: input, path: "n")
        var log = DiagnosticLog()
        let tree = try #require(try JSONReader.read(SourceFile(path: "", text: #"{"n": {"$type": "number", "$value": 2}}"#)).object)
        let lenient = [TokenResolution.resolve(tree, mode: .lenient, log: &log)]
        MigrationCheck.verify(plan, lenient: lenient, folder: "out", log: &log)
        let error = try #require(log.all.first { $0.code == "migrate-value-changed" })
        #expect(error.message.contains("'n' resolves to 3 after migration but to 2"), "\(error.message)")
        #expect(error.location?.line == 2)
    }

    /// A plan whose one file holds `migrated`, with `path` written at line 2 of `input`.
    static func plan(migrated: String, input: SourceFile, path: String) -> MigrationPlan {
        let file = MigrationPlan.File(relativePath: "tokens.json", bytes: Array(migrated.utf8), source: "tokens.json", part: nil, conversions: [])
        let position = SourcePosition(file: input, offset: 4)
        return MigrationPlan(
            files: [file], hasResolver: false, permutations: [Permutation()], lenientTrees: { _ in JSONObject() },
            positions: [path: position])
    }
}
