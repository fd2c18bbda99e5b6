import TesseraCore

/// Writes token values as CSS: one value per custom property, in the notation of the matching
/// CSS property, so `var(--x)` can be used there directly.
///
/// - dimension `16px`, duration `200ms`, number and fontWeight as numbers;
/// - cubicBezier `cubic-bezier(x1, y1, x2, y2)`;
/// - fontFamily a comma list, every name quoted except CSS generic families (`sans-serif`,
///   `system-ui`, …), which stop working when quoted;
/// - strokeStyle its keyword; a dash array has no CSS keyword and becomes `dashed` (with a comment);
/// - border `1px solid #000`; transition `200ms 0ms cubic-bezier(…)`;
/// - shadow `[inset] x y blur spread color`, several joined with `, `;
/// - gradient the stop list `#f00 0%, #00f 100%` only: DTCG gradients have no direction or shape,
///   so the list goes inside any function, e.g. `linear-gradient(90deg, var(--x))`;
/// - typography the `font` shorthand `600 16px/1.5 "Inter", sans-serif` (see CSSDeclarationWriter
///   for its separate parts).
struct CSSValueWriter {
    enum ColorMode {
        /// Colours outside the sRGB family are written as their sRGB stand-ins.
        case fallback
        /// Every colour in its own space.
        case exact
    }

    let references: CSSReferences
    var mode = ColorMode.fallback
    /// Set when a colour was replaced by its sRGB stand-in, so the caller knows to write the exact
    /// value in the wide-gamut rule too.
    var usedFallback = false

    init(references: CSSReferences) {
        self.references = references
    }

    mutating func appendValue(_ token: UnsafePointer<Token>, in set: ResolvedTokenSet, to bytes: inout [UInt8]) {
        if let target = references.aliasTarget(of: token) { return appendVar(target, to: &bytes) }
        switch token.pointee.value {
        case .color(let color): appendColor(color, to: &bytes)
        case .dimension(let dimension): appendDimension(dimension, to: &bytes)
        case .fontFamily(let names): Self.appendFontFamily(names, to: &bytes)
        case .fontWeight(let weight): CSSText.appendNumber(weight, to: &bytes)
        case .duration(let duration): appendDuration(duration, to: &bytes)
        case .cubicBezier(let curve): appendCubicBezier(curve, to: &bytes)
        case .number(let number): CSSText.appendNumber(number, to: &bytes)
        case .strokeStyle(let style): appendStrokeStyle(style, to: &bytes)
        case .border(let border): appendBorder(border, raw: token.pointee.rawValue.object, to: &bytes)
        case .transition(let transition): appendTransition(transition, raw: token.pointee.rawValue.object, to: &bytes)
        case .shadow(let shadows): appendShadows(shadows, raw: token.pointee.rawValue, in: set, to: &bytes)
        case .gradient(let stops): appendGradient(stops, raw: token.pointee.rawValue, in: set, to: &bytes)
        case .typography(let typography): appendFontShorthand(typography, raw: token.pointee.rawValue.object, to: &bytes)
        case .string(let text): CSSText.appendString(text, to: &bytes)
        case .boolean(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        }
    }

    // MARK: Primitives

    /// `var(--name)` for union entry `target`, with an optional part suffix (`-font-size`).
    func appendVar(_ target: Int, suffix: String = "", to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "var(".utf8)
        references.names.appendName(target, suffix: suffix, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    /// Writes `var(--ref)` when the raw part was a reference, otherwise calls `literal`.
    mutating func appendPart(
        _ raw: JSONObject?, _ key: String, to bytes: inout [UInt8], literal: (inout Self, inout [UInt8]) -> Void
    ) {
        if let target = references.target(of: raw, key) { return appendVar(target, to: &bytes) }
        literal(&self, &bytes)
    }

    mutating func appendColor(_ color: ColorValue, to bytes: inout [UInt8]) {
        if mode == .fallback, CSSColor.needsFallback(color) {
            usedFallback = true
            CSSColor.appendFallback(color, to: &bytes)
        } else {
            CSSColor.appendExact(color, to: &bytes)
        }
    }

    func appendDimension(_ dimension: Dimension, to bytes: inout [UInt8]) {
        CSSText.appendNumber(dimension.value, unit: dimension.unit.rawValue, to: &bytes)
    }

    func appendDuration(_ duration: Duration, to bytes: inout [UInt8]) {
        CSSText.appendNumber(duration.value, unit: duration.unit.rawValue, to: &bytes)
    }

    func appendCubicBezier(_ curve: CubicBezier, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "cubic-bezier(".utf8)
        for (offset, value) in [curve.x1, curve.y1, curve.x2, curve.y2].enumerated() {
            if offset > 0 { bytes.append(contentsOf: ", ".utf8) }
            CSSText.appendNumber(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: ")"))
    }

    func appendStrokeStyle(_ style: StrokeStyle, to bytes: inout [UInt8]) {
        switch style {
        case .keyword(let keyword): bytes.append(contentsOf: keyword.rawValue.utf8)
        case .dashes: bytes.append(contentsOf: "dashed".utf8)
        }
    }

    /// Generic families are keywords and must stay unquoted; `-apple-system` and
    /// `BlinkMacSystemFont` are vendor keywords that only work unquoted too.
    static let unquotedFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "BlinkMacSystemFont",
    ]

    static func appendFontFamily(_ names: [String], to bytes: inout [UInt8]) {
        for (offset, name) in names.enumerated() {
            if offset > 0 { bytes.append(contentsOf: ", ".utf8) }
            if unquotedFamilies.contains(name) {
                bytes.append(contentsOf: name.utf8)
            } else {
                CSSText.appendString(name, to: &bytes)
            }
        }
    }
}
