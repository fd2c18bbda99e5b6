import TesseraCore

extension Dimension {
    /// Points on screen: px as written, rem (and lenient reading's em) at 16 px, the root size the
    /// CSS output assumes. Viewport lengths have no size here (`SizeMeasure` skips them).
    var px: Double { unit == .rem || unit == .em ? value * 16 : value }

    /// `px` points written in this dimension's unit.
    func withPx(_ px: Double) -> Dimension { Dimension(unit == .rem || unit == .em ? px / 16 : px, unit) }
}

/// The size a size prohibition reads from a token: a dimension token's value or, when the rule
/// reads font sizes and the pattern names a typography token, that token's font size.
struct SizeMeasure {
    var dimension: Dimension
    /// `fontSize ` for a typography token, so the fix names the field to change.
    var field: String

    init?(_ token: Token, fontSizes: Bool) {
        switch token.value {
        case .dimension(let dimension): (self.dimension, field) = (dimension, "")
        case .typography(let typography) where fontSizes: (self.dimension, field) = (typography.fontSize, "fontSize ")
        default: return nil
        }
        if dimension.unit.isViewport { return nil }
    }

    static func applies(_ token: Token, fontSizes: Bool) -> Bool { SizeMeasure(token, fontSizes: fontSizes) != nil }

    var described: String { (field.isEmpty ? "is " : "has font size ") + RuleFormat.dimension(dimension) }
}

/// One bound on a size (`max`, `min`): the break names the size and the bound, and the fix is the
/// bound itself written in the token's unit, the nearest value that passes.
enum SizeBound {
    enum Side { case atMost, atLeast }

    static func finding(
        _ token: Token, _ prohibition: Prohibition, _ side: Side, key: String, unit: String, fontSizes: Bool
    ) -> Finding? {
        guard let size = SizeMeasure(token, fontSizes: fontSizes), let limit = prohibition.number(key) else { return nil }
        let slack = 1e-9 * max(1, abs(limit))
        switch side {
        case .atMost: guard size.dimension.px > limit + slack else { return nil }
        case .atLeast: guard size.dimension.px < limit - slack else { return nil }
        }
        let words = side == .atMost ? ("at most", "or less") : ("at least", "or more")
        let fix = size.field + RuleFormat.dimension(size.dimension.withPx(limit)) + " " + words.1
        return Finding(token, size.described, limit: "needs \(words.0) \(RuleFormat.trimmed(limit, 3)) \(unit)", fix: fix, prohibition)
    }
}
