import TesseraCore

/// Token groups as nested Swift enums: each group a type (UpperCamelCase), each token a static
/// member (lowerCamelCase) of its group's type. A group's `$root` token is a member of the parent
/// named after the group (`color.accent.$root` → `Color.accent`, beside `Color.Accent`).
/// Identifiers are claimed in document order within each scope; see `SwiftNameScope`.
struct SwiftTokenTree {
    final class Group {
        let name: String
        var typeName: String
        /// Child groups and tokens in document order.
        var items: [Item] = []
        var childIndex: [String: Int] = [:]
        var scope: SwiftNameScope

        init(name: String, typeName: String, scope: SwiftNameScope) {
            self.name = name
            self.typeName = typeName
            self.scope = scope
        }
    }

    enum Item {
        case group(Group)
        /// A union entry and its member name.
        case token(Int, String)
    }

    let root: Group
    /// Names every scope keeps free, so unqualified type names in generated code never resolve
    /// to a token group.
    private let reservedNames: [String: String]
    /// Per union entry: the Swift accessor relative to the namespace (`Color.Accent.sunYellow`).
    private(set) var accessors: [String]

    /// Type names the neutral layer defines itself, reserved in the namespace's scope.
    static let reserved = [
        "ColorValue", "CubicBezierValue", "SpringValue", "MotionValue", "TransitionValue", "TypographyValue",
        "ShadowValue", "GradientValue", "StrokeStyleValue", "BorderValue", "HapticValue", "Adaptive", "Context",
    ]

    static let standardTypes = ["Double", "String", "Bool", "Int", "Array", "Optional", "Swift", "Never", "CGFloat", "SwiftUI", "UIKit", "AppKit"]

    init(union: TokenUnion, namespace: String, positions: (Int) -> SourcePosition?, log: inout DiagnosticLog) {
        var reserved: [String: String] = [:]
        for name in Self.reserved + Self.standardTypes + [namespace] { reserved[name] = "the type '\(name)'" }
        self.reservedNames = reserved
        root = Group(name: "", typeName: namespace, scope: SwiftNameScope(namespace, reserved: reserved))
        accessors = Array(repeating: "", count: union.count)
        for entry in 0..<union.count {
            var segments = union.paths[entry].segments
            if segments.last == "$root" { segments.removeLast() }
            guard let last = segments.last else { continue }
            var group = root
            var accessor = ""
            for segment in segments.dropLast() {
                group = child(of: group, named: String(segment), position: positions(entry), log: &log)
                accessor += (accessor.isEmpty ? "" : ".") + group.typeName
            }
            let owner = "'\(union.paths[entry].string)'"
            let member = group.scope.claim(SwiftNaming.member(last), for: owner, at: positions(entry), log: &log)
            group.items.append(.token(entry, member))
            accessors[entry] = accessor + (accessor.isEmpty ? "" : ".") + member
        }
    }

    private func child(of group: Group, named name: String, position: SourcePosition?, log: inout DiagnosticLog) -> Group {
        if let index = group.childIndex[name], case .group(let existing) = group.items[index] { return existing }
        let typeName = group.scope.claim(SwiftNaming.type(name), for: "group '\(name)'", at: position, log: &log)
        let child = Group(name: name, typeName: typeName, scope: SwiftNameScope("\(group.scope.scopeName).\(typeName)", reserved: reservedNames))
        group.childIndex[name] = group.items.count
        group.items.append(.group(child))
        return child
    }
}
