import Testing
@testable import TesseraCore

/// Lenient reading of the relative lengths older files use outside typography (issue 24): `em`,
/// `vw` and `vh` are kept as they are, with one warning; strict reading still refuses them and
/// says what lenient reading would do. Letter spacing in `%` or `em` follows a font size given by
/// reference.
@Suite struct RelativeLengthTests {
    func read(_ json: String, mode: ImportMode = .lenient) throws -> (set: ResolvedTokenSet, log: DiagnosticLog) {
        var log = DiagnosticLog()
        let root = try JSONReader.read(SourceFile(path: "relative.json", text: json))
        let set = TokenResolution.resolve(root.object ?? JSONObject(), mode: mode, log: &log)
        return (set, log)
    }

    func dimension(_ set: ResolvedTokenSet, _ path: String) -> Dimension? {
        guard case .dimension(let dimension)? = set[path]?.value else { return nil }
        return dimension
    }

    @Test func emViewportWidthAndHeightAreKeptInLenientReading() throws {
        let (set, log) = try read(#"""
            {"space": {"$type": "dimension",
              "indent": {"$value": "1.5em"},
              "column": {"$value": {"value": 50, "unit": "vw"}},
              "hero": {"$value": "80vh"},
              "alias": {"$value": "{space.indent}"}},
             "untyped": {"value": "2em"}}
            """#)
        #expect(dimension(set, "space.indent") == Dimension(1.5, .em))
        #expect(dimension(set, "space.column") == Dimension(50, .vw))
        #expect(dimension(set, "space.hero") == Dimension(80, .vh))
        #expect(dimension(set, "space.alias") == Dimension(1.5, .em))
        #expect(dimension(set, "untyped") == Dimension(2, .em))
        #expect(!log.hasErrors, "\(log.all)")
        let warnings = log.all.filter { $0.code == "legacy-relative-length" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("4 dimensions use a relative unit") == true, "\(warnings)")
    }

    @Test func strictReadingRefusesRelativeLengthsAndNamesTheFlag() throws {
        let (set, log) = try read(#"""
            {"a": {"$type": "dimension", "$value": {"value": 1.5, "unit": "em"}},
             "b": {"$type": "dimension", "$value": "50vw"}}
            """#, mode: .strict)
        #expect(set.tokens.isEmpty)
        let errors = log.all.filter { $0.severity == .error }
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.allSatisfy { $0.message.contains("keeps it as a relative length") }, "\(errors.map(\.message))")
        #expect(errors.allSatisfy { $0.message.contains("2025.10 has only px and rem") })
    }

    @Test func percentagesOutsideTypographyStayAnError() throws {
        let (_, log) = try read(#"{"a": {"$type": "dimension", "$value": "50%"}}"#)
        #expect(log.all.filter { $0.severity == .error }.map(\.code) == ["legacy-unsupported-unit"])
    }

    @Test func letterSpacingFollowsAFontSizeGivenByReference() throws {
        let (set, log) = try read(#"""
            {"size": {"$type": "dimension", "base": {"$value": "20px"}, "body": {"$value": "{size.base}"}, "root": {"$value": "1.25rem"}},
             "type": {"$type": "typography",
               "body": {"$value": {"fontFamily": "Inter", "fontSize": "{size.body}", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "-2%"}},
               "caps": {"$value": {"fontFamily": "Inter", "fontSize": "{size.root}", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0.1em"}}}}
            """#)
        #expect(!log.hasErrors, "\(log.all)")
        guard case .typography(let body)? = set["type.body"]?.value, case .typography(let caps)? = set["type.caps"]?.value else {
            Issue.record("typography tokens missing: \(log.all)")
            return
        }
        #expect(body.fontSize == Dimension(20, .px))
        #expect(abs(body.letterSpacing.value - -0.4) < 1e-9 && body.letterSpacing.unit == .px, "\(body.letterSpacing)")
        #expect(abs(caps.letterSpacing.value - 0.125) < 1e-9 && caps.letterSpacing.unit == .rem, "\(caps.letterSpacing)")
        let warning = log.all.first { $0.code == "legacy-letter-spacing" }
        #expect(warning?.message.contains("relative to a font size given by reference") == true, "\(log.all)")
        #expect(warning?.message.contains("fontSize × -0.02") == true, "\(warning?.message ?? "none")")
    }

    @Test func letterSpacingWhoseFontSizeIsMissingIsOneError() throws {
        let (_, log) = try read(#"""
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size.none}", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "2%"}}}
            """#)
        let errors = log.all.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.code == "legacy-math", "\(errors)")
        #expect(errors.first?.message.contains("'{size.none}' does not match any token") == true, "\(errors)")
    }
}
