import Testing
import TesseraCore

@Suite struct NearestNameTests {
    @Test func aCloseNameIsSuggested() {
        #expect(NearestName.suggestion(for: "prefx", among: ["file", "prefix", "references", "selector"]) == "prefix")
        #expect(NearestName.suggestion(for: "Tokens", among: ["name", "tokens"]) == "tokens")
        #expect(NearestName.suggestion(for: "tokenz.json", among: ["tessera.yml", "tokens.json"]) == "tokens.json")
    }

    @Test func twoAsCloseAreBothNamed() {
        #expect(NearestName.hint(for: "outpus", among: ["output", "outputs", "usage"]) == " (did you mean 'output' or 'outputs'?)")
    }

    @Test func aFarNameGetsNoSuggestion() {
        #expect(NearestName.suggestion(for: "colours", among: ["name", "tokens", "outputs"]) == nil)
        #expect(NearestName.hint(for: "x", among: ["name"]) == "")
        // Short names allow one edit only: "cs" is not "css" misspelt twice.
        #expect(NearestName.suggestion(for: "ab", among: ["css"]) == nil)
    }
}
