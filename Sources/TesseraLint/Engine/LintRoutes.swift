@_spi(RawSyntax) import SwiftSyntax

/// Which names reach which handlers of one node kind: each handler is one bit, each name (a call's
/// member or type, a member access's name, an argument label) the bits of the handlers that asked
/// for it. Rules register the same way for every file, so this is worked out once per run, by a
/// registration whose handlers are never called, and shared by every file (`Linter`), whose
/// registrations then only bind handlers to their bits.
struct LintRouteNames: Sendable {
    fileprivate(set) var byName = LintNameTable()
    fileprivate(set) var byLabel = LintNameTable()
    /// How many handlers the names were worked out for.
    fileprivate(set) var count = 0
}

/// The handlers of one node kind and the names that reach them. A node whose name no rule asked
/// for costs one lookup in the file's bytes and reaches no handler. A class: a struct held in the
/// dispatcher would be copied out for every node looked up.
final class LintRoutes<Handler> {
    // Added to while rules register, only read while the file is walked: unchecked for
    // exclusivity, as no access can overlap another.
    @exclusivity(unchecked) private(set) var handlers: [Handler] = []
    /// The names worked out for the run (empty while they are being learned). A constant, so the
    /// walk reads its tables in place: a copy of one would retain its arrays, which every thread shares.
    let names: LintRouteNames
    /// Without `names` given: the names of the handlers added so far, for the routes of the run.
    private(set) var learned = LintRouteNames()
    /// Whether `names` came worked out, so that adding a handler only binds it to its bit.
    private let isBound: Bool
    /// Whether any handler is reached by an argument label, so a call's labels must be read.
    let routesLabels: Bool
    /// The bits of the handlers whose findings depend on nothing but the node's text and the
    /// system (`LintCallMemo`).
    private(set) var judgedByText: UInt64 = 0

    init(names: LintRouteNames?) {
        self.names = names ?? LintRouteNames()
        self.isBound = names != nil
        self.routesLabels = !(names?.byLabel.isEmpty ?? true)
    }

    var isEmpty: Bool { handlers.isEmpty }
    /// Whether the handlers are those the names were worked out for.
    var isComplete: Bool { handlers.count == names.count }

    /// `names` and `labels` are read only for the run's first registration.
    func add(_ handler: Handler, names: () -> Set<String>, labels: () -> Set<String> = { [] }, judgedByText: Bool = false) {
        precondition(handlers.count < UInt64.bitWidth, "more handlers of one node kind than a route can hold")
        let bit: UInt64 = 1 << UInt64(handlers.count)
        handlers.append(handler)
        if judgedByText { self.judgedByText |= bit }
        if isBound {
            precondition(handlers.count <= self.names.count, "a rule registers other handlers than it did the first time")
            return
        }
        for name in names() { learned.byName.add(name, bits: bit) }
        for label in labels() { learned.byLabel.add(label, bits: bit) }
        learned.count += 1
    }

    func handlers(named name: SyntaxText) -> UInt64 {
        names.byName.isEmpty ? 0 : names.byName.bits(of: name)
    }

    func handlers(labelled label: SyntaxText) -> UInt64 { names.byLabel.bits(of: label) }

    /// Calls the handlers in `mask` in the order they were added.
    func call(_ mask: UInt64, _ body: (Handler) -> Void) {
        var rest = mask
        while rest != 0 {
            body(handlers[rest.trailingZeroBitCount])
            rest &= rest - 1
        }
    }

    /// `call`, with each handler's bit.
    func callWithBits(_ mask: UInt64, _ body: (UInt64, Handler) -> Void) {
        var rest = mask
        while rest != 0 {
            body(rest & (~rest &+ 1), handlers[rest.trailingZeroBitCount])
            rest &= rest - 1
        }
    }
}

extension LintNameTable {
    /// The bits of a token's text, read where the tree holds it.
    func bits(of text: SyntaxText) -> UInt64 {
        guard let base = text.baseAddress else { return 0 }
        return bits(of: UnsafeBufferPointer(start: base, count: text.count))
    }
}
