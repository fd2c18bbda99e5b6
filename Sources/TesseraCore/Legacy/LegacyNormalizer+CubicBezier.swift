extension LegacyNormalizer {
    /// `"cubic-bezier(0.4, 0, 0.2, 1)"`, CSS keywords (`"ease-in-out"`) and arrays of numeric
    /// strings → `[x1, y1, x2, y2]`.
    mutating func cubicBezier(_ node: JSONNode, label: String) -> JSONNode? {
        switch node.value {
        case .string(let text):
            if Self.isReference(text) { return node }
            guard let points = Self.easing(text) else {
                return fail(#"\#(label) \#(ValueText.quoted(text)) is not a cubic-bezier(x1, y1, x2, y2) function or a CSS easing keyword such as "ease-in-out""#, at: node)
            }
            let converted = JSONNode(.array(points.map { JSONNode(.number($0)) }), at: node.position)
            report.record(.cubicBezierString, at: node.position, example: text, replacement: converted.compactText)
            return converted
        case .array(let items) where items.contains(where: { $0.string.map { !Self.isReference($0) } ?? false }):
            var numbers: [JSONNode] = []
            for item in items {
                guard let text = item.string else {
                    numbers.append(item)
                    continue
                }
                guard let quantity = Quantity.parse(text), quantity.unit == .unitless else {
                    return fail("\(label) item \(ValueText.quoted(text)) is not a number", at: item)
                }
                numbers.append(JSONNode(.number(quantity.value), at: item.position))
            }
            let converted = JSONNode(.array(numbers), at: node.position)
            report.record(.cubicBezierString, at: node.position, example: node.compactText, replacement: converted.compactText)
            return converted
        default:
            return node
        }
    }

    static func easing(_ text: String) -> [Double]? {
        switch text.lowercased().trimmingCharactersInSpaces {
        case "linear": return [0, 0, 1, 1]
        case "ease": return [0.25, 0.1, 0.25, 1]
        case "ease-in": return [0.42, 0, 1, 1]
        case "ease-out": return [0, 0, 0.58, 1]
        case "ease-in-out": return [0.42, 0, 0.58, 1]
        default: break
        }
        return text.withUTF8Bytes { bytes -> [Double]? in
            var cursor = ByteCursor(bytes)
            cursor.skipSpaces()
            guard cursor.matches(cursor.unit(), "cubic-bezier") else { return nil }
            cursor.skipSpaces()
            guard cursor.take(UInt8(ascii: "(")) else { return nil }
            var points: [Double] = []
            while points.count < 4 {
                cursor.skipSpaces()
                if !points.isEmpty, cursor.take(UInt8(ascii: ",")) { cursor.skipSpaces() }
                guard let value = cursor.number() else { return nil }
                points.append(value)
            }
            cursor.skipSpaces()
            guard cursor.take(UInt8(ascii: ")")) else { return nil }
            cursor.skipSpaces()
            return cursor.isAtEnd ? points : nil
        }
    }
}

extension String {
    var trimmingCharactersInSpaces: String { String(Substring(self).trimmingSpaces) }
}
