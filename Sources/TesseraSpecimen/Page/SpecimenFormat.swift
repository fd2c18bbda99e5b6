import TesseraCore

/// Values as the page prints them, identical on every platform and run: fixed decimals built from
/// integers, never locale-dependent formatting.
enum SpecimenFormat {
    /// Up to `decimals` decimals, trailing zeros dropped: `0.4784`, `16`, `-0.4`.
    static func number(_ value: Double, _ decimals: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-∞" : "∞" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard abs(value) * scale < 9e18 else { return String(value) }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return sign + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
    }

    static func dimension(_ value: Dimension) -> String { number(value.value) + value.unit.rawValue }

    static func duration(_ value: Duration) -> String { number(value.value) + value.unit.rawValue }

    static func milliseconds(_ seconds: Double) -> String { number(seconds * 1000, 0) + " ms" }

    /// The colour in its own space, as DTCG writes it: `oklch 0.62 0.19 160`, `/ 0.24` for alpha.
    static func color(_ color: ColorValue) -> String {
        let components = color.components.map { $0.map { number($0) } ?? "none" }.joined(separator: " ")
        let alpha = color.alpha < 1 ? " / " + number(color.alpha) : ""
        return "\(color.space.rawValue) \(components)\(alpha)"
    }

    static func cubicBezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(" + [curve.x1, curve.y1, curve.x2, curve.y2].map { number($0) }.joined(separator: ", ") + ")"
    }

    static func typography(_ style: Typography) -> String {
        "\(dimension(style.fontSize)) · weight \(number(style.fontWeight)) · line height \(number(style.lineHeight))"
            + " · tracking \(dimension(style.letterSpacing))"
    }

    /// A short, one-line reading of any value, for tables.
    static func summary(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): color.srgbHexWithAlpha
        case .dimension(let dimension): self.dimension(dimension)
        case .fontFamily(let families): families.joined(separator: ", ")
        case .fontWeight(let weight): number(weight)
        case .duration(let duration): self.duration(duration)
        case .cubicBezier(let curve): cubicBezier(curve)
        case .number(let value): number(value)
        case .strokeStyle(.keyword(let keyword)): keyword.rawValue
        case .strokeStyle(.dashes(let dashes, let cap)): dashes.map(dimension).joined(separator: " ") + " (\(cap.rawValue) caps)"
        case .border(let border): "\(dimension(border.width)) \(border.color.srgbHexWithAlpha)"
        case .transition(let transition):
            "\(duration(transition.duration)) after \(duration(transition.delay)), \(cubicBezier(transition.timingFunction))"
        case .shadow(let layers): "\(layers.count) layer\(layers.count == 1 ? "" : "s")"
        case .gradient(let stops): stops.map { "\($0.color.srgbHexWithAlpha) \(number($0.position * 100, 1))%" }.joined(separator: ", ")
        case .typography(let style): typography(style)
        case .string(let text): "“\(text)”"
        case .boolean(let flag): flag ? "true" : "false"
        }
    }
}
