import TesseraCore

/// `css`: the tokens as CSS custom properties, themes as attribute selectors.
/// See `CSSNaming` (names), `CSSValueWriter` (values), `CSSThemePlan` (themes) and
/// `CSSStyleSheet` (layout, wide-gamut colours), `CSSMaterials` (glass and its matte fallback).
public struct CSSEmitter: Emitter {
    public static let id = "css"
    public static let summary = "CSS custom properties; themes as [data-<modifier>] rules, wide-gamut colours with sRGB fallbacks."
    public static let details = """
        A spring (a duration token with `dev.tessera.spring`, Documentation/Extensions.md) is its
        response, plus `-easing`: the spring as a CSS `linear()` easing, within 0.005 of its
        progress at every moment, and `-easing-duration`: its settling time (the last moment 0.1 %
        of the move remains) rounded up to a millisecond, the duration to run that easing for:
        `transition: transform var(--motion-enter-easing-duration) var(--motion-enter-easing)`.

        A material (a blur token with `dev.tessera.material`, its group's `tint` and `saturation`)
        is a class named after its group (`.elevation-glass`) setting `backdrop-filter` and
        `-webkit-backdrop-filter` to `blur() saturate()` over the tint as `background-color`, plus
        `--<group>-matte`: the tint of the context that makes it opaque (Reduce Transparency), per
        theme. Under `@supports not (backdrop-filter: …)` and `@media (prefers-reduced-transparency:
        reduce)` the class is matte (Documentation/Extensions.md, "Materials on the web").
        """
    public static let options = [
        EmitterOption(key: "file", summary: "File name.", default: "`tokens.css`", kind: .string),
        EmitterOption(
            key: "prefix", summary: "Prefix for every custom property name (`ds` gives `--ds-color-brand`).",
            default: "none", kind: .string),
        EmitterOption(
            key: "references",
            summary: "Write aliases as `var(--target)` (also inside composite values) instead of resolved values.",
            default: "`false`", kind: .bool),
        EmitterOption(
            key: "selector", summary: "Selector of the rule holding the default values.", default: "`:root`",
            kind: .string),
    ]

    public init() {}

    public func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile] {
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let file = OutputPath.file(from: options, fallback: "tokens.css", emitterID: Self.id, log: &log)
        let selector = Self.selector(options, log: &log)
        let references = options.bool("references") ?? false
        let materials = WebMaterials(input.permutations)
        let permutations = input.permutations.isEmpty
            ? [ResolvedTokenSet(tokens: [])] : CSSMaterials.addingMatteTokens(input.permutations, materials)
        let prefix = options.string("prefix") ?? ""

        // Paths are looked up only to turn references into var(); skip the index when there are none.
        let union = TokenUnion(permutations, needsPathIndex: references && Self.hasReferences(permutations))
        let names = CSSNameTable(union: union, permutations: permutations, prefix: prefix, log: &log)
        var sheet = CSSStyleSheet(
            permutations: permutations, union: union,
            declarations: CSSDeclarationWriter(references: CSSReferences(enabled: references, names: names)))
        let plan = CSSThemePlan(
            permutations: permutations, modifiers: input.modifiers, union: union, selector: selector,
            differs: { entry, a, b in sheet.differs(entry, a, b) })
        sheet.appendHeader(systemName: input.systemName, themes: plan.rules.isEmpty ? nil : plan.layout)
        sheet.appendRule(
            selector: selector, media: nil, permutation: 0, tokens: Array(0..<Int32(permutations[0].tokens.count)))
        for rule in plan.rules {
            sheet.appendRule(selector: rule.selector, media: rule.media, permutation: rule.permutation, tokens: rule.tokens)
        }
        var bytes = sheet.finish()
        CSSMaterials.appendRules(materials, union: union, names: names, prefix: prefix, to: &bytes)
        return [OutputFile(path: file, contents: bytes)]
    }

    private static func hasReferences(_ permutations: [ResolvedTokenSet]) -> Bool {
        permutations.contains { set in
            set.tokens.withUnsafeBufferPointer { tokens in
                tokens.indices.contains { tokens[$0].aliasOf != nil || tokens[$0].type.isComposite }
            }
        }
    }

    /// The `selector` option, refused when it could break out of the rule.
    private static func selector(_ options: EmitterOptions, log: inout DiagnosticLog) -> String {
        guard let member = options.member("selector"), let selector = member.value.string else { return ":root" }
        let trimmed = String(selector.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        // `<` keeps `</style>` out of CSS that is inlined in HTML.
        let forbidden: Set<Character> = ["{", "}", ";", "<", "\n", "\r"]
        if trimmed.isEmpty || trimmed.contains(where: forbidden.contains) || trimmed.contains("/*") {
            log.error(
                "config-invalid-value",
                "option 'selector' of the 'css' output must be a CSS selector such as ':root' or '.theme', without '{', '}', ';', '<', comments or line breaks; found '\(selector)'; using ':root'",
                at: member.value.position)
            return ":root"
        }
        return trimmed
    }
}
