import TesseraCore

/// Numbers in findings, printed the same on every platform and run: fixed decimals built from
/// integers, never `String(format:)` or locale-dependent formatting.
enum RuleFormat {
    /// Ratios are shown rounded down to two decimals, so a failing 4.499 never prints as 4.50.
    static func ratio(_ value: Double) -> String {
        let floored = (value * 100).rounded(.down) / 100
        return fixed(floored, 2)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Beyond Int's range (or not finite) there is nothing to round; never trap on odd input.
        guard value.isFinite, abs(value) * scale < 9e18 else { return value.isNaN ? "NaN" : value.isFinite ? String(value) : value < 0 ? "-∞" : "∞" }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        return (value < 0 && scaled != 0 ? "-" : "") + "\(whole)" + (decimals > 0 ? "." + fraction : "")
    }

    /// Up to `decimals` decimals, trailing zeros dropped: `0.4784`, `1`, `0.5`.
    static func trimmed(_ value: Double, _ decimals: Int) -> String {
        var text = ""
        appendTrimmed(value, decimals, to: &text)
        return text
    }

    /// `trimmed` appended to `text` (grid findings format tens of thousands of numbers; each small
    /// string made on the way was an allocation).
    static func appendTrimmed(_ value: Double, _ decimals: Int, to text: inout String) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // The common case straight from integers.
        if value.isFinite, abs(value) * scale < 9e18 {
            let scaled = Int((abs(value) * scale).rounded())
            if value < 0 && scaled != 0 { text += "-" }
            appendInteger(scaled / Int(scale), to: &text)
            var fraction = scaled % Int(scale)
            guard fraction != 0 else { return }
            var places = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            text += "."
            var digits = 1
            var rest = fraction
            while rest >= 10 {
                rest /= 10
                digits += 1
            }
            for _ in digits..<max(places, digits) { text += "0" }
            appendInteger(fraction, to: &text)
            return
        }
        var fixedText = fixed(value, decimals)
        if fixedText.contains(".") {
            while fixedText.hasSuffix("0") { fixedText.removeLast() }
            if fixedText.hasSuffix(".") { fixedText.removeLast() }
        }
        text += fixedText
    }

    /// The decimal digits of a non-negative integer.
    private static func appendInteger(_ value: Int, to text: inout String) {
        guard value >= 10 else {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
            return
        }
        text += String(value)
    }

    /// A measured value beside its limit, with as many decimals (up to 4) as it takes for the
    /// two not to print alike: a 400.04 ms break never reads "400 ms; at most 400 ms".
    static func measured(_ value: Double, against limit: Double, decimals: Int = 1) -> String {
        var places = decimals
        while places < 4, value != limit, trimmed(value, places) == trimmed(limit, places) { places += 1 }
        return trimmed(value, places)
    }

    /// `24 px`, or `1.5rem (24 px)`: rem tokens are read at 16 px.
    static func dimension(_ dimension: Dimension) -> String {
        var text = ""
        appendDimension(dimension, to: &text)
        return text
    }

    static func appendDimension(_ dimension: Dimension, to text: inout String) {
        switch dimension.unit {
        case .px:
            appendTrimmed(dimension.value, 3, to: &text)
            text += " px"
        case .rem:
            appendTrimmed(dimension.value, 4, to: &text)
            text += "rem ("
            appendTrimmed(dimension.value * 16, 3, to: &text)
            text += " px)"
        }
    }

    /// `200 ms`; seconds are shown as milliseconds, the unit the prohibitions use.
    static func milliseconds(_ value: Double) -> String { "\(trimmed(value, 1)) ms" }
}
