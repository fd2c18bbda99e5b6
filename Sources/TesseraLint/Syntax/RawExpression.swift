import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// What the rules read from an expression, read from the raw tree: no node is made, locked or
/// reference-counted. Each answers as its `ExprSyntax` counterpart (`ExprSyntax+Literals`) does,
/// which `RawExpressionTests` checks on the same expressions.
extension RawExprSyntax {
    /// `ExprSyntax.numberLiteral`.
    var numberLiteral: Double? { writtenNumber.flatMap { $0.isFinite ? $0 : nil } }

    private var writtenNumber: Double? {
        switch raw.kind {
        case .integerLiteralExpr:
            let text = RawIntegerLiteralExprSyntax(self)!.literal.tokenText
            return RawNumberText.integer(text) ?? ExprSyntax.integer(String(syntaxText: text))
        case .floatLiteralExpr:
            let text = RawFloatLiteralExprSyntax(self)!.literal.tokenText
            if let value = RawNumberText.decimal(text) { return value }
            let string = String(syntaxText: text)
            return Double(string.utf8.contains(UInt8(ascii: "_")) ? string.replacingOccurrences(of: "_", with: "") : string)
        case .prefixOperatorExpr:
            let prefix = RawPrefixOperatorExprSyntax(self)!
            guard prefix.operator.tokenText == "-" else { return nil }
            return prefix.expression.numberLiteral.map { -$0 }
        case .tupleExpr:
            let elements = RawTupleExprSyntax(self)!.elements.raw.children
            guard elements.count == 1, let only = elements[0].flatMap(RawLabeledExprSyntax.init), only.label == nil else { return nil }
            return only.expression.numberLiteral
        case .sequenceExpr:
            let elements = RawSequenceExprSyntax(self)!.elements.raw.children
            guard elements.count == 3, let lhs = elements[0].flatMap(RawExprSyntax.init)?.numberLiteral,
                  let rhs = elements[2].flatMap(RawExprSyntax.init)?.numberLiteral,
                  let op = elements[1].flatMap(RawBinaryOperatorExprSyntax.init)?.operator.tokenText else { return nil }
            if op == "/" { return rhs == 0 ? nil : lhs / rhs }
            if op == "*" { return lhs * rhs }
            return nil
        case .functionCallExpr:
            // A conversion of a literal: CGFloat(8), Double(0.3).
            let call = RawFunctionCallExprSyntax(self)!
            let arguments = call.arguments.raw.children
            guard arguments.count == 1, let only = arguments[0].flatMap(RawLabeledExprSyntax.init), only.label == nil,
                  let type = call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText,
                  RawNumberText.numberTypes.contains(where: { $0 == type }) else { return nil }
            return only.expression.numberLiteral
        default:
            return nil
        }
    }

    /// `ExprSyntax.stringLiteral`: the text of a string literal without interpolations.
    var stringLiteral: String? {
        guard let literal = self.as(RawStringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments.raw.children {
            guard let plain = segment.flatMap(RawStringSegmentSyntax.init) else { return nil }
            text += String(syntaxText: plain.content.tokenText)
        }
        return text
    }

    /// `ExprSyntax.memberName`: `name` in `.name` or `Base.name`.
    var memberName: SyntaxText? { self.as(RawMemberAccessExprSyntax.self)?.declName.baseName.tokenText }

    /// `ExprSyntax.qualifiedName`: a name or a module-qualified one (`Font`, `SwiftUI.Font`).
    var qualifiedName: String? {
        if let reference = self.as(RawDeclReferenceExprSyntax.self) { return String(syntaxText: reference.baseName.tokenText) }
        guard let member = self.as(RawMemberAccessExprSyntax.self), let base = member.base?.as(RawDeclReferenceExprSyntax.self) else { return nil }
        return String(syntaxText: base.baseName.tokenText) + "." + String(syntaxText: member.declName.baseName.tokenText)
    }
}

/// Number literals read from their token's text in place: the common spellings only (decimal
/// digits; digits, a point and digits); nil for any other, which is then read as a `String`.
enum RawNumberText {
    static let numberTypes: [SyntaxText] = ["CGFloat", "Double", "Float", "Int"]

    /// `8`, `255`: the value `ExprSyntax.integer` gives the same text.
    static func integer(_ text: SyntaxText) -> Double? {
        guard !text.isEmpty, text.count <= 18 else { return nil }
        var value = 0
        for byte in text {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return Double(value)
    }

    /// `0.35`, `12.5`: as `NumberBytes.decimal` reads them (Clinger's fast path).
    static func decimal(_ text: SyntaxText) -> Double? {
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
        return NumberBytes.decimal(mantissa: mantissa, fractionDigits: text.count - 1 - point)
    }
}

extension RawSyntax {
    /// Where the child in `slot` starts (its leading trivia included), this node starting at `offset`.
    func start(ofSlot slot: Int, from offset: Int) -> Int {
        let children = self.children
        var start = offset
        for index in 0..<slot { start += children[index]?.byteLength ?? 0 }
        return start
    }

    /// The length of its text without its leading and trailing trivia.
    var trimmedByteLength: Int { byteLength - leadingTriviaByteLength - trailingTriviaByteLength }

    /// A layout node's children, read in place (a raw collection's `elements` copies them into an array).
    var children: RawSyntaxBuffer { layoutView?.children ?? RawSyntaxBuffer(UnsafeBufferPointer(start: nil, count: 0)) }
}
