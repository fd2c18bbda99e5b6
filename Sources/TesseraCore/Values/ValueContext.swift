/// Where a (sub-)value sits while it is validated: the code of the token's type (a composite reports
/// all its problems under its own code), a readable path such as `shadow layer 2 offsetX`, and the
/// nearest known position for synthesized nodes that have none.
struct ValueContext {
    let code: String
    /// The token's type name, used to start a path.
    let rootName: String
    /// The path of the enclosing value ("" for the token's value and its direct members).
    private let parentPath: String
    /// The last step, such as `width` or `layer 2`; empty for the token's own value.
    private let segment: String
    let fallback: SourcePosition?
    /// Lenient reading also takes the relative lengths (`em`, `vw`, `vh`) older files use.
    let lenient: Bool

    init(type: TokenType, position: SourcePosition?, mode: ImportMode = .strict) {
        self.init(
            code: type.invalidValueCode, rootName: type.rawValue, parentPath: "", segment: "", fallback: position,
            lenient: mode == .lenient)
    }

    private init(code: String, rootName: String, parentPath: String, segment: String, fallback: SourcePosition?, lenient: Bool) {
        self.code = code
        self.rootName = rootName
        self.parentPath = parentPath
        self.segment = segment
        self.fallback = fallback
        self.lenient = lenient
    }

    /// Words that lead to the sub-value (`border width`); empty for the token's own value. Built
    /// only when needed, since most values have no problem to report.
    var path: String {
        guard !segment.isEmpty else { return "" }
        return (parentPath.isEmpty ? rootName : parentPath) + " " + segment
    }

    /// The context of a member such as `width` of a border.
    func field(_ name: String, _ node: JSONNode) -> ValueContext {
        ValueContext(code: code, rootName: rootName, parentPath: path, segment: name, fallback: node.position ?? fallback, lenient: lenient)
    }

    /// The context of an array element, numbered from 1 as people count (`gradient stop 2`).
    func item(_ label: String, _ index: Int, _ node: JSONNode) -> ValueContext {
        let words = label.isEmpty ? "\(index + 1)" : "\(label) \(index + 1)"
        return ValueContext(code: code, rootName: rootName, parentPath: path, segment: words, fallback: node.position ?? fallback, lenient: lenient)
    }

    func position(of node: JSONNode?) -> SourcePosition? { node?.position ?? fallback }

    func error(_ message: String, at node: JSONNode?, _ log: inout DiagnosticLog) {
        error(message, at: position(of: node), &log)
    }

    func error(_ message: String, at position: SourcePosition?, _ log: inout DiagnosticLog) {
        let path = path
        log.error(code, path.isEmpty ? message : path + ": " + message, at: position ?? fallback)
    }

    func warning(_ code: String, _ message: String, at node: JSONNode?, _ log: inout DiagnosticLog) {
        let path = path
        log.warning(code, path.isEmpty ? message : path + ": " + message, at: position(of: node))
    }
}
