import TesseraCore

/// `xcassets`: an Xcode asset catalog with one colorset per colour token, so apps use the tokens
/// as `Color("color/accent", bundle: .module)` or `UIColor(named:)` and the system picks the
/// light, dark and increased-contrast variants. See `AssetCatalogNames` (names),
/// `AssetCatalogAppearances` (variants), `AssetCatalogColor` (colour spaces) and
/// `AssetCatalogJSON` (file format).
public struct AssetCatalogEmitter: Emitter {
    public static let id = "xcassets"
    public static let summary = "Xcode asset catalog: one colorset per colour token, with dark and increased-contrast variants and Display P3 for wide-gamut colours."
    public static let details = """
        Only colour tokens are written; a system without any gives a catalog with just its own
        `Contents.json`. With `namespaces`, each token group is a folder that provides a namespace:
        `color.accent.sunYellow` is `Tokens.xcassets/color/accent/sunYellow.colorset`, used as
        `Color("color/accent/sunYellow", bundle: .module)`. Without, the colorsets sit side by side,
        named by the token path: `Color("color.accent.sunYellow", bundle: .module)`. A `$root` token
        is named after its group. In names, `/`, `:`, `\\` and control characters become `-` and a
        leading `.` becomes `_`; names that then clash, ignoring case as macOS does, get `-2`, `-3`…
        and an `xcassets-name-collision` warning.

        A colour inside sRGB is written in `srgb`, any other colour gamut-mapped into `display-p3`
        (CSS Color 4), with components to 3 decimals as Xcode writes them.

        Resolver modifiers that stand for platform settings become variants: the appearance (a
        modifier named `theme`, `appearance`, `colorScheme`, `scheme` or `mode` with a `dark`
        context) and increased contrast (a modifier whose name contains `contrast`; its `high`,
        `increased` or `more` context). Xcode shows the Any entry in light mode, so Any always holds
        the light, standard-contrast value, also when the resolver's default theme is dark. A colour
        that changes with the appearance gets a Dark entry, one that changes with contrast a High
        Contrast entry, one that changes with both all four (Any, Dark, High Contrast, Dark + High
        Contrast). Without a light permutation among those built, Any holds the default
        permutation's value. Catalogs cannot follow Reduce Motion, Reduce Transparency or a second
        context meaning the same setting (a `low` contrast): colours keep the value of the default
        context, and one `xcassets-unrepresentable-mode` warning counts those that change. Other
        modifiers contribute only their default context.

        The catalog folder belongs to the output: building deletes files in it that the build no
        longer writes, so keep hand-made assets in another catalog.
        """
    public static let options = [
        EmitterOption(
            key: "name", summary: "Catalog name: the output is the folder `<name>.xcassets`.", default: "`Tokens`",
            kind: .string),
        EmitterOption(
            key: "namespaces",
            summary: "Token groups become namespace folders (asset `color/accent/sunYellow`); `false` writes a flat catalog named by token path (`color.accent.sunYellow`).",
            default: "`true`", kind: .bool),
    ]

    public init() {}

    public func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile] {
        let options = EmitterOptions.validate(input.options, for: Self.self, log: &log)
        let catalog = Self.catalogName(options, log: &log) + ".xcassets"
        let appearances = AssetCatalogAppearances(permutations: input.permutations, modifiers: input.modifiers)
        appearances.reportUnrepresentable(input.permutations, log: &log)
        let tokens = appearances.colorTokens(in: input.permutations)
        let names = AssetCatalogNames(
            tokens: tokens, namespaces: options.bool("namespaces") ?? true, log: &log)

        func file(_ folders: [String], _ text: String) -> OutputFile {
            let path = ([catalog] + folders + ["Contents.json"]).joined(separator: "/")
            return OutputFile(path: path, contents: Array(text.utf8), ownedFolder: catalog)
        }
        var files = [file([], AssetCatalogJSON.root)]
        for group in names.groups { files.append(file(group, AssetCatalogJSON.namespaceGroup)) }
        for (token, asset) in zip(tokens, names.assets) {
            guard let colors = appearances.colors(of: token.path.string, in: input.permutations) else { continue }
            let entries = AssetCatalogAppearances.entries(for: Self.catalogColors(colors))
            files.append(file(asset.folders + [asset.name + ".colorset"], AssetCatalogJSON.colorset(entries)))
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// Converts each distinct colour once: most cells repeat Any, and gamut mapping is not free.
    private static func catalogColors(_ colors: [ColorValue]) -> [AssetCatalogColor] {
        var converted: [AssetCatalogColor] = []
        for (index, color) in colors.enumerated() {
            converted.append(colors[..<index].firstIndex(of: color).map { converted[$0] } ?? AssetCatalogColor(color))
        }
        return converted
    }

    /// The `name` option without a trailing `.xcassets`, refused unless it is a plain folder name.
    static func catalogName(_ options: EmitterOptions, log: inout DiagnosticLog) -> String {
        guard let member = options.member("name"), let written = member.value.string else { return "Tokens" }
        let name = written.hasSuffix(".xcassets") ? String(written.dropLast(".xcassets".count)) : written
        let problem: String? =
            if name.isEmpty {
                "it is empty"
            } else if name.hasPrefix(".") {
                "it starts with '.', which hides the folder"
            } else if name.unicodeScalars.contains(where: { "/\\:".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }) {
                "it contains '/', '\\', ':' or a control character; give a plain name such as 'Tokens'"
            } else {
                nil
            }
        guard let problem else { return name }
        log.error(
            "config-invalid-value",
            "option 'name' of the 'xcassets' output cannot be '\(written)': \(problem); using 'Tokens'",
            at: member.value.position ?? member.keyPosition)
        return "Tokens"
    }
}
