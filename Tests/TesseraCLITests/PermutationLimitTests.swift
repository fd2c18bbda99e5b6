import Foundation
import Testing

/// `permutations: all` and `resolve --all` count the permutations before building any and refuse
/// more than the limit (issue 23: 20 modifiers of 3 contexts, 3.5 billion, passed 8 GiB silently).
@Suite struct PermutationLimitTests {
    /// A resolver with one token and `modifiers` modifiers of `contexts` empty contexts each.
    static func resolver(modifiers: Int, contexts: Int) -> String {
        let names = (0..<modifiers).map { "m\($0)" }
        let declared = names.map { name in
            let list = (0..<contexts).map { "\"c\($0)\": []" }.joined(separator: ", ")
            return "\"\(name)\": {\"contexts\": {\(list)}, \"default\": \"c0\"}"
        }
        let order = ["{\"$ref\": \"#/sets/base\"}"] + names.map { "{\"$ref\": \"#/modifiers/\($0)\"}" }
        return """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"size": {"$type": "number", "$value": 4}}]}},
             "modifiers": {\(declared.joined(separator: ",\n"))},
             "resolutionOrder": [\(order.joined(separator: ", "))]}
            """
    }

    func folder(modifiers: Int, contexts: Int, config: String = "resolver: tokens.resolver.json\n") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tokens.resolver.json", Self.resolver(modifiers: modifiers, contexts: contexts))
        try folder.write("tessera.yml", config + "outputs:\n  json: {}\n")
        return folder
    }

    @Test func billionsOfPermutationsAreRefusedAtOnce() throws {
        let folder = try folder(modifiers: 20, contexts: 3)
        let path = folder.url.appendingPathComponent("tokens.resolver.json").path
        let start = Date()
        let result = try CLI.run(["resolve", path, "--all"])
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 1)
        #expect(result.stderr.contains("3,486,784,401 permutations"), "\(result.stderr)")
        #expect(result.stderr.contains("over the limit of 4,096"))
        #expect(result.stderr.contains("--input") && result.stderr.contains("[too-many-permutations]"))
        #expect(result.stdout.isEmpty)
        // Generous for a debug build on a busy 2-core CI machine; the defect took 20-30 s and 8 GiB.
        #expect(seconds < 2, "took \(seconds) s")
        let peak = try PeakMemory.run(["resolve", path, "--all"])
        #expect(peak.status == 1)
        // Where the test process itself is over 100 MiB, the child's own peak can only be told
        // apart when it is above that (see PeakMemory).
        #expect(peak.mebibytes < 100 || peak.mebibytes <= peak.testProcess, "peak \(peak.mebibytes) MiB")
        #expect(peak.sampled < 100, "sampled peak \(peak.sampled) MiB")
    }

    @Test func buildPointsAtTheResolverLine() throws {
        let folder = try folder(modifiers: 20, contexts: 3)
        let start = Date()
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(result.status == 1)
        #expect(result.stderr.contains("tessera.yml:1:11: error: the resolver has 3,486,784,401 permutations"), "\(result.stderr)")
        #expect(result.stderr.contains("limits: {permutations: N}"))
        #expect(!folder.exists("build"))
    }

    @Test func countsThatOverflowSaturate() throws {
        // 3^64 does not fit in 64 bits: the count must saturate, not wrap to a small number.
        let folder = try folder(modifiers: 64, contexts: 3)
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("more than 9,223,372,036,854,775,807 permutations"), "\(result.stderr)")
    }

    @Test func theLimitIsConfigurable() throws {
        // 3 × 3 × 3 = 27 permutations.
        let refused = try folder(modifiers: 3, contexts: 3, config: "resolver: tokens.resolver.json\nlimits: {permutations: 26}\n")
        let refusal = try CLI.run(["build", "."], in: refused.url)
        #expect(refusal.status == 1)
        #expect(refusal.stderr.contains("27 permutations (m0 3 × m1 3 × m2 3), over the limit of 26"), "\(refusal.stderr)")

        let allowed = try folder(modifiers: 3, contexts: 3, config: "resolver: tokens.resolver.json\nlimits: {permutations: 27}\n")
        let build = try CLI.run(["build", "."], in: allowed.url)
        #expect(build.status == 0, "\(build.stderr)")

        let path = allowed.url.appendingPathComponent("tokens.resolver.json").path
        #expect(try CLI.run(["resolve", path, "--all", "--max-permutations", "26"]).status == 1)
        #expect(try CLI.run(["resolve", path, "--all", "--max-permutations", "27"]).status == 0)
    }

    @Test func chosenInputsAreNotCounted() throws {
        let folder = try folder(modifiers: 20, contexts: 3, config: "resolver: tokens.resolver.json\npermutations: [{m0: c1}, {m3: c2}]\n")
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: ["limits: 10", "limits: {permutations: 0}", "limits: {permutations: 2.5}", "limits: {tokens: 5}"])
    func badLimitsAreReported(_ line: String) throws {
        let folder = try folder(modifiers: 2, contexts: 2, config: "resolver: tokens.resolver.json\n\(line)\n")
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("tessera.yml:2:"), "\(result.stderr)")
    }
}
