extension ValueParser {
    static let colorShape = ObjectShape(
        "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"],
        expected: ##"{"colorSpace": "srgb", "components": [r, g, b], "alpha"?: 0…1, "hex"?: "#rrggbb"}"##)

    static func color(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> ColorValue? {
        guard let fields = fields(of: node, colorShape, context, &log),
              let spaceNode = fields[0], let componentsNode = fields[1]
        else { return nil }
        let space = colorSpace(spaceNode, context, &log)
        let components = colorComponents(componentsNode, space: space, context, &log)
        var alpha = 1.0
        var valid = space != nil && components != nil
        if let alphaNode = fields[2] {
            if let value = alphaNode.number, ComponentRange.unit.contains(value) {
                alpha = value
            } else {
                valid = false
                context.error("color alpha must be a number in [0, 1], found \(ValueText.describe(alphaNode))", at: alphaNode, &log)
            }
        }
        var hex: String?
        if let hexNode = fields[3] {
            hex = colorHex(hexNode, context, &log)
            valid = valid && hex != nil
        }
        guard valid, let space, let components else { return nil }
        return ColorValue(space: space, components: components, alpha: alpha, hex: hex)
    }

    private static func colorSpace(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> ColorSpace? {
        if let name = node.string, let space = ColorSpace(rawValue: name) { return space }
        var message = "color colorSpace must be one of \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")), found \(ValueText.describe(node))"
        if let name = node.string, let hint = ColorSpace.suggestion(for: name) {
            message += "; did you mean \"\(hint.rawValue)\"?"
        }
        context.error(message, at: node, &log)
        return nil
    }

    /// Three numbers or `"none"`, each checked against its space's range once the space is known.
    private static func colorComponents(
        _ node: JSONNode, space: ColorSpace?, _ context: ValueContext, _ log: inout DiagnosticLog
    ) -> [Double?]? {
        guard case .array(let items) = node.value, items.count == 3 else {
            let found = node.array.map { "\($0.count) items" } ?? ValueText.describe(node)
            context.error(#"color components must be an array of exactly 3 numbers or "none", found \#(found)"#, at: node, &log)
            return nil
        }
        var components: [Double?] = []
        components.reserveCapacity(3)
        var valid = true
        for (index, item) in items.enumerated() {
            switch item.value {
            case .number(let value):
                if let space, !space.componentRange(index).contains(value) {
                    valid = false
                    let range = space.componentRange(index)
                    context.error(
                        "color component \(index) of \(space.withArticle) colour (\(space.componentNames[index])) must be \(range.requirement), found \(ValueText.number(value))",
                        at: item.position ?? node.position, &log)
                }
                components.append(value)
            case .string("none"):
                components.append(nil)
            default:
                valid = false
                context.error(#"color component \#(index) must be a number or "none", found \#(ValueText.describe(item))"#, at: item.position ?? node.position, &log)
            }
        }
        return valid ? components : nil
    }

    /// Exactly `#rrggbb`: the fallback carries no alpha, so 8 digits are invalid (Color module §4).
    private static func colorHex(_ node: JSONNode, _ context: ValueContext, _ log: inout DiagnosticLog) -> String? {
        if let text = node.string, isSixDigitHex(text) { return text }
        var message = ##"color hex must be a 6-digit "#rrggbb" string, found \##(ValueText.describe(node))"##
        if let text = node.string, text.utf8.count == 9, text.hasPrefix("#") {
            message += #"; the hex fallback has no alpha: put it in "alpha""#
        }
        if let text = node.string { message += LenientHint.hex(text) }
        context.error(message, at: node, &log)
        return nil
    }

    static func isSixDigitHex(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count == 7, bytes.first == UInt8(ascii: "#") else { return false }
        return bytes.dropFirst().allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                 UInt8(ascii: "A")...UInt8(ascii: "F"): true
            default: false
            }
        }
    }
}
