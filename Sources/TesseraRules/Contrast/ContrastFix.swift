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

    /// Against several backgrounds (gradient stops, two backdrops) the passing lightnesses can form
    /// a narrow band in the middle, so 64 coarse steps find the first passing one before 16
    /// halvings narrow it to far below one 8-bit step. Against one background (`oneBackground`)
    /// the ratio falls as the candidate's luminance nears the background's and rises past it, so
    /// the passing steps of a direction are the run at its end: halving over the 64 steps finds
    /// the same first one in 6 measures instead of up to 64, and a failing end means none passes.
    static let steps = 64
    static let bisections = 16

    /// Searches both directions of `original` for the smallest lightness change for which
    /// `ratio(candidate) >= required`; nil when even white or black does not reach it. An sRGB
    /// colour (the common case) goes through `srgbRatio`, which measures bare components (alpha
    /// is the original's) so that the search allocates nothing per candidate.
    static func search(
        _ part: Part, _ original: ColorValue, required: Double, oneBackground: Bool, ratio: (ColorValue) -> Double,
        srgbRatio: (SIMD3<Double>) -> Double
    ) -> [ContrastFix] {
        let oklch = original.converted(to: .oklch).componentsOrZero
        if !original.isInGamut(.srgb) {
            func candidate(_ lightness: Double) -> ColorValue {
                let moved = ColorValue(space: .oklch, components: [lightness, oklch.y, oklch.z], alpha: original.alpha)
                return storedP3(moved.gamutMapped(to: .displayP3))
            }
            return search(part, original, oklch: oklch, required: required, oneBackground: oneBackground, color: candidate) {
                ratio(candidate($0))
            }
        }
        let mapper = HueGamutMapper(hue: oklch.z, into: .srgb)
        // The last halvings keep landing on the same 8-bit colour: measure each colour once.
        var measured: [UInt32: Double] = [:]
        measured.reserveCapacity(2 * (steps + bisections))
        func bytes(_ lightness: Double) -> SIMD3<Double> { storedBytes(mapper.map(lightness: lightness, chroma: oklch.y)) }
        let color = { (lightness: Double) -> ColorValue in
            let bytes = bytes(lightness)
            var value = ColorValue(space: .srgb, components: [bytes.x / 255, bytes.y / 255, bytes.z / 255], alpha: original.alpha)
            value.hex = value.srgbHex
            return value
        }
        return search(part, original, oklch: oklch, required: required, oneBackground: oneBackground, color: color) { lightness in
            let bytes = bytes(lightness)
            let key = UInt32(bytes.x) << 16 | UInt32(bytes.y) << 8 | UInt32(bytes.z)
            if let known = measured[key] { return known }
            let reached = srgbRatio(bytes / 255)
            measured[key] = reached
            return reached
        }
    }

    /// The scan and halvings over lightness: `ratio` is what the colour a token would store at a
    /// lightness reaches; `color` is that colour, built only for the answer.
    private static func search(
        _ part: Part, _ original: ColorValue, oklch: SIMD3<Double>, required: Double, oneBackground: Bool,
        color: (Double) -> ColorValue, ratio: (Double) -> Double
    ) -> [ContrastFix] {
        var fixes: [ContrastFix] = []
        for lighter in [true, false] {
            let target = lighter ? 1.0 : 0.0
            func lightness(_ step: Int) -> Double { oklch.x + (target - oklch.x) * Double(step) / Double(Self.steps) }
            let first = oneBackground
                ? firstPassingStep { ratio(lightness($0)) >= required }
                : (1...Self.steps).first { ratio(lightness($0)) >= required }
            guard let first else { continue }
            var failing = first == 1 ? oklch.x : lightness(first - 1)
            var found = lightness(first)
            for _ in 0..<Self.bisections {
                let middle = (failing + found) / 2
                if ratio(middle) >= required { found = middle } else { failing = middle }
            }
            let reached = ratio(found)
            guard reached >= required else { continue }
            let fix = color(found)
            fixes.append(ContrastFix(
                part: part, original: original, color: fix, ratio: reached,
                deltaE: ColorDifference.ciede2000(original, fix), lighter: lighter))
        }
        return fixes
    }

    /// The first of the steps 1...`steps` that passes, when the passing ones are the run at the end.
    private static func firstPassingStep(_ passes: (Int) -> Bool) -> Int? {
        guard passes(Self.steps) else { return nil }
        var failing = 0, passing = Self.steps
        while passing - failing > 1 {
            let middle = (failing + passing) / 2
            if passes(middle) { passing = middle } else { failing = middle }
        }
        return passing
    }

    /// 8-bit sRGB channels (0...255, as whole numbers) of in-gamut sRGB components.
    private static func storedBytes(_ c: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((min(max(c.x, 0), 1) * 255).rounded(), (min(max(c.y, 0), 1) * 255).rounded(), (min(max(c.z, 0), 1) * 255).rounded())
    }

    /// What a wide-gamut token would hold: Display P3 to 4 decimals.
    private static func storedP3(_ color: ColorValue) -> ColorValue {
        let c = color.componentsOrZero
        let rounded = [c.x, c.y, c.z].map { ($0 * 10000).rounded() / 10000 }
        return ColorValue(space: .displayP3, components: rounded, alpha: color.alpha)
    }
}
