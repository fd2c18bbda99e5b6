import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraCLI

/// The browser check must fail on a page that is blank or broken, or it proves nothing.
@Suite(.serialized) struct SpecimenBrowserFailureTests {
    /// The example's page, changed by `edit`, checked in its default theme.
    func check(_ name: String, _ edit: (String) -> String) throws -> (problems: [String], blank: Bool) {
        let aurora = try #require(BundledBuild.all.first { $0.name == "aurora" })
        let (url, _) = try SpecimenBrowserTests.page(aurora, folder: "broken-\(name)")
        let folder = url.deletingLastPathComponent()
        let broken = folder.appendingPathComponent("broken.html")
        try edit(try String(contentsOf: url, encoding: .utf8)).write(to: broken, atomically: true, encoding: .utf8)
        let load = try SpecimenBrowserCheck.load(
            broken, hash: "", expectedIndex: 0, height: 2000, screenshot: folder.appendingPathComponent("\(name).png"))
        let verdict = try ScreenshotAnalysis.analyse([load.screenshot], in: folder).first
        return (load.problems, verdict?.isBlank ?? true)
    }

    @Test func aBlankPageFails() throws {
        try #require(Chromium.executable != nil, Comment(rawValue: Chromium.missing))
        let result = try check("blank") { _ in "<!DOCTYPE html><html><body></body></html>\n" }
        #expect(result.problems.contains { $0.contains("did not run") })
        #expect(result.blank)
    }

    @Test func aScriptErrorFails() throws {
        try #require(Chromium.executable != nil, Comment(rawValue: Chromium.missing))
        let result = try check("script-error") { $0.replacingOccurrences(of: "</body>", with: "<script>null.boom();</script></body>") }
        #expect(result.problems.contains { $0.hasPrefix("errors:") })
        #expect(result.problems.contains { $0.hasPrefix("console:") })
    }

    @Test func aMissingStylesheetFails() throws {
        try #require(Chromium.executable != nil, Comment(rawValue: Chromium.missing))
        // Without the system's CSS every custom property is undefined, so no swatch has a colour.
        let result = try check("no-stylesheet") { page in
            guard let start = page.range(of: "<style>\n/*"), let end = page.range(of: "</style>", range: start.upperBound..<page.endIndex) else { return page }
            return page.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        }
        #expect(result.problems.contains { $0.contains("no colour for palette.ink") })
    }

    @Test func aNetworkFetchFails() throws {
        try #require(Chromium.executable != nil, Comment(rawValue: Chromium.missing))
        let result = try check("fetch") { $0.replacingOccurrences(of: "</main>", with: "<img src=\"https://example.com/font.png\"></main>") }
        #expect(result.problems.contains { $0.contains("blocked https://example.com/font.png") })
    }
}
