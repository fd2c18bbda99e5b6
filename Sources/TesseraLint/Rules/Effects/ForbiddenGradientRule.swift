@_spi(RawSyntax) import SwiftSyntax
import TesseraCore

/// Gradients where the system forbids them.
struct ForbiddenGradientRule: LintRule {
    static let id = "forbidden-gradient"
    static let summary = "A gradient made in code where the system forbids gradients (`forbidden-type` with `gradient`)."
    static let details = """
        Matches `LinearGradient`, `RadialGradient`, `AngularGradient`, `EllipticalGradient`, `MeshGradient`, \
        `Gradient(…)` and `CAGradientLayer()`, the shape styles `.linearGradient(…)`, `.radialGradient(…)`, \
        `.angularGradient(…)`, `.conicGradient(…)` and `.ellipticalGradient(…)`, and a colour's `.gradient`.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("Rectangle().fill(1️⃣LinearGradient(colors: [.ink, .canvas], startPoint: .top, endPoint: .bottom))"),
            LintExample("Circle().fill(1️⃣Color.accent.gradient)"),
            LintExample("Rectangle().fill(1️⃣.linearGradient(colors: stops, startPoint: .top, endPoint: .bottom))"),
        ],
        nonTriggering: [
            LintExample("Rectangle().fill(Color.ink)"),
            LintExample("Circle().fill(Color.accent.gradient)", system: .linear),
        ])

    static let types: Set<String> = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "Gradient", "CAGradientLayer",
    ]
    static let styles: Set<String> = ["linearGradient", "radialGradient", "angularGradient", "conicGradient", "ellipticalGradient"]

    static func isActive(in system: LintSystem) -> Bool { system.forbidding(.gradient) != nil }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: types.union(styles), visitor.visit)
        dispatcher.onMemberAccess(named: ["gradient"], visitor.visit)
    }

    private final class Visitor: LintVisitor {
        private func report(_ what: String, at offset: Int) {
            context.report("\(what); the system forbids gradients (\(lookup.forbidding(.gradient)?.citation ?? ""))", atOffset: offset)
        }

        func visit(_ call: CallSite) {
            if let type = call.type, ForbiddenGradientRule.types.contains(type) {
                report("a \(type)", at: call.start)
            } else if call.rawBase == nil, let style = call.member, ForbiddenGradientRule.styles.contains(style) {
                report("a .\(style)", at: call.start)
            }
        }

        func visit(_ member: MemberSite) {
            if member.name == "gradient", member.base != nil, member.ancestor(1)?.raw.kind != .functionCallExpr {
                report("a colour's .gradient", at: member.start)
            }
        }
    }
}
