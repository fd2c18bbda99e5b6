@_spi(RawSyntax) import SwiftSyntax
import TesseraCore

/// The platform's named colours (`Color.black`, `.white`, `.blue`, `UIColor.systemBlue`) where the
/// system forbids the colour they are.
struct NamedSystemColorRule: LintRule {
    static let id = "named-system-color"
    static let summary = "A platform colour by name (`Color.black`, `.white`, `.blue`, `UIColor.systemBlue`, …) whose value the system forbids (`forbidden-color`)."
    static let details = """
        SwiftUI's named colours and UIKit's and AppKit's `system…` colours are read as their light and dark \
        values from Apple's Human Interface Guidelines (`.blue` is #007aff light and #0a84ff dark; \
        `UIColor.black` and `.white` are #000000 and #ffffff; UIKit's plain `.blue` is #0000ff). Either value \
        being forbidden is a finding, with the nearest colour token. An implicit `.black` counts where a colour \
        goes: in `foregroundColor`, `foregroundStyle`, `background`, `fill`, `stroke`, `tint`, `border`, \
        `overlay`, `shadow(color:)` and the like, never as a font weight.
        """
    static let defaultSeverity = Diagnostic.Severity.error
    static let examples = LintExamples(
        triggering: [
            LintExample("Text(title).foregroundColor(1️⃣.black)"),
            LintExample("let background = 1️⃣Color.white"),
            LintExample("view.backgroundColor = 1️⃣UIColor.black"),
            LintExample("Text(title).foregroundStyle(1️⃣.black.opacity(0.5))"),
        ],
        nonTriggering: [
            LintExample("Text(title).fontWeight(.black)"),
            LintExample("Text(title).foregroundColor(.ink)"),
            LintExample("let shade = Color.gray"),
        ])

    /// Light and dark values of the SwiftUI colours (and UIKit's `system…` ones of the same name).
    static let swiftUIColors: [String: [String]] = [
        "black": ["#000000"], "white": ["#ffffff"], "blue": ["#007aff", "#0a84ff"], "red": ["#ff3b30", "#ff453a"],
        "green": ["#34c759", "#30d158"], "orange": ["#ff9500", "#ff9f0a"], "yellow": ["#ffcc00", "#ffd60a"],
        "pink": ["#ff2d55", "#ff375f"], "purple": ["#af52de", "#bf5af2"], "indigo": ["#5856d6", "#5e5ce6"],
        "gray": ["#8e8e93"], "teal": ["#30b0c7", "#40c8e0"], "cyan": ["#32ade6", "#64d2ff"], "mint": ["#00c7be", "#63e6e2"],
        "brown": ["#a2845e", "#ac8e68"],
    ]
    /// UIKit's and AppKit's plain named colours.
    static let plainColors: [String: [String]] = [
        "black": ["#000000"], "white": ["#ffffff"], "blue": ["#0000ff"], "red": ["#ff0000"], "green": ["#00ff00"],
        "yellow": ["#ffff00"], "cyan": ["#00ffff"], "magenta": ["#ff00ff"], "orange": ["#ff8000"], "purple": ["#800080"],
        "brown": ["#996633"], "gray": ["#808080"], "darkGray": ["#555555"], "lightGray": ["#aaaaaa"],
    ]
    /// Every value above as a colour, with its `srgbHexWithAlpha`: read once, not per finding.
    static let colors: [String: (value: ColorValue, hex: String)] = Dictionary(
        (Array(swiftUIColors.values.joined()) + Array(plainColors.values.joined())).compactMap { hex in
            ColorValue(hex: hex).map { (hex, ($0, $0.srgbHexWithAlpha)) }
        },
        uniquingKeysWith: { first, _ in first })
    static let colorModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "fill", "stroke", "strokeBorder", "tint", "accentColor",
        "border", "overlay", "listRowBackground", "colorMultiply", "shadow", "backgroundStyle", "Color",
    ]

    /// Every member access that may name one of those colours (`black`, `systemRed`).
    static let names = Set(swiftUIColors.keys).union(plainColors.keys)
        .union(swiftUIColors.keys.map { "system" + $0.prefix(1).uppercased() + $0.dropFirst() })

    static func isActive(in system: LintSystem) -> Bool { !system.forbiddenColors.isEmpty }

    static func register(_ context: LintContext, in dispatcher: LintDispatcher) {
        let visitor = Visitor(context)
        dispatcher.onMemberAccess(named: names, visitor.visit)
    }

    private final class Visitor: LintVisitor {
        func visit(_ member: MemberSite) {
            let name = member.name
            guard let (values, kind) = values(of: member, name: name) else { return }
            for hex in values {
                guard let color = NamedSystemColorRule.colors[hex], let forbidden = lookup.forbiddenColor(hex: color.hex) else { continue }
                var message: LintMessage = "\(member.text) is \(hex), which the system forbids (\(forbidden.citation))"
                if let nearest = lookup.nearestColor(to: color.value, hex: color.hex), nearest.token.hex != forbidden.value {
                    message += "; the nearest colour token is \(lookup.spelling(of: nearest.token.path, as: kind))"
                }
                context.report(message, atOffset: member.start)
                break
            }
        }

        /// The values a named colour has, when `member` is one.
        private func values(of member: MemberSite, name: String) -> ([String], SwiftSpellings.Kind)? {
            let base = member.base.map { $0.qualifiedName ?? "" }
            switch base {
            case "Color", "SwiftUI.Color": return NamedSystemColorRule.swiftUIColors[name].map { ($0, .color) }
            case "UIColor", "NSColor", "CGColor":
                let kind: SwiftSpellings.Kind = base == "NSColor" ? .nsColor : .uiColor
                if name.hasPrefix("system"), name.count > 6 {
                    let plain = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
                    return NamedSystemColorRule.swiftUIColors[plain].map { ($0, kind) }
                }
                return NamedSystemColorRule.plainColors[name].map { ($0, kind) }
            case nil:
                guard let values = NamedSystemColorRule.swiftUIColors[name], isColorArgument(member) else { return nil }
                return (values, .color)
            default:
                return nil
            }
        }

        /// An implicit member passed where a colour goes (never `weight:` or `.fontWeight`), by
        /// itself or made translucent (`.black.opacity(0.3)`: a forbidden `#rrggbb` is forbidden at
        /// any alpha). Read from the raw tree, the member's ancestors on the walk's path.
        private func isColorArgument(_ member: MemberSite) -> Bool {
            // `level`: how far above the member the expression is; its slot as a base and as a callee is 1.
            var level = 0
            while let expression = member.ancestor(level), expression.slot == 1,
                  let parent = member.ancestor(level + 1), let access = RawMemberAccessExprSyntax(parent.raw),
                  access.declName.baseName.tokenText == "opacity", parent.slot == 1,
                  let call = member.ancestor(level + 2), call.raw.kind == .functionCallExpr {
                level += 2
            }
            guard let argument = member.ancestor(level + 1).flatMap({ RawLabeledExprSyntax($0.raw) }),
                  let call = member.ancestor(level + 3).flatMap({ RawFunctionCallExprSyntax($0.raw) }) else { return false }
            if let label = argument.label.map({ String(syntaxText: $0.tokenText) }) { return label == "color" || label.hasSuffix("Color") }
            let name = call.calledExpression.memberName ?? call.initializedType
            return NamedSystemColorRule.colorModifiers.contains(name.map { String(syntaxText: $0) } ?? "")
        }
    }
}
