import Foundation
import Testing
import TesseraTestSupport

/// Per-platform values through the command line (issue 27, parts 4 and 6): each output builds only
/// its platform's permutations, a mistyped context stops the build at its line in tessera.yml, and
/// `tessera check` compares the platforms where the sync table says they agree.
@Suite struct PlatformContextsCommandTests {
    /// The `output-contexts` fixture, copied: with another tessera.yml, or an accent colour of the
    /// web's own.
    func system(configuration: String? = nil, accentOnTheWeb: String? = nil) throws -> TemporaryFolder {
        let fixture = TestPaths.fixture("systems/output-contexts")
        let folder = try TemporaryFolder()
        for name in ["tessera.yml", "platforms.resolver.json", "base.tokens.json"] {
            var text = try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
            if name == "tessera.yml", let configuration { text = configuration }
            if name == "platforms.resolver.json", let accentOnTheWeb {
                text = text.replacingOccurrences(
                    of: #""web": [{ "font""#, with: #""web": [{ "color": { "$type": "color", "accent": { "$value": \#(accentOnTheWeb) } }, "font""#)
            }
            try folder.write("platforms/\(name)", text)
        }
        return folder
    }

    @Test func eachOutputGetsItsPlatformsValues() throws {
        let folder = try system()
        let result = try CLI.run(["build", "platforms"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let css = try String(contentsOf: folder.url.appendingPathComponent("platforms/build/tokens.css"), encoding: .utf8)
        #expect(css.contains("Sora") && !css.contains("SF Pro"), "\(css)")
        let swift = try String(contentsOf: folder.url.appendingPathComponent("platforms/build/Tokens.swift"), encoding: .utf8)
        #expect(swift.contains("SF Pro") && !swift.contains("Sora"))
        #expect(folder.exists("platforms/build/tokens.light.json") && folder.exists("platforms/build/tokens.dark.json"))
    }

    @Test func aMistypedContextStopsTheBuildAtItsPlace() throws {
        let folder = try system(configuration: "name: Platforms\nresolver: platforms.resolver.json\noutputs:\n  swift: {contexts: {platform: iphone}}\n")
        let result = try CLI.run(["build", "platforms"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("platforms/tessera.yml:4:32: error: modifier 'platform' has no context 'iphone'; its contexts are ios, web (the 'swift' output's 'contexts') [config-invalid-value]"), "\(result.stderr)")
        #expect(!folder.exists("platforms/build/Tokens.swift"))
    }

    @Test func theSyncCheckPassesInStepAndReportsAColourThatDrifted() throws {
        let inStep = try system()
        let clean = try CLI.run(["check", "platforms"], in: inStep.url)
        #expect(clean.status == 0, "\(clean.stdout)")
        let apart = try system(accentOnTheWeb: ##"{ "colorSpace": "srgb", "components": [0.5451, 0.3608, 0.9686], "hex": "#8b5cf7" }"##)
        let drifted = try CLI.run(["check", "platforms"], in: apart.url)
        withExtendedLifetime((inStep, apart)) {}
        #expect(drifted.status == 1)
        #expect(drifted.stdout.contains("error: 'color.accent' differs between platforms: #8b5cf6 when platform=ios, #8b5cf7 when platform=web (synced: equal on every platform); make them equal [platform-sync]"), "\(drifted.stdout)")
    }
}
