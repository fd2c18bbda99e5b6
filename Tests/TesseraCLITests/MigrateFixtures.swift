import Foundation
import Testing
import TesseraTestSupport

/// The migration fixtures: `Tests/Fixtures/migrate/<shape>/input/` holds older token files,
/// `expected/` the files `tessera migrate input --output out` writes (goldens, byte for byte), and
/// `summary.txt` what it prints.
enum MigrateFixtures {
    static let root = TestPaths.fixture("migrate")

    static var shapes: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func folder(_ shape: String, _ part: String) -> URL {
        root.appendingPathComponent(shape).appendingPathComponent(part)
    }

    /// Every file below `folder`, as relative paths in name order (hidden ones left out).
    static func files(below folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory),
               !isDirectory.boolValue { files.append(relative) }
        }
        return files.sorted()
    }

    /// A temporary copy of one of the shape's folders, under `name`.
    static func copy(_ shape: String, _ part: String, into folder: TemporaryFolder, as name: String) throws -> URL {
        let target = folder.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: self.folder(shape, part), to: target)
        return target
    }

    /// Runs `tessera migrate` in `folder`.
    static func migrate(_ arguments: [String], in folder: TemporaryFolder) throws -> CLIResult {
        try CLI.run(["migrate"] + arguments, in: folder.url)
    }

    /// `actual` against the golden `Tests/Fixtures/<relativePath>`, byte for byte; recorded (and
    /// failed) under RECORD_GOLDENS=1 or when the golden is missing, as `expectGolden` does.
    static func expectBytes(_ actual: Data, golden relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = TestPaths.fixture(relativePath)
        let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil
        guard !recording, let expected = try? Data(contentsOf: url) else {
            expectGolden(String(decoding: actual, as: UTF8.self), relativePath, sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            // The text comparison names the first line that differs.
            expectGolden(String(decoding: actual, as: UTF8.self), relativePath, sourceLocation: sourceLocation)
            if String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self) {
                Issue.record("golden \(relativePath) differs in its bytes", sourceLocation: sourceLocation)
            }
        }
    }
}
