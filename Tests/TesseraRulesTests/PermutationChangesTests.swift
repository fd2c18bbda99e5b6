import Testing
import TesseraCore
@testable import TesseraRules

/// Rules skip what later permutations leave as the first had it (`PermutationChanges`). Checked
/// both ways, with the changes and with every permutation in full, a system must get the same
/// findings, scoped to the same permutations.
@Suite("Rules over permutations: what later ones leave unchanged")
struct PermutationChangesTests {
    static let base = ##"""
        {
          "palette": {
            "$type": "color",
            "ink": {"$value": "#777777"},
            "page": {"$value": "#ffffff"},
            "accent": {"$value": "#0a84ff"},
            "spare": {"$value": "#123456"},
            "twin": {"$value": "#123456"},
            "old": {"$value": "#654321", "$deprecated": "use accent"}
          },
          "text": {"$type": "color", "body": {"$value": "{palette.ink}"}, "legacy": {"$value": "{palette.old}"}},
          "space": {"$type": "dimension", "s": {"$value": {"value": 6, "unit": "px"}}, "m": {"$value": {"value": 8, "unit": "px"}}}
        }
        """##

    static let config = ##"""
        {"usage": [{"name": "Body", "foreground": "text.body", "background": "palette.page", "size": 16}],
         "prohibitions": [{"id": "grid", "says": "4 px grid", "rule": "grid", "base": 4, "tokens": "space.*"}]}
        """##

    /// The base tokens, and one permutation per overlay (a mode's file merged over them), resolved
    /// as `tessera check` resolves them: later permutations as patches of the first.
    static func input(_ overlays: [(context: String, tokens: String)]) throws -> CheckInput {
        func object(_ text: String, _ path: String) throws -> JSONObject {
            try #require(try JSONReader.read(SourceFile(path: path, text: text)).object)
        }
        let root = try object(base, "tokens.json")
        var trees: [Permutation: JSONObject] = [Permutation([.init(modifier: "mode", context: "base")]): root]
        var permutations = Array(trees.keys)
        for overlay in overlays {
            var tree = root
            TokenTreeMerge.merge(try object(overlay.tokens, overlay.context + ".json"), into: &tree)
            let permutation = Permutation([.init(modifier: "mode", context: overlay.context)])
            trees[permutation] = tree
            permutations.append(permutation)
        }
        var log = DiagnosticLog()
        let chosen = trees
        let sets = TokenResolution.resolveAll(permutations, trees: { chosen[$0]! }, mode: .lenient, log: &log)
        let settings = try object(config, "tessera.json")
        let usage = DesignRulesReader.usage(settings["usage"]!, log: &log)
        let prohibitions = DesignRulesReader.prohibitions(settings["prohibitions"]!, log: &log)
        #expect(!log.hasErrors, "\(log.sorted)")
        return CheckInput(systemName: "Modes", permutations: sets, usage: usage, prohibitions: prohibitions)
    }

    static func bothWays(_ overlays: [(context: String, tokens: String)]) throws -> (changes: [Diagnostic], full: [Diagnostic]) {
        let input = try input(overlays)
        let rules = Checker.applicableRules(input)
        #expect(rules.count >= 5)
        return (Checker.check(input, rules: rules), Checker.check(input, rules: rules, usingChanges: false))
    }

    @Test("modes that change colours: a duplicate, an unused colour, a deprecation and a failing pair in some")
    func changedColours() throws {
        let dark = ##"{"palette": {"ink": {"$value": "#123456"}, "page": {"$value": "#111111"}, "accent": {"$value": "#654322", "$deprecated": true}}}"##
        let dim = ##"{"palette": {"accent": {"$value": "#fefefe"}}, "text": {"body": {"$value": "{palette.accent}"}}}"##
        let input = try Self.input([("dark", dark), ("dim", dim)])
        #expect(input.permutations[1]["palette.spare"] === input.permutations[0]["palette.spare"])
        let result = try Self.bothWays([("dark", dark), ("dim", dim)])
        #expect(result.changes == result.full)
        #expect(result.full.contains { $0.code == "duplicate-value" && $0.message.contains("palette.ink") && $0.message.contains("mode=dark") })
        // twin repeats spare where ink is not #123456, and ink (the first holder) in dark.
        #expect(result.full.contains { $0.code == "duplicate-value" && $0.message.contains("twin has the same value as palette.spare") && $0.message.contains("mode=base") })
        #expect(result.full.contains { $0.code == "duplicate-value" && $0.message.contains("twin has the same value as palette.ink") && $0.message.contains("mode=dark") })
        // Used means used in any permutation: dim's text.body names the accent.
        #expect(!result.full.contains { $0.code == "unused-token" && $0.message.contains("palette.accent") })
        #expect(result.full.contains { $0.code == "unused-token" && $0.message.contains("palette.spare") && !$0.message.contains("mode=") })
        #expect(result.full.contains { $0.code == "deprecated-reference" && !$0.message.contains("mode=") })
        #expect(result.full.contains { $0.code == "contrast" })
    }

    @Test("a mode that adds a token is checked in full")
    func addedToken() throws {
        let other = ##"{"palette": {"added": {"$value": "#123456"}}}"##
        let result = try Self.bothWays([("other", other)])
        #expect(result.changes == result.full)
        #expect(result.full.contains { $0.code == "duplicate-value" && $0.message.contains("palette.added") && $0.message.contains("mode=other") })
    }

    @Test("a mode that changes nothing reports everything once, unscoped")
    func unchangedMode() throws {
        let result = try Self.bothWays([("again", "{}")])
        #expect(result.changes == result.full)
        #expect(!result.full.isEmpty)
        #expect(!result.full.contains { $0.message.contains("mode=") })
    }
}
