import TesseraCore

/// Colours in CSS Color 4 notation, in the token's own colour space.
///
/// - `srgb`: `#rrggbb`, or `#rrggbbaa` with alpha, when every channel is an 8-bit value (within
///   the rounding of components written to 4 decimals), or when the token's own `hex` is within
///   half a step of every component (the designer's hex); otherwise `rgb(r g b / a)` with 0–255
///   channels, which also keeps `none`.
/// - `hsl`, `hwb`, `lab`, `lch`, `oklab`, `oklch`: their functions in modern syntax, `none` kept.
/// - the other RGB and XYZ spaces: `color(<space> c1 c2 c3 / a)`.
///
/// Everything outside the sRGB family (`srgb`, `hsl`, `hwb`) needs an sRGB fallback, written by
/// `appendFallback`.
enum CSSColor {
    static func needsFallback(_ color: ColorValue) -> Bool {
        switch color.space {
        case .srgb, .hsl, .hwb: false
        default: true
        }
    }

    static func appendExact(_ color: ColorValue, to bytes: inout [UInt8]) {
        switch color.space {
        case .srgb:
            appendSRGB(color, to: &bytes)
        case .hsl:
            appendFunction("hsl", color, percentages: true, to: &bytes)
        case .hwb:
            appendFunction("hwb", color, percentages: true, to: &bytes)
        case .lab, .lch, .oklab, .oklch:
            appendFunction(color.space.rawValue, color, percentages: false, to: &bytes)
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            bytes.append(contentsOf: "color(".utf8)
            bytes.append(contentsOf: color.space.rawValue.utf8)
            bytes.append(UInt8(ascii: " "))
            appendComponents(color, percentages: false, scale: 1, to: &bytes)
            appendAlpha(color.alpha, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        }
    }

    /// The sRGB stand-in for a colour outside the sRGB family, gamut-mapped as CSS Color 4
    /// describes; for colours inside it, the exact form.
    static func appendFallback(_ color: ColorValue, to bytes: inout [UInt8]) {
        guard needsFallback(color) else { return appendExact(color, to: &bytes) }
        appendSRGB(CSSColorFallback.srgb(for: color), to: &bytes)
    }

    // MARK: sRGB

    private static func appendSRGB(_ color: ColorValue, to bytes: inout [UInt8]) {
        if let hex = hexBytes(color) {
            bytes.append(UInt8(ascii: "#"))
            appendHexByte(UInt8(truncatingIfNeeded: hex >> 24), to: &bytes)
            appendHexByte(UInt8(truncatingIfNeeded: hex >> 16), to: &bytes)
            appendHexByte(UInt8(truncatingIfNeeded: hex >> 8), to: &bytes)
            if color.alpha != 1 { appendHexByte(UInt8(truncatingIfNeeded: hex), to: &bytes) }
            return
        }
        bytes.append(contentsOf: "rgb(".utf8)
        appendComponents(color, percentages: false, scale: 255, to: &bytes)
        appendAlpha(color.alpha, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    /// `0xRRGGBBAA` when every channel and the alpha are 8-bit values.
    private static func hexBytes(_ color: ColorValue) -> UInt32? {
        guard color.components.count == 3 else { return nil }
        if let written = writtenHex(color), let alpha = eightBit(color.alpha) { return written << 8 | UInt32(alpha) }
        var packed: UInt32 = 0
        for component in color.components {
            guard let component, let channel = eightBit(component) else { return nil }
            packed = packed << 8 | UInt32(channel)
        }
        guard let alpha = eightBit(color.alpha) else { return nil }
        return packed << 8 | UInt32(alpha)
    }

    /// The 8-bit value of a 0…1 channel, when it is one: within 0.013 of a step, the most that
    /// writing a component with 4 decimals (0.0706 for 18/255) can move it.
    private static func eightBit(_ unit: Double) -> UInt8? {
        guard unit >= 0, unit <= 1 else { return nil }
        let scaled = unit * 255
        let step = scaled.rounded()
        return (scaled - step).magnitude <= 0.013 ? UInt8(step) : nil
    }

    /// `0xRRGGBB` from the token's `hex`, when every component is within half a step of it.
    private static func writtenHex(_ color: ColorValue) -> UInt32? {
        guard let hex = color.hex, let value = sixDigits(hex) else { return nil }
        for (offset, component) in color.components.enumerated() {
            guard let component else { return nil }
            let channel = Double((value >> (8 * UInt32(2 - offset))) & 0xFF)
            guard (component * 255 - channel).magnitude <= 0.5 else { return nil }
        }
        return value
    }

    /// The number `#RRGGBB` spells (six hex digits after any first character), read from the
    /// bytes in place: parsing a substring with `UInt32(_:radix:)` was most of writing a colour.
    private static func sixDigits(_ hex: String) -> UInt32? {
        var hex = hex
        return hex.withUTF8 { bytes -> UInt32? in
            guard bytes.count == 7 else { return nil }
            var value: UInt32 = 0
            for byte in bytes[1...] {
                guard let digit = ASCIIHex.value(byte) else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
    }

    private static func appendHexByte(_ value: UInt8, to bytes: inout [UInt8]) { ASCIIHex.append(value, to: &bytes) }

    // MARK: Functions

    private static func appendFunction(
        _ name: String, _ color: ColorValue, percentages: Bool, to bytes: inout [UInt8]
    ) {
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: "("))
        appendComponents(color, percentages: percentages, scale: 1, to: &bytes)
        appendAlpha(color.alpha, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    private static func appendComponents(
        _ color: ColorValue, percentages: Bool, scale: Double, to bytes: inout [UInt8]
    ) {
        for (offset, component) in color.components.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: " ")) }
            guard let component else {
                bytes.append(contentsOf: "none".utf8)
                continue
            }
            CSSText.appendNumber(component * scale, to: &bytes)
            if percentages, offset > 0 { bytes.append(UInt8(ascii: "%")) }
        }
    }

    private static func appendAlpha(_ alpha: Double, to bytes: inout [UInt8]) {
        guard alpha != 1 else { return }
        bytes.append(contentsOf: " / ".utf8)
        CSSText.appendNumber(alpha, to: &bytes)
    }
}
