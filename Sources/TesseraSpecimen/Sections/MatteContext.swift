import TesseraCore

/// Where the tokens keep a glass's matte fallback: the one modifier context (others at their
/// defaults) in which its translucent tint is opaque.
struct MatteContext {
    var modifier: SpecimenContext.Modifier
    var context: String

    static func find(tint: TokenPath, _ context: SpecimenContext) -> MatteContext? {
        guard case .color(let base)? = context.token(tint)?.value, base.alpha < 1 else { return nil }
        let defaults = context.permutations[0].permutation.choices
        for modifier in context.modifiers {
            for candidate in modifier.contexts.dropFirst() {
                let wanted = defaults.map { $0.modifier == modifier.name ? Permutation.Choice(modifier: $0.modifier, context: candidate) : $0 }
                guard let index = context.permutations.firstIndex(where: { $0.permutation.choices == wanted }),
                      case .color(let color)? = context.token(tint, in: index)?.value, color.alpha >= 1 else { continue }
                return MatteContext(modifier: modifier, context: candidate)
            }
        }
        return nil
    }
}

/// Colours for a busy backdrop behind glass: the system's most colourful opaque colours.
enum BackdropColors {
    static func pick(_ context: SpecimenContext, count: Int = 3) -> [TokenPath] {
        var seen = Set<String>()
        let candidates = context.tokens(of: .color).compactMap { token -> (path: TokenPath, chroma: Double)? in
            guard case .color(let color) = token.value, color.alpha >= 1, token.aliasOf == nil,
                  seen.insert(color.srgbHex).inserted else { return nil }
            return (token.path, color.converted(to: .oklch).componentsOrZero.y)
        }
        // Most chromatic first; ties keep document order, so the choice is stable.
        let ranked = candidates.enumerated().sorted { ($1.element.chroma, $0.offset) < ($0.element.chroma, $1.offset) }
        return ranked.prefix(count).map(\.element.path)
    }
}
