import TesseraCore

/// The nearest colour that makes a failing pair pass: the foreground (or a plain background) with
/// its OKLCH lightness moved up or down just enough, hue and chroma kept, rounded to what the
/// token would store, and ranked by CIEDE2000 distance from the original.
struct ContrastFix {
    enum Part: String { case foreground, background }

    var part: Part
    var original: ColorValue
    var color: ColorValue
    var ratio: Double
    var deltaE: Double
    var lighter: Bool

    /// `color` as a DTCG colour value: sRGB with its hex when it fits, else Display P3.
    var dtcgValue: String {
        let space = color.space.rawValue
        let components = color.componentsOrZero
        let list = [components.x, components.y, components.z].map { RuleFormat.trimmed($0, 4) }.joined(separator: ", ")
        var text = "{\"colorSpace\": \"\(space)\", \"components\": [\(list)]"
        if color.alpha < 1 { text += ", \"alpha\": \(RuleFormat.trimmed(color.alpha, 4))" }
        if let hex = color.hex { text += ", \"hex\": \"\(hex)\"" }
        return text + "}"
    }

    var note: String {
        let direction = lighter ? "lighter" : "darker"
        return "\(direction) \(part.rawValue) \(color.srgbHexWithAlpha) reaches \(RuleFormat.ratio(ratio)):1 (ΔE00 \(RuleFormat.fixed(deltaE, 1)) from \(original.srgbHexWithAlpha)): \(dtcgValue)"
    }

    /// Against one background the ratio falls as the foreground's lightness nears the
    /// background's and rises past it; against several (gradient stops, two backdrops) the passing
    /// lightnesses can form a narrow band in the middle, so 64 coarse steps find the first passing one
    /// before 16 halvings narrow it to far below one 8-bit step.
    static let steps = 64
    static let bisections = 16

    /// Searches both directions of `original` for the smallest lightness change for which
    /// `ratio(candidate) >= required`; nil when even white or black does not reach it.
    static func search(_ part: Part, _ original: ColorValue, required: Double, ratio: (ColorValue) -> Double) -> [ContrastFix] {
        let oklch = original.converted(to: .oklch).componentsOrZero
        let wide = !original.isInGamut(.srgb)
        func candidate(_ lightness: Double) -> ColorValue {
            var moved = ColorValue(space: .oklch, components: [lightness, oklch.y, oklch.z], alpha: original.alpha)
            moved = moved.gamutMapped(to: wide ? .displayP3 : .srgb)
            return stored(moved, wide: wide)
        }
        var fixes: [ContrastFix] = []
        for lighter in [true, false] {
            let target = lighter ? 1.0 : 0.0
            var failing = oklch.x
            var passing: Double?
            for step in 1...Self.steps {
                let lightness = oklch.x + (target - oklch.x) * Double(step) / Double(Self.steps)
                if ratio(candidate(lightness)) >= required { passing = lightness; break }
                failing = lightness
            }
            guard var found = passing else { continue }
            for _ in 0..<Self.bisections {
                let middle = (failing + found) / 2
                if ratio(candidate(middle)) >= required { found = middle } else { failing = middle }
            }
            let color = candidate(found)
            let reached = ratio(color)
            guard reached >= required else { continue }
            fixes.append(ContrastFix(
                part: part, original: original, color: color, ratio: reached,
                deltaE: ColorDifference.ciede2000(original, color), lighter: lighter))
        }
        return fixes
    }

    /// What a token would hold: 8-bit sRGB with a hex, or Display P3 to 4 decimals.
    private static func stored(_ color: ColorValue, wide: Bool) -> ColorValue {
        let c = color.componentsOrZero
        if wide {
            let rounded = [c.x, c.y, c.z].map { ($0 * 10000).rounded() / 10000 }
            return ColorValue(space: .displayP3, components: rounded, alpha: color.alpha)
        }
        let bytes = [c.x, c.y, c.z].map { (min(max($0, 0), 1) * 255).rounded() }
        var value = ColorValue(space: .srgb, components: bytes.map { $0 / 255 }, alpha: color.alpha)
        value.hex = value.srgbHex
        return value
    }
}
