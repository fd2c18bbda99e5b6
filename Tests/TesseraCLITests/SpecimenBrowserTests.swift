import Foundation
import Testing
import TesseraCore
import TesseraEmitters
import TesseraSystem
import TesseraTestSupport
@testable import TesseraCLI

/// Every shipped system's specimen page, and the example's, in a real browser (headless Chromium):
/// in every theme it loads with no console message or error, its script runs and finds every
/// section drawn and every swatch coloured, the theme switch changes the colours wherever the
/// tokens do, and a screenshot of each theme is written to .build/specimen-screenshots and is not
/// blank. The broken-page tests prove that the check fails on a blank page, a script error, a
/// missing stylesheet and a network fetch. Chromium missing is a failure, locally and in CI.
@Suite(.serialized) struct SpecimenBrowserTests {
    static let screenshots = TestPaths.repositoryRoot.appendingPathComponent(".build/specimen-screenshots")

    static let builds = BundledBuild.all.filter { $0.name != "plugin-demo" }

    /// The specimen page of a bundled system, written to its screenshot folder (or to `folder`, so
    /// tests running at the same time never share one).
    static func page(_ bundled: BundledBuild, folder name: String? = nil) throws -> (url: URL, permutations: [ResolvedTokenSet]) {
        var log = DiagnosticLog()
        let config = try #require(ConfigLoader.load(directory: bundled.url.path, log: &log)?.selectingOutputs(["specimen"]))
        let result = try #require(SystemBuilder.build(config, log: &log), "\(log.sorted)")
        let file = try #require(result.files.first)
        let folder = screenshots.appendingPathComponent(name ?? bundled.name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("specimen.html")
        try Data(file.contents).write(to: url)
        return (url, result.permutations)
    }

    @Test(arguments: builds)
    func eachThemeLoadsCleanlyAndLooksDifferentWhereItsColoursDo(_ bundled: BundledBuild) throws {
        guard Chromium.executable != nil else {
            Issue.record(Comment(rawValue: Chromium.missing))
            return
        }
        let (url, permutations) = try Self.page(bundled)
        let height = try SpecimenBrowserCheck.height(of: url)
        var loads: [SpecimenBrowserCheck.Load] = []
        for (index, set) in permutations.enumerated() {
            let hash = SpecimenBrowserCheck.hash(set.permutation)
            let name = "\(bundled.name)-\(index)\(hash.isEmpty ? "" : "-" + hash.replacingOccurrences(of: "&", with: "-").replacingOccurrences(of: "=", with: "_")).png"
            let load = try SpecimenBrowserCheck.load(
                url, hash: hash, expectedIndex: index, height: height, screenshot: url.deletingLastPathComponent().appendingPathComponent(name))
            #expect(load.problems.isEmpty, "\(bundled.name) #\(hash): \(load.problems.joined(separator: "\n"))")
            loads.append(load)
        }
        // Where a theme's colour tokens differ from the default ones, the swatches must too.
        for index in permutations.indices.dropFirst() where Self.colors(permutations[index]) != Self.colors(permutations[0]) {
            #expect(loads[index].colors != nil && loads[index].colors != loads[0].colors,
                    "\(bundled.name): switching to \(permutations[index].permutation) did not change the swatches")
        }
        let verdicts = try ScreenshotAnalysis.analyse(loads.map(\.screenshot), in: url.deletingLastPathComponent())
        #expect(verdicts.count == loads.count, "every screenshot was analysed")
        for verdict in verdicts {
            #expect(!verdict.isBlank, "\(verdict.file) looks blank: \(verdict.colors) colours, \(verdict.dominant) of it one colour")
        }
    }

    /// The motion demos move, unless the system asks for reduced motion: then none does.
    @Test func theMotionDemosHonourReducedMotion() throws {
        try #require(Chromium.executable != nil, Comment(rawValue: Chromium.missing))
        let aurora = try #require(Self.builds.first { $0.name == "aurora" })
        let (url, _) = try Self.page(aurora, folder: "aurora-motion")
        let folder = url.deletingLastPathComponent()
        let full = try SpecimenBrowserCheck.load(url, hash: "", expectedIndex: 0, height: 2000, screenshot: folder.appendingPathComponent("motion-full.png"))
        let reduced = try SpecimenBrowserCheck.load(
            url, hash: "", expectedIndex: 0, height: 2000, screenshot: folder.appendingPathComponent("motion-reduced.png"),
            arguments: ["--force-prefers-reduced-motion"])
        #expect(full.problems.isEmpty && reduced.problems.isEmpty, "\(full.problems + reduced.problems)")
        let motion = try #require(full.root["data-specimen-motion"])
        #expect(motion.hasPrefix("full ") && !motion.hasPrefix("full 0/"), "\(motion)")
        #expect(reduced.root["data-specimen-motion"]?.hasPrefix("reduced 0/") == true, "\(reduced.root["data-specimen-motion"] ?? "")")
    }

    static func colors(_ set: ResolvedTokenSet) -> [String: ColorValue] {
        var colors: [String: ColorValue] = [:]
        for token in set.tokens { if case .color(let color) = token.value { colors[token.path.string] = color } }
        return colors
    }
}
