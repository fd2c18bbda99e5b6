/// Streams a value in the same shape as `TokenValue.jsonNode` without building nodes first: the
/// resolved-JSON output writes every token through this. A test keeps both in step.
extension JSONWriter {
    public mutating func write(_ value: TokenValue) {
        switch value {
        case .color(let color): write(color)
        case .dimension(let dimension): write(dimension.value, unit: dimension.unit.rawValue)
        case .fontFamily(let names): writeFontFamily(names)
        case .fontWeight(let weight): number(weight)
        case .duration(let duration): write(duration.value, unit: duration.unit.rawValue)
        case .cubicBezier(let curve): write(curve)
        case .number(let value): number(value)
        case .string(let text): string(text)
        case .boolean(let flag): bool(flag)
        case .strokeStyle(let style): write(style)
        case .border(let border):
            beginObject()
            plainKey("color")
            write(border.color)
            plainKey("width")
            write(border.width.value, unit: border.width.unit.rawValue)
            plainKey("style")
            write(border.style)
            endObject()
        case .transition(let transition):
            beginObject()
            plainKey("duration")
            write(transition.duration.value, unit: transition.duration.unit.rawValue)
            plainKey("delay")
            write(transition.delay.value, unit: transition.delay.unit.rawValue)
            plainKey("timingFunction")
            write(transition.timingFunction)
            endObject()
        case .shadow(let shadows):
            if shadows.count == 1 { return write(shadows[0]) }
            beginArray()
            for shadow in shadows { write(shadow) }
            endArray()
        case .gradient(let stops):
            beginArray()
            for stop in stops {
                beginObject()
                plainKey("color")
                write(stop.color)
                plainKey("position")
                number(stop.position)
                endObject()
            }
            endArray()
        case .typography(let typography):
            beginObject()
            plainKey("fontFamily")
            writeFontFamily(typography.fontFamily)
            plainKey("fontSize")
            write(typography.fontSize.value, unit: typography.fontSize.unit.rawValue)
            plainKey("fontWeight")
            number(typography.fontWeight)
            plainKey("letterSpacing")
            write(typography.letterSpacing.value, unit: typography.letterSpacing.unit.rawValue)
            plainKey("lineHeight")
            number(typography.lineHeight)
            endObject()
        }
    }

    private mutating func write(_ color: ColorValue) {
        beginObject()
        plainKey("colorSpace")
        string(color.space.rawValue)
        plainKey("components")
        beginArray(inline: true)
        for component in color.components {
            if let component { number(component) } else { string("none") }
        }
        endArray()
        if color.alpha != 1 {
            plainKey("alpha")
            number(color.alpha)
        }
        if let hex = color.hex {
            plainKey("hex")
            string(hex)
        }
        endObject()
    }

    /// A dimension or duration object.
    private mutating func write(_ value: Double, unit: String) {
        beginObject()
        plainKey("value")
        number(value)
        plainKey("unit")
        string(unit)
        endObject()
    }

    private mutating func write(_ curve: CubicBezier) {
        beginArray(inline: true)
        number(curve.x1)
        number(curve.y1)
        number(curve.x2)
        number(curve.y2)
        endArray()
    }

    private mutating func writeFontFamily(_ names: [String]) {
        if names.count == 1 { return string(names[0]) }
        beginArray(inline: names.count <= Self.inlineArrayLimit)
        for name in names { string(name) }
        endArray()
    }

    private mutating func write(_ style: StrokeStyle) {
        switch style {
        case .keyword(let keyword):
            string(keyword.rawValue)
        case .dashes(let dashArray, let lineCap):
            beginObject()
            plainKey("dashArray")
            beginArray()
            for dash in dashArray { write(dash.value, unit: dash.unit.rawValue) }
            endArray()
            plainKey("lineCap")
            string(lineCap.rawValue)
            endObject()
        }
    }

    private mutating func write(_ shadow: Shadow) {
        beginObject()
        plainKey("color")
        write(shadow.color)
        plainKey("offsetX")
        write(shadow.offsetX.value, unit: shadow.offsetX.unit.rawValue)
        plainKey("offsetY")
        write(shadow.offsetY.value, unit: shadow.offsetY.unit.rawValue)
        plainKey("blur")
        write(shadow.blur.value, unit: shadow.blur.unit.rawValue)
        plainKey("spread")
        write(shadow.spread.value, unit: shadow.spread.unit.rawValue)
        if shadow.inset {
            plainKey("inset")
            bool(true)
        }
        endObject()
    }
}
