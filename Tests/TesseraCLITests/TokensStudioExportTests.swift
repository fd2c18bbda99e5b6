import Foundation
import Testing
import TesseraTestSupport

/// A Tokens Studio single-file export (sets, `$themes` in two groups, `$metadata.tokenSetOrder`),
/// written from Tokens Studio's documentation of its export, is read in lenient mode as a resolver:
/// its theme groups are modifiers, each theme a context (issue 24).
@Suite struct TokensStudioExportTests {
    let export = TestPaths.repositoryRoot.appendingPathComponent("Tests/Fixtures/lenient/tokens-studio-export/tokens.json").path

    @Test func everyThemeCombinationResolves() throws {
        let result = try CLI.run(["resolve", "--lenient", "--all", export])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[legacy-tokens-studio-themes]"))
        #expect(result.stderr.contains(#""Mode" (Light, Dark); "Density" (Compact, Comfortable)"#), "\(result.stderr)")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(all.keys.sorted() == [
            "Mode=Dark, Density=Comfortable", "Mode=Dark, Density=Compact",
            "Mode=Light, Density=Comfortable", "Mode=Light, Density=Compact",
        ])
        func hex(_ permutation: String, _ token: String) -> String? {
            let set = all[permutation] as? [String: Any]
            let value = (set?[token] as? [String: Any])?["$value"] as? [String: Any]
            return value?["hex"] as? String
        }
        func gap(_ permutation: String) -> Double? {
            let value = ((all[permutation] as? [String: Any])?["gap"] as? [String: Any])?["$value"] as? [String: Any]
            return value?["value"] as? Double
        }
        #expect(hex("Mode=Light, Density=Compact", "bg") == "#ffffff")
        #expect(hex("Mode=Dark, Density=Compact", "bg") == "#111111")
        #expect(gap("Mode=Light, Density=Compact") == 4)
        #expect(gap("Mode=Dark, Density=Comfortable") == 8)
    }

    @Test func strictModeDoesNotGuess() throws {
        let result = try CLI.run(["resolve", export])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("[legacy-tokens-studio-themes]"))
    }
}
