import Foundation
import Testing
import TesseraTestSupport

/// `tessera specimen` end to end, and the `components` section's mistakes named at their line.
@Suite struct SpecimenCommandTests {
    @Test func writesOnlyThePageWhereBuildWrites() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: BuildCommandTests.example, to: folder.url.appendingPathComponent("aurora"))
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("aurora/build"))
        let result = try CLI.run(["specimen", "aurora"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Aurora: 59 tokens, 2 permutations, 1 file written to aurora/build"))
        let page = try folder.read("aurora/build/specimen.html")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>Aurora · design system specimen</title>"))
        #expect(!folder.exists("aurora/build/tokens.css"))
    }

    @Test func componentMistakesAreNamedAtTheirLine() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("tokens.json", #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "r": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#)
        _ = try folder.write("tessera.yml", """
            name: X
            tokens: tokens.json
            components:
              - name: Badge
                parts:
                  - {text: Hi, background: c, radius: c, colour: c}
              - name: Chip
                parts:
                  - {text: Hi, background: missing, shape: star}
            """)
        let build = try CLI.run(["build", "."], in: folder.url)
        #expect(build.status == 1)
        #expect(build.stderr.contains("./tessera.yml:6:46: error: unknown key 'colour' in 'parts'"))
        #expect(build.stderr.contains("./tessera.yml:9:48: error: 'shape' must be one of rect, circle, capsule, found 'star' [config-invalid-value]"))
        _ = try folder.write("tessera.yml", """
            name: X
            tokens: tokens.json
            components:
              - name: Badge
                parts:
                  - {text: Hi, background: c, radius: c}
                  - {text: Hi, background: missing}
            """)
        let specimen = try CLI.run(["specimen", "."], in: folder.url)
        #expect(specimen.status == 1)
        #expect(specimen.stderr.contains("./tessera.yml:6:43: error: component 'Badge' gives its radius from 'c', a color token; a radius needs dimension [specimen-wrong-type]"))
        #expect(specimen.stderr.contains("./tessera.yml:7:32: error: component 'Badge' gives its background from 'missing', which is not a token [specimen-unknown-token]"))
        #expect(!folder.exists("build/specimen.html"))
    }
}
