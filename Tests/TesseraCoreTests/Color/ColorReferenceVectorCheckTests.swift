import Testing

/// The vector checker itself: shapes it does not know must fail, and wrong answers must be caught.
@Suite("Color reference vector checker")
struct ColorReferenceVectorCheckTests {
    private func vector(
        _ category: String, _ id: String, input: [String: VectorJSON], expected: [String: VectorJSON],
        tolerance: Double = 1e-6, source: String = "test"
    ) -> ReferenceVector {
        ReferenceVector(category: category, id: id, input: input, expected: expected, tolerance: tolerance,
                        source: source)
    }

    @Test func unknownShapesFail() {
        let unknown = [
            vector("wcag", "apca", input: ["fg": .string("#000"), "bg": .string("#fff")],
                   expected: ["Lc": .number(106)]),
            vector("color_spaces", "cmyk", input: ["cmyk": .array([.number(0), .number(0), .number(0)])],
                   expected: ["srgb": .array([.number(1), .number(1), .number(1)])]),
            vector("color_spaces", "lab-unknown-white", input: ["srgb": .string("#f00")],
                   expected: ["lab": .array([.number(54), .number(80), .number(69)])]),
            vector("ciede2000", "weighted", input: ["lab1": .array([.number(50), .number(0), .number(0)]),
                                                    "lab2": .array([.number(50), .number(0), .number(0)]),
                                                    "kL": .number(2)], expected: ["dE00": .number(0)]),
            vector("gamut_mapping_css", "other-method",
                   input: ["displayP3": .array([.number(1), .number(0), .number(0)]),
                           "destination": .string("srgb"), "method": .string("clip")],
                   expected: ["srgb": .array([.number(1), .number(0), .number(0)])]),
            vector("springs", "spring", input: [:], expected: [:]),
        ]
        for entry in unknown {
            #expect(!ReferenceVectorCheck.failures(entry).isEmpty, "\(entry.id) was accepted")
        }
    }

    @Test func wrongExpectationsFail() {
        let wrong = vector("wcag", "wrong", input: ["fg": .string("#000"), "bg": .string("#fff")],
                           expected: ["ratio": .number(20)])
        #expect(!ReferenceVectorCheck.failures(wrong).isEmpty)
        let noneExpected = vector("color_spaces", "hue", input: ["rgb": .array([.number(1), .number(0), .number(0)])],
                                  expected: ["hsl": .array([.null, .number(100), .number(50)])])
        #expect(!ReferenceVectorCheck.failures(noneExpected).isEmpty)
    }
}
