/// The allowed range of one colour component (Color module §4; `[` inclusive, `)` exclusive).
enum ComponentRange: Sendable {
    /// [0, 1]: RGB and XYZ channels, OKLab/OKLCH lightness.
    case unit
    /// [0, 100]: HSL saturation/lightness, HWB whiteness/blackness, Lab/LCH lightness.
    case percent
    /// [0, 360).
    case hue
    /// ≥ 0: chroma.
    case nonNegative
    /// Any finite number: Lab and OKLab a/b.
    case unbounded

    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .unit: return value >= 0 && value <= 1
        case .percent: return value >= 0 && value <= 100
        case .hue: return value >= 0 && value < 360
        case .nonNegative: return value >= 0
        case .unbounded: return true
        }
    }

    /// Completes "must be …".
    var requirement: String {
        switch self {
        case .unit: "in [0, 1]"
        case .percent: "in [0, 100]"
        case .hue: "in [0, 360)"
        case .nonNegative: "0 or more"
        case .unbounded: "a finite number"
        }
    }
}

extension ColorSpace {
    /// Component names as CSS Color 4 spells them, for messages.
    var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
        case .xyzD65, .xyzD50: ["X", "Y", "Z"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .lab, .oklab: ["lightness", "a", "b"]
        case .lch, .oklch: ["lightness", "chroma", "hue"]
        }
    }

    /// The range of component `index` (0, 1 or 2); a switch rather than an array, because it is
    /// asked for every component of every colour.
    func componentRange(_ index: Int) -> ComponentRange {
        switch (self, index) {
        case (.hsl, 0), (.hwb, 0), (.lch, 2), (.oklch, 2): .hue
        case (.hsl, _), (.hwb, _), (.lab, 0), (.lch, 0): .percent
        case (.lab, _), (.oklab, 1), (.oklab, 2): .unbounded
        case (.lch, _), (.oklch, 1): .nonNegative
        default: .unit
        }
    }

    /// "an hsl colour", "a display-p3 colour": the article follows how the name is spoken.
    var withArticle: String {
        switch self {
        case .srgb, .srgbLinear, .hsl, .hwb, .lch, .oklab, .oklch, .a98RGB, .xyzD65, .xyzD50: "an \(rawValue)"
        case .lab, .displayP3, .prophotoRGB, .rec2020: "a \(rawValue)"
        }
    }

    /// Common mistakes worth a hint ("rgb" for "srgb", "p3" for "display-p3").
    static func suggestion(for name: String) -> ColorSpace? {
        switch name.lowercased() {
        case "rgb", "rgba", "hex": .srgb
        case "p3", "displayp3", "display_p3": .displayP3
        case "xyz": .xyzD65
        case "hsla": .hsl
        default: ColorSpace(rawValue: name.lowercased())
        }
    }
}
