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
    static func append(_ value: TokenValue, to bytes: inout [UInt8]) {
        switch value {
        case .color(let color): append(color, to: &bytes)
        case .dimension(let dimension): appendMeasure(dimension.value, dimension.unit.rawValue, to: &bytes)
        case .duration(let duration): appendMeasure(duration.value, duration.unit.rawValue, to: &bytes)
        case .fontFamily(let names): appendList(names, to: &bytes) { TypeScriptText.appendString($0, to: &$1) }
        case .fontWeight(let weight): TypeScriptText.appendNumber(weight, to: &bytes)
        case .number(let number): TypeScriptText.appendNumber(number, to: &bytes)
        case .string(let text): TypeScriptText.appendString(text, to: &bytes)
        case .boolean(let flag): bytes.append(literal: flag ? "true" : "false")
        case .cubicBezier(let curve): append(curve, to: &bytes)
        case .strokeStyle(let style): append(style, to: &bytes)
        case .border(let border):
            appendObject(to: &bytes) { fields in
                fields.add("color") { append(border.color, to: &$0) }
                fields.add("width") { appendMeasure(border.width.value, border.width.unit.rawValue, to: &$0) }
                fields.add("style") { append(border.style, to: &$0) }
            }
        case .transition(let transition):
            appendObject(to: &bytes) { fields in
                fields.add("duration") { appendMeasure(transition.duration.value, transition.duration.unit.rawValue, to: &$0) }
                fields.add("delay") { appendMeasure(transition.delay.value, transition.delay.unit.rawValue, to: &$0) }
                fields.add("timingFunction") { append(transition.timingFunction, to: &$0) }
            }
        case .shadow(let layers): appendList(layers, to: &bytes) { append($0, to: &$1) }
        case .gradient(let stops):
            appendList(stops, to: &bytes) { stop, bytes in
                appendObject(to: &bytes) { fields in
                    fields.add("color") { append(stop.color, to: &$0) }
                    fields.add("position") { TypeScriptText.appendNumber(stop.position, to: &$0) }
                }
            }
        case .typography(let typography): append(typography, to: &bytes)
        }
    }

    static func append(_ color: ColorValue, to bytes: inout [UInt8]) {
        appendObject(to: &bytes) { fields in
            fields.add("colorSpace") { TypeScriptText.appendString(color.space.rawValue, to: &$0) }
            fields.add("components") {
                appendList(color.components, to: &$0) { component, bytes in
                    if let component { TypeScriptText.appendNumber(component, to: &bytes) } else { bytes.append(literal: "\"none\"") }
                }
            }
            fields.add("alpha") { TypeScriptText.appendNumber(color.alpha, to: &$0) }
            if let hex = color.hex { fields.add("hex") { TypeScriptText.appendString(hex, to: &$0) } }
            var exact = 0..<0
            fields.add("css") { bytes in
                let start = bytes.count + 1
                appendCSS(bytes: &bytes) { CSSColor.appendExact(color, to: &$0) }
                exact = start..<(bytes.count - 1)
            }
            fields.add("srgb") { bytes in
                guard CSSColor.needsFallback(color) else {
                    // The same text as `css`, copied byte by byte (a slice of the buffer would copy all of it).
                    bytes.append(UInt8(ascii: "\""))
                    for offset in exact { bytes.append(bytes[offset]) }
                    return bytes.append(UInt8(ascii: "\""))
                }
                appendCSS(bytes: &bytes) { CSSColor.appendFallback(color, to: &$0) }
            }
        }
    }

    private static func append(_ shadow: Shadow, to bytes: inout [UInt8]) {
        appendObject(to: &bytes) { fields in
            fields.add("color") { append(shadow.color, to: &$0) }
            let measures: [(StaticString, TesseraCore.Dimension)] = [("offsetX", shadow.offsetX), ("offsetY", shadow.offsetY), ("blur", shadow.blur), ("spread", shadow.spread)]
            for (key, measure) in measures {
                fields.add(key) { appendMeasure(measure.value, measure.unit.rawValue, to: &$0) }
            }
            fields.add("inset") { $0.append(literal: shadow.inset ? "true" : "false") }
        }
    }

    private static func append(_ typography: Typography, to bytes: inout [UInt8]) {
        appendObject(to: &bytes) { fields in
            fields.add("fontFamily") { appendList(typography.fontFamily, to: &$0) { TypeScriptText.appendString($0, to: &$1) } }
            fields.add("fontSize") { appendMeasure(typography.fontSize.value, typography.fontSize.unit.rawValue, to: &$0) }
            fields.add("fontWeight") { TypeScriptText.appendNumber(typography.fontWeight, to: &$0) }
            fields.add("letterSpacing") { appendMeasure(typography.letterSpacing.value, typography.letterSpacing.unit.rawValue, to: &$0) }
            fields.add("lineHeight") { TypeScriptText.appendNumber(typography.lineHeight, to: &$0) }
        }
    }

    private static func append(_ curve: CubicBezier, to bytes: inout [UInt8]) {
        appendList([curve.x1, curve.y1, curve.x2, curve.y2], to: &bytes) { TypeScriptText.appendNumber($0, to: &$1) }
    }

    private static func append(_ style: StrokeStyle, to bytes: inout [UInt8]) {
        switch style {
        case .keyword(let keyword):
            TypeScriptText.appendString(keyword.rawValue, to: &bytes)
        case .dashes(let dashes, let lineCap):
            appendObject(to: &bytes) { fields in
                fields.add("dashArray") { appendList(dashes, to: &$0) { appendMeasure($0.value, $0.unit.rawValue, to: &$1) } }
                fields.add("lineCap") { TypeScriptText.appendString(lineCap.rawValue, to: &$0) }
            }
        }
    }

    static func appendMeasure(_ value: Double, _ unit: String, to bytes: inout [UInt8]) {
        bytes.append(literal: "{ value: ")
        TypeScriptText.appendNumber(value, to: &bytes)
        bytes.append(literal: ", unit: ")
        TypeScriptText.appendString(unit, to: &bytes)
        bytes.append(literal: " }")
    }

    /// CSS text as a string literal (CSS colour text holds no quotes or backslashes).
    private static func appendCSS(bytes: inout [UInt8], _ write: (inout [UInt8]) -> Void) {
        bytes.append(UInt8(ascii: "\""))
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    static func appendList<Item>(_ items: [Item], to bytes: inout [UInt8], item: (Item, inout [UInt8]) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (offset, element) in items.enumerated() {
            if offset > 0 { bytes.append(literal: ", ") }
            item(element, &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `{ key: value, … }` on one line. The buffer is moved into the fields and back (`swap`), never
    /// copied: it is the whole module, and a copy per object made a 100,000-token build quadratic.
    static func appendObject(to bytes: inout [UInt8], _ build: (inout ObjectFields) -> Void) {
        var fields = ObjectFields(bytes: [])
        swap(&fields.bytes, &bytes)
        build(&fields)
        swap(&fields.bytes, &bytes)
        bytes.append(literal: " }")
    }

    struct ObjectFields {
        var bytes: [UInt8]
        private var count = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func add(_ key: StaticString, _ value: (inout [UInt8]) -> Void) {
            bytes.append(literal: count == 0 ? "{ " : ", ")
            bytes.append(literal: key)
            bytes.append(literal: ": ")
            value(&bytes)
            count += 1
        }
    }
}
