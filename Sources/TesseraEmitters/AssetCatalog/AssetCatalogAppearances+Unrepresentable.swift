import TesseraCore

extension AssetCatalogAppearances {
    /// Warns, once per output, about colours the catalog cannot follow: permutations a platform
    /// setting selects (Reduce Motion, Reduce Transparency, or a second context that means the same
    /// appearance or contrast) that no cell shows. The catalog has the colours of the cell with the
    /// same appearance and contrast instead. A token counts for a modifier when it changes between
    /// such a permutation and its neighbour with only that modifier set as in the cell.
    func reportUnrepresentable(_ permutations: [ResolvedTokenSet], log: inout DiagnosticLog) {
        let shown = Set(permutation.compactMap { $0 })
        var indexOf: [Permutation: Int] = [:]
        for (index, set) in permutations.enumerated() where indexOf[set.permutation] == nil {
            indexOf[set.permutation] = index
        }
        var changed: [String: Set<String>] = [:]
        var kept: [String: String] = [:]
        for (index, set) in permutations.enumerated() where !shown.contains(index) {
            guard let traits = modes.traits(of: set.permutation),
                  let shownIndex = self[Cell(dark: traits.dark, highContrast: traits.highContrast)]
            else { continue }
            let reference = permutations[shownIndex].permutation
            for (offset, choice) in set.permutation.choices.enumerated() {
                guard let context = reference.context(of: choice.modifier), context != choice.context else { continue }
                var neighbour = set.permutation
                neighbour.choices[offset].context = context
                let paths = Self.changedColors(set, permutations[indexOf[neighbour] ?? shownIndex])
                guard !paths.isEmpty else { continue }
                changed[choice.modifier, default: []].formUnion(paths)
                kept[choice.modifier] = context
            }
        }
        guard !changed.isEmpty else { return }
        let parts = changed.keys.sorted().map { modifier in
            let count = changed[modifier]!.count
            let (tokens, keep) = count == 1 ? ("1 colour token", "keeps") : ("\(count) colour tokens", "keep")
            return "\(tokens) changing with modifier '\(modifier)' \(keep) the \(modifier)=\(kept[modifier] ?? "?") value"
        }
        log.warning(
            "xcassets-unrepresentable-mode",
            "an asset catalog can vary a colour only by light/dark appearance and increased contrast: "
                + parts.joined(separator: "; "),
            at: nil)
    }

    /// Paths of the colour tokens of `set` that `other` writes differently.
    private static func changedColors(_ set: ResolvedTokenSet, _ other: ResolvedTokenSet) -> [String] {
        set.tokens.compactMap { token in
            guard case .color(let color) = token.value,
                  case .color(let otherColor)? = other[token.path.string]?.value,
                  color != otherColor, AssetCatalogColor(color) != AssetCatalogColor(otherColor)
            else { return nil }
            return token.path.string
        }
    }
}
