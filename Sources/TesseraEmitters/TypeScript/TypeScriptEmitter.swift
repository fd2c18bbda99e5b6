import TesseraCore

/// `ts`: the tokens as an ES module for TypeScript and JavaScript. See `TypeScriptModule` (layout),
/// `TypeScriptValueWriter` (values), `TypeScriptNaming` (identifiers).
public struct TypeScriptEmitter: Emitter {
    public static let id = "ts"
    public static let summary = "An ES module for TypeScript and JavaScript: an `as const` object of resolved values per permutation, with its types."
    public static let details = """
        `tokens.ts` declares the value types (`Color`, `Dimension`, `Shadow`, …), the type `Tokens` of
        the whole tree, one `as const` object per permutation (named after its contexts in
        lowerCamelCase: `light`, `darkHigh`; `tokens` without a resolver), `permutations` holding
        them all, `tokens` (the default permutation) and a default export. Every permutation is
        checked against `Tokens` when the module is compiled; a token that some permutation lacks is
        optional in `Tokens`. The file is plain TypeScript that `tsc --strict` accepts; compile it
        (or let a bundler strip the types) to use it from JavaScript.

        Values have the shape of the json output's `$value`, with colours extended by `css` (CSS
        Color 4 text in the colour's own space, as the css output writes it) and `srgb` (its
        gamut-mapped sRGB stand-in), `alpha` always present, font families and shadows always lists,
        and a shadow's `inset` always present. Descriptions become JSDoc, `$deprecated` becomes
        `@deprecated` (editors strike such tokens through).

        A spring (a duration token with `dev.tessera.spring`) is a `SpringDuration`: its duration
        plus `spring`, holding what Framer Motion (`transition`), Reanimated (`withSpring`) and
        react-spring (`config`) take to settle when the SwiftUI spring does, and its CSS `linear()`
        easing with the duration to run it for (Documentation/Extensions.md, "Springs on the web").

        Names are JavaScript identifiers, so every token is reached with dots: each group or token
        name in lowerCamelCase (`sun-yellow` → `sunYellow`), a leading digit after `_` (`500` →
        `_500`), letters of other scripts spelled as their code point (`é` → `u00E9`), punctuation
        and emoji dropped. Names that then clash in one group get `2`, `3`… and a
        `ts-name-collision` warning.

        With `references: true` every token is instead the string `var(--…)` naming the css
        output's custom property (give the same `prefix`), so styles follow the page's theme;
        there is one object, `tokens`, and every leaf of `Tokens` is a string.

        A system with materials (`dev.tessera.material`) also gets `materials`: per permutation, each
        material (named after its group, `elevationGlass`) as `{ backdropFilter, background,
        fallback }`, the CSS of a glass element and its matte fallback (Documentation/Extensions.md,
        "Materials on the web").
        """
    public static let options = [
        EmitterOption(key: "file", summary: "File name.", default: "`tokens.ts`", kind: .string),
        EmitterOption(key: "references", summary: "Every token as the string `var(--name)` of the css output's custom property instead of its values.", default: "`false`", kind: .bool),
        EmitterOption(key: "prefix", summary: "With `references`: the css output's `prefix`.", default: "none", kind: .string),
    ]

    public init() {}

    public func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile] {
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let path = OutputPath.file(from: options, fallback: "tokens.ts", emitterID: Self.id, log: &log)
        var permutations = input.permutations.isEmpty ? [ResolvedTokenSet(tokens: [])] : input.permutations
        // From every permutation: the matte of each material lives in another one.
        let materials = TypeScriptMaterials(WebMaterials(permutations), log: &log)
        var properties: [String: String]?
        if options.bool("references") == true {
            properties = CSSEmitter.propertyNames(permutations, prefix: options.string("prefix") ?? "")
            permutations = [permutations[0]]
        }
        let module = TypeScriptModule(
            systemName: input.systemName, permutations: permutations, cssProperties: properties, materials: materials,
            log: &log)
        let pieces = module.pieces()
        return [OutputFile(path: path) { sink in for piece in pieces { piece.withUnsafeBytes(sink) } }]
    }
}
