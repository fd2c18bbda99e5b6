import TesseraCore

/// What the neutral layer must hold for a token, computed from the resolved token itself, as
/// the leaves `NeutralLayerProbe` prints: field path → value. Numbers compare within a
/// tolerance (converted colours are written to 6 decimals); text compares exactly.
struct NeutralLayerExpectation {
    enum Leaf: Equatable, CustomStringConvertible {
        case number(Double, tolerance: Double)
        case text(String)

        var description: String {
            switch self {
            case .number(let value, _): "\(value)"
            case .text(let text): text
            }
        }

        func matches(_ printed: String) -> Bool {
            switch self {
            case .text(let text): return text == printed
            case .number(let value, let tolerance):
                guard let actual = Double(printed) else { return false }
                return abs(actual - value) <= tolerance * max(1, abs(value))
            }
        }
    }

    var remBase: Double = 16
    private(set) var leaves: [String: Leaf] = [:]

    init(_ token: Token, remBase: Double = 16) {
        self.remBase = remBase
        add(token)
    }

    private mutating func number(_ path: String, _ value: Double, tolerance: Double = 1e-12) {
        leaves[path] = .number(value, tolerance: tolerance)
    }

    private mutating func text(_ path: String, _ value: String) { leaves[path] = .text(String(reflecting: value)) }

    private func points(_ dimension: Dimension) -> Double {
        dimension.unit == .rem ? dimension.value * remBase : dimension.value
    }

    private mutating func add(_ token: Token) {
        switch token.value {
        case .color(let color): add(color, "")
        case .dimension(let dimension): number("", points(dimension))
        case .fontFamily(let families): for (i, family) in families.enumerated() { text(".\(i)", family) }
        case .fontWeight(let weight): number("", weight)
        case .duration(let duration):
            if let spring = token.spring {
                number(".response", spring.response)
                number(".dampingFraction", spring.dampingFraction)
                number(".mass", spring.mass)
                number(".stiffness", spring.stiffness, tolerance: 1e-9)
                number(".damping", spring.damping, tolerance: 1e-9)
            } else {
                number("", duration.milliseconds / 1000)
            }
        case .cubicBezier(let b): add(b, "")
        case .number(let value):
            if let haptic = token.haptic {
                switch haptic.feedback {
                case .impact(let style): text(".feedback.impact", style.rawValue)
                case .selection: leaves[".feedback"] = .text(".selection")
                case .notification(let type): text(".feedback.notification", type.rawValue)
                }
                number(".intensity", haptic.intensity)
            } else {
                number("", value)
            }
        case .strokeStyle(let style): add(style, "")
        case .string(let value): text("", value)
        case .boolean(let flag): leaves[""] = .text(flag ? "true" : "false")
        case .border(let border):
            add(border.color, ".color")
            number(".width", points(border.width))
            add(border.style, ".style")
        case .transition(let t):
            number(".duration", t.duration.milliseconds / 1000)
            number(".delay", t.delay.milliseconds / 1000)
            add(t.timingFunction, ".timingFunction")
        case .shadow(let layers):
            for (i, layer) in layers.enumerated() {
                let p = ".layers.\(i)"
                add(layer.color, p + ".color")
                number(p + ".offsetX", points(layer.offsetX))
                number(p + ".offsetY", points(layer.offsetY))
                number(p + ".blur", points(layer.blur))
                number(p + ".spread", points(layer.spread))
                leaves[p + ".inset"] = .text("\(layer.inset)")
            }
        case .gradient(let stops):
            for (i, stop) in stops.enumerated() {
                add(stop.color, ".stops.\(i).color")
                number(".stops.\(i).position", stop.position)
            }
        case .typography(let t):
            for (i, family) in t.fontFamily.enumerated() { text(".fontFamily.\(i)", family) }
            let size = points(t.fontSize)
            number(".fontSize", size)
            number(".fontWeight", t.fontWeight)
            number(".letterSpacing", points(t.letterSpacing))
            number(".lineHeight", t.lineHeight)
            number(".lineSpacing", max(0, size * t.lineHeight - size), tolerance: 1e-9)
        }
    }

    private mutating func add(_ b: CubicBezier, _ p: String) {
        number(p + ".x1", b.x1)
        number(p + ".y1", b.y1)
        number(p + ".x2", b.x2)
        number(p + ".y2", b.y2)
    }

    private mutating func add(_ style: StrokeStyle, _ p: String) {
        switch style {
        case .keyword(let keyword): leaves[p] = .text("." + keyword.rawValue)
        case .dashes(let dashes, let cap):
            for (i, dash) in dashes.enumerated() { number(p + ".dashes.0.\(i)", points(dash)) }
            text(p + ".dashes.lineCap", cap.rawValue)
        }
    }

    /// The colour as written (space, components, alpha) and its gamut-mapped sRGB and Display P3
    /// forms, which the generated code rounds to 6 decimals.
    private mutating func add(_ color: ColorValue, _ p: String) {
        let rounding = 1e-6
        number(p + ".alpha", color.alpha)
        let inSRGB = color.isInGamut(.srgb)
        leaves[p + ".isWideGamut"] = .text("\(!inSRGB)")
        // A colour written in sRGB may be written through its sRGB form; either way its space
        // is sRGB and its components equal that form within the rounding.
        text(p + ".colorSpace", color.space.rawValue)
        for (i, component) in color.components.enumerated() {
            if let component {
                number(p + ".components.\(i)", component, tolerance: color.space == .srgb ? rounding : 1e-12)
            } else {
                leaves[p + ".components.\(i)"] = .text("nil")
            }
        }
        for (name, space) in [("srgb", ColorSpace.srgb), ("displayP3", .displayP3)] {
            let mapped = (color.space == space && color.isInGamut(space) ? color : color.gamutMapped(to: space)).componentsOrZero
            number(p + ".\(name).red", mapped.x, tolerance: rounding)
            number(p + ".\(name).green", mapped.y, tolerance: rounding)
            number(p + ".\(name).blue", mapped.z, tolerance: rounding)
            number(p + ".\(name).alpha", color.alpha)
        }
        leaves[p + ".hex"] = .text(color.srgbHexWithAlpha.lowercased())
    }
}
