import TesseraCore

/// Token groups as nested Swift enums: each group a type (UpperCamelCase), each token a static
/// member (lowerCamelCase) of its group's type. A group's `$root` token is a member of the parent
/// named after the group (`color.accent.$root` → `Color.accent`, beside `Color.Accent`).
/// Identifiers are claimed in document order within each scope; see `SwiftNameScope`.
struct SwiftTokenTree {
    /// Built on one thread, then only read: the neutral layer writes groups on several threads.
    final class Group: @unchecked Sendable {
        let name: String
        var typeName: String
        /// Its number in the tree (the root is 0) and its parent's (-1 for the root).
        let number: Int
        let parent: Int
        /// The group's accessor relative to the namespace (`Color.Accent`); empty for the root.
        var accessor = ""
        /// Child groups and tokens in document order.
        var items: [Item] = []
        /// Child groups by name, as group numbers (while the tree is built).
        var children: [String: Int] = [:]

        init(name: String, typeName: String, number: Int, parent: Int) {
            self.name = name
            self.typeName = typeName
            self.number = number
            self.parent = parent
        }
    }

    enum Item {
        case group(Group)
        /// A union entry and its member name.
        case token(Int, String)
    }

    let root: Group
    private let groups: [Group]
    /// Per union entry: its group and its item there (-1 for a path that is only `$root`).
    private let placements: [(group: Int32, item: Int32)]

    /// Type names the neutral layer defines itself, reserved in the namespace's scope.
    static let reserved = [
        "ColorValue", "CubicBezierValue", "SpringValue", "MotionValue", "TransitionValue", "TypographyValue",
        "ShadowValue", "GradientValue", "StrokeStyleValue", "BorderValue", "HapticValue", "Adaptive", "Context",
    ]

    static let standardTypes = ["Double", "String", "Bool", "Int", "Array", "Optional", "Swift", "Never", "CGFloat", "SwiftUI", "UIKit", "AppKit"]

    init(union: TokenUnion, namespace: String, positions: (Int) -> SourcePosition?, log: inout DiagnosticLog) {
        // Names every scope keeps free, so unqualified type names in generated code never
        // resolve to a token group.
        var reserved: [String: String] = [:]
        for name in Self.reserved + Self.standardTypes + [namespace] { reserved[name] = "the type '\(name)'" }
        var builder = Builder(namespace: namespace, reserved: reserved, union: union)
        builder.add(union)
        builder.makeItems()
        builder.resolveCollisions(reserved: reserved, union: union, positions: positions, log: &log)
        groups = builder.groups
        root = groups[0]
        placements = builder.placements
        // Parents come before their children.
        for group in groups.dropFirst() {
            let parent = groups[group.parent].accessor
            group.accessor = parent.isEmpty ? group.typeName : parent + "." + group.typeName
        }
    }

    /// The Swift accessor of a union entry relative to the namespace (`Color.Accent.sunYellow`).
    func accessor(_ entry: Int) -> String {
        let (number, item) = placements[entry]
        let group = groups[Int(number)]
        guard item >= 0, case .token(_, let member) = group.items[Int(item)] else { return "" }
        return group.accessor.isEmpty ? member : group.accessor + "." + member
    }
}
