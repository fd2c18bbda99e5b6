import Foundation
import Testing
import TesseraCore
import TesseraEmitters
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// Goldens for everything Tessera ships: each bundled system, the Aurora example and the plugin
/// example build with no diagnostic, and every file they write (CSS, JSON, Swift, asset
/// catalogs) equals the committed copy under Tests/Fixtures/bundled/<name>. A change to any
/// output shows up here as a reviewable diff; `RECORD_GOLDENS=1 swift test` re-records.
@Suite struct BundledGoldenTests {
    @Test(arguments: BundledBuild.all)
    func outputsMatchTheirGoldens(_ bundled: BundledBuild) throws {
        let output = bundled.build()
        #expect(output.log.isEmpty, "\(output.log.sorted.map(\.description).joined(separator: "\n"))")
        let files = try #require(output.result?.files)
        for file in files {
            expectGolden(file.text, "bundled/\(bundled.name)/\(file.path)")
        }
        let committed = SystemGoldenTests.filesRecursively(in: TestPaths.fixture("bundled/\(bundled.name)"))
        #expect(committed == Set(files.map(\.path)), "Tests/Fixtures/bundled/\(bundled.name) has stale or missing files")
    }
}

extension BundledGoldenTests {
    /// The Swift API is part of what each shipped system is: every one of them generates it.
    @Test func everyBundledBuildHasSwiftOutput() {
        for bundled in BundledBuild.all {
            let formats = bundled.build().config?.outputs.map(\.id) ?? []
            #expect(formats.contains("swift"), "\(bundled.folder)/tessera.yml has no swift output")
        }
    }
}
