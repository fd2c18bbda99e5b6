import TesseraCore

extension SwiftEmitter {
    /// The names the `swift` output with these options generates for `input`'s tokens, for tools
    /// that point a developer at a token (`tessera lint`: "use `Color.ink`"). Problems in the
    /// options are the build's to report; here they only leave names out.
    public static func tokenNames(_ input: EmitterInput) -> SwiftSpellings {
        var log = DiagnosticLog()
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let settings = SwiftSettings(options, systemName: input.systemName, log: &log)
        let permutations = input.permutations.isEmpty ? [ResolvedTokenSet(tokens: [])] : input.permutations
        let union = TokenUnion(permutations, needsPathIndex: false)
        let representative = { union.representative($0, in: permutations) }
        let context = SwiftContextWriter(input.modifiers, log: &log)
        let literal = SwiftValueLiteral(remBase: settings.remBase)
        let values = SwiftTokenValues(parts: [
            SwiftTokenValues.part(0..<union.count, permutations: permutations, union: union, context: context, literal: literal),
        ])
        let tree = SwiftTokenTree(union: union, namespace: settings.namespace, positions: { representative($0).position }, log: &log)
        let platform = SwiftPlatformContext(
            settings: settings, systemName: input.systemName, context: context, modes: PlatformModes(modifiers: input.modifiers))
        let tokens = SwiftAPITokens(
            union: union, tree: tree, values: values, namespace: settings.namespace, representative: representative)
        let api = SwiftAPI(options: options, tokens: tokens, platform: platform, log: &log)
        var names = SwiftSpellings()
        for entry in 0..<union.count {
            names.neutral[tokens.path(entry)] = .init(accessor: tokens.accessor(entry), isAdaptive: tokens.isAdaptive(entry))
        }
        for placement in api.placements {
            names.members[tokens.path(placement.entry), default: []].append(.init(spelling: placement.spelling, kind: placement.kind))
        }
        if let animation = options.member("animation")?.value.object, let modifier = animation["modifier"]?.string {
            names.animationModifier = modifier
        }
        names.surfaceModifiers = (options.member("surfaces")?.value.array ?? []).compactMap { $0.object?["name"]?.string }
        return names
    }
}
