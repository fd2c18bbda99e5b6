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
    /// string made on the way was an allocation, and each append its own checks).
    static func appendTrimmed(_ value: Double, _ decimals: Int, to text: inout String) {
        var small = SmallText()
        if appendTrimmed(value, decimals, to: &small) {
            small.write(to: &text)
            return
        }
        var fixedText = fixed(value, decimals)
        if fixedText.contains(".") {
            while fixedText.hasSuffix("0") { fixedText.removeLast() }
            if fixedText.hasSuffix(".") { fixedText.removeLast() }
        }
        text += fixedText
    }

    /// `trimmed` built on the stack, for the common case (a finite value whose scaled digits fit
    /// an Int, at most 27 characters, well within `SmallText`); false, with nothing added, otherwise.
    static func appendTrimmed(_ value: Double, _ decimals: Int, to text: inout SmallText) -> Bool {
        guard decimals <= 6 else { return false }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard value.isFinite, abs(value) * scale < 9e18 else { return false }
        let scaled = Int((abs(value) * scale).rounded())
        if value < 0 && scaled != 0 { text.append("-") }
        text.append(scaled / Int(scale))
        var fraction = scaled % Int(scale)
        guard fraction != 0 else { return true }
        var places = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        text.append(".")
        var digits = 1
        var rest = fraction
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        for _ in digits..<max(places, digits) { text.append("0") }
        text.append(fraction)
        return true
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
        if let small = smallDimension(dimension) { return small.write(to: &text) }
        switch dimension.unit {
        case .px:
            appendTrimmed(dimension.value, 3, to: &text)
            text += " px"
        case .rem, .em:
            appendTrimmed(dimension.value, 4, to: &text)
            text += dimension.unit.rawValue + " ("
            appendTrimmed(dimension.value * 16, 3, to: &text)
            text += " px)"
        case .vw, .vh:
            appendTrimmed(dimension.value, 4, to: &text)
            text += dimension.unit.rawValue
        }
    }

    /// The whole `1.5rem (24 px)` built on the stack, to be appended at once (a grid finding
    /// prints three); nil for a value beyond ordinary sizes, whose text might not fit the 48
    /// bytes (below 1e9 it is two numbers of at most 15 characters each).
    private static func smallDimension(_ dimension: Dimension) -> SmallText? {
        guard abs(dimension.value) < 1e9 else { return nil }
        var small = SmallText()
        switch dimension.unit {
        case .px:
            guard appendTrimmed(dimension.value, 3, to: &small) else { return nil }
            small.append(ascii: " px")
        case .rem, .em:
            guard appendTrimmed(dimension.value, 4, to: &small) else { return nil }
            small.append(ascii: dimension.unit == .rem ? "rem (" : "em (")
            guard appendTrimmed(dimension.value * 16, 3, to: &small) else { return nil }
            small.append(ascii: " px)")
        case .vw, .vh:
            guard appendTrimmed(dimension.value, 4, to: &small) else { return nil }
            small.append(ascii: dimension.unit == .vw ? "vw" : "vh")
        }
        return small
    }

    /// `200 ms`; seconds are shown as milliseconds, the unit the prohibitions use.
    static func milliseconds(_ value: Double) -> String { "\(trimmed(value, 1)) ms" }
}

extension SmallText {
    mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { bytes in
            for byte in bytes { append(Unicode.Scalar(byte)) }
        }
    }
}
