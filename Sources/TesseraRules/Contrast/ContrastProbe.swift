import TesseraCore

// The fix search measures hundreds of candidate colours per failing pair. These measure a
// candidate given as bare sRGB components, step for step as `ContrastScene.worst` measures a
// `ColorValue`, so the ratios are the same to the last bit, without allocating per candidate.

extension ContrastMeasure {
    /// `layer(_:on:opacity:)` of the sRGB colour `rgb` with `alpha`.
    static func layer(srgb rgb: SIMD3<Double>, alpha: Double, on display: Display, opacity: Double = 1) -> Layer {
        let mapped = ColorMath.gamutMapped(rgb, from: .srgb, into: display.space)
        let alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        return Layer(rgb: mapped, alpha: alpha * min(max(opacity, 0), 1))
    }
}

extension ContrastScene {
    /// `worst(foreground).ratio` for a foreground of sRGB components `rgb` and `alpha`.
    func worstRatio(srgb rgb: SIMD3<Double>, alpha: Double) -> Double {
        let srgb = ContrastMeasure.layer(srgb: rgb, alpha: alpha, on: .srgb, opacity: opacity)
        let displayP3 = ContrastMeasure.layer(srgb: rgb, alpha: alpha, on: .displayP3, opacity: opacity)
        var worst = Double.infinity
        for entry in shown {
            let text = ContrastMeasure.over(entry.display == .srgb ? srgb : displayP3, entry.background)
            let ratio = WCAG.contrastRatio(ContrastMeasure.luminance(text.rgb, entry.display), entry.luminance)
            if ratio < worst { worst = ratio }
        }
        return worst
    }
}

/// A fixed foreground over a plain background that the search replaces with candidates:
/// `ContrastScene(samples: [candidate], backdrops:, opacity:).worst(foreground).ratio`, with the
/// foreground and the backdrops brought to each display once.
struct BackgroundProbe {
    private let foregrounds: [ContrastMeasure.Layer]
    private let backdrops: [[ContrastMeasure.Layer]]

    init(foreground: ColorValue, backdrops: [(label: String, color: ColorValue)], opacity: Double) {
        let displays = ContrastMeasure.Display.allCases
        foregrounds = displays.map { ContrastMeasure.layer(foreground, on: $0, opacity: opacity) }
        self.backdrops = displays.map { display in
            backdrops.map { backdrop in
                var base = ContrastMeasure.layer(backdrop.color, on: display)
                base.alpha = 1
                return base
            }
        }
    }

    func worstRatio(srgb rgb: SIMD3<Double>, alpha: Double) -> Double {
        var worst = Double.infinity
        for (index, display) in ContrastMeasure.Display.allCases.enumerated() {
            let sample = ContrastMeasure.layer(srgb: rgb, alpha: alpha, on: display)
            for base in backdrops[index] {
                let background = ContrastMeasure.over(sample, base)
                let text = ContrastMeasure.over(foregrounds[index], background)
                let ratio = WCAG.contrastRatio(
                    ContrastMeasure.luminance(text.rgb, display), ContrastMeasure.luminance(background.rgb, display))
                if ratio < worst { worst = ratio }
            }
        }
        return worst
    }
}
