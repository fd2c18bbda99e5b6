import SwiftSyntax
import TesseraCore

/// Corner radii that are no radius token, or over the system's limit.
struct CornerRadiusRule: LintRule {
    static let id = "corner-radius"
    static let summary = "A corner radius literal above the system's limit, or not one of its radius tokens."
    static let details = """
        Matches `.cornerRadius(r)`, `RoundedRectangle(cornerRadius: r)`, `.rect(cornerRadius: r)`, \
        `UnevenRoundedRectangle(topLeadingRadius: …)` and `layer.cornerRadius = r`. Over the limit (a \
        `max-dimension` prohibition over every radius token, as Paper's "no rounded corners (cornerRadius > 2)") \
        is an error citing it; otherwise a radius equal to a radius token is a warning naming the token, and any \
        other radius a warning naming the nearest. Zero (square corners) is always allowed.
        """
    static let defaultSeverity = Diagnostic.Severity.warning
    static let examples = LintExamples(
        triggering: [
            LintExample("content.cornerRadius(1️⃣12)"),
            LintExample("RoundedRectangle(cornerRadius: 1️⃣2)"),
            LintExample("content.clipShape(.rect(cornerRadius: 1️⃣3))"),
            LintExample("view.layer.cornerRadius = 1️⃣8"),
        ],
        nonTriggering: [
            LintExample("RoundedRectangle(cornerRadius: Radius.sm)"),
            LintExample("content.cornerRadius(0)"),
        ])

    static func isActive(in system: LintSystem) -> Bool {
        system.maximumCornerRadius != nil || !system.dimensions(.radius).isEmpty
    }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: ["cornerRadius"], labelled: labels, judgedByText: true, visitor.visit)
        dispatcher.onSequence(named: ["cornerRadius"], visitor.visit)
    }

    /// The arguments that give a radius, on any call (`RoundedRectangle`, `.rect`, `UnevenRoundedRectangle`).
    static let labels: Set<String> = ["cornerRadius", "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]

    private final class Visitor: LintVisitor {
        func visit(_ call: CallSite) {
            if call.member == "cornerRadius", let radius = call.rawArgument(nil) { check(call.number(radius), at: radius.start) }
            for argument in call.arguments {
                if let label = argument.label, CornerRadiusRule.labels.contains(label) { check(call.number(argument), at: argument.start) }
            }
        }

        /// `layer.cornerRadius = 8`.
        func visit(_ node: SequenceExprSyntax) {
            guard node.elements.count == 3 else { return }
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[0].memberName == "cornerRadius" {
                check(context.number(elements[2]), at: elements[2].positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }

        /// `radius`: the number written, if it is one; `offset`: where.
        private func check(_ radius: Double?, at offset: Int) {
            guard let radius, radius != 0 else { return }
            if let limit = lookup.maximumCornerRadius, radius > limit.value {
                context.report(
                    "corner radius \(LintFormat.number(radius)) is over the system's limit of \(LintFormat.number(limit.value)) (\(limit.citation))",
                    atOffset: offset, severity: .error)
                return
            }
            let radii = lookup.radii
            if let suggestion = system.suggestion(lookup.dimensions(equalTo: radius, roles: [.radius])) {
                context.report("corner radius \(LintFormat.number(radius)) is \(suggestion); use the token", atOffset: offset)
            } else if let nearest = radii.enumerated().min(by: { (abs($0.element.points - radius), $0.offset) < (abs($1.element.points - radius), $1.offset) })?.element {
                context.report(
                    "corner radius \(LintFormat.number(radius)) is no radius token; the nearest is \(lookup.spelling(of: nearest.path, as: .number)) (\(LintFormat.number(nearest.points)))",
                    atOffset: offset)
            }
        }
    }
}
