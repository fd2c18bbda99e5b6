import Foundation
@_spi(RawSyntax) import SwiftSyntax
import SwiftParser
import Testing
import TesseraTestSupport
@_spi(RawSyntax) @testable import TesseraLint

/// The lint reads calls and literals from the raw tree (`CallSite`, `RawExpression`) to make no
/// nodes; each answer must equal the one the syntax nodes give, which the rules read before.
@Suite struct RawReadingTests {
    /// Expressions of every shape the readers take apart, and some they must turn down.
    static let expressions = [
        "0", "8", "007", "1_000", "0x22", "0b101", "0o17", "123456789012345678", "1234567890123456789", "0.5", "12.5", "1e3",
        "2.5e-3", "1_0.5", "0x1p3", "-4", "-0.5", "- 4", "+4", "(12)", "((3))", "(x: 1)", "(1, 2)", "34 / 255", "0.5 * 2", "1 / 0",
        "1 + 2", "1 / 2 / 3", "CGFloat(8)", "Double(0.3)", "Float(1)", "Int(2)", "CGFloat(x)", "CGFloat(value: 8)", "Foo(8)",
        "CGFloat(8, 9)", "-CGFloat(8)", "CGFloat((8))", "1e400", "-1e400", "x", "\"EB Garamond\"", "\"a\\(b)c\"", "\"\"",
        "#\"raw\"#", "\"\"\"\nblock\n\"\"\"", ".bold", "Font.Weight.bold", "SwiftUI.Font", "Font", "a.b.c", "`Font`", "self.x", "x?.y",
    ]

    private static func expressionNodes(_ code: String) -> [ExprSyntax] {
        final class Collector: SyntaxAnyVisitor {
            var found: [ExprSyntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                if let expression = node.as(ExprSyntax.self) { found.append(expression) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: code))
        return collector.found
    }

    @Test func expressionsReadAsTheirNodesRead() {
        let code = Self.expressions.map { "let v = \($0)" }.joined(separator: "\n")
        let nodes = Self.expressionNodes(code)
        #expect(nodes.count > Self.expressions.count)
        var numbers = 0
        for node in nodes {
            let raw = RawExprSyntax(node.raw)!
            #expect(raw.numberLiteral == node.numberLiteral, "\(node.trimmedDescription)")
            #expect(raw.stringLiteral == node.stringLiteral, "\(node.trimmedDescription)")
            #expect(raw.memberName.map { String(syntaxText: $0) } == node.memberName, "\(node.trimmedDescription)")
            #expect(raw.qualifiedName == node.qualifiedName, "\(node.trimmedDescription)")
            if node.numberLiteral != nil { numbers += 1 }
        }
        // The list reads as numbers where it should: not every answer is nil.
        #expect(numbers >= 30)
    }

    /// The Swift sources the repository holds: example screens and their broken twins, the specs'
    /// code and the lint fixtures.
    static let sources: [URL] = ["Examples/Lint", "Tests/Fixtures/lint"].flatMap { folder -> [URL] in
        let root = TestPaths.repositoryRoot.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0) }
    }

    private static func calls(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        final class Collector: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    /// `CallSite.name` as the nodes spell it.
    private static func name(of call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard name == "init", let base = member.base else { return name }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? name
    }

    /// `CallSite.type` as the nodes spell it: the type an initializer call names (`Color(…)`,
    /// `SwiftUI.Color(…)`, `UIColor.init(…)`).
    private static func initializedType(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if name == "init" { return base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.memberName }
        if let module = base.as(DeclReferenceExprSyntax.self)?.baseName.text, ["SwiftUI", "UIKit", "AppKit"].contains(module) {
            return name
        }
        return nil
    }

    @Test func callsReadAsTheirNodesRead() throws {
        #expect(Self.sources.count >= 10)
        var checked = 0
        for url in Self.sources {
            let bytes = Array(try Data(contentsOf: url))
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let dispatcher = LintDispatcher(source: bytes, routes: nil)
            for node in Self.calls(in: tree) {
                let raw = RawFunctionCallExprSyntax(node.raw)!
                let call = CallSite(raw, at: node.position.utf8Offset, name: CallSite.name(of: raw), depth: 0, in: dispatcher)
                let place = "\(url.lastPathComponent): \(node.trimmedDescription.prefix(60))"
                #expect(call.name == Self.name(of: node), "\(place)")
                #expect(call.member == node.calledMember, "\(place)")
                #expect(call.type == Self.initializedType(of: node), "\(place)")
                #expect((call.rawBase == nil) == (node.calledBase == nil), "\(place)")
                #expect(call.start == node.positionAfterSkippingLeadingTrivia.utf8Offset, "\(place)")
                #expect(call.target == LintFix.Target(node), "\(place)")
                let member = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                #expect(call.memberNameStart == member?.positionAfterSkippingLeadingTrivia.utf8Offset, "\(place)")
                let arguments = Array(node.arguments)
                #expect(call.arguments.count == arguments.count, "\(place)")
                for (read, argument) in zip(call.arguments, arguments) {
                    #expect(read.label == argument.label?.text, "\(place)")
                    #expect(read.start == argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset, "\(place)")
                    #expect(read.target == LintFix.Target(argument.expression), "\(place)")
                    #expect(call.number(read) == argument.expression.numberLiteral(in: bytes), "\(place)")
                }
                checked += 1
            }
        }
        #expect(checked >= 500)
    }
}
