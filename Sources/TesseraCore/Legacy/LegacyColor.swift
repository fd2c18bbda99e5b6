/// Colour strings of older formats (hex, CSS colour functions, named colours) → 2025.10 colour
/// values. Hex is the hot path of large legacy files, so it goes from bytes to JSON directly.
enum LegacyColor {
    enum Outcome {
        case converted(ColorValue)
        /// Recognisably meant as a colour (a known function or keyword) but unusable; says why.
        case invalid(String)
        case notRecognised
    }

    static func parse(_ text: String) -> Outcome {
        text.withUTF8Bytes { bytes in
            var cursor = ByteCursor(bytes)
            cursor.skipSpaces()
            let nameRange = cursor.unit()
            guard !nameRange.isEmpty else { return .notRecognised }
            cursor.skipSpaces()
            if cursor.current == UInt8(ascii: "(") {
                return CSSColorFunction.parse(name: cursor.text(nameRange).lowercased(), &cursor)
            }
            guard cursor.isAtEnd else { return .notRecognised }
            return named(cursor.text(nameRange).lowercased())
        }
    }

    private static func named(_ name: String) -> Outcome {
        if name == "transparent" {
            return .converted(ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0, hex: "#000000"))
        }
        if name == "currentcolor" {
            return .invalid("currentColor depends on where the colour is used, so it cannot be a token value")
        }
        guard let rgb = CSSNamedColors.table[name] else { return .notRecognised }
        let red = UInt8(truncatingIfNeeded: rgb >> 16), green = UInt8(truncatingIfNeeded: rgb >> 8)
        let blue = UInt8(truncatingIfNeeded: rgb)
        return .converted(ColorValue(
            space: .srgb, components: [Double(red) / 255, Double(green) / 255, Double(blue) / 255],
            hex: hexString(red, green, blue)))
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` straight to a colour object; nil if `text` is not hex.
    /// An alpha byte becomes `alpha`, and `hex` keeps the 6 colour digits (Color module §4).
    static func hexNode(_ text: String, at position: SourcePosition?) -> JSONNode? {
        guard let (channels, hex) = hexChannels(text) else { return nil }
        return colorNode(
            space: "srgb",
            components: [
                JSONNode(.number(Double(channels.0) / 255)), JSONNode(.number(Double(channels.1) / 255)),
                JSONNode(.number(Double(channels.2) / 255)),
            ],
            alpha: channels.3 == 255 ? nil : Double(channels.3) / 255, hex: hex, at: position)
    }

    /// The colour `hexNode` describes, without building the node.
    static func hexColor(_ text: String) -> ColorValue? {
        guard let (channels, hex) = hexChannels(text) else { return nil }
        return ColorValue(
            space: .srgb,
            components: [Double(channels.0) / 255, Double(channels.1) / 255, Double(channels.2) / 255],
            alpha: channels.3 == 255 ? 1 : Double(channels.3) / 255, hex: hex)
    }

    /// The four channels of a hex colour and its lowercase `#rrggbb`; nil if `text` is not hex.
    private static func hexChannels(_ text: String) -> ((UInt8, UInt8, UInt8, UInt8), String)? {
        text.withUTF8Bytes { bytes -> ((UInt8, UInt8, UInt8, UInt8), String)? in
            let count = bytes.count
            guard count == 4 || count == 5 || count == 7 || count == 9, bytes[0] == UInt8(ascii: "#") else {
                return nil
            }
            func digit(_ offset: Int) -> UInt8? { ASCIIHex.value(bytes[offset]) }
            let short = count <= 5
            var channels: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
            for channel in 0..<(short ? count - 1 : (count - 1) / 2) {
                let value: UInt8
                if short {
                    guard let single = digit(1 + channel) else { return nil }
                    value = single << 4 | single
                } else {
                    guard let high = digit(1 + 2 * channel), let low = digit(2 + 2 * channel) else { return nil }
                    value = high << 4 | low
                }
                switch channel {
                case 0: channels.0 = value
                case 1: channels.1 = value
                case 2: channels.2 = value
                default: channels.3 = value
                }
            }
            let uppercase = bytes.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F") }
            // A 6-digit lowercase input is already the fallback: reuse it rather than build a string.
            let hex = count == 7 && !uppercase ? text : hexString(channels.0, channels.1, channels.2)
            return (channels, hex)
        }
    }

    /// A colour value as its 2025.10 JSON object; the object takes the legacy string's position.
    static func node(_ color: ColorValue, at position: SourcePosition?) -> JSONNode {
        let components = color.components.map { JSONNode($0.map(JSONValue.number) ?? .string("none")) }
        return colorNode(space: color.space.rawValue, components: components,
                         alpha: color.alpha == 1 ? nil : color.alpha, hex: color.hex, at: position)
    }

    private static func colorNode(
        space: String, components: [JSONNode], alpha: Double?, hex: String?, at position: SourcePosition?
    ) -> JSONNode {
        var members: [JSONMember] = []
        members.reserveCapacity(4)
        members.append(JSONMember(key: "colorSpace", value: JSONNode(.string(space))))
        members.append(JSONMember(key: "components", value: JSONNode(.array(components))))
        if let alpha { members.append(JSONMember(key: "alpha", value: JSONNode(.number(alpha)))) }
        if let hex { members.append(JSONMember(key: "hex", value: JSONNode(.string(hex)))) }
        return JSONNode(.object(JSONObject(members)), at: position)
    }

    /// `#rrggbb` in lowercase; seven ASCII bytes, so it stays a small (inline) string.
    static func hexString(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> String {
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 7) { buffer in
            digits.withUTF8Buffer { digit in
                buffer[0] = UInt8(ascii: "#")
                buffer[1] = digit[Int(red >> 4)]
                buffer[2] = digit[Int(red & 0x0F)]
                buffer[3] = digit[Int(green >> 4)]
                buffer[4] = digit[Int(green & 0x0F)]
                buffer[5] = digit[Int(blue >> 4)]
                buffer[6] = digit[Int(blue & 0x0F)]
            }
            return 7
        }
    }
}
