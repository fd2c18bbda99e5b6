import Foundation
import Testing
import TesseraTestSupport

/// `tessera check` as a user runs it: configuration errors at their line, levels written the
/// way YAML users write them, exit statuses.
@Suite struct CheckCommandTests {
    static let tokens = #"{"c": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.6, 0.6, 0.6]}}, "page": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "alsoPage": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#
    static let usage = "usage:\n  - {name: Body, foreground: c.ink, background: c.page, size: 16}\n"

    func system(_ extra: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("tokens.json", Self.tokens)
        try folder.write("tessera.yml", "name: T\ntokens: tokens.json\n" + Self.usage + extra)
        return folder
    }

    @Test func anErrorFindingExitsOne() throws {
        let folder = try system("")
        let result = try CLI.run(["check", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: 'Body': c.ink on c.page has contrast 2.84:1; needs 4.5:1"))
        #expect(result.stdout.contains("[contrast]"))
        #expect(result.stdout.hasSuffix("T: 1 error, 2 warnings from 5 rules over 3 tokens in 1 permutation and 1 usage pair\n"))
    }

    @Test func aBareOffInYAMLTurnsARuleOff() throws {
        let folder = try system("rules:\n  contrast: off\n  duplicate-value: off\n  unused-token: off\n")
        let result = try CLI.run(["check", "."], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("T: 0 errors, 0 warnings from 2 rules over 3 tokens in 1 permutation and 1 usage pair\n"))
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let folder = try system("rules:\n  contrast: {severity: warning}\n")
        #expect(try CLI.run(["check", "."], in: folder.url).status == 0)
        #expect(try CLI.run(["check", ".", "--strict"], in: folder.url).status == 1)
    }

    @Test func levelAAAIsStricter() throws {
        let folder = try system("rules:\n  contrast: {level: AAA}\n")
        #expect(try CLI.run(["check", "."], in: folder.url).stdout.contains("needs 7:1 (WCAG AAA, normal text, 16 pt)"))
    }

    @Test func suppressionsNeedAReasonAndMustMatch() throws {
        let noReason = try system("suppress:\n  - {rule: contrast, tokens: c.ink}\n")
        let missing = try CLI.run(["check", "."], in: noReason.url)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("tessera.yml:6:5: error: a 'suppress' entry needs a 'reason'"))
        let withReasons = try system("suppress:\n  - {rule: contrast, tokens: c.ink, reason: \"Placeholder text.\"}\n  - {rule: contrast, tokens: c.gone, reason: \"Old.\"}\n")
        let used = try CLI.run(["check", "."], in: withReasons.url)
        #expect(!used.stdout.contains("[contrast]"))
        #expect(used.stdout.contains("warning: the suppression of 'contrast' for c.gone matches no finding; remove it [unused-suppression]"))
    }

    @Test func unknownRulesAndOptionsAreNamedAtTheirLine() throws {
        let folder = try system("rules:\n  contrat: error\n  contrast: {level: AAAA, size: 2}\n")
        let result = try CLI.run(["check", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("tessera.yml:6:3: error: unknown rule 'contrat' under 'rules'"))
        #expect(result.stdout.contains("tessera.yml:7:21: error: option 'level' of rule 'contrast' must be one of AA, AAA; found 'AAAA'"))
        #expect(result.stdout.contains("error: unknown option 'size' of rule 'contrast'"))
    }

    @Test func everyReporterWritesItsFormat() throws {
        let folder = try system("")
        let json = try CLI.run(["check", ".", "--reporter", "json"], in: folder.url)
        #expect(json.stdout.hasPrefix("["))
        #expect(json.stderr.contains("T: 1 error"))
        let sarif = try CLI.run(["check", ".", "--reporter", "sarif"], in: folder.url)
        #expect(sarif.stdout.contains("\"version\": \"2.1.0\""))
        let markdown = try CLI.run(["check", ".", "--reporter", "markdown"], in: folder.url)
        #expect(markdown.stdout.hasPrefix("# T: design check\n"))
    }
}
