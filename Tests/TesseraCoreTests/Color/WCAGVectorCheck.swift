import Foundation
import TesseraCore

/// The shapes of the `wcag` vectors: a fg/bg contrast ratio, one colour's relative luminance, and the
/// 0.03928-versus-0.04045 threshold fact.
enum WCAGVectorCheck {
    static func failures(_ vector: ReferenceVector) -> [String] {
        switch (vector.input.keys.sorted(), vector.expected.keys.sorted()) {
        case (["bg", "fg"], ["ratio"]):
            guard let fg = color(vector.input["fg"]), let bg = color(vector.input["bg"]),
                  let expected = vector.expected["ratio"]?.number else { break }
            return ReferenceVectorCheck.compare("ratio", WCAG.contrastRatio(fg, bg), expected, vector.tolerance)
                + ReferenceVectorCheck.compare("ratio (swapped)", WCAG.contrastRatio(bg, fg), expected,
                                               vector.tolerance)
        case (["color"], ["relativeLuminance"]):
            guard let color = color(vector.input["color"]),
                  let expected = vector.expected["relativeLuminance"]?.number else { break }
            let luminance = WCAG.relativeLuminance(color.componentsOrZero)
            return ReferenceVectorCheck.compare("luminance", luminance, expected, vector.tolerance)
        case (["thresholds"], ["eight_bit_codes_between_thresholds"]):
            guard let thresholds = vector.input["thresholds"]?.array?.compactMap(\.number), thresholds.count == 2,
                  let expected = vector.expected["eight_bit_codes_between_thresholds"]?.array?.compactMap(\.number)
            else { break }
            return thresholdFailures(low: thresholds.min() ?? 0, high: thresholds.max() ?? 0, expected: expected)
        default:
            break
        }
        return ReferenceVectorCheck.unknownShape(vector)
    }

    /// The codes the two thresholds classify differently must be exactly `expected`, and for every
    /// 8-bit code TesseraCore's linearisation must equal the one with the old 0.03928 threshold.
    private static func thresholdFailures(low: Double, high: Double, expected: [Double]) -> [String] {
        let between = (0...255).filter { (Double($0) / 255 <= low) != (Double($0) / 255 <= high) }.map(Double.init)
        var failures = between == expected ? [] : ["codes between thresholds: expected \(expected), got \(between)"]
        for code in 0...255 {
            let c = Double(code) / 255
            let old = c <= low ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            if ColorMath.srgbToLinear(c) != old { failures.append("code \(code) linearises differently") }
        }
        return failures
    }

    /// `"#765"` or `"name #rrggbb"`.
    static func color(_ json: VectorJSON?) -> ColorValue? {
        guard let text = json?.string, let hex = text.split(separator: " ").last(where: { $0.hasPrefix("#") })
        else { return nil }
        return ColorValue(hex: String(hex))
    }
}
