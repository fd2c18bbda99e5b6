import SwiftSyntax
import TesseraCore

/// Materials (translucent blur) written in code where the system says matte.
struct MaterialRule: LintRule {
    static let id = "material"
    static let summary = "A material (translucent blur) written in code where the system says matte: everywhere (`code` check `matte`), or when Reduce Transparency is on (`code` check `material-fallback`)."
    static let details = """
        Matches SwiftUI's material shape styles (`.ultraThinMaterial`, `.thinMaterial`, `.regularMaterial`, \
        `.thickMaterial`, `.ultraThickMaterial`, and `Material.ultraThin` … `Material.bar`), UIKit's \
        `UIBlurEffect(style:)` and `UIVisualEffectView(…)`, and AppKit's `NSVisualEffectView(…)`. Where the \
        system is matte (`matte`) each is an error. Where its materials must turn matte under Reduce \
        Transparency (`material-fallback`, Futurecast's "fallback to matte if Reduce Transparency is ON"), a \
        material in a file that never reads the setting (`accessibilityReduceTransparency`, \
        `isReduceTransparencyEnabled`) is a warning naming the surfaces the `swift` output generates \
        (`surfaces:`), which fall back by themselves.
        """
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(title).background(1️⃣.ultraThinMaterial)"),
            LintExample("RoundedRectangle(cornerRadius: 4).fill(1️⃣Material.regular)"),
            LintExample("let blur = 1️⃣UIBlurEffect(style: .systemMaterial)"),
            LintExample("Text(title).background(1️⃣.thinMaterial)", system: .linear),
        ],
        nonTriggering: [
            LintExample("Text(title).background(Color.canvas)"),
            LintExample("Text(title).exampleGlass()", system: .linear),
            LintExample(
                "@Environment(\\.accessibilityReduceTransparency) var matte\nvar body: some View { Text(title).background(matte ? AnyShapeStyle(Color.canvas) : AnyShapeStyle(.thinMaterial)) }",
                system: .linear),
        ])

    static let styles: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial"]
    static let materials: Set<String> = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]
    static let types: Set<String> = ["UIBlurEffect", "UIVisualEffectView", "NSVisualEffectView"]

    static func isActive(in system: LintSystem) -> Bool {
        system.codeCheck("matte") != nil || system.codeCheck("material-fallback") != nil
    }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onFunctionCall(named: types, visitor.visit)
        dispatcher.onMemberAccess(named: styles.union(materials), visitor.visit)
    }

    private final class Visitor: LintVisitor {
        private lazy var matte = lookup.codeCheck("matte")
        private lazy var fallback = lookup.codeCheck("material-fallback")
        /// Whether the file reads Reduce Transparency anywhere, and so may fall back by itself.
        private lazy var readsReduceTransparency: Bool = {
            let text = String(decoding: context.file.bytes, as: UTF8.self)
            return text.contains("ReduceTransparency") || text.contains("reduceTransparency")
        }()

        func visit(_ call: CallSite) {
            if let type = call.type, MaterialRule.types.contains(type) { report(type, at: call.start) }
        }

        func visit(_ member: MemberSite) {
            let name = member.name
            if member.base == nil, MaterialRule.styles.contains(name) {
                report("." + name, at: member.start)
            } else if MaterialRule.materials.contains(name), let base = member.base?.qualifiedName, base == "Material" || base == "SwiftUI.Material" {
                report(base + "." + name, at: member.start)
            }
        }

        private func report(_ what: String, at offset: Int) {
            if let matte {
                context.report("material \(what); the system's surfaces are matte (\(matte.citation))", atOffset: offset, severity: .error)
            } else if let fallback, !readsReduceTransparency {
                let surfaces = system.spellings.surfaceModifiers.map { ".\($0)()" }
                let advice = surfaces.isEmpty ? "read accessibilityReduceTransparency and draw matte when it is on"
                    : "use one of the system's surfaces (\(surfaces.joined(separator: ", "))), which fall back by themselves, or read accessibilityReduceTransparency"
                context.report("material \(what) with no matte fallback under Reduce Transparency (\(fallback.citation)); \(advice)", atOffset: offset)
            }
        }
    }
}
