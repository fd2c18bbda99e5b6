import TesseraCore

/// A Swift home for API members: a new enum (`STOLColors.Accent`) or, when the first name is a
/// framework type (`Color`, `Font`, `Animation`, `CGFloat`, …), an extension of it.
final class SwiftAPIHome {
    static let frameworkTypes: [String: String] = [
        "Color": "SwiftUI.Color", "Font": "SwiftUI.Font", "Animation": "SwiftUI.Animation",
        "LinearGradient": "SwiftUI.LinearGradient", "RadialGradient": "SwiftUI.RadialGradient",
        "AnyShapeStyle": "SwiftUI.AnyShapeStyle", "CGFloat": "CGFloat",
    ]

    let name: String
    private(set) var members: [String] = []
    private(set) var children: [SwiftAPIHome] = []
    var scope: SwiftNameScope

    init(name: String) {
        self.name = name
        self.scope = SwiftNameScope(name)
    }

    func child(_ name: String) -> SwiftAPIHome {
        if let existing = children.first(where: { $0.name == name }) { return existing }
        let home = SwiftAPIHome(name: name)
        home.scope = SwiftNameScope(self.name + "." + name)
        children.append(home)
        return home
    }

    func add(_ member: String) { members.append(member) }

    func render(access: String, isRoot: Bool, indent: String, to out: inout String) {
        if isRoot, let framework = Self.frameworkTypes[name] {
            out += "\(indent)extension \(framework) {\n"
        } else {
            out += "\(indent)\(access)enum \(name) {\n"
        }
        let inner = indent + "    "
        for (offset, member) in members.enumerated() {
            if offset > 0 { out += "\n" }
            for line in member.split(separator: "\n", omittingEmptySubsequences: false) {
                out += line.isEmpty ? "\n" : inner + line + "\n"
            }
        }
        for child in children {
            if !members.isEmpty || child !== children.first { out += "\n" }
            child.render(access: access, isRoot: false, indent: inner, to: &out)
        }
        out += "\(indent)}\n"
    }
}

/// The homes of one layer, in the order the configuration first names them.
struct SwiftAPIHomes {
    private(set) var roots: [SwiftAPIHome] = []

    /// The home for a dotted path, or nil (with an error) when a part is not a plain identifier.
    mutating func home(_ path: String, option: String, at position: SourcePosition?, log: inout DiagnosticLog) -> SwiftAPIHome? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(SwiftSettings.isPlainIdentifier) else {
            log.error("config-invalid-value", "'in' of '\(option)' in the 'swift' output must be a Swift type name or a dotted path of them, such as 'BrandColors.Accent' or 'Color'; found '\(path)'", at: position)
            return nil
        }
        let root: SwiftAPIHome
        if let existing = roots.first(where: { $0.name == parts[0] }) {
            root = existing
        } else {
            root = SwiftAPIHome(name: parts[0])
            roots.append(root)
        }
        return parts.dropFirst().reduce(root) { $0.child($1) }
    }

    func render(access: String) -> String {
        var out = ""
        for root in roots {
            root.render(access: access, isRoot: true, indent: "", to: &out)
            out += "\n"
        }
        return out
    }
}
