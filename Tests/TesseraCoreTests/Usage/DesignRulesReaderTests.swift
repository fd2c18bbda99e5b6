import Testing
@testable import TesseraCore

@Suite struct DesignRulesReaderTests {
    func node(_ json: String) throws -> JSONNode {
        try JSONReader.read(SourceFile(path: "tessera.yml", text: json))
    }

    @Test func usagePairsAreRead() throws {
        var log = DiagnosticLog()
        let pairs = DesignRulesReader.usage(try node("""
            [{"name": "badge", "foreground": "color.white", "background": ["color.a", "color.b"], "size": 12, "weight": 600, "opacity": 0.85},
             {"name": "icon", "foreground": "color.ink", "background": "color.paper", "role": "icon", "exempt": "decorative"}]
            """), log: &log)
        #expect(log.isEmpty)
        #expect(pairs.count == 2)
        #expect(pairs[0].backgrounds == [TokenPath("color.a"), TokenPath("color.b")])
        #expect(pairs[0].size == 12 && pairs[0].weight == 600 && pairs[0].opacity == 0.85 && pairs[0].role == .text)
        #expect(pairs[1].role == .icon && pairs[1].exempt == .decorative)
    }

    @Test func usageProblemsAreLocated() throws {
        var log = DiagnosticLog()
        _ = DesignRulesReader.usage(try node("""
            [{"name": "a", "foreground": "x", "background": "y", "colour": 1},
             {"name": "a", "foreground": "x", "background": "y", "role": "label"},
             {"foreground": "x", "background": []}]
            """), log: &log)
        #expect(log.sorted.map(\.code) == ["config-unknown-key", "config-invalid-value", "config-invalid-value", "config-missing-key"])
    }

    @Test func prohibitionsAreCheckedAgainstTheirRule() throws {
        var log = DiagnosticLog()
        let rules = DesignRulesReader.prohibitions(try node("""
            [{"id": "no-black", "says": "Never #000000", "rule": "forbidden-color", "colors": ["#000000"]},
             {"id": "radius", "says": "at most 2", "rule": "max-dimension", "tokens": "radius.**", "max": 2},
             {"id": "types", "says": "no shadows", "rule": "forbidden-type", "types": ["shadow", "gradient"]},
             {"id": "emoji", "says": "no emoji", "rule": "code", "check": "no-emoji"}]
            """), log: &log)
        #expect(log.isEmpty)
        #expect(rules.map(\.rule) == [.forbiddenColor, .maxDimension, .forbiddenType, .code])
        #expect(rules[1].options["max"]?.number == 2)
    }

    @Test func prohibitionProblemsAreLocated() throws {
        var log = DiagnosticLog()
        _ = DesignRulesReader.prohibitions(try node("""
            [{"id": "a", "says": "x", "rule": "max-dimension", "tokens": "radius.*"},
             {"id": "b", "says": "x", "rule": "forbidden-type", "types": ["shade"]},
             {"id": "c", "says": "x", "rule": "grid", "base": 8, "tokens": "space.*", "step": 4},
             {"id": "d", "says": "x", "rule": "never"}]
            """), log: &log)
        #expect(log.sorted.map(\.code) == ["config-missing-key", "config-invalid-value", "config-unknown-key", "config-invalid-value"])
    }
}
