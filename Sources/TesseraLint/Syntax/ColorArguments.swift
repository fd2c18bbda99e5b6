import TesseraCore

/// The numbers a colour initializer's labelled arguments give, each in its own slot, so reading
/// a literal colour builds no dictionary and no label strings. A label given twice keeps its last
/// number; a label no initializer takes is read and ignored.
struct ColorArguments {
    private var red, srgbRed, calibratedRed, deviceRed, displayP3Red: Double?
    private var white, srgbWhite, calibratedWhite, deviceWhite, displayP3White: Double?
    private var green, blue, opacity, alpha: Double?
    private var hue, saturation, brightness: Double?

    mutating func set(_ label: String, _ number: Double) {
        switch label {
        case "red": red = number
        case "green": green = number
        case "blue": blue = number
        case "opacity": opacity = number
        case "alpha": alpha = number
        case "white": white = number
        case "srgbRed": srgbRed = number
        case "calibratedRed": calibratedRed = number
        case "deviceRed": deviceRed = number
        case "displayP3Red": displayP3Red = number
        case "srgbWhite": srgbWhite = number
        case "calibratedWhite": calibratedWhite = number
        case "deviceWhite": deviceWhite = number
        case "displayP3White": displayP3White = number
        case "hue": hue = number
        case "saturation": saturation = number
        case "brightness": brightness = number
        default: break
        }
    }

    /// The colour, trying the initializers' label families in a fixed order: plain (`red:`, in
    /// `space`), then `srgb…`, `calibrated…`, `device…` and `displayP3…`, each as red, green and
    /// blue before white; then hue, saturation and brightness.
    func color(in space: ColorSpace) -> ColorValue? {
        let alpha = opacity ?? self.alpha ?? 1
        func family(_ red: Double?, _ white: Double?, _ space: ColorSpace) -> ColorValue? {
            if let red, let green, let blue { return ColorValue(space: space, components: [red, green, blue], alpha: alpha) }
            if let white { return ColorValue(space: .srgb, components: [white, white, white], alpha: alpha) }
            return nil
        }
        if let found = family(red, white, space) ?? family(srgbRed, srgbWhite, .srgb) ?? family(calibratedRed, calibratedWhite, .srgb)
            ?? family(deviceRed, deviceWhite, .srgb) ?? family(displayP3Red, displayP3White, .displayP3) {
            return found
        }
        if let hue, let saturation, let brightness {
            return ColorValue(space: .srgb, components: ColorLiteral.hsb(hue, saturation, brightness), alpha: alpha)
        }
        return nil
    }
}
