import TesseraCore

extension SystemConfig.Output {
    /// What this output is built from: every permutation, or, when it names `contexts`, the
    /// permutations that choose one of the listed contexts of each modifier named. A modifier fixed
    /// to one context is no longer a variation for the output: its choice is left out of the
    /// permutations and the modifier out of the list, so the output is laid out as if the system
    /// had only the others (file names, themes and Swift contexts as before). A modifier kept at
    /// several contexts is narrowed to them. The permutation with every modifier at its default
    /// comes first. Nil, with errors at the `contexts` entries in tessera.yml, when a modifier or
    /// context is unknown or no permutation built matches.
    package func selection(
        of permutations: [ResolvedTokenSet], modifiers: [ModifierInfo], log: inout DiagnosticLog
    ) -> (permutations: [ResolvedTokenSet], modifiers: [ModifierInfo])? {
        guard !contexts.isEmpty else { return (permutations, modifiers) }
        guard let chosen = resolvedContexts(modifiers, log: &log) else { return nil }
        var sets = permutations.filter { set in
            chosen.allSatisfy { set.permutation.context(of: $0.key).map($0.value.contains) ?? false }
        }
        guard !sets.isEmpty else {
            log.error("config-invalid-value", "no permutation built matches the contexts \(contexts.description) of the '\(id)' output; 'permutations:' in tessera.yml leaves them out: build them, or change the output's contexts", at: contexts.position)
            return nil
        }
        var narrowed: [ModifierInfo] = []
        for var modifier in modifiers {
            guard let names = chosen[modifier.name] else {
                narrowed.append(modifier)
                continue
            }
            if names.count == 1 { continue }
            modifier.contexts = modifier.contexts.filter(names.contains)
            if !(modifier.defaultContext.map(names.contains) ?? false) { modifier.defaultContext = modifier.contexts.first }
            narrowed.append(modifier)
        }
        let fixed = Set(chosen.filter { $0.value.count == 1 }.keys.map { $0.lowercased() })
        for index in sets.indices {
            sets[index].permutation.choices.removeAll { fixed.contains($0.modifier.lowercased()) }
        }
        let defaults = narrowed.map { ($0.name, $0.defaultContext ?? $0.contexts.first) }
        if let first = sets.firstIndex(where: { set in defaults.allSatisfy { set.permutation.context(of: $0.0) == $0.1 } }), first > 0 {
            sets.insert(sets.remove(at: first), at: 0)
        }
        return (sets, narrowed)
    }

    /// Per modifier (its declared name): the declared names of the contexts chosen. Names match
    /// ignoring case, as resolver inputs do.
    private func resolvedContexts(_ modifiers: [ModifierInfo], log: inout DiagnosticLog) -> [String: Set<String>]? {
        var chosen: [String: Set<String>] = [:]
        var failed = false
        let modifierNames = modifiers.map(\.name)
        for entry in contexts.entries {
            guard let modifier = modifiers.first(where: { $0.name == entry.modifier })
                    ?? modifiers.first(where: { $0.name.lowercased() == entry.modifier.lowercased() }) else {
                let known = modifierNames.isEmpty
                    ? "the system has no resolver modifiers, so remove 'contexts'"
                    : "its modifiers are " + modifierNames.joined(separator: ", ")
                log.error("config-unknown-key", "the '\(id)' output names the modifier '\(entry.modifier)' under 'contexts', which the resolver does not have\(NearestName.hint(for: entry.modifier, among: modifierNames)); \(known)", at: entry.modifierPosition)
                failed = true
                continue
            }
            if chosen[modifier.name] != nil {
                log.error("config-invalid-value", "the '\(id)' output names the modifier '\(modifier.name)' twice under 'contexts' (names match ignoring case); keep one", at: entry.modifierPosition)
                failed = true
                continue
            }
            var names = Set<String>()
            for (name, position) in zip(entry.contexts, entry.contextPositions) {
                guard let context = modifier.contexts.first(where: { $0 == name })
                        ?? modifier.contexts.first(where: { $0.lowercased() == name.lowercased() }) else {
                    log.error("config-invalid-value", "modifier '\(modifier.name)' has no context '\(name)'\(NearestName.hint(for: name, among: modifier.contexts)); its contexts are \(modifier.contexts.joined(separator: ", ")) (the '\(id)' output's 'contexts')", at: position ?? entry.modifierPosition)
                    failed = true
                    continue
                }
                names.insert(context)
            }
            chosen[modifier.name] = names
        }
        return failed ? nil : chosen
    }
}
