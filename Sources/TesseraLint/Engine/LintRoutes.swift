/// The handlers of one node kind and the names that reach them: each handler is one bit, each name
/// (a call's member or type, a member access's name, an argument label) the handlers that asked for
/// it. A node whose name no rule asked for costs one dictionary lookup and reaches no handler.
struct LintRoutes<Handler> {
    private(set) var handlers: [Handler] = []
    private var byName: [String: UInt64] = [:]
    private var byLabel: [String: UInt64] = [:]
    /// Handlers that see every node of the kind.
    private var everyNode: UInt64 = 0

    var isEmpty: Bool { handlers.isEmpty }
    /// Whether any handler is reached by an argument label, so a call's labels must be read.
    var routesLabels: Bool { !byLabel.isEmpty }

    /// `names` nil: every node.
    mutating func add(_ handler: Handler, names: Set<String>?, labels: Set<String> = []) {
        precondition(handlers.count < UInt64.bitWidth, "more handlers of one node kind than a route can hold")
        let bit: UInt64 = 1 << UInt64(handlers.count)
        handlers.append(handler)
        guard let names else {
            everyNode |= bit
            return
        }
        for name in names { byName[name, default: 0] |= bit }
        for label in labels { byLabel[label, default: 0] |= bit }
    }

    func handlers(named name: String?) -> UInt64 {
        guard let name, !byName.isEmpty else { return everyNode }
        return everyNode | (byName[name] ?? 0)
    }

    func handlers(labelled label: String) -> UInt64 { byLabel[label] ?? 0 }

    /// Calls the handlers in `mask` in the order they were added.
    func call(_ mask: UInt64, _ body: (Handler) -> Void) {
        var rest = mask
        while rest != 0 {
            body(handlers[rest.trailingZeroBitCount])
            rest &= rest - 1
        }
    }
}
