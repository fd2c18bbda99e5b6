@testable import TesseraEmitters
import TesseraCore
import Testing

@Suite("xcassets output")
struct AssetCatalogEmitterTests {
    @Test("no colour tokens, or no permutations at all: just the catalog's own Contents.json")
    func empty() {
        for sets in [[], [T.set([T.token("space.s", .dimension(T.px(4)))])]] {
            let catalog = T.catalog(sets)
            #expect(catalog.log.isEmpty)
            #expect(catalog.paths == ["Tokens.xcassets/Contents.json"])
        }
    }

    @Test("the same input gives the same files, sorted by path, all owned by the catalog folder")
    func deterministic() {
        let fixture = EmitterFixture.themes
        let tokens = fixture.permutations + EmitterFixture.kitchenSink.permutations
        func emit() -> [OutputFile] {
            var log = DiagnosticLog()
            let input = EmitterInput(systemName: "X", permutations: tokens, modifiers: fixture.modifiers)
            return AssetCatalogEmitter().emit(input, log: &log)
        }
        let first = emit()
        #expect(first == emit())
        #expect(first.map(\.path) == first.map(\.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(first.allSatisfy { $0.ownedFolder == "Tokens.xcassets" && $0.text.hasSuffix("}\n") })
    }

    @Test("options are checked like every output's")
    func options() {
        let catalog = T.catalog([T.set([])], options: #"{"namespace": true, "namespaces": "yes"}"#)
        #expect(catalog.log.all.map(\.code) == ["config-unknown-key", "config-invalid-value"])
        #expect(catalog.paths == ["Tokens.xcassets/Contents.json"])
    }

}
