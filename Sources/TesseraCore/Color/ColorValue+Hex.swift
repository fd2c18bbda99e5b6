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
            hex: Self.hexString(bytes[0], bytes[1], bytes[2], nil))
    }

    /// `#rrggbb` (lowercase) of this colour gamut-mapped to sRGB; alpha is ignored.
    public var srgbHex: String { Self.hexString(srgbComponents, alpha: nil) }

    /// `#rrggbbaa` when alpha < 1, otherwise `#rrggbb`; the colour is gamut-mapped to sRGB first.
    public var srgbHexWithAlpha: String {
        Self.hexString(srgbComponents, alpha: alpha < 1 ? Self.byte(alpha) : nil)
    }

    private var srgbComponents: SIMD3<Double> {
        let own = componentsOrZero
        // An sRGB colour inside the gamut maps to itself (`gamutMapped(to:)`): the linter asks this
        // of every colour literal, so it is answered without making the mapped colour.
        if space == .srgb, GamutMapping.contains(own) { return own }
        return gamutMapped(to: .srgb).componentsOrZero
    }

    /// A unit value as an 8-bit code, rounding halves up as CSS serialisation does; clamps, NaN → 0.
    private static func byte(_ unit: Double) -> UInt8 {
        guard !unit.isNaN else { return 0 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded())
    }

    /// `#rrggbb` or `#rrggbbaa`, written straight into the string (at most 9 bytes: no allocation).
    private static func hexString(_ rgb: SIMD3<Double>, alpha: UInt8?) -> String {
        hexString(byte(rgb.x), byte(rgb.y), byte(rgb.z), alpha)
    }

    private static func hexString(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8?) -> String {
        String(unsafeUninitializedCapacity: alpha == nil ? 7 : 9) { text in
            text[0] = UInt8(ascii: "#")
            var count = 1
            func put(_ byte: UInt8) {
                text[count] = ASCIIHex.digit(byte >> 4)
                text[count + 1] = ASCIIHex.digit(byte & 0x0F)
                count += 2
            }
            put(red)
            put(green)
            put(blue)
            if let alpha { put(alpha) }
            return count
        }
    }
}
