import Foundation
import Testing
import TesseraCore
import TesseraEmitters
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// The `ts` output compiled and run, not just compared: every bundled system's and fixture's
/// module is type-checked by `tsc --strict` in one run (which also compiles them to JavaScript),
/// then node imports each and compares every permutation with the json output's file for it,
/// value for value (Tests/Fixtures/typescript/compare-with-json.mjs).
@Suite(.serialized) struct GeneratedTypeScriptTests {
    struct Case {
        var name: String
        var files: [OutputFile]
        var tsPath: String
        /// The json output's files in permutation order; empty with `references`.
        var jsonPaths: [String]
    }

    static func cases() -> [Case] {
        var cases: [Case] = []
        func add(_ name: String, config: SystemConfig?, result: SystemBuilder.Result?) {
            guard let result, let tsPath = result.pathsByOutput[TypeScriptEmitter.id]?.first else { return }
            let references = config?.outputs.first { $0.id == TypeScriptEmitter.id }?.options["references"]?.bool == true
            cases.append(Case(name: name, files: result.files, tsPath: tsPath,
                              jsonPaths: references ? [] : result.pathsByOutput[JSONEmitter.id] ?? []))
        }
        for bundled in BundledBuild.all {
            let output = bundled.build()
            add("bundled-" + bundled.name, config: output.config, result: output.result)
        }
        for name in SystemGoldenTests.cases {
            var log = DiagnosticLog()
            let config = ConfigLoader.load(directory: SystemGoldenTests.root.appendingPathComponent(name).path, log: &log)
            add("fixture-" + name, config: config, result: config.flatMap { SystemBuilder.build($0, log: &log) })
        }
        return cases
    }

    @Test func everyTypeScriptOutputCompilesStrictlyAndEqualsTheJSON() throws {
        guard let tsc = NodeTools.tsc, let node = NodeTools.node else {
            Issue.record(Comment(rawValue: NodeTools.missing))
            return
        }
        let cases = Self.cases()
        #expect(cases.count >= 9, "expected the bundled systems, Aurora and the ts fixtures")
        #expect(cases.filter { !$0.jsonPaths.isEmpty }.count >= 8)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-ts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("src")
        var modules: [String] = []
        var manifest: [[String: Any]] = []
        for item in cases {
            let folder = source.appendingPathComponent(item.name)
            for file in item.files where file.path == item.tsPath || item.jsonPaths.contains(file.path) {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            }
            modules.append("src/\(item.name)/\(item.tsPath)")
            guard !item.jsonPaths.isEmpty else { continue }
            let compiled = "js/\(item.name)/" + item.tsPath.dropLast(3) + ".js"
            manifest.append(["module": scratch.appendingPathComponent(compiled).path,
                             "json": item.jsonPaths.map { folder.appendingPathComponent($0).path }])
        }
        // One compiler run for every module: type-checks them all (--strict) and writes JavaScript.
        let compiled = try ChildProcess.run(
            URL(fileURLWithPath: tsc),
            arguments: ["--strict", "--noEmitOnError", "--target", "es2020", "--module", "es2020",
                        "--rootDir", "src", "--outDir", "js"] + modules,
            in: scratch, timeoutSeconds: 120)
        #expect(compiled.status == 0, "tsc --strict rejected generated TypeScript:\n\(compiled.stdout)\(compiled.stderr)")
        guard compiled.status == 0 else { return }
        // Node reads .js files in a folder without package.json as CommonJS; these are ES modules.
        try Data(#"{"type": "module"}"#.utf8).write(to: scratch.appendingPathComponent("js/package.json"))
        let manifestURL = scratch.appendingPathComponent("manifest.json")
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: manifestURL)
        let script = TestPaths.fixture("typescript/compare-with-json.mjs")
        let run = try ChildProcess.run(URL(fileURLWithPath: node), arguments: [script.path, manifestURL.path],
                                       in: scratch, timeoutSeconds: 120)
        #expect(run.status == 0, "the ts modules differ from the json output:\n\(run.stdout)\(run.stderr)")
    }
}

extension GeneratedTypeScriptTests {
    /// Beyond compiling (above): in the hostile fixture every key is a plain identifier, no text can
    /// end an inline script or hide code behind bidirectional controls, and `__proto__` never
    /// appears as a key (in an object literal it would set the prototype instead).
    @Test func hostileNamesGiveIdentifiersAndInertText() throws {
        let url = TestPaths.fixture("systems/ts-hostile-names/expected/tokens.ts")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(!text.contains("</"))
        #expect(!text.unicodeScalars.contains { [0x200E, 0x200F, 0x061C].contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(!text.contains("__proto__"))
        var keys = 0
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard !trimmed.hasPrefix("*"), !trimmed.hasPrefix("/"), let colon = trimmed.firstIndex(of: ":") else { continue }
            var key = trimmed[..<colon]
            if key.hasPrefix("readonly ") { key = key.dropFirst(9) }
            if key.hasSuffix("?") { key = key.dropLast() }
            guard !key.contains(" "), !key.hasPrefix("export") else { continue }
            keys += 1
            let valid = key.unicodeScalars.enumerated().allSatisfy { offset, scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_" || scalar == "$" || (offset > 0 && ("0"..."9").contains(scalar)))
            }
            #expect(valid, "'\(key)' is not a plain identifier")
        }
        #expect(keys > 40)
    }
}
