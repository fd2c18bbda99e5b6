import Testing
@testable import TesseraCore

@Suite("LegacyImport: dimensions and durations")
struct LegacyMeasureTests {
    @Test("dimension strings and numbers", arguments: [
        (#""16px""#, #"{"value": 16, "unit": "px"}"#, LegacyReport.Kind.dimensionString),
        (#""1.5rem""#, #"{"value": 1.5, "unit": "rem"}"#, .dimensionString),
        (#"" -0.5rem ""#, #"{"value": -0.5, "unit": "rem"}"#, .dimensionString),
        (#"".5PX""#, #"{"value": 0.5, "unit": "px"}"#, .dimensionString),
        (#""1e1px""#, #"{"value": 10, "unit": "px"}"#, .dimensionString),
        (#""16""#, #"{"value": 16, "unit": "px"}"#, .dimensionUnitless),
        ("16", #"{"value": 16, "unit": "px"}"#, .dimensionUnitless),
        ("0", #"{"value": 0, "unit": "px"}"#, .dimensionUnitless),
    ])
    func dimensions(_ json: String, _ expected: String, _ kind: LegacyReport.Kind) throws {
        let normalized = try normalize(json, as: .dimension)
        #expect(normalized.text == expected)
        #expect(normalized.report.count(of: kind) == 1)
        #expect(normalized.log.isEmpty)
    }

    @Test("units DTCG cannot represent and lenient reading does not keep are errors", arguments: [
        ("50%", "%"), ("2ch", "ch"), ("10vmin", "vmin"),
    ])
    func unsupportedUnits(_ input: String, _ unit: String) throws {
        let normalized = try normalize("\"\(input)\"", as: .dimension)
        #expect(normalized.result.value == nil)
        #expect(normalized.errorCodes == ["legacy-unsupported-unit"])
        let message = normalized.messages.first ?? ""
        #expect(message.hasPrefix(#"dimension "\#(input)" uses the unit "\#(unit)", which DTCG 2025.10 cannot represent: it allows only "px" and "rem""#), "\(message)")
        #expect(normalized.report.isEmpty)
    }

    @Test("relative lengths are kept as they are, with one warning", arguments: [
        (#""1.5em""#, #"{"value": 1.5, "unit": "em"}"#), (#""10vw""#, #"{"value": 10, "unit": "vw"}"#),
        (#""-5vh""#, #"{"value": -5, "unit": "vh"}"#), (#"{"value": 1, "unit": "em"}"#, #"{"value": 1, "unit": "em"}"#),
    ])
    func relativeLengths(_ json: String, _ expected: String) throws {
        let normalized = try normalize(json, as: .dimension)
        #expect(normalized.text == expected)
        #expect(normalized.report.count(of: .relativeLength) == 1)
        #expect(normalized.log.isEmpty)
    }

    @Test("unit hints")
    func unitHints() throws {
        // Device units are the idealised px (issue 24): converted, not refused.
        let device = try normalize(#""4dp""#, as: .dimension)
        #expect(device.text == #"{"value": 4, "unit": "px"}"#)
        #expect(device.report.count(of: .pointUnit) == 1)
        #expect(try normalize(#""2%""#, as: .dimension, legacyName: "letterSpacing").messages.first?.contains("put it in a typography token") == true)
    }

    @Test("malformed dimension strings are errors; references are not")
    func malformed() throws {
        let words = try normalize(#""large""#, as: .dimension)
        #expect(words.errorCodes == ["invalid-dimension"])
        #expect(words.messages == [#"dimension "large" is not a number with a unit such as "16px" or "1.5rem""#])
        #expect(try normalize(#""16 px px""#, as: .dimension).errorCodes == ["invalid-dimension"])
        for reference in [#""{space.4}""#, #""{space.4} * 2""#] {
            let normalized = try normalize(reference, as: .dimension)
            #expect(normalized.result.value?.string != nil)
            #expect(normalized.log.isEmpty && normalized.report.isEmpty)
        }
    }

    @Test("2025.10 dimensions and other shapes come back unchanged")
    func untouched() throws {
        for json in [#"{"value": 16, "unit": "px"}"#, #"{"value": 1, "unit": "rem"}"#, "true", "[1]"] {
            let normalized = try normalize(json, as: .dimension)
            #expect(normalized.text == (try JSONReader.read(SourceFile(path: "x", text: json))).compactText)
            #expect(normalized.report.isEmpty && normalized.log.isEmpty)
        }
    }

    @Test("durations", arguments: [
        (#""200ms""#, #"{"value": 200, "unit": "ms"}"#, LegacyReport.Kind.durationString),
        (#""0.2s""#, #"{"value": 0.2, "unit": "s"}"#, .durationString),
        ("150", #"{"value": 150, "unit": "ms"}"#, .durationUnitless),
        (#""150""#, #"{"value": 150, "unit": "ms"}"#, .durationUnitless),
    ])
    func durations(_ json: String, _ expected: String, _ kind: LegacyReport.Kind) throws {
        let normalized = try normalize(json, as: .duration)
        #expect(normalized.text == expected)
        #expect(normalized.report.count(of: kind) == 1)
    }

    @Test("durations in other units are errors")
    func durationUnits() throws {
        let minutes = try normalize(#""2min""#, as: .duration)
        #expect(minutes.errorCodes == ["legacy-unsupported-unit"])
        #expect(minutes.messages.first?.contains(#"it allows only "ms" and "s""#) == true)
        #expect(try normalize(#""soon""#, as: .duration).errorCodes == ["invalid-duration"])
    }

    @Test("byte-level number scanning", arguments: [
        ("0", 0.0), ("12", 12), ("-3.25", -3.25), ("+.5", 0.5), ("1e3", 1000), ("2.5E-2", 0.025),
        ("123456789012345678", 1.2345678901234568e17), ("0.1", 0.1), ("3.14159265358979", 3.14159265358979),
    ])
    func numbers(_ text: String, _ expected: Double) {
        #expect(Quantity.parse(text) == Quantity(value: expected, unit: .unitless))
    }

    @Test("units are split from numbers, and junk is rejected")
    func quantities() {
        #expect(Quantity.parse("1em") == Quantity(value: 1, unit: .em), "the e of em is not an exponent")
        #expect(Quantity.parse("2e") == Quantity(value: 2, unit: .other("e")))
        #expect(Quantity.parse("5Rem") == Quantity(value: 5, unit: .rem))
        #expect(Quantity.parse("-") == nil)
        #expect(Quantity.parse(".") == nil)
        #expect(Quantity.parse("px") == nil)
        #expect(Quantity.parse("1px 2px") == nil)
        #expect(Quantity.parse("") == nil)
    }
}
