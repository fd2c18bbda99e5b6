/// CSS Color 4 functions written as legacy colour strings: `rgb()`/`rgba()` (comma and space
/// syntax, numbers or percentages), `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color(<space> …)`. Out-of-range values are clamped where CSS clamps them.
enum CSSColorFunction {
    enum Argument: Equatable {
        case number(Double, Quantity.Unit)
        /// CSS `none`: a missing or powerless component.
        case missing
        case identifier(String)
    }

    /// The cursor stands on `(` after the function name.
    static func parse(name: String, _ cursor: inout ByteCursor) -> LegacyColor.Outcome {
        let known = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
        guard known.contains(name) else { return .notRecognised }
        guard let (arguments, alpha) = readArguments(&cursor) else {
            return .invalid("\(name)() is not well formed; expected for example \(example(name))")
        }
        var values = arguments
        var space: ColorSpace?
        if name == "color" {
            guard case .identifier(let spaceName) = values.first else {
                return .invalid("color() needs a colour space first, as in color(display-p3 1 0.5 0)")
            }
            space = spaceName == "xyz" ? .xyzD65 : ColorSpace(rawValue: spaceName)
            guard let known = space, ![.hsl, .hwb, .lab, .lch, .oklab, .oklch].contains(known) else {
                return .invalid("color() does not know the colour space \"\(spaceName)\"; use srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d50 or xyz-d65")
            }
            values.removeFirst()
        }
        guard values.count == 3 else {
            return .invalid("\(name)() needs 3 components and an optional alpha, found \(values.count) components")
        }
        guard let alphaValue = alphaComponent(alpha) else {
            return .invalid("the alpha of \(name)() must be a number or a percentage")
        }
        guard let color = convert(name, space: space, values) else {
            return .invalid("\(name)() has a component of the wrong kind; expected for example \(example(name))")
        }
        var result = color
        result.alpha = alphaValue
        return .converted(result)
    }

    private static func example(_ name: String) -> String {
        switch name {
        case "rgb", "rgba": "rgb(255 136 0 / 50%) or rgba(255, 136, 0, 0.5)"
        case "hsl", "hsla": "hsl(30 100% 50%) or hsla(30, 100%, 50%, 0.5)"
        case "hwb": "hwb(30 0% 0%)"
        case "lab": "lab(70 40 60)"
        case "lch": "lch(70 70 55)"
        case "oklab": "oklab(0.75 0.1 0.15)"
        case "oklch": "oklch(0.75 0.18 55)"
        default: "color(display-p3 1 0.5 0)"
        }
    }

    private static func alphaComponent(_ argument: Argument?) -> Double? {
        switch argument {
        case nil: 1
        case .missing: 0
        case .number(let value, .unitless): min(max(value, 0), 1)
        case .number(let value, .percent): min(max(value / 100, 0), 1)
        default: nil
        }
    }

    /// The three components in the units DTCG uses for the function's space.
    private static func convert(_ name: String, space: ColorSpace?, _ values: [Argument]) -> ColorValue? {
        switch name {
        case "rgb", "rgba":
            let channels = values.map { channel($0, numberScale: 255) }
            guard channels.allSatisfy({ $0 != nil }) else { return nil }
            let components = channels.map { $0.flatMap { $0 }.map { min(max($0, 0), 1) } }
            return ColorValue(space: .srgb, components: components, hex: hex(components))
        case "hsl", "hsla", "hwb":
            guard let hue = hue(values[0]), let second = percentage(values[1]), let third = percentage(values[2]) else { return nil }
            return ColorValue(space: name == "hwb" ? .hwb : .hsl, components: [hue, clamp(second, 100), clamp(third, 100)])
        case "lab", "oklab":
            let lightnessScale = name == "lab" ? 100.0 : 1.0
            guard let lightness = scaled(values[0], percentOf: lightnessScale),
                  let a = scaled(values[1], percentOf: name == "lab" ? 125 : 0.4),
                  let b = scaled(values[2], percentOf: name == "lab" ? 125 : 0.4) else { return nil }
            return ColorValue(space: name == "lab" ? .lab : .oklab, components: [clamp(lightness, lightnessScale), a, b])
        case "lch", "oklch":
            let lightnessScale = name == "lch" ? 100.0 : 1.0
            guard let lightness = scaled(values[0], percentOf: lightnessScale),
                  let chroma = scaled(values[1], percentOf: name == "lch" ? 150 : 0.4),
                  let hue = hue(values[2]) else { return nil }
            return ColorValue(space: name == "lch" ? .lch : .oklch,
                              components: [clamp(lightness, lightnessScale), chroma.map { max($0, 0) }, hue])
        default:
            let components = values.map { scaled($0, percentOf: 1) }
            guard let space, components.allSatisfy({ $0 != nil }) else { return nil }
            return ColorValue(space: space, components: components.map { $0.flatMap { $0 } })
        }
    }

    // Each helper returns nil for a wrong kind of argument and `.some(nil)` for `none`.

    private static func channel(_ argument: Argument, numberScale: Double) -> Double?? {
        switch argument {
        case .missing: .some(nil)
        case .number(let value, .unitless): .some(value / numberScale)
        case .number(let value, .percent): .some(value / 100)
        default: nil
        }
    }

    private static func scaled(_ argument: Argument, percentOf full: Double) -> Double?? {
        switch argument {
        case .missing: .some(nil)
        case .number(let value, .unitless): .some(value)
        case .number(let value, .percent): .some(value / 100 * full)
        default: nil
        }
    }

    /// Saturation, lightness, whiteness, blackness: `50%` or (modern syntax) `50`, both meaning 50.
    private static func percentage(_ argument: Argument) -> Double?? {
        switch argument {
        case .missing: .some(nil)
        case .number(let value, .unitless), .number(let value, .percent): .some(value)
        default: nil
        }
    }

    /// An angle in degrees, normalised into [0, 360) as DTCG requires.
    private static func hue(_ argument: Argument) -> Double?? {
        guard case .number(let value, let unit) = argument else { return argument == .missing ? .some(nil) : nil }
        let degrees: Double
        switch unit {
        case .unitless: degrees = value
        case .other("deg"): degrees = value
        case .other("rad"): degrees = value * 180 / Double.pi
        case .other("grad"): degrees = value * 0.9
        case .other("turn"): degrees = value * 360
        default: return nil
        }
        var normalised = degrees.truncatingRemainder(dividingBy: 360)
        if normalised < 0 { normalised += 360 }
        return .some(normalised >= 360 ? 0 : normalised)
    }

    private static func clamp(_ value: Double?, _ upper: Double) -> Double? { value.map { min(max($0, 0), upper) } }

    private static func hex(_ components: [Double?]) -> String? {
        guard components.count == 3, let red = components[0], let green = components[1], let blue = components[2] else {
            return nil
        }
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        return LegacyColor.hexString(byte(red), byte(green), byte(blue))
    }
}
