import TesseraCore

/// Composite values, each part written as `var(--…)` when it was a curly reference and
/// `references` is on.
extension CSSValueWriter {
    mutating func appendBorder(_ border: Border, raw: JSONObject?, to bytes: inout [UInt8]) {
        appendPart(raw, "width", to: &bytes) { $0.appendDimension(border.width, to: &$1) }
        bytes.append(UInt8(ascii: " "))
        appendPart(raw, "style", to: &bytes) { $0.appendStrokeStyle(border.style, to: &$1) }
        bytes.append(UInt8(ascii: " "))
        appendPart(raw, "color", to: &bytes) { $0.appendColor(border.color, to: &$1) }
    }

    mutating func appendTransition(_ transition: Transition, raw: JSONObject?, to bytes: inout [UInt8]) {
        appendPart(raw, "duration", to: &bytes) { $0.appendDuration(transition.duration, to: &$1) }
        bytes.append(UInt8(ascii: " "))
        appendPart(raw, "delay", to: &bytes) { $0.appendDuration(transition.delay, to: &$1) }
        bytes.append(UInt8(ascii: " "))
        appendPart(raw, "timingFunction", to: &bytes) { $0.appendCubicBezier(transition.timingFunction, to: &$1) }
    }

    mutating func appendShadows(_ shadows: [Shadow], raw: JSONNode, in set: ResolvedTokenSet, to bytes: inout [UInt8]) {
        appendList(shadows, raw: raw, in: set, to: &bytes) { writer, shadow, raw, bytes in
            writer.appendShadow(shadow, raw: raw, to: &bytes)
        }
    }

    mutating func appendShadow(_ shadow: Shadow, raw: JSONObject?, to bytes: inout [UInt8]) {
        if shadow.inset { bytes.append(contentsOf: "inset ".utf8) }
        let dimensions = [("offsetX", shadow.offsetX), ("offsetY", shadow.offsetY), ("blur", shadow.blur),
                          ("spread", shadow.spread)]
        for (key, dimension) in dimensions {
            appendPart(raw, key, to: &bytes) { $0.appendDimension(dimension, to: &$1) }
            bytes.append(UInt8(ascii: " "))
        }
        appendPart(raw, "color", to: &bytes) { $0.appendColor(shadow.color, to: &$1) }
    }

    mutating func appendGradient(
        _ stops: [GradientStop], raw: JSONNode, in set: ResolvedTokenSet, to bytes: inout [UInt8]
    ) {
        appendList(stops, raw: raw, in: set, to: &bytes) { writer, stop, raw, bytes in
            writer.appendPart(raw, "color", to: &bytes) { $0.appendColor(stop.color, to: &$1) }
            bytes.append(UInt8(ascii: " "))
            if let target = writer.references.target(of: raw, "position") {
                // A number token (0…1) becomes a percentage.
                bytes.append(contentsOf: "calc(".utf8)
                writer.appendVar(target, to: &bytes)
                bytes.append(contentsOf: " * 100%)".utf8)
            } else {
                CSSText.appendNumber(stop.position * 100, unit: "%", to: &bytes)
            }
        }
    }

    /// The `font` shorthand: `weight size/line-height family`. Letter spacing has no place in it
    /// and is only in the separate `-letter-spacing` property.
    mutating func appendFontShorthand(_ typography: Typography, raw: JSONObject?, to bytes: inout [UInt8]) {
        appendTypographyPart("fontWeight", typography, raw: raw, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        appendTypographyPart("fontSize", typography, raw: raw, to: &bytes)
        bytes.append(UInt8(ascii: "/"))
        appendTypographyPart("lineHeight", typography, raw: raw, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        appendTypographyPart("fontFamily", typography, raw: raw, to: &bytes)
    }

    /// One part of a typography value by its DTCG key.
    mutating func appendTypographyPart(
        _ key: String, _ typography: Typography, raw: JSONObject?, to bytes: inout [UInt8]
    ) {
        appendPart(raw, key, to: &bytes) { writer, bytes in
            switch key {
            case "fontFamily": Self.appendFontFamily(typography.fontFamily, to: &bytes)
            case "fontSize": writer.appendDimension(typography.fontSize, to: &bytes)
            case "fontWeight": CSSText.appendNumber(typography.fontWeight, to: &bytes)
            case "letterSpacing": writer.appendDimension(typography.letterSpacing, to: &bytes)
            default: CSSText.appendNumber(typography.lineHeight, to: &bytes)
            }
        }
    }

    /// A comma-separated list whose items may each have been a reference to a whole token.
    private mutating func appendList<Item>(
        _ items: [Item], raw: JSONNode, in set: ResolvedTokenSet, to bytes: inout [UInt8],
        item appendItem: (inout Self, Item, JSONObject?, inout [UInt8]) -> Void
    ) {
        guard let layout = references.listLayout(raw: raw, resolvedCount: items.count, in: set) else {
            for (offset, item) in items.enumerated() {
                if offset > 0 { bytes.append(contentsOf: ", ".utf8) }
                appendItem(&self, item, nil, &bytes)
            }
            return
        }
        var next = 0
        for (offset, entry) in layout.enumerated() {
            if offset > 0 { bytes.append(contentsOf: ", ".utf8) }
            switch entry {
            case .reference(let target, let count):
                appendVar(target, to: &bytes)
                next += count
            case .inline(let raw):
                appendItem(&self, items[next], raw, &bytes)
                next += 1
            }
        }
    }
}
