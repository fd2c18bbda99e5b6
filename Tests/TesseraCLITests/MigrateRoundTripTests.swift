import Foundation
import Testing
import TesseraCore
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// Every fixture's migrated files (its goldens) load in strict mode with no error and resolve, in
/// every permutation, to what the lenient reading of its input resolves to, compared as the
/// resolved JSON `tessera resolve` prints.
@Suite struct MigrateRoundTripTests {
    @Test("the migrated files load strictly to the lenient reading's values", arguments: MigrateFixtures.shapes)
    func roundTrip(_ shape: String) throws {
        var lenientLog = DiagnosticLog()
        let lenient = try Self.lenientSets(shape, log: &lenientLog)
        #expect(!lenientLog.hasErrors, "\(lenientLog.all.map(\.description))")

        var strictLog = DiagnosticLog()
        let strict = try Self.strictSets(shape, log: &strictLog)
        #expect(!strictLog.hasErrors, "\(strictLog.all.map(\.description))")

        #expect(strict.map(\.permutation.description).sorted() == lenient.map(\.permutation.description).sorted())
        for before in lenient {
            let after = try #require(strict.first { $0.permutation.description == before.permutation.description })
            var log = DiagnosticLog()
            // String and boolean tokens are left out by migration, which says so in its summary.
            let expected = ResolvedTokens(ResolveCommand.resolvedJSON(before.keepingDTCGTypes, log: &log))
            let actual = ResolvedTokens(ResolveCommand.resolvedJSON(after, log: &log))
            #expect(!expected.order.isEmpty)
            #expect(expected.differences(from: actual).isEmpty, "\(shape) \(before.permutation): \(expected.differences(from: actual))")
        }
    }

    /// The input as `tessera resolve --lenient FILE…` reads it, files in name order. A Tokens
    /// Studio export with several sets is not something lenient reading takes whole: its
    /// reference is the migration's own reading of it (each theme's sets merged in order).
    static func lenientSets(_ shape: String, log: inout DiagnosticLog) throws -> [ResolvedTokenSet] {
        let input = MigrateFixtures.folder(shape, "input")
        let paths = MigrationInputs.tokenFiles(below: input.path).map { input.appendingPathComponent($0).path }
        if shape.hasPrefix("tokens-studio-export") {
            let reading = MigrationReading(MigrationInputs(paths, log: &log).entries, log: &log)
            let plan = TokenMigration.plan(reading.inputs)
            return TokenResolution.resolveAll(plan.permutations, trees: plan.lenientTrees, mode: .lenient, log: &log)
        }
        let files = try #require(TokenInput.files(paths, log: &log))
        return files.resolveAll(mode: .lenient, log: &log)
    }

    /// The goldens in strict mode: through the resolver when migration wrote one, else the token
    /// files merged in name order.
    static func strictSets(_ shape: String, log: inout DiagnosticLog) throws -> [ResolvedTokenSet] {
        let expected = MigrateFixtures.folder(shape, "expected")
        let files = MigrateFixtures.files(below: expected)
        if let resolver = files.first(where: { $0.hasSuffix(".resolver.json") }) {
            let (document, mayHaveExtends) = try #require(TokenInput.resolver(expected.appendingPathComponent(resolver).path, log: &log))
            let input = TokenInput(origin: .resolver(document), permutations: document.allPermutations, mayHaveExtends: mayHaveExtends)
            return input.resolveAll(mode: .strict, log: &log)
        }
        let input = try #require(TokenInput.files(files.map { expected.appendingPathComponent($0).path }, log: &log))
        return input.resolveAll(mode: .strict, log: &log)
    }
}
