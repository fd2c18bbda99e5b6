import Foundation
@_spi(RawSyntax) import SwiftSyntax

extension ExprSyntax {
    /// The value of a number written out in code: `8`, `8.5`, `-4`, `0x22`, `34 / 255`, `0.5 * 2`,
    /// `(12)`, `CGFloat(8)`. Nil for anything computed from names, and for a literal too large
    /// to be finite (`1e400`).
    var numberLiteral: Double? { numberLiteral(in: nil) }

    /// `numberLiteral`, with the plain literals read from `bytes`, those the tree was parsed from,
    /// rather than through their tokens' text.
    func numberLiteral(in bytes: [UInt8]?) -> Double? { writtenNumber(bytes).flatMap { $0.isFinite ? $0 : nil } }

    private func writtenNumber(_ bytes: [UInt8]?) -> Double? {
        switch kind {
        case .integerLiteralExpr:
            if let bytes, let value = NumberBytes.integer(of: self, in: bytes) { return value }
            return Self.integer(cast(IntegerLiteralExprSyntax.self).literal.text)
        case .floatLiteralExpr:
            if let bytes, let value = NumberBytes.decimal(of: self, in: bytes) { return value }
            let text = cast(FloatLiteralExprSyntax.self).literal.text
            return Double(text.utf8.contains(UInt8(ascii: "_")) ? text.replacingOccurrences(of: "_", with: "") : text)
        case .prefixOperatorExpr:
            let prefix = cast(PrefixOperatorExprSyntax.self)
            guard prefix.operator.text == "-" else { return nil }
            return prefix.expression.numberLiteral(in: bytes).map { -$0 }
        case .tupleExpr:
            let tuple = cast(TupleExprSyntax.self)
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
            return only.expression.numberLiteral(in: bytes)
        case .sequenceExpr:
            let elements = Array(cast(SequenceExprSyntax.self).elements)
            guard elements.count == 3, let lhs = elements[0].numberLiteral(in: bytes), let rhs = elements[2].numberLiteral(in: bytes),
                  let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            switch op {
            case "/": return rhs == 0 ? nil : lhs / rhs
            case "*": return lhs * rhs
            default: return nil
            }
        case .functionCallExpr:
            // A conversion of a literal: CGFloat(8), Double(0.3).
            let call = cast(FunctionCallExprSyntax.self)
            guard call.arguments.count == 1, call.arguments.first?.label == nil,
                  let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  Self.numberTypes.contains(type) else { return nil }
            return call.arguments.first?.expression.numberLiteral(in: bytes)
        default:
            return nil
        }
    }

    /// The conversions a number literal may be written in (`CGFloat(8)`), as the raw tree's reader takes them too.
    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    static func integer(_ text: String) -> Double? {
        // Plain decimal digits, most literals, are read without copying the text.
        var value = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), value < Int.max / 10 - 1 else { return spelledInteger(text) }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return text.isEmpty ? nil : Double(value)
    }

    private static func spelledInteger(_ text: String) -> Double? {
        let digits = text.utf8.contains(UInt8(ascii: "_")) ? text.replacingOccurrences(of: "_", with: "") : text
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix).map(Double.init)
        }
        return Int(digits).map(Double.init)
    }

    /// The text of a string literal without interpolations (`"EB Garamond"`), else nil.
    var stringLiteral: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// `name` in `.name` or `Base.name` (`.bold`, `Font.Weight.bold`), else nil.
    var memberName: String? { self.as(MemberAccessExprSyntax.self)?.declName.baseName.text }

    /// The whole expression as written, without trivia (`Color.black`).
    var compactText: String { trimmedDescription }

    /// A name or a module-qualified one (`Font`, `SwiftUI.Font`), else nil. Cheap where
    /// `trimmedDescription` is not: the base of a modifier is often a whole chain of views.
    var qualifiedName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = self.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text + "." + member.declName.baseName.text
    }
}

extension FunctionCallExprSyntax {
    /// The type an initializer call names: `Color(…)`, `SwiftUI.Color(…)`, `UIColor.init(…)`.
    /// One reading for nodes and raw calls: `RawFunctionCallExprSyntax.initializedType`.
    var initializedType: String? { RawFunctionCallExprSyntax(raw)!.initializedType.map { String(syntaxText: $0) } }

    /// The member a call invokes: `padding` in `.padding(8)` or `view.padding(8)`, `system` in
    /// `Font.system(size: 12)`.
    var calledMember: String? { calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }

    /// What the member is called on (`view` in `view.padding(8)`, `Font` in `Font.system`); nil
    /// for an implicit member (`.system(size: 12)`).
    var calledBase: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

    /// The argument with this label (nil: the first unlabeled one).
    func argument(_ label: String?) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    var argumentLabels: [String?] { arguments.map { $0.label?.text } }
}
