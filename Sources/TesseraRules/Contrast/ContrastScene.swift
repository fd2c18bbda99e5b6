import TesseraCore

/// What a usage pair's text sits on, as each display shows it: every background sample over
/// every backdrop, composited once. Measuring a candidate foreground then costs one gamut
/// mapping per display, which keeps the fix search cheap.
struct ContrastScene {
    struct Shown {
        var display: ContrastMeasure.Display
        var background: ContrastMeasure.Layer
        var luminance: Double
        var sample: String
        var backdrop: String
    }

    struct Worst {
        var ratio: Double
        var sample: String
        var backdrop: String
        var display: String
    }

    let shown: [Shown]
    let opacity: Double

    init(samples: [ContrastSample], backdrops: [(label: String, color: ColorValue)], opacity: Double) {
        var shown: [Shown] = []
        for display in ContrastMeasure.Display.allCases {
            for sample in samples {
                for backdrop in backdrops {
                    var base = ContrastMeasure.layer(backdrop.color, on: display)
                    base.alpha = 1
                    let background = ContrastMeasure.over(ContrastMeasure.layer(sample.color, on: display), base)
                    shown.append(Shown(
                        display: display, background: background, luminance: ContrastMeasure.luminance(background.rgb, display),
                        sample: sample.label, backdrop: backdrop.label))
                }
            }
        }
        self.shown = shown
        self.opacity = opacity
    }

    /// The lowest ratio of `foreground` over every shown background, and where it occurs.
    func worst(_ foreground: ColorValue, opacity: Double? = nil) -> Worst {
        var result = Worst(ratio: .infinity, sample: "", backdrop: "", display: "")
        var layers: [ContrastMeasure.Display: ContrastMeasure.Layer] = [:]
        for entry in shown {
            let layer = layers[entry.display] ?? ContrastMeasure.layer(foreground, on: entry.display, opacity: opacity ?? self.opacity)
            layers[entry.display] = layer
            let text = ContrastMeasure.over(layer, entry.background)
            let ratio = WCAG.contrastRatio(ContrastMeasure.luminance(text.rgb, entry.display), entry.luminance)
            if ratio < result.ratio { result = Worst(ratio: ratio, sample: entry.sample, backdrop: entry.backdrop, display: entry.display.rawValue) }
        }
        return result
    }
}
