import Foundation
import Testing
import TesseraSystem
import TesseraTestSupport

/// The fuzzing harness's readers (`FuzzTarget`, driven by libFuzzer through Scripts/fuzz.sh) on
/// their seeds, in the ordinary build: every seed runs through its reader, and the seeds that are
/// broken on purpose get the diagnostic they were written to provoke, so the harness is known to
/// reach the code it is meant to fuzz.
@Suite struct FuzzSeedTests {
    private func seeds(_ target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Fuzz/Seeds/\(target.rawValue)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    private func diagnostics(_ target: FuzzTarget) throws -> [String: String] {
        var printed: [String: String] = [:]
        for seed in try seeds(target) { printed[seed.name] = target.run(seed.bytes) }
        return printed
    }

    @Test func tokenFileSeeds() throws {
        let printed = try diagnostics(.json)
        #expect(printed.count >= 10)
        #expect(printed["types.json"] == "", "a valid file: \(printed["types.json"] ?? "")")
        #expect(printed["composites.json"] == "")
        #expect(printed["broken.json"]?.contains("[invalid-json]") == true)
        #expect(printed["cycle.json"]?.contains("[reference-cycle]") == true)
        #expect(printed["extends.json"]?.contains("[extends-cycle]") == true)
        #expect(printed["aliases.json"]?.contains("did you mean '{base.blue}'") == true)
        // The json target reads as lenient mode does, so the JSONC/JSON5 grammar is fuzzed too.
        #expect(printed["jsonc-json5.json"]?.contains("[legacy-json-syntax]") == true)
        #expect(printed["jsonc-json5.json"]?.contains("[non-finite-number]") == true)
    }

    @Test func resolverSeeds() throws {
        let printed = try diagnostics(.resolver)
        #expect(printed["basic.json"] == "", "a valid resolver: \(printed["basic.json"] ?? "")")
        #expect(printed["many-modifiers.json"]?.contains("[too-many-permutations]") == true)
        #expect(printed["bad-refs.json"]?.contains("[resolver-file-not-found]") == true)
        #expect(printed["wrong-version.json"]?.contains("[resolver-version]") == true)
    }

    @Test func configSeeds() throws {
        let printed = try diagnostics(.config)
        #expect(printed["full.yml"] == "", "a valid tessera.yml: \(printed["full.yml"] ?? "")")
        #expect(printed["anchors.yml"]?.contains("[config-yaml-alias]") == true)
        #expect(printed["errors.yml"]?.contains("[config-unknown-key]") == true)
    }
}
