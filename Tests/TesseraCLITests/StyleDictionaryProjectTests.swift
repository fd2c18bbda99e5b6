import Foundation
import Testing
import TesseraTestSupport

/// A Style Dictionary v3 project (Tests/Fixtures/lenient/style-dictionary-v3, laid out as Style
/// Dictionary's documentation lays one out) builds with `import: lenient`, and its values are
/// those Style Dictionary's `css` and `ios-swift` transform groups give: `color/css` hex colours,
/// `size/rem` for unitless sizes (`0.75rem`), `size/swift/remToCGFloat` for Swift (0.75 × 16 = 12
/// points), while a size written in px stays that many points rather than being multiplied by 16.
@Suite struct StyleDictionaryProjectTests {
    @Test func buildsToTheValuesStyleDictionaryWrites() throws {
        let folder = try TemporaryFolder()
        let fixture = TestPaths.repositoryRoot.appendingPathComponent("Tests/Fixtures/lenient/style-dictionary-v3")
        try FileManager.default.copyItem(at: fixture, to: folder.url.appendingPathComponent("sd"))
        let result = try CLI.run(["build", "sd"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("error:"), "\(result.stderr)")
        for code in ["legacy-unprefixed-keys", "legacy-category-type", "legacy-value-reference"] {
            #expect(result.stderr.contains("[\(code)]"), "\(code) missing from: \(result.stderr)")
        }

        let css = try folder.read("sd/build/tokens.css")
        for declaration in [
            "--color-base-red: #ff0000;", "--color-base-gray-light: #cccccc;", "--size-font-small: 0.75rem;",
            "--size-font-large: 2rem;", "--size-icon: 24px;",
        ] {
            #expect(css.contains(declaration), "\(declaration) missing from tokens.css")
        }
        #expect(css.range(of: #"--color-font-base: (var\(--color-base-red\)|#ff0000);"#, options: .regularExpression) != nil)
        #expect(css.range(of: #"--time-fast: (150ms|0\.15s);"#, options: .regularExpression) != nil)

        let swift = try folder.read("sd/build/Tokens.swift")
        #expect(swift.contains("Body text"), "the comment becomes the description")
        // 0.75rem is 12 points, 2rem 32; 24px is 24 points, not 24 × 16.
        for (name, points) in [("small", "12"), ("large", "32")] {
            #expect(swift.range(of: "\\b\(name)\\b[^\\n]*\\b\(points)\\b", options: .regularExpression) != nil, "size.font.\(name) is not \(points) points")
        }
        #expect(swift.range(of: #"\bicon\b[^\n]*\b24\b"#, options: .regularExpression) != nil)
        #expect(swift.range(of: #"\bicon\b[^\n]*\b384\b"#, options: .regularExpression) == nil)
    }
}
