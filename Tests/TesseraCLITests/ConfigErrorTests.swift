import Foundation
import Testing

/// Configuration errors as good as token errors (issue 26, part 7): a mistyped token file is
/// reported at its line in tessera.yml with the file meant, keys get a "did you mean", and a
/// system whose tessera.yml cannot be read is summarised by its folder's name.
@Suite struct ConfigErrorTests {
    func system(_ configuration: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("brand/tokens.json", #"{"n": {"$type": "number", "$value": 1}}"#)
        try folder.write("brand/tessera.yml", configuration)
        return folder
    }

    @Test func aMistypedTokenFileIsReportedAtItsLineWithTheFileMeant() throws {
        let folder = try system("name: Brand\ntokens:\n  - tokens.json\n  - tokenz.json\noutputs:\n  css: {}\n")
        let result = try CLI.run(["build", "brand"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("brand/tessera.yml:4:5: error: token file 'tokenz.json' in 'tokens' does not exist in 'brand' (did you mean 'tokens.json'?) [file-not-found]"), "\(result.stderr)")
    }

    @Test func aGlobThatMatchesNothingIsReportedAtItsLine() throws {
        let folder = try system("name: Brand\ntokens: tokens/*.json\noutputs:\n  css: {}\n")
        let result = try CLI.run(["build", "brand"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("brand/tessera.yml:2:9: error: token file 'tokens/*.json' in 'tokens' matches no file in 'brand' [file-not-found]"), "\(result.stderr)")
    }

    @Test func mistypedKeysGetADidYouMean() throws {
        let folder = try system("name: Brand\ntokens: tokens.json\noutputs:\n  css: {prefx: brand}\n  jsn: {}\n")
        let result = try CLI.run(["build", "brand"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("unknown option 'prefx' for the 'css' output (did you mean 'prefix'?)"), "\(result.stderr)")
        #expect(result.stderr.contains("unknown output format 'jsn' (did you mean 'json'?)"), "\(result.stderr)")
    }

    @Test func aMistypedContextsKeyIsHintedToo() throws {
        let folder = try system("name: Brand\ntokens: tokens.json\noutputs:\n  css: {contxts: {theme: dark}}\n")
        let result = try CLI.run(["build", "brand"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("unknown option 'contxts' for the 'css' output (did you mean 'contexts'?)"), "\(result.stderr)")
        #expect(result.stderr.contains("valid options are: contexts, "), "\(result.stderr)")
    }

    @Test func aSystemThatFailsToLoadIsNamedByItsFolder() throws {
        let folder = try system("name: Brand\ntokens: tokens.json\noutpus:\n  css: {}\n")
        let build = try CLI.run(["build", "."], in: folder.url.appendingPathComponent("brand"))
        #expect(build.stdout.hasPrefix("brand: failed with 1 error"), "\(build.stdout)")
        #expect(build.stderr.contains("unknown setting 'outpus' (did you mean 'output' or 'outputs'?)"), "\(build.stderr)")
        let check = try CLI.run(["check", "."], in: folder.url.appendingPathComponent("brand"))
        #expect(check.stdout.contains("brand: not checked"), "\(check.stdout)")
    }
}
