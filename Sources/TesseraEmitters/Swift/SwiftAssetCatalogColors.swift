import TesseraCore

/// The `assetCatalog` option of the swift output: the `api` colour members read their colour from
/// the asset catalog the `xcassets` output writes (`Color("color/accent/sunYellow", bundle: .module)`),
/// so Interface Builder, widgets and the app's code draw the same colour set. The asset names are
/// the ones `AssetCatalogEmitter` gives the same tokens, with the same `namespaces` setting.
struct SwiftAssetCatalogColors {
    /// Asset name by token path (without `$root`).
    private var names: [String: String] = [:]
    /// The `Bundle` expression the colours are looked up in.
    let bundle: String

    /// Nil when the option is absent; an invalid value is reported and the option ignored.
    init?(_ options: EmitterOptions, input: EmitterInput, log: inout DiagnosticLog) {
        guard let member = options.member("assetCatalog"), let object = member.value.object else { return nil }
        var namespaces = true
        var bundle = ".module"
        for entry in object.members {
            switch (entry.key, entry.value.bool, entry.value.string) {
            case ("namespaces", let flag?, _): namespaces = flag
            case ("bundle", _, let expression?) where Self.isBundleExpression(expression): bundle = expression
            default:
                log.error(
                    "config-invalid-value",
                    "'assetCatalog' of the 'swift' output takes 'namespaces' (true or false, as the xcassets output has it) and 'bundle' (.module, .main or a Bundle expression such as 'Bundle(for: Marker.self)'); found '\(entry.key)'",
                    at: entry.value.position ?? entry.keyPosition)
                return nil
            }
        }
        self.bundle = bundle
        // The xcassets output reports its own naming collisions; these are the same names again.
        var scratch = DiagnosticLog()
        let appearances = AssetCatalogAppearances(permutations: input.permutations, modifiers: input.modifiers)
        let tokens = appearances.colorTokens(in: input.permutations)
        let assets = AssetCatalogNames(tokens: tokens, namespaces: namespaces, log: &scratch).assets
        for (token, asset) in zip(tokens, assets) {
            names[SwiftAPITokens.PathLookup.stripped(token.path.string)] = asset.assetName
        }
    }

    /// `SwiftUI.Color("<asset>", bundle: <bundle>)` for a colour token the catalog holds.
    func color(forPath path: String) -> String? {
        names[path].map { "SwiftUI.Color(\(SwiftLiteral.string($0)), bundle: \(bundle))" }
    }

    /// A member access on `Bundle` or a `Bundle(...)` initialiser: what `Color(_:bundle:)` takes,
    /// with nothing that could end the expression early.
    static func isBundleExpression(_ text: String) -> Bool {
        let plainMember = text.hasPrefix(".") && text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && text.count > 1
        let initialiser = text.hasPrefix("Bundle(") && text.hasSuffix(")") && !text.contains("\n") && !text.contains("//")
            && !text.contains("\"") && text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count
        return plainMember || initialiser
    }
}
