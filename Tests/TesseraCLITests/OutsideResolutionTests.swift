import Foundation
import Testing
import TesseraTestSupport

/// A reference to a token that exists only in a set the resolution never includes, or in a context
/// the permutation does not choose, says where the token is and why it is out (issue 24, part 5):
/// a real system ships a set that resolutionOrder forgets.
@Suite struct OutsideResolutionTests {
    let resolver = TestPaths.repositoryRoot.appendingPathComponent("Tests/Fixtures/lenient/outside-resolution/system.resolver.json").path

    @Test func aSetLeftOutOfResolutionOrderIsNamed() throws {
        let result = try CLI.run(["resolve", resolver, "--input", "theme=light"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(##"'{brand.primary}' does not match any token; it is defined only in set "brand", which resolutionOrder does not include (add {"$ref": "#/sets/brand"} to it)"##), "\(result.stderr)")
        #expect(!result.stderr.contains("theme.ink"), "theme=light defines theme.ink")
    }

    @Test func aContextThePermutationDoesNotChooseIsNamed() throws {
        let result = try CLI.run(["resolve", resolver, "--all"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"'{theme.ink}' does not match any token; it is defined only in context "light" of modifier "theme", which this permutation (theme=dark) does not choose"#), "\(result.stderr)")
    }
}
