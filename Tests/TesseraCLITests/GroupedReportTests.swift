import Foundation
import Testing
import TesseraTestSupport

/// `tessera build`'s text report prints each run of one problem once, with a count and the next
/// places; `--reporter json` keeps every diagnostic (issue 24).
@Suite struct GroupedReportTests {
    /// A system whose 200 aliases all name a token that does not exist.
    func systemWithTwoHundredMissingReferences() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let aliases = (0..<200).map { "\"a\($0)\": {\"$value\": \"{color.missing}\"}" }.joined(separator: ",\n")
        try folder.write("tokens.json", "{\"alias\": {\n\(aliases)\n}}\n")
        try folder.write("tessera.yml", "name: Broken\ntokens: tokens.json\noutputs:\n  css: {}\n")
        return folder
    }

    @Test func twoHundredIdenticalErrorsPrintOneLineAndOneNote() throws {
        let folder = try systemWithTwoHundredMissingReferences()
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines == [
            "./tokens.json:2:18: error: '{color.missing}' does not match any token [unresolved-reference]",
            "note: 199 more errors like this one (unresolved-reference), first at ./tokens.json:3:18, ./tokens.json:4:18, ./tokens.json:5:18",
        ])
        #expect(result.stdout.contains("failed with 200 errors"), "the summary counts every error")
    }

    @Test func theJSONReportKeepsEveryDiagnostic() throws {
        let folder = try systemWithTwoHundredMissingReferences()
        let result = try CLI.run(["build", ".", "--reporter", "json"], in: folder.url)
        #expect(result.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 200)
        #expect(entries.allSatisfy { $0["code"] as? String == "unresolved-reference" && $0["notes"] == nil })
    }

    @Test func aBrokenGroupTypePrintsOneErrorAndOneNote() throws {
        let folder = try TemporaryFolder()
        let tokens = (0..<50).map { "\"t\($0)\": {\"$value\": 1}" }.joined(separator: ",\n")
        try folder.write("tokens.json", "{\"space\": {\"$type\": \"spacing\",\n\(tokens)\n}}\n")
        try folder.write("tessera.yml", "name: Broken\ntokens: tokens.json\noutputs:\n  css: {}\n")
        let result = try CLI.run(["build", "."], in: folder.url)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("./tokens.json:1:21: error: unknown $type \"spacing\"") == true)
        #expect(lines.last == "note: 50 tokens in this group have no type because of it; the first is 'space.t0' at ./tokens.json:2:1")
    }
}

extension GroupedReportTests {
    /// A check of a system that does not load prints the errors a build prints, grouped alike.
    @Test func aCheckThatCannotLoadGroupsAsABuildDoes() throws {
        let folder = try systemWithTwoHundredMissingReferences()
        let result = try CLI.run(["check", "."], in: folder.url)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("note: 199 more errors like this one (unresolved-reference)") == true)
        #expect(lines.last?.hasSuffix("not checked; it has 200 errors (above)") == true)
    }
}
