/// Choosing a permutation from user input (§4 "Input" and algorithm step 1).
extension ResolverDocument {
    /// The permutation an input such as `["theme": "dark"]` selects. Modifier and context names match
    /// ignoring case; modifiers left out take their `default`. Unknown names and a missing modifier
    /// without a default are errors, and then the result is nil.
    public func permutation(
        for input: [String: String], at position: SourcePosition? = nil, log: inout DiagnosticLog
    ) -> Permutation? {
        let modifiers = modifierSteps
        var chosen: [String: String] = [:]
        // Modifiers the input names, even with a bad context, so they are not also reported missing.
        var named: Set<String> = []
        var failed = false
        // Sorted so diagnostics come out in the same order every run.
        for key in input.keys.sorted() {
            guard let value = input[key] else { continue }
            guard let modifier = Self.modifier(named: key, in: modifiers) else {
                let names = modifiers.map { "\"\($0.name)\"" }.joined(separator: ", ")
                log.error(
                    "input-unknown-modifier",
                    "the input names the modifier \"\(key)\", which the resolver does not have; \(names.isEmpty ? "it has no modifiers" : "its modifiers are \(names)")",
                    at: position)
                failed = true
                continue
            }
            named.insert(modifier.name)
            guard let context = modifier.context(named: value) else {
                let names = modifier.contexts.map { "\"\($0.name)\"" }.joined(separator: ", ")
                log.error(
                    "input-unknown-context",
                    "modifier \"\(modifier.name)\" has no context \"\(value)\"; choose one of \(names)", at: position)
                failed = true
                continue
            }
            if let earlier = chosen[modifier.name], earlier != context.name {
                log.error(
                    "input-duplicate-modifier",
                    "the input chooses modifier \"\(modifier.name)\" twice (\"\(earlier)\" and \"\(context.name)\"); names match ignoring case, so keep one",
                    at: position)
                failed = true
            }
            chosen[modifier.name] = context.name
        }
        var choices: [Permutation.Choice] = []
        for modifier in modifiers {
            guard let context = chosen[modifier.name] ?? modifier.defaultContext else {
                if named.contains(modifier.name) { continue }
                let names = modifier.contexts.map(\.name).joined(separator: "|")
                log.error(
                    "input-missing-modifier",
                    "modifier \"\(modifier.name)\" has no default, so the input must choose a context: add \(modifier.name)=\(names)",
                    at: position)
                failed = true
                continue
            }
            choices.append(Permutation.Choice(modifier: modifier.name, context: context))
        }
        return failed ? nil : Permutation(choices)
    }

    /// Reads an input object such as `{"theme": "dark"}`; every value must be a string (§4 MUST).
    public static func parseInput(_ node: JSONNode, log: inout DiagnosticLog) -> [String: String]? {
        guard let object = node.object else {
            log.error(
                "input-not-object",
                "a resolver input must be an object mapping modifier names to context names, e.g. {\"theme\": \"dark\"}; found \(node.kindName)",
                at: node.position)
            return nil
        }
        var input: [String: String] = [:]
        var failed = false
        for member in object.members {
            guard let context = member.value.string else {
                log.error(
                    "input-not-string",
                    "the input for modifier \"\(member.key)\" must be a context name string; found \(member.value.kindName)",
                    at: member.value.position)
                failed = true
                continue
            }
            input[member.key] = context
        }
        return failed ? nil : input
    }

    /// Exact spelling first, then ignoring case.
    static func modifier(named name: String, in modifiers: [Modifier]) -> Modifier? {
        modifiers.first { $0.name == name } ?? modifiers.first { $0.name.lowercased() == name.lowercased() }
    }
}
