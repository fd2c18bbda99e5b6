import TesseraCore

/// Token values as TypeScript object literals, in the shape of the json output's `$value` with
/// what JavaScript needs on top:
///
/// - colour: `colorSpace`, `components` and `hex` as in DTCG, `alpha` always, plus `css` (CSS
///   Color 4 in its own space, as the css output writes it) and `srgb` (its gamut-mapped sRGB
///   stand-in, equal to `css` for colours already in sRGB);
/// - dimension and duration `{ value, unit }`; cubicBezier `[x1, y1, x2, y2]`;
/// - fontFamily always a list, shadow always a list of layers with `inset` always present;
/// - border, transition, gradient and typography as the DTCG objects, their parts written alike.
enum TypeScriptValueWriter {
    static func append(_ value: TokenValue, to bytes: inout TypeScriptWriter) {
        switch value {
        case .color(let color): append(color, to: &bytes)
        case .dimension(let dimension): appendMeasure(dimension.value, dimension.unit.rawValue, to: &bytes)
        case .duration(let duration): appendMeasure(duration.value, duration.unit.rawValue, to: &bytes)
        case .fontFamily(let names): appendStrings(names, to: &bytes)
        case .fontWeight(let weight): bytes.appendNumber(weight)
        case .number(let number): bytes.appendNumber(number)
        case .string(let text): TypeScriptText.appendString(text, to: &bytes)
        case .boolean(let flag): bytes.append(literal: flag ? "true" : "false")
        case .cubicBezier(let curve): append(curve, to: &bytes)
        case .strokeStyle(let style): append(style, to: &bytes)
        case .border(let border):
            bytes.append(literal: "{ color: ")
            append(border.color, to: &bytes)
            bytes.append(literal: ", width: ")
            appendMeasure(border.width.value, border.width.unit.rawValue, to: &bytes)
            bytes.append(literal: ", style: ")
            append(border.style, to: &bytes)
            bytes.append(literal: " }")
        case .transition(let transition):
            bytes.append(literal: "{ duration: ")
            appendMeasure(transition.duration.value, transition.duration.unit.rawValue, to: &bytes)
            bytes.append(literal: ", delay: ")
            appendMeasure(transition.delay.value, transition.delay.unit.rawValue, to: &bytes)
            bytes.append(literal: ", timingFunction: ")
            append(transition.timingFunction, to: &bytes)
            bytes.append(literal: " }")
        case .shadow(let layers):
            bytes.append(UInt8(ascii: "["))
            for (offset, layer) in layers.enumerated() {
                if offset > 0 { bytes.append(literal: ", ") }
                append(layer, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .gradient(let stops):
            bytes.append(UInt8(ascii: "["))
            for (offset, stop) in stops.enumerated() {
                bytes.append(literal: offset > 0 ? ", { color: " : "{ color: ")
                append(stop.color, to: &bytes)
                bytes.append(literal: ", position: ")
                bytes.appendNumber(stop.position)
                bytes.append(literal: " }")
            }
            bytes.append(UInt8(ascii: "]"))
        case .typography(let typography): append(typography, to: &bytes)
        }
    }

    static func append(_ color: ColorValue, to bytes: inout TypeScriptWriter) {
        bytes.append(literal: "{ colorSpace: ")
        TypeScriptText.appendString(color.space.rawValue, to: &bytes)
        bytes.append(literal: ", components: [")
        for (offset, component) in color.components.enumerated() {
            if offset > 0 { bytes.append(literal: ", ") }
            if let component { bytes.appendNumber(component) } else { bytes.append(literal: "\"none\"") }
        }
        bytes.append(literal: "], alpha: ")
        bytes.appendNumber(color.alpha)
        if let hex = color.hex {
            bytes.append(literal: ", hex: ")
            TypeScriptText.appendString(hex, to: &bytes)
        }
        // CSS colour text holds no quotes or backslashes.
        bytes.append(literal: ", css: \"")
        let start = bytes.count
        bytes.append { CSSColor.appendExact(color, to: &$0) }
        let exact = start..<bytes.count
        bytes.append(literal: "\", srgb: \"")
        if CSSColor.needsFallback(color) {
            bytes.append { CSSColor.appendFallback(color, to: &$0) }
        } else {
            bytes.appendCopy(of: exact)
        }
        bytes.append(literal: "\" }")
    }

    private static func append(_ shadow: Shadow, to bytes: inout TypeScriptWriter) {
        bytes.append(literal: "{ color: ")
        append(shadow.color, to: &bytes)
        let measures: [(StaticString, TesseraCore.Dimension)] = [
            (", offsetX: ", shadow.offsetX), (", offsetY: ", shadow.offsetY), (", blur: ", shadow.blur), (", spread: ", shadow.spread),
        ]
        for (key, measure) in measures {
            bytes.append(literal: key)
            appendMeasure(measure.value, measure.unit.rawValue, to: &bytes)
        }
        bytes.append(literal: shadow.inset ? ", inset: true }" : ", inset: false }")
    }

    private static func append(_ typography: Typography, to bytes: inout TypeScriptWriter) {
        bytes.append(literal: "{ fontFamily: ")
        appendStrings(typography.fontFamily, to: &bytes)
        bytes.append(literal: ", fontSize: ")
        appendMeasure(typography.fontSize.value, typography.fontSize.unit.rawValue, to: &bytes)
        bytes.append(literal: ", fontWeight: ")
        bytes.appendNumber(typography.fontWeight)
        bytes.append(literal: ", letterSpacing: ")
        appendMeasure(typography.letterSpacing.value, typography.letterSpacing.unit.rawValue, to: &bytes)
        bytes.append(literal: ", lineHeight: ")
        bytes.appendNumber(typography.lineHeight)
        bytes.append(literal: " }")
    }

    private static func append(_ curve: CubicBezier, to bytes: inout TypeScriptWriter) {
        appendNumbers([curve.x1, curve.y1, curve.x2, curve.y2], to: &bytes)
    }

    private static func append(_ style: StrokeStyle, to bytes: inout TypeScriptWriter) {
        switch style {
        case .keyword(let keyword):
            TypeScriptText.appendString(keyword.rawValue, to: &bytes)
        case .dashes(let dashes, let lineCap):
            bytes.append(literal: "{ dashArray: [")
            for (offset, dash) in dashes.enumerated() {
                if offset > 0 { bytes.append(literal: ", ") }
                appendMeasure(dash.value, dash.unit.rawValue, to: &bytes)
            }
            bytes.append(literal: "], lineCap: ")
            TypeScriptText.appendString(lineCap.rawValue, to: &bytes)
            bytes.append(literal: " }")
        }
    }

    static func appendMeasure(_ value: Double, _ unit: String, to bytes: inout TypeScriptWriter) {
        bytes.append(literal: "{ value: ")
        bytes.appendNumber(value)
        bytes.append(literal: ", unit: ")
        TypeScriptText.appendString(unit, to: &bytes)
        bytes.append(literal: " }")
    }

    /// `[a, b]`: a list of numbers on one line.
    static func appendNumbers(_ numbers: [Double], to bytes: inout TypeScriptWriter) {
        bytes.append(UInt8(ascii: "["))
        for (offset, number) in numbers.enumerated() {
            if offset > 0 { bytes.append(literal: ", ") }
            bytes.appendNumber(number)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `["a", "b"]`: a list of strings on one line.
    static func appendStrings(_ strings: [String], to bytes: inout TypeScriptWriter) {
        bytes.append(UInt8(ascii: "["))
        for (offset, string) in strings.enumerated() {
            if offset > 0 { bytes.append(literal: ", ") }
            TypeScriptText.appendString(string, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
