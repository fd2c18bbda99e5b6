import SwiftSyntax
import TesseraCore

/// Images from the asset catalog where the system uses SF Symbols only.
struct CustomImageRule: LintRule {
    static let id = "custom-image"
    static let summary = "An image from the app's assets (`Image(\"…\")`, `UIImage(named:)`, `Label(_:image:)`) where the system uses SF Symbols only (`code` check `sf-symbols-only`)."
    static let details = """
        Matches `Image(name)`, `Image(name, bundle:)`, `Image(decorative:)`, `Image(.resource)`, \
        `UIImage(named:)`, `NSImage(named:)` and `Label(_:image:)`. `Image(systemName:)`, \
        `Label(_:systemImage:)` and images made from data (`Image(uiImage:)`) are not findings. A photo or \
        illustration that is content rather than an icon can be kept with a suppression comment that says so.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("1️⃣Image(\"star-filled\")"),
            LintExample("let icon = 1️⃣UIImage(named: \"close\")"),
            LintExample("Label(\"Settings\", image: 1️⃣\"gear-custom\")"),
        ],
        nonTriggering: [
            LintExample("Image(systemName: \"star.fill\")"),
            LintExample("Label(\"Settings\", systemImage: \"gear\")"),
            LintExample("Image(uiImage: photo)"),
            LintExample("Image(\"star-filled\")", system: .linear),
        ])

    static func isActive(in system: LintSystem) -> Bool { system.codeCheck("sf-symbols-only") != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: ["Image", "UIImage", "NSImage", "Label"], visitor.visit)
    }

    private final class Visitor: LintVisitor {
        private lazy var sfSymbolsOnly = lookup.codeCheck("sf-symbols-only")

        func visit(_ call: CallSite) {
            guard let prohibition = sfSymbolsOnly else { return }
            let advice = "the system uses SF Symbols only (\(prohibition.citation)); use Image(systemName:)"
            switch call.type {
            case "Image":
                let labels = call.labels
                if labels.first == .some(nil) || labels.first == "decorative" {
                    context.report("image \(name(call.node.arguments.first?.expression)) from the app's assets; \(advice)", at: call.node)
                }
            case "UIImage", "NSImage":
                if let named = call.argument("named") {
                    context.report("image \(name(named.expression)) from the app's assets; \(advice)", at: call.node)
                }
            case "Label":
                if let image = call.argument("image") {
                    context.report("label image \(name(image.expression)) from the app's assets; \(advice)", at: image.expression)
                }
            default:
                break
            }
        }

        private func name(_ expression: ExprSyntax?) -> String {
            guard let expression else { return "" }
            return expression.stringLiteral.map { "'\($0)'" } ?? context.text(of: expression)
        }
    }
}
