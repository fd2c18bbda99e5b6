import Testing
@testable import TesseraCore

@Suite("Legacy per-token modes")
struct ResolverTokenModesTests {
    typealias S = ResolverTestSupport

    static let tree = ##"""
    {
      "color": {
        "$type": "color",
        "bg": {"$value": "white", "$extensions": {"mode": {"print": "white", "dark": "black"}}},
        "fg": {"$value": "black", "$extensions": {"mode": {"dark": "white", "hc": "yellow"}}},
        "plain": {"$value": "red"}
      }
    }
    """##

    @Test("tokens with modes become a `mode` modifier: default first, then the sorted mode names")
    func synthesized() throws {
        var log = DiagnosticLog()
        let document = try #require(ResolverDocument.synthesized(fromModes: S.object(Self.tree), log: &log))
        #expect(document.modifiers == [
            ModifierInfo(name: "mode", contexts: ["default", "dark", "hc", "print"], defaultContext: "default")
        ])
        #expect(S.codes(log) == ["legacy-token-modes"])
        #expect(log.all.first?.severity == .warning)
        #expect(log.all.first?.message.hasPrefix("2 tokens use per-token modes") == true)
        #expect(log.all.first?.location?.line == 4)
        #expect(document.allPermutations.first?.description == "mode=default")
    }

    /// An appearance: the CSS output follows the system's colour scheme for a light/dark modifier,
    /// and a `default` context would repeat `light`.
    @Test("light and dark modes are the contexts themselves, light the default")
    func appearance() throws {
        var log = DiagnosticLog()
        let tree = S.object(##"""
            {"color": {"$type": "color",
              "bg": {"$value": "white", "$extensions": {"mode": {"light": "white", "dark": "black"}}},
              "fg": {"$value": "black", "$extensions": {"mode": {"dark": "white"}}}}}
            """##)
        let document = try #require(ResolverDocument.synthesized(fromModes: tree, log: &log))
        #expect(document.modifiers == [ModifierInfo(name: "mode", contexts: ["dark", "light"], defaultContext: "light")])
        #expect(document.allPermutations.map(\.description) == ["mode=light", "mode=dark"])
        let light = document.tokenTree(for: Permutation([.init(modifier: "mode", context: "light")]))
        // A token with no light value keeps its own.
        #expect(["bg", "fg"].map { S.node("color.\($0).$value", in: light)?.string } == ["white", "black"])
        #expect(log.all.first?.message.contains("with contexts dark, light (default light)") == true)
    }

    @Test("each context overlays its mode values as $value; other tokens keep their own")
    func trees() throws {
        var log = DiagnosticLog()
        let document = try #require(ResolverDocument.synthesized(fromModes: S.object(Self.tree), log: &log))
        func values(_ context: String) -> [String?] {
            let tree = document.tokenTree(for: Permutation([.init(modifier: "mode", context: context)]))
            return ["bg", "fg", "plain"].map { S.node("color.\($0).$value", in: tree)?.string }
        }
        #expect(values("default") == ["white", "black", "red"])
        #expect(values("dark") == ["black", "white", "red"])
        #expect(values("hc") == ["white", "yellow", "red"])
        #expect(values("print") == ["white", "black", "red"])
        let dark = document.tokenTree(for: Permutation([.init(modifier: "mode", context: "dark")]))
        #expect(S.node("color.$type", in: dark)?.string == "color")
        #expect(S.node("color.bg.$value", in: dark)?.position?.location.line == 4)
    }

    @Test("no modes, no resolver and no warning")
    func none() {
        var log = DiagnosticLog()
        let tree = S.object(##"{"a": {"$value": 1, "$extensions": {"mode": "light"}}}"##)
        #expect(ResolverDocument.synthesized(fromModes: tree, log: &log) == nil)
        #expect(log.isEmpty)
    }
}
