import Testing
@testable import TesseraCore

@Suite("LegacyImport: shadows, borders, transitions, strokes, gradients")
struct LegacyCompositeTests {
    static let strictShadow = #"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"#

    /// The converted value must also pass the strict parser.
    func expectStrictlyValid(_ normalized: NormalizedValue, as type: TokenType, sourceLocation: SourceLocation = #_sourceLocation) {
        var log = DiagnosticLog()
        let parsed = normalized.result.value.flatMap { ValueParser.parse($0, as: type, log: &log) }
        #expect(parsed != nil && !log.hasErrors, "\(log.all.map(\.message))", sourceLocation: sourceLocation)
    }

    @Test("Tokens Studio boxShadow becomes a 2025.10 shadow")
    func boxShadow() throws {
        let json = ##"{"x": "0", "y": 4, "blur": "8px", "spread": "-2", "color": "#00000040", "type": "innerShadow"}"##
        let normalized = try normalize(json, as: .shadow, legacyName: "boxShadow")
        #expect(normalized.text == ##"{"offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": -2, "unit": "px"}, "color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.251, "hex": "#000000"}, "inset": true}"##)
        #expect(normalized.report.count(of: .shadowShape) == 1)
        #expect(normalized.report.count(of: .dimensionUnitless) == 3)
        #expect(normalized.report.count(of: .colorString) == 1)
        expectStrictlyValid(normalized, as: .shadow)
    }

    @Test("arrays of Tokens Studio shadows, drop shadows not inset")
    func boxShadowArray() throws {
        let layer = ##"{"x": 0, "y": 1, "blur": 2, "spread": 0, "color": "rgba(0,0,0,0.1)", "type": "dropShadow"}"##
        let normalized = try normalize("[\(layer), \(layer)]", as: .shadow, legacyName: "boxShadow")
        #expect(normalized.result.value?.array?.map { $0.object?["inset"]?.bool } == [false, false])
        #expect(normalized.report.count(of: .shadowShape) == 2)
        expectStrictlyValid(normalized, as: .shadow)

        let wrongType = try normalize(#"{"x": 0, "y": 1, "blur": 2, "spread": 0, "color": "black", "type": "glow"}"#, as: .shadow)
        #expect(wrongType.errorCodes == ["invalid-shadow"])
        #expect(wrongType.messages == [#"shadow type must be "dropShadow" or "innerShadow", found "glow""#])
    }

    @Test("mixed shapes are not renamed into duplicate keys")
    func mixedShape() throws {
        let normalized = try normalize(#"{"x": 1, "offsetX": "1px", "offsetY": "2px", "blur": "4px", "spread": "0px", "color": "black"}"#, as: .shadow)
        #expect(normalized.result.value?.object?.keys == ["x", "offsetX", "offsetY", "blur", "spread", "color"])
        #expect(normalized.report.count(of: .shadowShape) == 0)
        var log = DiagnosticLog()
        #expect(normalized.result.value.flatMap { ValueParser.parse($0, as: .shadow, log: &log) } == nil)
        #expect(log.all.map(\.message).contains { $0.contains(#"unexpected key "x""#) })
    }

    @Test("second-draft shadows without spread get 0px")
    func missingSpread() throws {
        let json = ##"{"color": "#000", "offsetX": "0px", "offsetY": "2px", "blur": "4px"}"##
        let normalized = try normalize(json, as: .shadow)
        #expect(normalized.result.value?.object?.keys == ["color", "offsetX", "offsetY", "blur", "spread"])
        #expect(normalized.report.count(of: .shadowDefaults) == 1)
        expectStrictlyValid(normalized, as: .shadow)
    }

    @Test("2025.10 shadows and references inside shadows are untouched")
    func shadowUntouched() throws {
        for json in [Self.strictShadow, "[\(Self.strictShadow), \"{shadow.base}\"]", #""{shadow.elevated}""#,
                     #"{"color": "{color.shadow}", "offsetX": "{space.0}", "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": false}"#] {
            let normalized = try normalize(json, as: .shadow)
            #expect(normalized.report.isEmpty && normalized.log.isEmpty, "\(json)")
            #expect(normalized.text == (try JSONReader.read(SourceFile(path: "x", text: json))).compactText)
        }
    }

    @Test("a failed part fails the composite")
    func failedPart() throws {
        let normalized = try normalize(#"{"x": 0, "y": "1ch", "blur": 2, "spread": 0, "color": "black", "type": "dropShadow"}"#, as: .shadow)
        #expect(normalized.result.value == nil)
        #expect(normalized.errorCodes == ["legacy-unsupported-unit"])
        #expect(normalized.messages.first?.hasPrefix(#"shadow offsetY "1ch" uses the unit "ch""#) == true)
    }

    @Test("borders with string parts")
    func border() throws {
        let normalized = try normalize(##"{"color": "#333", "width": "1px", "style": "dashed"}"##, as: .border)
        #expect(normalized.text == ##"{"color": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2], "hex": "#333333"}, "width": {"value": 1, "unit": "px"}, "style": "dashed"}"##)
        expectStrictlyValid(normalized, as: .border)
        let referenced = try normalize(#"{"color": "{color.line}", "width": "{border.thin}", "style": "solid"}"#, as: .border)
        #expect(referenced.report.isEmpty && referenced.log.isEmpty)
        let broken = try normalize(##"{"color": "#333", "width": "thin", "style": "solid"}"##, as: .border)
        #expect(broken.errorCodes == ["invalid-border"])
        #expect(broken.messages.first?.hasPrefix(#"border width "thin" is not a number with a unit"#) == true)
    }

    @Test("transitions with string parts")
    func transition() throws {
        let normalized = try normalize(#"{"duration": "200ms", "delay": 0, "timingFunction": "ease-out"}"#, as: .transition)
        #expect(normalized.text == #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 0.58, 1]}"#)
        expectStrictlyValid(normalized, as: .transition)
    }

    @Test("stroke dash arrays with strings")
    func strokeStyle() throws {
        let normalized = try normalize(#"{"dashArray": ["4px", "{space.1}", "0.5rem"], "lineCap": "round"}"#, as: .strokeStyle)
        #expect(normalized.text == #"{"dashArray": [{"value": 4, "unit": "px"}, "{space.1}", {"value": 0.5, "unit": "rem"}], "lineCap": "round"}"#)
        #expect(try normalize(#""dotted""#, as: .strokeStyle).report.isEmpty)
    }

    @Test("gradient stops with colour strings and percentage positions")
    func gradient() throws {
        let normalized = try normalize(#"[{"color": "red", "position": "0%"}, {"color": "{color.brand}", "position": "0.5"}, {"color": "blue", "position": 1}]"#, as: .gradient)
        #expect(normalized.result.value?.array?.compactMap { $0.object?["position"]?.number } == [0, 0.5, 1])
        #expect(normalized.result.value?.array?[1].object?["color"]?.string == "{color.brand}")
        #expect(normalized.report.count(of: .percentage) == 1)
        #expect(normalized.report.count(of: .numberString) == 1)
        #expect(normalized.report.count(of: .colorString) == 2)
    }
}
