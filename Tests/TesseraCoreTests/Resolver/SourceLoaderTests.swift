import Foundation
import Testing
@testable import TesseraCore

@Suite("Source loaders")
struct SourceLoaderTests {
    @Test("paths resolve against the referencing file's folder", arguments: [
        ("colors.json", "tokens/app.resolver.json", "tokens/colors.json"),
        ("../shared/a.json", "tokens/app.resolver.json", "shared/a.json"),
        ("./a/./b/../c.json", "x.json", "a/c.json"),
        ("../../a.json", "x/y.json", "../a.json"),
        ("/abs/a.json", "x/y.json", "/abs/a.json"),
        ("file:///abs/my%20file.json", "x/y.json", "/abs/my file.json"),
    ])
    func resolve(reference: String, base: String, expected: String) throws {
        #expect(try SourcePath.resolve(reference, relativeTo: base) == expected)
    }

    @Test("remote URLs are not fetched; drive letters are not schemes")
    func remote() {
        #expect(throws: SourceLoadError.self) { try SourcePath.resolve("https://x.org/a.json", relativeTo: "r.json") }
        // A one-letter "scheme" is a Windows drive, so the text stays a path.
        #expect((try? SourcePath.resolve("C:tokens.json", relativeTo: "r.json")) == "C:tokens.json")
    }

    @Test("the in-memory loader resolves like the file system")
    func inMemory() throws {
        let loader = InMemorySourceLoader(["a/r.json": "{}", "a/b/c.json": "[]"])
        let base = try #require(loader.file("a/r.json"))
        #expect(try loader.load(path: "b/c.json", relativeTo: base).path == "a/b/c.json")
        #expect(throws: SourceLoadError(path: "a/missing.json", reason: .notFound)) {
            try loader.load(path: "missing.json", relativeTo: base)
        }
    }

    @Test("the file-system loader reads each file once and reports missing files and folders")
    func fileSystem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(##"{"version": "2025.10"}"##.utf8).write(to: root.appendingPathComponent("r.json"))
        try Data("{}".utf8).write(to: root.appendingPathComponent("sub/c.json"))

        let loader = FileSystemSourceLoader(workingDirectory: root.path)
        let resolver = try loader.load(path: "r.json")
        let first = try loader.load(path: "sub/c.json", relativeTo: resolver)
        let again = try loader.load(path: "./sub/../sub/c.json", relativeTo: resolver)
        #expect(first === again)
        #expect(first.path == "sub/c.json")
        #expect(throws: SourceLoadError(path: "nope.json", reason: .notFound)) {
            try loader.load(path: "nope.json", relativeTo: resolver)
        }
        do {
            _ = try loader.load(path: "sub", relativeTo: resolver)
            Issue.record("loading a folder should fail")
        } catch {
            #expect(error.code == "resolver-file-unreadable")
        }
    }

    @Test("resolver file references load through the file system")
    func resolverFromDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-resolver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let resolver = ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "tokens/a.json"}, {"$ref": "missing.json"}]}]}"##
        try Data(resolver.utf8).write(to: root.appendingPathComponent("app.resolver.json"))
        try Data(##"{"a": {"$value": 1}}"##.utf8).write(to: root.appendingPathComponent("tokens/a.json"))

        let loader = FileSystemSourceLoader(workingDirectory: root.path)
        var log = DiagnosticLog()
        let document = ResolverDocument.load(try loader.load(path: "app.resolver.json"), loader: loader, log: &log)
        #expect(document == nil)
        #expect(log.sorted.map(\.description) == [
            "app.resolver.json:1:121: error: the file 'missing.json' does not exist; check the path (it is relative to the referencing file) [resolver-file-not-found]"
        ])
    }
}
