import Foundation
import Testing
import TesseraCore
import TesseraEmitters
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// Fixture in, strings out: every folder under `Tests/Fixtures/systems` is a small design system
/// (a `tessera.yml` and its token files). Building it must give exactly the committed goldens in its
/// `expected/` folder: `diagnostics.txt` (paths relative to the fixture), and every output file
/// when the build succeeds. `RECORD_GOLDENS=1 swift test` re-records.
@Suite struct SystemGoldenTests {
    static let root = TestPaths.fixture("systems")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/tessera.yml").path)
        }.sorted()
    }()

    @Test func fixturesAreFound() {
        #expect(Self.cases.count >= 12)
    }

    @Test(arguments: cases)
    func system(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        var log = DiagnosticLog()
        let result = ConfigLoader.load(directory: folder.path, log: &log).flatMap { SystemBuilder.build($0, log: &log) }
        let prefix = folder.path + "/"
        let diagnostics = log.sorted.map { $0.description.replacingOccurrences(of: prefix, with: "") }
        expectGolden(diagnostics.map { $0 + "\n" }.joined(), "systems/\(name)/expected/diagnostics.txt")

        let files = result?.files ?? []
        for file in files {
            expectGolden(file.text, "systems/\(name)/expected/\(file.path)")
        }
        // No stale goldens: the expected folder holds exactly what the build writes.
        let committed = Self.filesRecursively(in: folder.appendingPathComponent("expected"))
        #expect(committed == Set(files.map(\.path) + ["diagnostics.txt"]), "expected/ of \(name) has stale or missing files")
    }

    /// Every file under `folder`, as paths relative to it (outputs such as asset catalogs nest).
    static func filesRecursively(in folder: URL) -> Set<String> {
        var files = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if enumerator?.fileAttributes?[.type] as? FileAttributeType != .typeDirectory { files.insert(path) }
        }
        return files
    }

    @Test(arguments: cases)
    func buildsAreDeterministic(_ name: String) {
        let folder = Self.root.appendingPathComponent(name).path
        func build() -> [String] {
            var log = DiagnosticLog()
            let result = ConfigLoader.load(directory: folder, log: &log).flatMap { SystemBuilder.build($0, log: &log) }
            return (result?.files ?? []).map { $0.path + "\n" + $0.text } + log.sorted.map(\.description)
        }
        #expect(build() == build())
    }
}
