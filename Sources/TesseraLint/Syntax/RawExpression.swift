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
            return text.withBuffer(NumberBytes.integer) ?? ExprSyntax.integer(String(syntaxText: text))
        case .floatLiteralExpr:
            let text = RawFloatLiteralExprSyntax(self)!.literal.tokenText
            if let value = text.withBuffer(NumberBytes.decimal) { return value }
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
                  ExprSyntax.numberTypes.contains(String(syntaxText: type)) else { return nil }
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

extension SyntaxText {
    /// `body` of the text's bytes, where the tree holds them.
    func withBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        body(UnsafeBufferPointer(start: baseAddress, count: count))
    }
}
