import TesseraCore

/// `swift`: the tokens as Swift code in four files: `Tokens.swift` (plain values, any platform),
/// `Tokens+SwiftUI.swift`, `Tokens+UIKit.swift` and `Tokens+AppKit.swift` (each under its own
/// `#if canImport`). The `api` options place tokens under the names a system's spec gives them.
/// See `SwiftNeutralLayer`, `SwiftUILayer`, `SwiftPlatformLayers` and `SwiftAPI`.
public struct SwiftEmitter: Emitter {
    public static let id = "swift"
    /// Declarations, values and a tree of names for every token: the most CPU of any output.
    public static let relativeCost = 3
    public static let summary = "Swift code: plain values for any platform, plus SwiftUI, UIKit and AppKit layers that follow light/dark, contrast, Reduce Motion and Reduce Transparency."
    public static let options = [
        EmitterOption(key: "namespace", summary: "The enum holding every token as a plain value.", default: "the system name in UpperCamelCase + `Tokens`", kind: .string),
        EmitterOption(key: "access", summary: "Access level of everything generated: `public`, `package` or `internal`.", default: "`public`", kind: .string),
        EmitterOption(key: "remBase", summary: "Points per `rem`.", default: "`16`", kind: .number),
        EmitterOption(key: "api", summary: "Where tokens appear in the UI layers, under which names and as which types (Documentation/Swift.md).", default: "none", kind: .list),
        EmitterOption(key: "lookups", summary: "Functions that return one of a group's tokens for an enum case or a string.", default: "none", kind: .list),
        EmitterOption(key: "textStyles", summary: "View (or Text) modifiers that apply a typography token and a colour.", default: "none", kind: .list),
        EmitterOption(key: "animation", summary: "A View modifier applying an animation token, with the Reduce Motion fallback.", default: "none", kind: .map),
        EmitterOption(key: "surfaces", summary: "View modifiers (and, with `type`, ViewModifier structs) for material surfaces: blur, tint, a colour or gradient stroke, radius and shadow, honouring Reduce Transparency.", default: "none", kind: .list),
        EmitterOption(key: "buttonStyles", summary: "ButtonStyles built from component tokens, with pressed states.", default: "none", kind: .list),
        EmitterOption(key: "haptics", summary: "A class of haptic events from haptic tokens (`Name.shared.event()`, UIKit), with a SwiftUI sensory feedback modifier.", default: "none", kind: .map),
        EmitterOption(key: "assetCatalog", summary: "The `api` colours read from the catalog the `xcassets` output writes (`Color(\"color/ink\", bundle: .module)`): `namespaces` as that output has it, `bundle` a Bundle expression.", default: "none (colours from their values)", kind: .map),
        EmitterOption(key: "preview", summary: "A SwiftUI sheet of the tokens (colours in light and dark, type at several Dynamic Type sizes, dimensions, shadows, motion) with a `#Preview`, in Debug builds.", default: "`false`", kind: .bool),
    ]

    public init() {}

    public func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile] {
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let settings = SwiftSettings(options, systemName: input.systemName, log: &log)
        let permutations = ViewportLengths.removing(
            from: input.permutations.isEmpty ? [ResolvedTokenSet(tokens: [])] : input.permutations, output: Self.id,
            code: "swift-viewport-length", log: &log)
        let union = TokenUnion(permutations, needsPathIndex: false)
        let representative = { union.representative($0, in: permutations) }
        // Values do not depend on the tree: they are written on other threads while the tree is
        // built here. The modifiers' context comes first, its diagnostics after the tree's.
        var contextLog = DiagnosticLog()
        let context = SwiftContextWriter(input.modifiers, log: &contextLog)
        let literal = SwiftValueLiteral(remBase: settings.remBase)
        let valueParts = BackgroundWork(IndexChunks.ranges(union.count)) { range in
            SwiftTokenValues.part(range, permutations: permutations, union: union, context: context, literal: literal)
        }
        let tree = SwiftTokenTree(union: union, namespace: settings.namespace, positions: { representative($0).position }, log: &log)
        log.emit(contentsOf: contextLog)
        let values = SwiftTokenValues(parts: valueParts.wait())
        let neutral = SwiftNeutralLayer(
            systemName: input.systemName, namespace: settings.namespace, access: settings.access, tree: tree,
            values: values, context: context, permutations: permutations, union: union)
        let platform = SwiftPlatformContext(
            settings: settings, systemName: input.systemName, context: context, modes: PlatformModes(modifiers: input.modifiers))
        let apiTokens = SwiftAPITokens(
            union: union, tree: tree, values: values, namespace: settings.namespace, representative: representative)
        let catalog = SwiftAssetCatalogColors(options, input: input, log: &log)
        let api = SwiftAPI(options: options, tokens: apiTokens, platform: platform, catalog: catalog, log: &log)
        let preview = options.bool("preview") == true ? SwiftPreviewSheet(tokens: apiTokens, platform: platform).text : ""
        let swiftUIAPI = [api.swiftUIText, preview].filter { !$0.isEmpty }.joined(separator: "\n")
        let files = [
            OutputFile(path: "Tokens.swift", pieces: neutral.pieces()),
            OutputFile(path: "Tokens+SwiftUI.swift", contents: Array(SwiftUILayer(platform: platform, api: swiftUIAPI).text().utf8)),
            OutputFile(path: "Tokens+UIKit.swift", contents: Array(SwiftUIKitLayer(platform: platform, api: api.uiKitText).text().utf8)),
            OutputFile(path: "Tokens+AppKit.swift", contents: Array(SwiftAppKitLayer(platform: platform).text().utf8)),
        ]
        // The tree, values and union of a large system are freed on another thread, not here
        // before the output is handed back.
        BackgroundRelease.release((tree, values, union))
        return files
    }
}
