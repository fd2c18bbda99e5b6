extension ColorValue {
    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (any letter case) into an sRGB colour with
    /// components in 0...1. `hex` is set to the lowercase `#rrggbb` form (DTCG's `hex` carries no alpha).
    /// Returns `nil` for anything else, including a missing `#`.
    public init?(hex text: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        while let byte = utf8.next() {
            guard digits.count < 8, let digit = ASCIIHex.value(byte) else { return nil }
            digits.append(digit)
        }
        let bytes: [UInt8]
        switch digits.count {
        case 3, 4: bytes = digits.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        self.init(
            space: .srgb,
            components: bytes.prefix(3).map { Double($0) / 255 },
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1,
            hex: Self.hexString(bytes.prefix(3)))
    }

    /// `#rrggbb` (lowercase) of this colour gamut-mapped to sRGB; alpha is ignored.
    public var srgbHex: String { Self.hexString(srgbBytes) }

    /// `#rrggbbaa` when alpha < 1, otherwise `#rrggbb`; the colour is gamut-mapped to sRGB first.
    public var srgbHexWithAlpha: String {
        guard alpha < 1 else { return srgbHex }
        return Self.hexString(srgbBytes + [Self.byte(alpha)])
    }

    private var srgbBytes: [UInt8] {
        let rgb = gamutMapped(to: .srgb).componentsOrZero
        return [Self.byte(rgb.x), Self.byte(rgb.y), Self.byte(rgb.z)]
    }

    /// A unit value as an 8-bit code, rounding halves up as CSS serialisation does; clamps, NaN → 0.
    private static func byte(_ unit: Double) -> UInt8 {
        guard !unit.isNaN else { return 0 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded())
    }

    private static func hexString<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var text: [UInt8] = [UInt8(ascii: "#")]
        for byte in bytes { ASCIIHex.append(byte, to: &text) }
        return String(decoding: text, as: UTF8.self)
    }
}
