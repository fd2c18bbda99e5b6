import Foundation
import Testing
import TesseraTestSupport

/// Each migration fixture's files and summary, against its goldens (see `MigrateFixtures`).
@Suite struct MigrateGoldenTests {
    @Test("migrated files and summary match the goldens", arguments: MigrateFixtures.shapes)
    func goldens(_ shape: String) throws {
        let folder = try TemporaryFolder()
        _ = try MigrateFixtures.copy(shape, "input", into: folder, as: "input")
        let result = try MigrateFixtures.migrate(["input", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        expectGolden(result.stdout, "migrate/\(shape)/summary.txt")

        let out = folder.url.appendingPathComponent("out")
        let written = MigrateFixtures.files(below: out)
        for file in written {
            let bytes = try Data(contentsOf: out.appendingPathComponent(file))
            MigrateFixtures.expectBytes(bytes, golden: "migrate/\(shape)/expected/\(file)")
        }
        let goldens = MigrateFixtures.files(below: MigrateFixtures.folder(shape, "expected"))
        #expect(Set(goldens).subtracting(written).isEmpty, "goldens no file is written for: \(Set(goldens).subtracting(written).sorted())")
    }
}
