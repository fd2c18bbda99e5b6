import Testing
@testable import TesseraCore

@Suite("Resolver inputs")
struct ResolverInputTests {
    typealias S = ResolverTestSupport

    /// `theme` (light|dark, no default) then `size` (small|medium|large, default medium).
    static let resolver = ##"""
    {
      "version": "2025.10",
      "modifiers": {
        "theme": {"contexts": {"light": [], "dark": []}},
        "Size": {"contexts": {"small": [], "medium": [], "large": []}, "default": "medium"}
      },
      "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/Size"}]
    }
    """##

    private func document() throws -> ResolverDocument {
        let (document, log) = S.load(Self.resolver)
        #expect(log.isEmpty)
        return try #require(document)
    }

    @Test("modifiers are listed in resolutionOrder with their contexts and defaults")
    func modifiers() throws {
        #expect(try document().modifiers == [
            ModifierInfo(name: "theme", contexts: ["light", "dark"], defaultContext: nil),
            ModifierInfo(name: "Size", contexts: ["small", "medium", "large"], defaultContext: "medium"),
        ])
    }

    @Test("names match ignoring case; the permutation uses the declared spelling; defaults fill the rest")
    func caseInsensitive() throws {
        var log = DiagnosticLog()
        let permutation = try document().permutation(for: ["THEME": "Dark"], log: &log)
        #expect(log.isEmpty)
        #expect(permutation?.description == "theme=dark, Size=medium")
        #expect(try document().permutation(for: ["theme": "light", "size": "LARGE"], log: &log)?.description
            == "theme=light, Size=large")
    }

    @Test("input errors", arguments: [
        (["theme": "dark", "density": "compact"], "input-unknown-modifier"),
        (["theme": "dim"], "input-unknown-context"),
        (["size": "small"], "input-missing-modifier"),
        ([:], "input-missing-modifier"),
        (["theme": "dark", "Theme": "light"], "input-duplicate-modifier"),
    ])
    func errors(input: [String: String], code: String) throws {
        var log = DiagnosticLog()
        #expect(try document().permutation(for: input, log: &log) == nil)
        #expect(S.codes(log) == [code])
    }

    @Test("a resolver without modifiers has the one empty permutation")
    func noModifiers() throws {
        let (document, _) = S.load(##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": []}]}"##)
        var log = DiagnosticLog()
        #expect(try #require(document).permutation(for: [:], log: &log) == Permutation())
        #expect(log.isEmpty)
    }

    @Test("JSON inputs must map names to strings")
    func parseInput() throws {
        let file = SourceFile(path: "input.json", text: ##"{"theme": "dark", "size": 2}"##)
        var log = DiagnosticLog()
        #expect(ResolverDocument.parseInput(try JSONReader.read(file), log: &log) == nil)
        #expect(S.codes(log) == ["input-not-string"])
        #expect(log.all.first?.location == Diagnostic.Location(file: "input.json", line: 1, column: 27))

        log = DiagnosticLog()
        let good = SourceFile(path: "input.json", text: ##"{"theme": "dark"}"##)
        #expect(ResolverDocument.parseInput(try JSONReader.read(good), log: &log) == ["theme": "dark"])
        let array = SourceFile(path: "input.json", text: "[]")
        #expect(ResolverDocument.parseInput(try JSONReader.read(array), log: &log) == nil)
        #expect(S.codes(log) == ["input-not-object"])
    }
}
