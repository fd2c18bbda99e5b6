import Testing
@testable import TesseraCore

/// Each resolver error (§4, §5 "Resolver"): the code, and the exact place marked with 1️⃣.
@Suite("Resolver validation")
struct ResolverValidationTests {
    typealias S = ResolverTestSupport

    struct Case: Sendable, CustomTestStringConvertible {
        var code: String
        var text: String
        var files: [String: String] = [:]
        var testDescription: String { "\(code): \(text.prefix(60))" }
    }

    /// An always-valid inline set to satisfy resolutionOrder where a case needs it.
    static let item = ##"{"type": "set", "name": "base", "sources": [{}]}"##
    static let version = ##""version": "2025.10""##
    static let twoContexts = ##""contexts": {"light": [], "dark": []}"##
    static let colors = ["colors.json": ##"{"a": {"$type": "number", "$value": 1}}"##]

    static let errorCases: [Case] = [
        Case(code: "resolver-version", text: ##"1️⃣{"resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-version", text: ##"{"version": 1️⃣"2024.01", "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-version", text: ##"{"version": 1️⃣2025.10, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-missing-resolution-order", text: ##"1️⃣{\##(version)}"##),
        Case(code: "resolver-missing-resolution-order", text: ##"{\##(version), "resolutionOrder": 1️⃣[]}"##),
        Case(code: "resolver-invalid-value", text: ##"{\##(version), "resolutionOrder": 1️⃣{}}"##),
        Case(code: "resolver-invalid-value", text: ##"1️⃣[]"##),
        Case(code: "resolver-invalid-value", text: ##"{\##(version), "description": 1️⃣7, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-invalid-value", text: ##"{\##(version), "$extensions": 1️⃣[], "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-invalid-value", text: ##"{\##(version), "sets": 1️⃣[], "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-invalid-value", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": 1️⃣{}}]}"##),
        Case(code: "resolver-invalid-value", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [1️⃣"colors.json"]}]}"##),
        Case(code: "resolver-invalid-value", text: ##"{\##(version), "resolutionOrder": [1️⃣"#/sets/a"]}"##),
        Case(code: "resolver-unknown-key", text: ##"{\##(version), 1️⃣"themes": {}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-unknown-key", text: ##"{\##(version), "sets": {"a": {"sources": [], 1️⃣"extra": 1}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-unknown-key", text: ##"{\##(version), "modifiers": {"m": {\##(twoContexts), 1️⃣"extra": 1}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-unknown-key", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [], 1️⃣"contexts": {}}]}"##),
        Case(code: "resolver-missing-sources", text: ##"{\##(version), "sets": {"a": 1️⃣{"description": "x"}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##),
        Case(code: "resolver-contexts", text: ##"{\##(version), "modifiers": {"m": 1️⃣{"default": "a"}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-contexts", text: ##"{\##(version), "modifiers": {"m": {"contexts": 1️⃣{}}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-contexts", text: ##"{\##(version), "modifiers": {"m": {"contexts": 1️⃣{"only": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##),
        Case(code: "resolver-contexts", text: ##"{\##(version), "resolutionOrder": [{"type": "modifier", "name": "m", "contexts": 1️⃣[]}]}"##),
        Case(code: "resolver-default", text: ##"{\##(version), "modifiers": {"m": {\##(twoContexts), "default": 1️⃣"dim"}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-default", text: ##"{\##(version), "modifiers": {"m": {\##(twoContexts), "default": 1️⃣"Light"}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-default", text: ##"{\##(version), "modifiers": {"m": {\##(twoContexts), "default": 1️⃣0}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-inline-item", text: ##"{\##(version), "resolutionOrder": [1️⃣{"name": "a", "sources": []}]}"##),
        Case(code: "resolver-inline-item", text: ##"{\##(version), "resolutionOrder": [1️⃣{"type": "set", "sources": []}]}"##),
        Case(code: "resolver-inline-item", text: ##"{\##(version), "resolutionOrder": [{"type": 1️⃣"group", "name": "a"}]}"##),
        Case(code: "resolver-inline-item", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": 1️⃣"", "sources": []}]}"##),
        Case(code: "resolver-inline-item", text: ##"{\##(version), "sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a", "type": 1️⃣"modifier"}]}"##),
        Case(code: "resolver-duplicate-name", text: ##"{\##(version), "resolutionOrder": [\##(item), {"type": "set", "name": 1️⃣"base", "sources": []}]}"##),
        Case(code: "resolver-duplicate-name", text: ##"{\##(version), "sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": 1️⃣"#/sets/a"}]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": 1️⃣"#/resolutionOrder/0"}]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "sets": {"a": {"sources": [{"$ref": 1️⃣"#/resolutionOrder/0"}]}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "sets": {"a": {"sources": [{"$ref": 1️⃣"#/modifiers/m"}]}}, "modifiers": {"m": {\##(twoContexts)}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "modifiers": {"m": {"contexts": {"a": [{"$ref": 1️⃣"#/modifiers/m"}], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "resolutionOrder": [{"$ref": 1️⃣"colors.json"}]}"##, files: colors),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": 1️⃣"#/sets"}]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣5}]}]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣"#sets/a"}]}]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣"#/sets/a~2"}]}]}"##),
        Case(code: "resolver-invalid-reference", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣"colors.json#/a/$value"}]}]}"##, files: colors),
        Case(code: "resolver-reference-cycle", text: ##"{\##(version), "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": 1️⃣"#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##),
        Case(code: "resolver-reference-cycle", text: ##"{\##(version), "sets": {"a": {"sources": [{"$ref": 1️⃣"#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##),
        Case(code: "resolver-reference-cycle", text: ##"{\##(version), "sets": {"a": {"sources": [{"$ref": 1️⃣"#/sets/a/sources/0"}]}}, "resolutionOrder": [\##(item)]}"##),
        Case(code: "resolver-reference-cycle", text: ##"{\##(version), "$defs": {"x": {"$ref": "#/$defs/y"}, "y": {"$ref": 1️⃣"#/$defs/x"}}, "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": "#/$defs/x"}]}]}"##),
        Case(code: "resolver-unresolved-reference", text: ##"{\##(version), "sets": {"a": {"sources": [{"$ref": 1️⃣"#/sets/missing"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##),
        Case(code: "resolver-unresolved-reference", text: ##"{\##(version), "resolutionOrder": [{"$ref": 1️⃣"#/modifiers/missing"}]}"##),
        Case(code: "resolver-unresolved-reference", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣"#/$defs/nope"}]}]}"##),
        Case(code: "resolver-unresolved-reference", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣"colors.json#/nope"}]}]}"##, files: colors),
        Case(code: "resolver-file-not-found", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣"missing.json"}]}]}"##),
        Case(code: "resolver-unsupported-reference", text: ##"{\##(version), "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": 1️⃣"https://example.com/a.json"}]}]}"##),
    ]

    @Test("reports the error at the marked member", arguments: errorCases)
    func error(_ testCase: Case) throws {
        let (text, line, column) = try #require(S.unmark(testCase.text))
        let (document, log) = S.load(text, files: testCase.files)
        #expect(document == nil)
        let matching = log.sorted.filter { $0.code == testCase.code && $0.severity == .error }
        let report = log.sorted.map(\.description).joined(separator: "\n")
        #expect(
            matching.contains { $0.location?.line == line && $0.location?.column == column
                && $0.location?.file == "tokens.resolver.json" },
            "expected \(testCase.code) at \(line):\(column), got:\n\(report)")
    }

    @Test("a cycle names the whole chain and points at each link")
    func cycleChain() throws {
        let text = ##"{\##(Self.version), "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/c"}]}, "c": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        let (_, log) = S.load(text)
        let cycles = log.all.filter { $0.code == "resolver-reference-cycle" }
        #expect(cycles.count == 1)
        let cycle = try #require(cycles.first)
        #expect(cycle.message.contains("#/sets/a → #/sets/b → #/sets/c → #/sets/a"))
        #expect(cycle.notes.count == 2)
    }

    @Test("a referenced file that is not valid JSON is reported in that file, once")
    func brokenFile() {
        let text = ##"{\##(Self.version), "sets": {"a": {"sources": [{"$ref": "broken.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"type": "set", "name": "b", "sources": [{"$ref": "broken.json"}]}]}"##
        let (document, log) = S.load(text, files: ["broken.json": "{\n  \"a\": 1,\n}"])
        #expect(document == nil)
        let broken = log.all.filter { $0.location?.file == "broken.json" }
        #expect(broken.map(\.code) == ["invalid-json"])
        #expect(broken.first?.location?.line == 3)
    }

    @Test("legacy version spellings load with a warning")
    func legacyVersion() {
        for version in ["2025-10-01", "2025-11-01"] {
            let (document, log) = S.load(##"{"version": "\##(version)", "resolutionOrder": [\##(Self.item)]}"##)
            #expect(document != nil)
            #expect(S.codes(log) == ["resolver-legacy-version"])
            #expect(log.all.first?.severity == .warning)
        }
    }

    @Test("a repeated member in the resolver is a warning; the last one wins")
    func duplicateKey() {
        let (document, log) = S.load(##"{\##(Self.version), "name": "a", "name": "b", "resolutionOrder": [\##(Self.item)]}"##)
        #expect(document?.name == "b")
        #expect(S.codes(log) == ["duplicate-key"])
        #expect(log.hasErrors == false)
        // Token files stay strict: only the resolver document is read leniently.
        #expect(throws: JSONReader.Failure.self) {
            try JSONReader.read(SourceFile(path: "t.json", text: ##"{"a": 1, "a": 2}"##))
        }
    }

    @Test("context names differing only in case are ambiguous for inputs")
    func caseCollision() {
        let text = ##"{\##(Self.version), "resolutionOrder": [{"type": "modifier", "name": "m", "contexts": {"dark": [], "Dark": []}}]}"##
        let (document, log) = S.load(text)
        #expect(document != nil)
        #expect(S.codes(log) == ["resolver-name-case"])
    }

    @Test("$defs is ignored, yet may be referenced as a source")
    func defs() {
        let text = ##"{\##(Self.version), "$defs": {"odd": [1, {"x": null}], "tree": {"a": {"$value": 1}}}, "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "#/$defs/tree"}]}]}"##
        let (document, log) = S.load(text)
        #expect(log.isEmpty)
        #expect(document.map { S.compact($0.tokenTree(for: Permutation())) } == #"{"a":{"$value":1}}"#)
    }
}
