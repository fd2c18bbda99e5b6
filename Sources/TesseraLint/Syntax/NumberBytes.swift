import SwiftSyntax

/// Number literals read from the bytes of the file their tree was parsed from: the literal node's
/// own range, so its token is neither made nor spelled as a `String`. Only the common spellings
/// are read here (decimal digits; digits, a point and digits); for any other, and where the node
/// does not parse, these return nil and the token's text is read as before.
enum NumberBytes {
    /// `8`, `255`: the value `ExprSyntax.integer` gives the same text.
    static func integer(of node: ExprSyntax, in bytes: [UInt8]) -> Double? {
        guard let range = range(of: node, in: bytes), range.count <= 18 else { return nil }
        var value = 0
        for index in range {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return Double(value)
    }

    /// `0.35`, `12.5`: digits, a point and digits, at most 15 in all, so that the digits as an
    /// integer and the power of ten are exact doubles and their quotient is the correctly rounded
    /// value `Double(String)` gives (Clinger's fast path).
    static func decimal(of node: ExprSyntax, in bytes: [UInt8]) -> Double? {
        guard let range = range(of: node, in: bytes), range.count <= 16 else { return nil }
        var mantissa = 0
        var point: Int?
        for index in range {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), point == nil {
                point = index
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            mantissa = mantissa * 10 + Int(digit)
        }
        guard let point, point > range.lowerBound, point < range.upperBound - 1 else { return nil }
        return decimal(mantissa: mantissa, fractionDigits: range.upperBound - 1 - point)
    }

    /// The digits as an integer over the power of ten of the digits after the point.
    static func decimal(mantissa: Int, fractionDigits: Int) -> Double { Double(mantissa) / powersOfTen[fractionDigits] }

    /// 1 to 10^15, each exact.
    private static let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// The node's bytes without trivia, when they are the node's text: nil where it does not parse.
    private static func range(of node: ExprSyntax, in bytes: [UInt8]) -> Range<Int>? {
        guard !node.hasError else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start < end, end <= bytes.count else { return nil }
        return start..<end
    }
}
