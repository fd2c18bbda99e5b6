import TesseraCore
import TesseraEmitters

/// `contexts:` of one output in tessera.yml: the resolver contexts it is built for, per modifier
/// (`swift: {contexts: {platform: ios}}`). The output is built from the permutations that choose one
/// of the listed contexts of every modifier named; other modifiers still vary. Checked against the
/// resolver's modifiers once they are read (`SystemConfig.Output.selection`).
package struct OutputContexts: Sendable {
    package struct Entry: Sendable {
        /// As written.
        package var modifier: String
        package var contexts: [String]
        package var modifierPosition: SourcePosition?
        /// Where each context is written.
        package var contextPositions: [SourcePosition?]
    }

    /// The option's key, which every output takes besides its own.
    package static let key = EmitterOptions.contextsKey

    package var entries: [Entry] = []
    /// The `contexts` key, for findings about the whole map.
    package var position: SourcePosition?

    package var isEmpty: Bool { entries.isEmpty }

    /// `{platform: ios}`, as the output's diagnostics quote it.
    package var description: String {
        "{" + entries.map { entry in
            "\(entry.modifier): " + (entry.contexts.count == 1 ? entry.contexts[0] : "[" + entry.contexts.joined(separator: ", ") + "]")
        }.joined(separator: ", ") + "}"
    }

    package init(entries: [Entry] = [], position: SourcePosition? = nil) {
        self.entries = entries
        self.position = position
    }

    /// The option's shape: a map from modifier name to a context name or a non-empty list of them.
    static func read(_ member: JSONMember, output: String, log: inout DiagnosticLog) -> OutputContexts? {
        guard let object = member.value.object, !object.isEmpty else {
            log.error("config-invalid-value", "'contexts' of the '\(output)' output must map resolver modifiers to the context (or list of contexts) it is built for, such as {platform: ios}; found \(member.value.kindName)", at: member.value.position ?? member.keyPosition)
            return nil
        }
        var contexts = OutputContexts(position: member.keyPosition)
        var failed = false
        for entry in object.members {
            let values: [JSONNode] = entry.value.string != nil ? [entry.value] : entry.value.array ?? []
            guard !values.isEmpty, values.allSatisfy({ $0.string?.isEmpty == false }) else {
                log.error("config-invalid-value", "the contexts of modifier '\(entry.key)' for the '\(output)' output must be a context name or a non-empty list of them; found \(entry.value.kindName)", at: entry.value.position ?? entry.keyPosition)
                failed = true
                continue
            }
            contexts.entries.append(Entry(
                modifier: entry.key, contexts: values.compactMap(\.string), modifierPosition: entry.keyPosition ?? entry.value.position,
                contextPositions: values.map(\.position)))
        }
        return failed ? nil : contexts
    }
}
