import Foundation
import Testing
import TesseraTestSupport

/// Migrating migrated files changes nothing: the same bytes, no resolver, every file reported as
/// already 2025.10, both with --output and --in-place.
@Suite struct MigrateIdempotenceTests {
    @Test("migrating the goldens again gives the same bytes", arguments: MigrateFixtures.shapes)
    func again(_ shape: String) throws {
        let folder = try TemporaryFolder()
        let once = try MigrateFixtures.copy(shape, "expected", into: folder, as: "once")
        let tokenFiles = MigrateFixtures.files(below: once).filter { !$0.hasSuffix(".resolver.json") }

        let copied = try MigrateFixtures.migrate(["once", "--output", "twice"], in: folder)
        #expect(copied.status == 0, "\(copied.stderr)")
        let twice = folder.url.appendingPathComponent("twice")
        #expect(MigrateFixtures.files(below: twice) == tokenFiles, "no resolver is written for files without modes")
        for file in tokenFiles {
            let first = try Data(contentsOf: once.appendingPathComponent(file))
            let second = try Data(contentsOf: twice.appendingPathComponent(file))
            #expect(first == second, "\(shape)/\(file) changed when migrated again")
        }
        let lines = copied.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("already DTCG 2025.10, unchanged") }.count == tokenFiles.count, "\(copied.stdout)")

        let inPlace = try MigrateFixtures.migrate(["once", "--in-place"], in: folder)
        #expect(inPlace.status == 0, "\(inPlace.stderr)")
        for file in MigrateFixtures.files(below: once) {
            let golden = try Data(contentsOf: MigrateFixtures.folder(shape, "expected").appendingPathComponent(file))
            #expect(try Data(contentsOf: once.appendingPathComponent(file)) == golden, "\(shape)/\(file) rewritten in place")
        }
    }
}
