import Foundation
import Testing
import TesseraTestSupport

/// `tessera migrate` on the command line: where it writes, what it prints, what it refuses.
@Suite struct MigrateCommandTests {
    static let colors = ##"{"color": {"red": {"value": "#ff0000", "comment": "Alarm."}}}"##
    static let modes = ##"{"bg": {"$type": "color", "$value": "#ffffff", "$extensions": {"mode": {"dark": "#000000"}}}}"##

    @Test func withoutADestinationItIsAUsageErrorNamingBoth() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", Self.colors)
        let result = try MigrateFixtures.migrate(["a.json"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--output DIR") && result.stderr.contains("--in-place"), "\(result.stderr)")
        let both = try MigrateFixtures.migrate(["a.json", "--in-place", "--output", "out"], in: folder)
        #expect(both.status == 64)
        #expect(try folder.read("a.json") == Self.colors)
    }

    @Test func outputKeepsTheLayoutAndLeavesTheInputs() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens/color/base.json", Self.colors)
        try folder.write("tokens/size.json", #"{"size": {"sm": {"value": "4px"}}}"#)
        let result = try MigrateFixtures.migrate(["tokens", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            tokens/color/base.json → out/color/base.json: 2 keys given their $, 1 colour string, 1 type from its Style Dictionary category
            tokens/size.json → out/size.json: 1 key given its $, 1 dimension string, 1 type from its Style Dictionary category

            """)
        #expect(try folder.read("out/color/base.json").contains("\"$description\": \"Alarm.\""))
        #expect(try folder.read("out/size.json").contains("\"unit\": \"px\""))
        #expect(try folder.read("tokens/color/base.json") == Self.colors)
        #expect(!folder.exists("out/.tessera-staging"))
    }

    @Test func inPlaceRewritesTheInputsAndPutsTheResolverBesideThem() throws {
        let folder = try TemporaryFolder()
        try folder.write("tokens/color.json", Self.colors)
        try folder.write("tokens/theme.json", Self.modes)
        let result = try MigrateFixtures.migrate(["tokens/color.json", "tokens/theme.json", "--in-place"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("tokens/theme.json: 1 colour string, 1 token's per-token modes moved to tokens.resolver.json"), "\(result.stdout)")
        #expect(result.stdout.contains("tokens/tokens.resolver.json: resolver for the per-token modes"), "\(result.stdout)")
        #expect(try folder.read("tokens/color.json").contains("\"$value\": {"))
        #expect(!(try folder.read("tokens/theme.json").contains("mode")))
        let resolver = try folder.read("tokens/tokens.resolver.json")
        #expect(resolver.contains("\"$ref\": \"color.json\"") && resolver.contains("\"dark\": ["), "\(resolver)")

        let resolved = try CLI.run(["resolve", "tokens/tokens.resolver.json", "--all"], in: folder.url)
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(resolved.stdout.contains("\"mode=dark\""))

        let again = try MigrateFixtures.migrate(["tokens", "--in-place"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == """
            tokens/color.json: already DTCG 2025.10, unchanged
            tokens/theme.json: already DTCG 2025.10, unchanged

            """)
    }

    @Test func inPlaceRefusesALinkedInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("real/colors.json", Self.colors)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("tokens/colors.json").path, withDestinationPath: "../real/colors.json")
        let result = try MigrateFixtures.migrate(["tokens/colors.json", "--in-place"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("is a symbolic link"), "\(result.stderr)")
        #expect(try folder.read("real/colors.json") == Self.colors)
    }
}
