import TesseraCore

/// Materials in the css output (`WebMaterials`): a class per material whose `backdrop-filter`
/// blurs and saturates the backdrop under its tint, and its matte fallback where the filter is
/// unsupported or transparency is reduced.
///
/// The matte is a custom property of its own, `--<group>-matte`, added as a token beside the tint
/// so the theme rules carry it like any token: its value in each permutation is the tint of the
/// matching reduced-transparency permutation, so a light theme gets its own matte. The class
/// rules read every part through `var()` on the element itself, so they follow the theme
/// attributes of the subtree they sit in.
enum CSSMaterials {
    /// The permutations with each material's matte token added after its tint; unchanged without
    /// materials.
    static func addingMatteTokens(_ permutations: [ResolvedTokenSet], _ materials: WebMaterials) -> [ResolvedTokenSet] {
        let added = materials.all.filter { $0.matte != nil }
        guard !added.isEmpty else { return permutations }
        return permutations.indices.map { offset in
            let set = permutations[offset]
            // Inserted from the back, so earlier places stay valid.
            let inserts = added.compactMap { material -> (at: Int, token: Token)? in
                guard let place = set.offset(of: material.tint.string),
                      let matte = matteToken(material, permutation: offset, permutations) else { return nil }
                return (place + 1, matte)
            }.sorted { $0.at > $1.at }
            var tokens = set.tokens
            for insert in inserts { tokens.insert(insert.token, at: insert.at) }
            return ResolvedTokenSet(permutation: set.permutation, tokens: tokens)
        }
    }

    /// The tint of the matte permutation, renamed. It keeps its alias only where the aliased
    /// token has the same value in both permutations, since `var()` reads this permutation's.
    private static func matteToken(_ material: WebMaterials.Material, permutation: Int, _ sets: [ResolvedTokenSet]) -> Token? {
        guard let source = material.matte?[permutation], let token = sets[source][material.tint.string] else { return nil }
        var aliasOf = token.aliasOf
        if let target = aliasOf, sets[permutation][target.string]?.value != sets[source][target.string]?.value {
            aliasOf = nil
        }
        let context = sets[source].permutation.choices.filter { !sets[permutation].permutation.choices.contains($0) }
        let about = context.isEmpty ? "" : " (its tint with " + context.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") + ")"
        return Token(
            path: material.mattePath, type: .color, value: token.value,
            description: "Matte fallback of the \(material.group) material\(about).",
            rawValue: aliasOf == nil ? nil : token.valueWithReferences, aliasOf: aliasOf)
    }

    /// The class rules, after every token rule.
    static func appendRules(
        _ materials: WebMaterials, union: TokenUnion, names: CSSNameTable, prefix: String, to bytes: inout [UInt8]
    ) {
        guard !materials.isEmpty else { return }
        let paths = materials.all.flatMap { [$0.blur, $0.tint, $0.mattePath] + ($0.saturation.map { [$0] } ?? []) }
        let wanted = Set(paths.map(\.string))
        var entries: [String: Int] = [:]
        for entry in 0..<union.count where wanted.contains(union.paths[entry].string) { entries[union.paths[entry].string] = entry }
        func name(_ path: TokenPath) -> String? { entries[path.string].map(names.name) }
        var rules: [(selector: String, filter: String, tint: String, matte: String?)] = []
        var naming = CSSNaming(prefix: prefix)
        for material in materials.all {
            guard let tint = name(material.tint), let blur = name(material.blur) else { continue }
            var filter = "blur(var(\(blur)))"
            if let saturation = material.saturation.flatMap(name) { filter += " saturate(var(\(saturation)))" }
            let matte = material.matte == nil ? nil : name(material.mattePath)
            rules.append((selector(material, naming: &naming), filter, tint, matte))
        }
        guard !rules.isEmpty else { return }
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        append("\n/*\n * Materials (dev.tessera.material): each class blurs and saturates what lies behind it under its\n")
        append(" * tint. Where backdrop-filter is unsupported, and under prefers-reduced-transparency, it is matte:\n")
        append(" * the tint the tokens make opaque (Reduce Transparency), without the filter.\n */\n")
        for rule in rules {
            append("\n\(rule.selector) {\n  background-color: var(\(rule.tint));\n")
            append("  -webkit-backdrop-filter: \(rule.filter);\n  backdrop-filter: \(rule.filter);\n}\n")
        }
        append("\n/* Safari before 18 knows only the prefixed property. */\n")
        append("@supports not ((backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px))) {\n")
        for (offset, rule) in rules.enumerated() {
            append("\(offset == 0 ? "" : "\n")  \(rule.selector) {\n    background-color: var(\(rule.matte ?? rule.tint));\n  }\n")
        }
        append("}\n\n@media (prefers-reduced-transparency: reduce) {\n")
        for (offset, rule) in rules.enumerated() {
            append("\(offset == 0 ? "" : "\n")  \(rule.selector) {\n    background-color: var(\(rule.matte ?? rule.tint));\n")
            append("    -webkit-backdrop-filter: none;\n    backdrop-filter: none;\n  }\n")
        }
        append("}\n")
    }

    /// `.elevation-glass`: the group's custom property name as a class (`_` before a leading digit).
    private static func selector(_ material: WebMaterials.Material, naming: inout CSSNaming) -> String {
        let path = material.group.isEmpty ? material.blur : TokenPath(material.group)
        let name = naming.propertyName(for: path).dropFirst(2)
        return "." + (name.first?.isNumber == true ? "_" : "") + String(name)
    }
}
