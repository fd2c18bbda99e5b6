@_spi(RawSyntax) import SwiftSyntax

/// A layout length written as a number: padding, stack and grid spacing, frame sizes, offsets and
/// edge insets. What it is for decides which tokens it is compared with.
struct LayoutLiteral {
    enum Use: String {
        case padding, spacing, frame, offset

        /// The dimension roles whose tokens a value of this use should be.
        var roles: [LintSystem.DimensionRole] {
            switch self {
            case .padding, .spacing, .offset: [.spacing]
            case .frame: [.size, .spacing]
            }
        }
    }

    var use: Use
    /// How a finding names it (`padding`, `frame height`, `spacing`): joined only for a finding.
    var name: String { kind + label }
    /// `frame `, and the argument's label `height`.
    private var kind: String
    private var label: String
    var value: Double
    /// The argument it is, where findings point and fixes replace (`CallSite.expression`).
    var argument: CallSite.Argument

    // Lists, not sets: a few short names are compared faster than one is hashed.
    static let frameLabels = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let spacingLabels = ["spacing", "horizontalSpacing", "verticalSpacing", "minLength"]
    static let insetTypes = ["EdgeInsets", "UIEdgeInsets", "NSDirectionalEdgeInsets"]

    /// The calls that may have some, by `CallSite.name`, besides any call with a `spacingLabels` argument.
    static let callNames = Set(insetTypes + ["padding", "frame", "offset"])

    /// The layout literals among a call's arguments.
    static func all(in call: CallSite) -> [LayoutLiteral] {
        var found: [LayoutLiteral] = []
        func add(_ use: Use, _ kind: String, _ label: String, _ argument: CallSite.Argument) {
            if let value = call.number(argument) { found.append(LayoutLiteral(use: use, kind: kind, label: label, value: value, argument: argument)) }
        }
        let arguments = call.arguments
        switch call.member {
        case "padding" where !isNamespace(call.rawBase):
            // .padding(12), .padding(.horizontal, 12)
            if let last = arguments.last, last.label == nil, arguments.count <= 2 { add(.padding, "padding", "", last) }
        case "frame":
            for argument in arguments {
                if let label = argument.label, frameLabels.contains(label) { add(.frame, "frame ", label, argument) }
            }
        case "offset":
            for argument in arguments {
                if let label = argument.label, label == "x" || label == "y" { add(.offset, "offset ", label, argument) }
            }
        default:
            break
        }
        // A call's name is the type it initializes, when it names one: most calls are ruled out
        // before the type is read.
        if let name = call.name, insetTypes.contains(name), call.type == name {
            for argument in arguments {
                if let label = argument.label { add(.padding, "inset ", label, argument) }
            }
        }
        for argument in arguments {
            if let label = argument.label, spacingLabels.contains(label) { add(.spacing, "", label, argument) }
        }
        return found
    }

    /// `Foo.padding(…)` where `Foo` is a type name (a static function, not a view modifier).
    private static func isNamespace(_ base: RawExprSyntax?) -> Bool {
        guard let name = base?.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText, let first = String(syntaxText: name).first else { return false }
        return first.isUppercase
    }
}
