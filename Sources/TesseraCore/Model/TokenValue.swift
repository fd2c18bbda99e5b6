/// A token's value after every reference has been followed, typed by its `$type`.
/// The three composites of 56–73 bytes are boxed (`indirect`) so every value, and every token
/// holding one, is sized for a colour (40 bytes) rather than for a border.
public enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(Dimension)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(Duration)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    indirect case border(Border)
    indirect case transition(Transition)
    case shadow([Shadow])
    case gradient([GradientStop])
    indirect case typography(Typography)
    /// Lenient mode only (see `TokenType.string`).
    case string(String)
    case boolean(Bool)

    public var type: TokenType {
        switch self {
        case .string: .string
        case .boolean: .boolean
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        }
    }
}

/// A colour as written: its space, three components (`nil` is CSS `none`), alpha and optional hex.
public struct ColorValue: Sendable, Hashable {
    public var components: [Double?]
    public var alpha: Double
    public var hex: String?
    // Last, so its byte does not pad the words before it: a colour is the largest value a
    // token holds inline, and every `Token` is sized for one.
    public var space: ColorSpace

    public init(space: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

public struct Dimension: Sendable, Hashable {
    /// `px` and `rem` are DTCG 2025.10's. The relative lengths `em`, `vw` and `vh` come only from
    /// lenient reading of older files: CSS writes them as they are, native outputs take `em` as
    /// that many base font sizes and leave `vw` and `vh` out (Documentation/Formats.md).
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case px, rem, em, vw, vh

        /// The units a strict (2025.10) file may write.
        public static let dtcg: [Unit] = [.px, .rem]

        /// Fractions of the browser's viewport, which no native platform has.
        public var isViewport: Bool { self == .vw || self == .vh }
    }
    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

public struct Duration: Sendable, Hashable {
    public enum Unit: String, Sendable, Hashable, CaseIterable { case ms, s }
    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public var milliseconds: Double { unit == .ms ? value : value * 1000 }
}

public struct CubicBezier: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

public enum StrokeStyle: Sendable, Hashable {
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }
    public enum LineCap: String, Sendable, Hashable, CaseIterable { case round, butt, square }

    case keyword(Keyword)
    case dashes(dashArray: [Dimension], lineCap: LineCap)
}

public struct Border: Sendable, Hashable {
    public var color: ColorValue
    public var width: Dimension
    public var style: StrokeStyle

    public init(color: ColorValue, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

public struct Transition: Sendable, Hashable {
    public var duration: Duration
    public var delay: Duration
    public var timingFunction: CubicBezier

    public init(duration: Duration, delay: Duration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

public struct Shadow: Sendable, Hashable {
    public var color: ColorValue
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool

    public init(
        color: ColorValue, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension,
        inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

public struct GradientStop: Sendable, Hashable {
    public var color: ColorValue
    /// Already clamped into [0, 1], as the format requires.
    public var position: Double

    public init(color: ColorValue, position: Double) {
        self.color = color
        self.position = position
    }
}

public struct Typography: Sendable, Hashable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: Double
    public var letterSpacing: Dimension
    /// A multiplier of `fontSize`.
    public var lineHeight: Double

    public init(fontFamily: [String], fontSize: Dimension, fontWeight: Double, letterSpacing: Dimension, lineHeight: Double) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}
