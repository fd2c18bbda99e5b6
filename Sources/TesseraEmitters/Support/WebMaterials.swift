import TesseraCore

/// The materials of a system as the web outputs draw them (Documentation/Extensions.md, "Materials
/// on the web"): every token with a `dev.tessera.material` extension is a blur, and its group
/// holds the rest of the glass (`tint`, required, and `saturation`).
///
/// The matte fallback is the tint where the tokens make it opaque: the one modifier context
/// (others at their defaults) in which it is, as the specimen finds it. For each permutation the
/// matte is the tint of the same permutation with that modifier at that context, so a light
/// theme gets its own matte.
struct WebMaterials {
    struct Material {
        /// The group of the blur token, e.g. `elevation.glass`.
        var group: String
        var blur: TokenPath
        var tint: TokenPath
        var saturation: TokenPath?
        /// For each permutation, the permutation whose tint is its matte; nil when no context makes
        /// the tint opaque, or when a token already holds `mattePath` (the fallback keeps the tint).
        var matte: [Int]?

        /// `<group>.matte`: the CSS output's custom property for the matte colour.
        var mattePath: TokenPath { TokenPath(group.isEmpty ? "matte" : group + ".matte") }
    }

    let all: [Material]

    var isEmpty: Bool { all.isEmpty }

    /// Materials are read from the default permutation, where the blur carries its extension (a
    /// mode that replaces the blur may drop it).
    init(_ permutations: [ResolvedTokenSet]) {
        guard let base = permutations.first else {
            all = []
            return
        }
        var found: [Material] = []
        for token in base.tokens where token.type == .dimension {
            guard token.extensions?.object?["dev.tessera.material"] != nil else { continue }
            let group = token.path.segments.dropLast().joined(separator: ".")
            func part(_ name: String, _ type: TokenType) -> TokenPath? {
                let path = group.isEmpty ? name : group + "." + name
                return base[path]?.type == type ? TokenPath(path) : nil
            }
            // A material without a tint has nothing to fall back from.
            guard let tint = part("tint", .color) else { continue }
            var material = Material(group: group, blur: token.path, tint: tint, saturation: part("saturation", .number))
            if base[material.mattePath.string] == nil { material.matte = Self.matte(of: tint, in: permutations) }
            found.append(material)
        }
        all = found
    }

    /// For each permutation, the permutation holding its matte tint.
    private static func matte(of tint: TokenPath, in permutations: [ResolvedTokenSet]) -> [Int]? {
        guard case .color(let base)? = permutations[0][tint.string]?.value, base.alpha < 1 else { return nil }
        let defaults = permutations[0].permutation.choices
        let index = Dictionary(
            permutations.indices.map { (permutations[$0].permutation.choices, $0) }, uniquingKeysWith: { first, _ in first })
        for choice in defaults {
            for candidate in Self.contexts(of: choice.modifier, permutations) where candidate != choice.context {
                func moved(_ choices: [Permutation.Choice]) -> [Permutation.Choice] {
                    choices.map { $0.modifier == choice.modifier ? Permutation.Choice(modifier: $0.modifier, context: candidate) : $0 }
                }
                guard let found = index[moved(defaults)], case .color(let color)? = permutations[found][tint.string]?.value,
                      color.alpha >= 1 else { continue }
                return permutations.map { index[moved($0.permutation.choices)] ?? found }
            }
        }
        return nil
    }

    /// A modifier's contexts, in permutation order.
    private static func contexts(of modifier: String, _ permutations: [ResolvedTokenSet]) -> [String] {
        var seen: [String] = []
        for set in permutations {
            if let context = set.permutation.context(of: modifier), !seen.contains(context) { seen.append(context) }
        }
        return seen
    }
}
