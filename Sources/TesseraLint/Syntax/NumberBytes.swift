import SwiftSyntax

/// Number literals read from bytes in place: the literal node's range in the file its tree was
/// parsed from, or the token's text where the raw tree holds it, so the token is neither made nor
/// spelled as a `String`. Only the common spellings are read here (decimal digits; digits, a point
/// and digits); for any other, and where the node does not parse, these return nil and the
/// token's text is read as before.
enum NumberBytes {
    /// `8`, `255`: the value `ExprSyntax.integer` gives the same text.
    static func integer(of node: ExprSyntax, in bytes: [UInt8]) -> Double? {
        guard let range = range(of: node, in: bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { integer(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `0.35`, `12.5`: digits, a point and digits, at most 15 in all, so that the digits as an
    /// integer and the power of ten are exact doubles and their quotient is the correctly rounded
    /// value `Double(String)` gives (Clinger's fast path).
    static func decimal(of node: ExprSyntax, in bytes: [UInt8]) -> Double? {
        guard let range = range(of: node, in: bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { decimal(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// `integer(of:in:)` of a literal's text (`RawExprSyntax.numberLiteral` reads it where the
    /// tree holds it).
    static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !text.isEmpty, text.count <= 18 else { return nil }
        var value = 0
        for byte in text {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return Double(value)
    }

    /// `decimal(of:in:)` of a literal's text.
    static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !text.isEmpty, text.count <= 16 else { return nil }
        var mantissa = 0
        var point: Int?
        for (index, byte) in text.enumerated() {
            if byte == UInt8(ascii: "."), point == nil {
                point = index
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            mantissa = mantissa * 10 + Int(digit)
        }
        guard let point, point > 0, point < text.count - 1 else { return nil }
        return Double(mantissa) / powersOfTen[text.count - 1 - point]
    }

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
