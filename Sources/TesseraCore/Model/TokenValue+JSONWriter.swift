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
        case .strokeStyle(let style): write(style)
        case .border(let border):
            beginObject()
            key("color")
            write(border.color)
            key("width")
            write(border.width.value, unit: border.width.unit.rawValue)
            key("style")
            write(border.style)
            endObject()
        case .transition(let transition):
            beginObject()
            key("duration")
            write(transition.duration.value, unit: transition.duration.unit.rawValue)
            key("delay")
            write(transition.delay.value, unit: transition.delay.unit.rawValue)
            key("timingFunction")
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
                key("color")
                write(stop.color)
                key("position")
                number(stop.position)
                endObject()
            }
            endArray()
        case .typography(let typography):
            beginObject()
            key("fontFamily")
            writeFontFamily(typography.fontFamily)
            key("fontSize")
            write(typography.fontSize.value, unit: typography.fontSize.unit.rawValue)
            key("fontWeight")
            number(typography.fontWeight)
            key("letterSpacing")
            write(typography.letterSpacing.value, unit: typography.letterSpacing.unit.rawValue)
            key("lineHeight")
            number(typography.lineHeight)
            endObject()
        }
    }

    private mutating func write(_ color: ColorValue) {
        beginObject()
        key("colorSpace")
        string(color.space.rawValue)
        key("components")
        beginArray(inline: true)
        for component in color.components {
            if let component { number(component) } else { string("none") }
        }
        endArray()
        if color.alpha != 1 {
            key("alpha")
            number(color.alpha)
        }
        if let hex = color.hex {
            key("hex")
            string(hex)
        }
        endObject()
    }

    /// A dimension or duration object.
    private mutating func write(_ value: Double, unit: String) {
        beginObject()
        key("value")
        number(value)
        key("unit")
        string(unit)
        endObject()
    }

    private mutating func write(_ curve: CubicBezier) {
        beginArray(inline: true)
        for value in [curve.x1, curve.y1, curve.x2, curve.y2] { number(value) }
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
            key("dashArray")
            beginArray()
            for dash in dashArray { write(dash.value, unit: dash.unit.rawValue) }
            endArray()
            key("lineCap")
            string(lineCap.rawValue)
            endObject()
        }
    }

    private mutating func write(_ shadow: Shadow) {
        beginObject()
        key("color")
        write(shadow.color)
        for (name, dimension) in [("offsetX", shadow.offsetX), ("offsetY", shadow.offsetY), ("blur", shadow.blur),
                                  ("spread", shadow.spread)] {
            key(name)
            write(dimension.value, unit: dimension.unit.rawValue)
        }
        if shadow.inset {
            key("inset")
            bool(true)
        }
        endObject()
    }
}
