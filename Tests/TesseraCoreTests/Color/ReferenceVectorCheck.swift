import Foundation
import TesseraCore

/// Runs one reference vector against TesseraCore and returns what went wrong (empty: it passed).
/// A shape it does not recognise is a failure, so a new kind of vector is never skipped silently.
enum ReferenceVectorCheck {
    static func failures(_ vector: ReferenceVector) -> [String] {
        switch vector.category {
        case "wcag": WCAGVectorCheck.failures(vector)
        case "color_spaces": ColorSpaceVectorCheck.failures(vector)
        case "ciede2000": failuresForCIEDE2000(vector)
        case "gamut_mapping_css": failuresForGamutMapping(vector)
        default: ["unknown vector category \(vector.category)"]
        }
    }

    static func unknownShape(_ vector: ReferenceVector) -> [String] {
        let input = VectorJSON.object(vector.input)
        let expected = VectorJSON.object(vector.expected)
        return ["unknown vector shape: input \(input), expected \(expected)"]
    }

    // MARK: - CIEDE2000

    private static func failuresForCIEDE2000(_ vector: ReferenceVector) -> [String] {
        let weights = ["kL", "kC", "kH"]
        guard Set(vector.input.keys).subtracting(weights) == ["lab1", "lab2"],
              weights.allSatisfy({ vector.input[$0] == nil || vector.input[$0]?.number == 1 }),
              vector.expected.keys.sorted() == ["dE00"],
              let lab1 = triple(vector.input["lab1"]), let lab2 = triple(vector.input["lab2"]),
              let expected = vector.expected["dE00"]?.number
        else { return unknownShape(vector) }
        var failures = compare("ΔE00", ColorDifference.ciede2000(lab1, lab2), expected, vector.tolerance)
        failures += compare("ΔE00 (swapped)", ColorDifference.ciede2000(lab2, lab1), expected, vector.tolerance)
        return failures
    }

    // MARK: - Gamut mapping

    private static func failuresForGamutMapping(_ vector: ReferenceVector) -> [String] {
        let colorKeys = Set(vector.input.keys).subtracting(["destination", "method"])
        guard colorKeys.count == 1, let colorKey = colorKeys.first,
              let space = ColorSpaceVectorCheck.space(forKey: colorKey),
              let components = triple(vector.input[colorKey]),
              let destination = vector.input["destination"]?.string.flatMap(ColorSpace.init(rawValue:)),
              vector.input["method"]?.string?.hasPrefix("CSS Color 4") ?? false,
              vector.expected.count == 1, let expectedKey = vector.expected.keys.first,
              ColorSpaceVectorCheck.space(forKey: expectedKey) == destination,
              let expected = vector.expected[expectedKey]?.array
        else { return unknownShape(vector) }
        let origin = ColorValue(space: space, components: [components.x, components.y, components.z])
        let mapped = origin.gamutMapped(to: destination)
        var failures = compare(mapped.components, expected, tolerance: vector.tolerance, hueIndex: nil)
        if !mapped.isInGamut(destination) { failures.append("result \(mapped.components) is not in \(destination)") }
        return failures
    }

    // MARK: - Shared helpers

    static func triple(_ json: VectorJSON?) -> SIMD3<Double>? {
        guard let items = json?.array, items.count == 3,
              let x = items[0].number, let y = items[1].number, let z = items[2].number else { return nil }
        return SIMD3(x, y, z)
    }

    static func compare(_ label: String, _ actual: Double, _ expected: Double, _ tolerance: Double) -> [String] {
        abs(actual - expected) <= tolerance ? [] : ["\(label): expected \(expected) ± \(tolerance), got \(actual)"]
    }

    /// Component-wise comparison; `null` expects `none`, and the hue component is compared on the circle.
    static func compare(_ actual: [Double?], _ expected: [VectorJSON], tolerance: Double, hueIndex: Int?) -> [String] {
        guard actual.count == expected.count else { return ["expected \(expected), got \(actual)"] }
        var failures: [String] = []
        for (index, (value, want)) in zip(actual, expected).enumerated() {
            switch (value, want) {
            case (nil, .null): continue
            case (let value?, .number(let number)):
                var difference = abs(value - number)
                if index == hueIndex {
                    difference = min(difference, 360 - difference.truncatingRemainder(dividingBy: 360))
                }
                if difference > tolerance {
                    failures.append("component \(index): expected \(number) ± \(tolerance), got \(value)")
                }
            default:
                failures.append("component \(index): expected \(want), got \(value.map { "\($0)" } ?? "none")")
            }
        }
        return failures
    }
}
