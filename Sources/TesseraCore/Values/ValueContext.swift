/// Where a (sub-)value sits while it is validated: the code of the token's type (a composite reports
/// all its problems under its own code), a readable path such as `shadow layer 2 offsetX`, and the
/// nearest known position for synthesized nodes that have none.
struct ValueContext {
    let code: String
    /// The token's type name, used to start a path.
    let rootName: String
    /// Empty at the token's own value; otherwise the words that lead to the sub-value.
    let path: String
    let fallback: SourcePosition?

    init(type: TokenType, position: SourcePosition?) {
        self.code = type.invalidValueCode
        self.rootName = type.rawValue
        self.path = ""
        self.fallback = position
    }

    private init(code: String, rootName: String, path: String, fallback: SourcePosition?) {
        self.code = code
        self.rootName = rootName
        self.path = path
        self.fallback = fallback
    }

    /// The context of a member such as `width` of a border.
    func field(_ name: String, _ node: JSONNode) -> ValueContext {
        ValueContext(code: code, rootName: rootName, path: extended(name), fallback: node.position ?? fallback)
    }

    /// The context of an array element, numbered from 1 as people count (`gradient stop 2`).
    func item(_ label: String, _ index: Int, _ node: JSONNode) -> ValueContext {
        let words = label.isEmpty ? "\(index + 1)" : "\(label) \(index + 1)"
        return ValueContext(code: code, rootName: rootName, path: extended(words), fallback: node.position ?? fallback)
    }

    private func extended(_ words: String) -> String { (path.isEmpty ? rootName : path) + " " + words }

    func position(of node: JSONNode?) -> SourcePosition? { node?.position ?? fallback }

    func error(_ message: String, at node: JSONNode?, _ log: inout DiagnosticLog) {
        log.error(code, path.isEmpty ? message : path + ": " + message, at: position(of: node))
    }

    func error(_ message: String, at position: SourcePosition?, _ log: inout DiagnosticLog) {
        log.error(code, path.isEmpty ? message : path + ": " + message, at: position ?? fallback)
    }

    func warning(_ code: String, _ message: String, at node: JSONNode?, _ log: inout DiagnosticLog) {
        log.warning(code, path.isEmpty ? message : path + ": " + message, at: position(of: node))
    }
}
