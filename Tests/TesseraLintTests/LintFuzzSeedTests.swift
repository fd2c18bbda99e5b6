import Foundation
import Testing
import TesseraLint
import TesseraTestSupport

/// The linter's fuzzing target (`LintFuzzTarget`, driven by libFuzzer through `Scripts/fuzz.sh lint`)
/// on its seeds, in the ordinary build: every seed runs through the lint and its fixes, and each
/// gets the findings it was written to provoke, so the harness is known to reach the rules, the
/// fixes and the bad-input paths it is meant to fuzz.
@Suite struct LintFuzzSeedTests {
    private func printed() throws -> [String: String] {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Fuzz/Seeds/lint")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var printed: [String: String] = [:]
        for name in names {
            printed[name] = LintFuzzTarget.run(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
        return printed
    }

    @Test func everySeedReachesWhatItWasWrittenFor() throws {
        let printed = try printed()
        #expect(printed.count >= 10)
        func expect(_ seed: String, _ codes: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            let text = printed[seed] ?? ""
            for code in codes {
                #expect(text.contains("[\(code)]"), "\(seed) has no \(code):\n\(text)", sourceLocation: sourceLocation)
            }
        }
        expect("colors.swift", ["hardcoded-color", "named-system-color"])
        expect("typography.swift", ["hardcoded-font-size", "font-family", "small-font-size", "bold-emphasis"])
        expect("layout.swift", ["off-grid", "spacing-literal", "hit-target", "corner-radius"])
        expect("motion.swift", ["duration-animation", "motion-literal", "spring-animation", "reduce-motion-bypass"])
        expect("effects.swift", ["forbidden-shadow", "forbidden-gradient", "custom-image", "material", "symbol-weight", "gradient-background"])
        expect("copy.swift", ["emoji-in-copy"])
        expect("suppressions.swift", ["lint-unknown-rule", "lint-invalid-suppression", "hardcoded-color"])
        // The colour on line 8 is suppressed, the one on line 10 is not; the file disables font sizes.
        #expect(printed["suppressions.swift"]?.contains("Fuzz.swift:8:") == false)
        #expect(printed["suppressions.swift"]?.contains("Fuzz.swift:10:43: warning: hard-coded colour") == true)
        #expect(printed["suppressions.swift"]?.contains("[hardcoded-font-size]") == false)
        expect("broken.swift", ["lint-parse-error"])
        expect("not-utf8.swift", ["lint-file-not-utf8"])
        #expect(printed["newline.swift"] == "")
        // The fixes run, and the target lints what they wrote.
        let fixed = printed["fixable.swift"] ?? ""
        #expect(fixed.contains("note: fixed: now Color.ink"), "\(fixed)")
        #expect(fixed.contains("note: fixed: now Spacing.md"), "\(fixed)")
    }
}
