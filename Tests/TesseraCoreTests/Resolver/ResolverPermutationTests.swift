import Testing
@testable import TesseraCore

@Suite("Resolver permutations and merged trees")
struct ResolverPermutationTests {
    typealias S = ResolverTestSupport

    static let files = [
        "base.json": ##"{"color": {"$type": "color", "bg": {"$value": "base-bg"}, "fg": {"$value": "base-fg"}}}"##,
        "themes/dark.json": ##"{"color": {"bg": {"$value": "dark-bg"}}, "only": {"dark": {"$value": 1}}}"##,
        "themes/light.json": ##"{"color": {"bg": {"$value": "light-bg"}}}"##,
    ]

    static let resolver = ##"""
    {
      "version": "2025.10",
      "sets": {
        "base": {"sources": [{"$ref": "base.json"}]},
        "brand": {"sources": [{"$ref": "#/sets/base"}, {"color": {"fg": {"$value": "brand-fg"}}}]}
      },
      "modifiers": {
        "theme": {
          "contexts": {"light": [{"$ref": "themes/light.json"}], "dark": [{"$ref": "themes/dark.json"}]},
          "default": "dark"
        }
      },
      "resolutionOrder": [
        {"$ref": "#/sets/brand"},
        {"$ref": "#/modifiers/theme"},
        {"type": "modifier", "name": "size", "contexts": {"s": [{"size": {"$value": "s"}}], "m": [{"size": {"$value": "m"}}]}}
      ]
    }
    """##

    private func document() throws -> ResolverDocument {
        let (document, log) = S.load(Self.resolver, files: Self.files)
        #expect(log.isEmpty, "\(log.sorted)")
        return try #require(document)
    }

    @Test("permutations: the default first, then the product in declared order")
    func allPermutations() throws {
        let document = try document()
        #expect(document.allPermutations.map(\.description) == [
            "theme=dark, size=s",
            "theme=light, size=s", "theme=light, size=m",
            "theme=dark, size=m",
        ])
        #expect(document.defaultPermutation.description == "theme=dark, size=s")
    }

    @Test("sets merge in order, referenced sets expand, and the chosen context overlays them")
    func mergedTree() throws {
        let document = try document()
        let light = Permutation([.init(modifier: "theme", context: "light"), .init(modifier: "size", context: "m")])
        #expect(S.compact(document.tokenTree(for: light))
            == #"{"color":{"$type":"color","bg":{"$value":"light-bg"},"fg":{"$value":"brand-fg"}},"size":{"$value":"m"}}"#)
        // The permutation leaves out `theme`, whose default is dark.
        let dark = Permutation([.init(modifier: "size", context: "s")])
        #expect(S.compact(document.tokenTree(for: dark))
            == #"{"color":{"$type":"color","bg":{"$value":"dark-bg"},"fg":{"$value":"brand-fg"}},"only":{"dark":{"$value":1}},"size":{"$value":"s"}}"#)
    }

    @Test("merged nodes keep the position of the file they came from")
    func positions() throws {
        let tree = try document().tokenTree(for: Permutation([.init(modifier: "theme", context: "dark")]))
        let bg = try #require(S.node("color.bg.$value", in: tree)?.position?.location)
        #expect(bg == Diagnostic.Location(file: "themes/dark.json", line: 1, column: 29))
        #expect(S.node("color.fg.$value", in: tree)?.position?.location.file == "tokens.resolver.json")
        #expect(S.node("color.$type", in: tree)?.position?.location.file == "base.json")
    }

    @Test("file pointers select part of a file; siblings of $ref override shallowly")
    func pointersAndOverrides() throws {
        let text = ##"""
        {
          "version": "2025.10",
          "sets": {"s": {"sources": [{"$ref": "base.json#/color", "bg": {"$value": "override"}}]}},
          "modifiers": {"m": {"contexts": {"a": [], "b": [{"x": {"$value": 1}}]}, "default": "a"}},
          "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m", "default": "b"}]
        }
        """##
        let (loaded, log) = S.load(text, files: Self.files)
        #expect(log.isEmpty, "\(log.sorted)")
        let document = try #require(loaded)
        #expect(document.modifiers.first?.defaultContext == "b")
        #expect(S.compact(document.tokenTree(for: document.defaultPermutation))
            == #"{"$type":"color","bg":{"$value":"override"},"fg":{"$value":"base-fg"},"x":{"$value":1}}"#)
    }

    @Test("a resolutionOrder reference may rename its item")
    func rename() throws {
        let text = ##"{"version": "2025.10", "sets": {"s": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/sets/s", "name": "again", "type": "set"}]}"##
        let (document, log) = S.load(text)
        #expect(log.isEmpty, "\(log.sorted)")
        #expect(document?.steps.map(\.name) == ["s", "again"])
    }
}
