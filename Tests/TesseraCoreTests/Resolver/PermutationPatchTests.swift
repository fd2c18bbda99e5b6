import Testing
@testable import TesseraCore

/// Later permutations are resolved as patches of the first where they differ from it only in whole
/// tokens. Each case resolves every permutation both ways, patched (`resolveAll`) and in full, one
/// by one, and expects the same tokens and the same diagnostics.
@Suite("Later permutations resolved as patches of the first")
struct PermutationPatchTests {
    typealias S = ResolverTestSupport

    static let base = ##"""
    {
      "color": {
        "$type": "color",
        "ink": {"$value": {"colorSpace": "srgb", "components": [0.0667, 0.0667, 0.0667]}},
        "page": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}, "$description": "the page"},
        "accent": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1]}},
        "text": {"$value": "{color.ink}"},
        "body": {"$value": "{color.text}"},
        "link": {"$ref": "#/color/accent/$value"},
        "red": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/color/accent/$value/components/0"}, 0, 0]}}
      },
      "size": {"$type": "dimension", "gap": {"$value": {"value": 8, "unit": "px"}}},
      "border": {"$type": "border", "focus": {"$value": {"color": "{color.accent}", "width": "{size.gap}", "style": "solid"}}}
    }
    """##

    /// A resolver over `base.json` with a `mode` modifier whose contexts are these files.
    static func resolver(_ contexts: [String: String], default first: String) -> (String, [String: String]) {
        let names = contexts.keys.sorted()
        let list = names.map { "\"\($0)\": [{\"$ref\": \"\($0).json\"}]" }.joined(separator: ", ")
        let text = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"mode": {"contexts": {\(list)}, "default": "\(first)"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
            """
        var files = ["base.json": base]
        for (name, body) in contexts { files[name + ".json"] = body }
        return (text, files)
    }

    /// Both ways: (patched sets, full sets, patched diagnostics, full diagnostics).
    static func resolveBothWays(_ contexts: [String: String], default first: String, mode: ImportMode = .strict) throws
        -> (patched: [ResolvedTokenSet], full: [ResolvedTokenSet], patchedLog: [Diagnostic], fullLog: [Diagnostic])
    {
        let (text, files) = resolver(contexts, default: first)
        let (loaded, loadLog) = S.load(text, files: files)
        #expect(!loadLog.hasErrors, "\(loadLog.sorted)")
        let document = try #require(loaded)
        let permutations = document.allPermutations
        var patchedLog = DiagnosticLog()
        let patched = TokenResolution.resolveAll(
            permutations, trees: document.tokenTrees(for: permutations), mode: mode, log: &patchedLog)
        var fullLog = DiagnosticLog()
        let full = permutations.map {
            TokenResolution.resolve(document.tokenTree(for: $0), permutation: $0, mode: mode, log: &fullLog)
        }
        return (patched, full, patchedLog.sorted, fullLog.sorted)
    }

    static func expectSame(_ patched: [ResolvedTokenSet], _ full: [ResolvedTokenSet], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(patched.map(\.permutation) == full.map(\.permutation), sourceLocation: sourceLocation)
        for (a, b) in zip(patched, full) {
            #expect(a.tokens.map(\.path) == b.tokens.map(\.path), sourceLocation: sourceLocation)
            for (x, y) in zip(a.tokens, b.tokens) {
                #expect(x.type == y.type && x.value == y.value && x.position == y.position, "\(x.path)", sourceLocation: sourceLocation)
                #expect(x.aliasOf == y.aliasOf && x.description == y.description && x.deprecated == y.deprecated, "\(x.path)", sourceLocation: sourceLocation)
                #expect(x.valueWithReferences.map(S.compact) == y.valueWithReferences.map(S.compact), "\(x.path)", sourceLocation: sourceLocation)
            }
            for token in b.tokens { #expect(a[token.path.string]?.path == token.path, sourceLocation: sourceLocation) }
            for set in [a, b] { expectAliasTargets(set, sourceLocation: sourceLocation) }
        }
    }

    /// The resolver's record of alias targets names, for every token, the token its `aliasOf`
    /// names; a set made without the resolver's index finds them by path.
    static func expectAliasTargets(_ set: ResolvedTokenSet, sourceLocation: SourceLocation = #_sourceLocation) {
        let byPath = ResolvedTokenSet(permutation: set.permutation, tokens: set.tokens)
        for offset in set.tokens.indices {
            let expected = set.tokens[offset].aliasOf.flatMap { set.offset(of: $0.string) }
            #expect(set.aliasTarget(at: offset) == expected, "\(set.tokens[offset].path)", sourceLocation: sourceLocation)
            #expect(byPath.aliasTarget(at: offset) == expected, sourceLocation: sourceLocation)
        }
    }

    /// How many of a later permutation's tokens are the first's very objects.
    static func shared(_ sets: [ResolvedTokenSet], _ later: Int) -> Int {
        sets[later].tokens.count { $0 === sets[0][$0.path.string] }
    }

    @Test("a mode that replaces literals: their referrers follow, everything else is the first's")
    func replacedLiterals() throws {
        let dark = ##"{"color": {"ink": {"$value": {"colorSpace": "srgb", "components": [0.9333, 0.9333, 0.9333]}}, "accent": {"$value": {"colorSpace": "srgb", "components": [1, 0.4, 0.2]}}}}"##
        let result = try Self.resolveBothWays(["light": "{}", "dark": dark], default: "light")
        Self.expectSame(result.patched, result.full)
        #expect(result.patchedLog == result.fullLog)
        #expect(!result.fullLog.contains { $0.severity == .error }, "\(result.fullLog)")
        // ink, text, body (chain), accent, link ($ref), red (pointer into accent), focus (composite).
        #expect(result.patched[1].count - Self.shared(result.patched, 1) == 7)
        #expect(result.patched[1]["color.body"]?.value == result.full[1]["color.body"]?.value)
        #expect(result.patched[1]["size.gap"] === result.patched[0]["size.gap"])
    }

    @Test("two modes that each replace tokens, the default second in the list")
    func bothContextsReplace() throws {
        let light = ##"{"color": {"page": {"$value": {"colorSpace": "srgb", "components": [0.9804, 0.9804, 0.9804]}}}}"##
        let dark = ##"{"color": {"page": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "ink": {"$value": {"colorSpace": "srgb", "components": [0.8667, 0.8667, 0.8667]}}}}"##
        let result = try Self.resolveBothWays(["light": light, "dark": dark], default: "dark")
        Self.expectSame(result.patched, result.full)
        #expect(result.patchedLog == result.fullLog)
        #expect(Self.shared(result.patched, 1) > 0)
    }

    @Test("a replaced token that breaks a reference is reported as a full resolution reports it")
    func newErrors() throws {
        let dark = ##"{"color": {"ink": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "accent": {"$value": "{color.missing}"}}}"##
        let result = try Self.resolveBothWays(["light": "{}", "dark": dark], default: "light")
        Self.expectSame(result.patched, result.full)
        #expect(result.patchedLog == result.fullLog)
        #expect(result.patchedLog.contains { $0.code == "unresolved-reference" })
        #expect(Self.shared(result.patched, 1) > 0)
    }

    @Test("a cycle a mode brings is reported once, the same way patched and in full")
    func newCycle() throws {
        let dark = ##"{"color": {"ink": {"$value": "{color.body}"}}}"##
        let result = try Self.resolveBothWays(["light": "{}", "dark": dark], default: "light")
        Self.expectSame(result.patched, result.full)
        #expect(result.patchedLog == result.fullLog)
        #expect(result.patchedLog.count { $0.code == "reference-cycle" } == 1)
        #expect(Self.shared(result.patched, 1) > 0)
    }

    @Test("anything but replaced tokens (a new token, a group's type, a token become a group) resolves in full")
    func fallsBack() throws {
        let changes = [
            ##"{"color": {"new": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"##,
            ##"{"size": {"$type": "number", "gap": {"$value": 8}}}"##,
            ##"{"color": {"ink": {"dark": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}"##,
            ##"{"color": {"$description": "dark colours"}}"##,
        ]
        for dark in changes {
            let result = try Self.resolveBothWays(["light": "{}", "dark": dark], default: "light")
            Self.expectSame(result.patched, result.full)
            #expect(result.patchedLog == result.fullLog, "\(dark)")
            #expect(Self.shared(result.patched, 1) == 0, "\(dark)")
        }
    }

    @Test("a first permutation with an error is not patched: every permutation reports its own")
    func firstWithErrors() throws {
        let light = ##"{"color": {"text": {"$value": "{color.nothing}"}}}"##
        let result = try Self.resolveBothWays(["light": light, "dark": "{}"], default: "light")
        Self.expectSame(result.patched, result.full)
        #expect(result.patchedLog == result.fullLog)
        #expect(Self.shared(result.patched, 1) == 0)
    }

    @Test("lenient files: an older token with both a value and children is not patched in place")
    func lenientValueAndChildren() throws {
        let dark = ##"{"color": {"ink": {"value": "#000000", "type": "color", "soft": {"value": "#222222", "type": "color"}}}}"##
        let result = try Self.resolveBothWays(["light": "{}", "dark": dark], default: "light", mode: .lenient)
        Self.expectSame(result.patched, result.full)
        #expect(result.patched[1]["color.ink.$root"] != nil)
        #expect(Self.shared(result.patched, 1) == 0)
    }

    @Test("lenient files: replaced tokens in older shapes are converted and reported once")
    func lenientReplacements() throws {
        let dark = ##"{"color": {"ink": {"value": "#000000", "type": "color"}, "page": {"value": "#0a0a0a", "type": "color"}}}"##
        let result = try Self.resolveBothWays(["light": "{}", "dark": dark], default: "light", mode: .lenient)
        Self.expectSame(result.patched, result.full)
        #expect(result.patchedLog == result.fullLog)
        #expect(result.patchedLog.contains { $0.code == "legacy-unprefixed-keys" && $0.location?.file == "dark.json" })
        #expect(Self.shared(result.patched, 1) > 0)
    }

    @Test("a mode that points an alias elsewhere: its alias target is the new one, its referrers follow")
    func repointedAlias() throws {
        let dark = ##"{"color": {"text": {"$value": "{color.page}"}}}"##
        let result = try Self.resolveBothWays(["light": "{}", "dark": dark], default: "light")
        Self.expectSame(result.patched, result.full)
        let dark0 = try #require(result.patched.first { $0.permutation.context(of: "mode") == "dark" })
        let text = try #require(dark0.offset(of: "color.text"))
        #expect(dark0.aliasTarget(at: text) == dark0.offset(of: "color.page"))
        let body = try #require(dark0.offset(of: "color.body"))
        #expect(dark0.aliasTarget(at: body) == text)
        #expect(dark0.aliasTargets != nil)
    }

    @Test("three permutations: each later one patched from the first")
    func threeModes() throws {
        let dark = ##"{"color": {"ink": {"$value": {"colorSpace": "srgb", "components": [0.9333, 0.9333, 0.9333]}}}}"##
        let dim = ##"{"color": {"accent": {"$value": {"colorSpace": "srgb", "components": [0.1333, 0.2, 0.2667]}}}}"##
        let result = try Self.resolveBothWays(["light": "{}", "dark": dark, "dim": dim], default: "light")
        Self.expectSame(result.patched, result.full)
        #expect(result.patchedLog == result.fullLog)
        #expect(Self.shared(result.patched, 1) > 0 && Self.shared(result.patched, 2) > 0)
    }
}
