import Foundation
import TesseraCore

/// The shapes of the `color_spaces` vectors: one input colour under a space key (components, a hex
/// string such as `"#111"` or `"slategray #708090"`, or a single sRGB channel) and one expected space.
enum ColorSpaceVectorCheck {
    /// The spaces named by vector keys. `rgb` is sRGB: the hsl vectors come from color.js's P3 variants,
    /// whose hsl math is the same.
    static func space(forKey key: String) -> ColorSpace? {
        switch key {
        case "srgb", "rgb": .srgb
        case "displayP3": .displayP3
        case "xyzD65": .xyzD65
        case "hwb_deg_pct_pct", "hwb": .hwb
        case "hsl_deg_pct_pct", "hsl": .hsl
        case "oklab": .oklab
        case "oklch": .oklch
        case "lab": .lab
        case "lch": .lch
        default: nil
        }
    }

    static func failures(_ vector: ReferenceVector) -> [String] {
        guard vector.input.count == 1, let (inputKey, inputValue) = vector.input.first,
              vector.expected.count == 1, let (expectedKey, expectedValue) = vector.expected.first
        else { return ReferenceVectorCheck.unknownShape(vector) }

        // A single channel through the sRGB transfer curve.
        if inputKey == "srgb", let channel = inputValue.number {
            guard expectedKey == "linear", let expected = expectedValue.number else {
                return ReferenceVectorCheck.unknownShape(vector)
            }
            return ReferenceVectorCheck.compare("linear", ColorMath.srgbToLinear(channel), expected, vector.tolerance)
                + ReferenceVectorCheck.compare("inverse", ColorMath.linearToSRGB(expected), channel, 1e-7)
        }

        guard let origin = color(inputKey, inputValue), let expected = expectedValue.array
        else { return ReferenceVectorCheck.unknownShape(vector) }

        if expectedKey == "lab" {
            // Two kinds of lab vector: CSS lab() (D50, Bradford) and culori's lab65 (D65, no adaptation).
            switch labWhite(vector) {
            case "d50": break
            case "d65":
                let xyz = ColorMath.convert(origin.componentsOrZero, from: origin.space, to: .xyzD65)
                let lab = ColorMath.labD65(fromXYZD65: xyz)
                return ReferenceVectorCheck.compare([lab.x, lab.y, lab.z], expected, tolerance: vector.tolerance,
                                                    hueIndex: nil)
            default: return ["lab vector does not say whether it is D50 or D65 (id/source)"]
            }
        }
        guard let target = space(forKey: expectedKey) else { return ReferenceVectorCheck.unknownShape(vector) }
        let converted = origin.converted(to: target)
        let hueIndex: Int? = switch target {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
        return ReferenceVectorCheck.compare(converted.components, expected, tolerance: vector.tolerance,
                                            hueIndex: hueIndex)
    }

    private static func color(_ key: String, _ value: VectorJSON) -> ColorValue? {
        guard let space = space(forKey: key) else { return nil }
        if space == .srgb, value.string != nil { return WCAGVectorCheck.color(value) }
        guard let components = ReferenceVectorCheck.triple(value) else { return nil }
        return ColorValue(space: space, components: [components.x, components.y, components.z])
    }

    /// "d50" or "d65" from the vector's id, cross-checked against its source; nil when unclear.
    private static func labWhite(_ vector: ReferenceVector) -> String? {
        let id = vector.id.lowercased()
        if id.contains("d65") && vector.source.contains("lab65") { return "d65" }
        if id.contains("d50") && vector.source.contains("D50") { return "d50" }
        return nil
    }
}
