import TesseraCore

/// A token's value as a neutral-layer Swift expression, and the Swift type it has.
struct SwiftValue: Hashable {
    var type: String
    var expression: String
}

/// Writes token values as neutral-layer literals. Dimensions become points (`rem` times
/// `remBase`), durations seconds; springs and haptics (Tessera's extensions) get their own types.
/// Literals are written back to back into one buffer and referred to by range, and each distinct
/// colour is converted and written once (`SwiftValueLiteral+Color`).
struct SwiftValueLiteral {
    var remBase: Double = 16
    /// Every literal written so far.
    private(set) var text = SwiftSource()
    var colors = SwiftColorCache()

    init(remBase: Double = 16) { self.remBase = remBase }

    /// Room for the literals of `count` tokens, so a large part's buffers do not grow (each
    /// doubling copies them into fresh pages).
    mutating func reserve(forTokens count: Int) {
        text.bytes.reserveCapacity(count * 48)
        colors.reserve(count)
    }

    /// Writes the token's literal into `text` (unless it is a colour written before); returns its
    /// Swift type and where the literal is.
    mutating func write(_ token: Token) -> (type: String, range: Range<Int>) {
        var out = SwiftSource()
        swap(&out, &text)
        defer { swap(&out, &text) }
        return literal(token, in: &out)
    }

    /// The literal as a string, for comparing the values of permutations.
    mutating func value(of token: Token) -> SwiftValue {
        let (type, range) = write(token)
        return SwiftValue(type: type, expression: String(decoding: text.bytes[range], as: UTF8.self))
    }

    /// Adds a literal made elsewhere to `text`.
    mutating func append(_ expression: String) -> Range<Int> {
        let start = text.bytes.count
        text += expression
        return start..<text.bytes.count
    }

    private mutating func literal(_ token: Token, in out: inout SwiftSource) -> (String, Range<Int>) {
        let start = out.bytes.count
        switch token.value {
        case .color(let color):
            return ("ColorValue", colorRange(color, in: &out))
        case .dimension(let dimension):
            out.number(pointValue(dimension))
            return ("Double", start..<out.bytes.count)
        case .fontWeight(let weight):
            out.number(weight)
            return ("Double", start..<out.bytes.count)
        case .number(let number) where token.haptic == nil:
            out.number(number)
            return ("Double", start..<out.bytes.count)
        case .duration(let duration) where token.spring == nil:
            out.number(duration.milliseconds / 1000)
            return ("Double", start..<out.bytes.count)
        default:
            // Built as a string first: its colours may be written to `out` on the way.
            let (type, expression) = composite(token, in: &out)
            let start = out.bytes.count
            out += expression
            return (type, start..<out.bytes.count)
        }
    }

    private mutating func composite(_ token: Token, in out: inout SwiftSource) -> (String, String) {
        switch token.value {
        case .fontFamily(let families):
            return ("[String]", SwiftLiteral.stringArray(families))
        case .duration(let duration):
            guard let spring = token.spring else { return ("Double", seconds(duration)) }
            let mass = spring.mass == 1 ? "" : ", mass: \(SwiftLiteral.number(spring.mass))"
            return ("SpringValue", "SpringValue(response: \(SwiftLiteral.number(spring.response)), dampingFraction: \(SwiftLiteral.number(spring.dampingFraction))\(mass))")
        case .cubicBezier(let bezier):
            return ("CubicBezierValue", self.bezier(bezier))
        case .number(let number):
            guard let haptic = token.haptic else { return ("Double", SwiftLiteral.number(number)) }
            return ("HapticValue", self.haptic(haptic))
        case .strokeStyle(let style):
            return ("StrokeStyleValue", strokeStyle(style))
        case .border(let border):
            return ("BorderValue", "BorderValue(color: \(colorText(border.color, in: &out)), width: \(points(border.width)), style: \(strokeStyle(border.style)))")
        case .transition(let t):
            return ("TransitionValue", "TransitionValue(duration: \(seconds(t.duration)), delay: \(seconds(t.delay)), timingFunction: \(bezier(t.timingFunction)))")
        case .shadow(let shadows):
            return ("ShadowValue", shadow(shadows, in: &out))
        case .gradient(let stops):
            return ("GradientValue", gradient(stops, token: token, in: &out))
        case .typography(let typography):
            return ("TypographyValue", self.typography(typography, token: token))
        case .color(let color):
            return ("ColorValue", colorText(color, in: &out))
        case .dimension(let dimension):
            return ("Double", points(dimension))
        case .fontWeight(let weight):
            return ("Double", SwiftLiteral.number(weight))
        case .string(let text):
            return ("String", SwiftLiteral.string(text))
        case .boolean(let flag):
            return ("Bool", flag ? "true" : "false")
        }
    }

    func points(_ dimension: Dimension) -> String { SwiftLiteral.number(pointValue(dimension)) }

    /// rem and em (lenient reading's relative length) are multiples of the base font size; the
    /// viewport units never get here (`ViewportLengths`).
    func pointValue(_ dimension: Dimension) -> Double {
        switch dimension.unit {
        case .px, .vw, .vh: dimension.value
        case .rem, .em: dimension.value * remBase
        }
    }

    func seconds(_ duration: Duration) -> String { SwiftLiteral.number(duration.milliseconds / 1000) }

    private func bezier(_ b: CubicBezier) -> String {
        "CubicBezierValue(\([b.x1, b.y1, b.x2, b.y2].map(SwiftLiteral.number).joined(separator: ", ")))"
    }

    private func haptic(_ haptic: Haptic) -> String {
        let feedback: String
        switch haptic.feedback {
        case .impact(let style): feedback = ".impact(\(SwiftLiteral.string(style.rawValue)))"
        case .selection: feedback = ".selection"
        case .notification(let type): feedback = ".notification(\(SwiftLiteral.string(type.rawValue)))"
        }
        return "HapticValue(\(feedback), intensity: \(SwiftLiteral.number(haptic.intensity)))"
    }

    private func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): "." + keyword.rawValue
        case .dashes(let dashes, let cap):
            ".dashes([\(dashes.map(points).joined(separator: ", "))], lineCap: \(SwiftLiteral.string(cap.rawValue)))"
        }
    }

    private mutating func shadow(_ shadows: [Shadow], in out: inout SwiftSource) -> String {
        var layers: [String] = []
        for s in shadows {
            let inset = s.inset ? ", inset: true" : ""
            layers.append(".init(color: \(colorText(s.color, in: &out)), offsetX: \(points(s.offsetX)), offsetY: \(points(s.offsetY)), blur: \(points(s.blur)), spread: \(points(s.spread))\(inset))")
        }
        return "ShadowValue([\(layers.joined(separator: ", "))])"
    }

    private mutating func gradient(_ stops: [GradientStop], token: Token, in out: inout SwiftSource) -> String {
        var list: [String] = []
        for stop in stops { list.append(".init(\(colorText(stop.color, in: &out)), \(SwiftLiteral.number(stop.position)))") }
        let geometry = SwiftGradientGeometry.geometry(token).map { ", geometry: \($0)" } ?? ""
        return "GradientValue([\(list.joined(separator: ", "))]\(geometry))"
    }

    private func typography(_ t: Typography, token: Token) -> String {
        let extras = SwiftTypographyExtras(token, fontSize: pointValue(t.fontSize))
        var text = "TypographyValue(fontFamily: \(SwiftLiteral.stringArray(t.fontFamily)), fontSize: \(points(t.fontSize)), fontWeight: \(SwiftLiteral.number(t.fontWeight)), letterSpacing: \(points(t.letterSpacing)), lineHeight: \(SwiftLiteral.number(t.lineHeight))"
        if extras.italic { text += ", italic: true" }
        text += ", textStyle: \(SwiftLiteral.string(extras.textStyle))"
        if !extras.features.isEmpty { text += ", fontFeatures: \(SwiftLiteral.stringArray(extras.features))" }
        return text + ")"
    }
}
