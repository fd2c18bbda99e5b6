import TesseraCore

/// The API a system's spec names, from the swift output's `api`, `lookups`, `textStyles`,
/// `animation`, `surfaces`, `buttonStyles` and `haptics` options (Documentation/Swift.md).
/// Members are computed properties over the neutral values, so the names are the spec's and the
/// values stay the tokens'.
struct SwiftAPI {
    let tokens: SwiftAPITokens
    let platform: SwiftPlatformContext
    /// Where `api` colours come from when the `assetCatalog` option is set.
    let catalog: SwiftAssetCatalogColors?
    var homes = SwiftAPIHomes()
    /// Declarations outside homes (modifiers, styles, key enums), SwiftUI layer.
    var declarations: [String] = []
    /// UIKit layer declarations (haptics).
    var uiKitDeclarations: [String] = []
    /// Each token member placed by `api`, as code spells it (`Color.ink`), with its kind
    /// (`color`, `cgfloat`, …): for the linter's suggestions (`SwiftEmitter.tokenNames`).
    private(set) var placements: [(entry: Int, spelling: String, kind: String)] = []

    var ns: String { platform.ns }
    var access: String { platform.access }

    init(
        options: EmitterOptions, tokens: SwiftAPITokens, platform: SwiftPlatformContext, catalog: SwiftAssetCatalogColors? = nil,
        log: inout DiagnosticLog
    ) {
        self.tokens = tokens
        self.platform = platform
        self.catalog = catalog
        for entry in SwiftAPIConfig.entries(options, "api", keys: ["in", "tokens", "name", "prefix", "suffix", "as", "shape", "index"], required: ["in"], numbers: ["index"], log: &log) {
            place(entry, log: &log)
        }
        for entry in SwiftAPIConfig.entries(options, "lookups", keys: ["name", "in", "tokens", "key", "parameter", "fallback", "as"], required: ["name", "in", "tokens", "key"], log: &log) {
            lookup(entry, log: &log)
        }
        addModifiers(options, log: &log)
    }

    var swiftUIText: String { homes.render(access: access) + declarations.map { $0 + "\n" }.joined(separator: "\n") }
    var uiKitText: String { uiKitDeclarations.map { $0 + "\n" }.joined(separator: "\n") }

    // MARK: - api

    private mutating func place(_ entry: SwiftAPIConfig.Entry, log: inout DiagnosticLog) {
        guard let home = homes.home(entry.string("in") ?? "", option: "api", at: entry.position("in"), log: &log) else { return }
        if let shape = entry.string("shape") {
            let shapes = ["circle": "Circle", "capsule": "Capsule", "rectangle": "Rectangle", "ellipse": "Ellipse"]
            guard let type = shapes[shape] else {
                log.error("config-invalid-value", "'shape' in 'api' of the 'swift' output must be circle, capsule, rectangle or ellipse; found '\(shape)'", at: entry.position("shape"))
                return
            }
            guard let name = identifier(entry, "name", log: &log) else {
                if entry.string("name") == nil {
                    log.error("config-invalid-value", "a 'shape' entry in 'api' of the 'swift' output needs a 'name'", at: entry.position)
                }
                return
            }
            let member = home.scope.claim(name, for: "'\(name)'", at: entry.position("name"), log: &log)
            home.add("\(access)static var \(member): SwiftUI.\(type) { SwiftUI.\(type)() }")
            return
        }
        let matched = entry.strings("tokens").flatMap { pattern in
            let found = tokens.matching(pattern)
            if found.isEmpty {
                log.warning("swift-unmatched-pattern", "'\(pattern)' in 'api' of the 'swift' output matches no token", at: entry.position("tokens"))
            }
            return found
        }
        let explicitName = entry.string("name")
        if explicitName != nil, matched.count > 1 {
            log.error("config-invalid-value", "'name' in 'api' of the 'swift' output names one token, but 'tokens' matches \(matched.count); use 'prefix' or 'suffix' instead", at: entry.position("name"))
            return
        }
        for token in matched {
            let kind = entry.string("as") ?? SwiftAPIConversion.defaultKind(for: tokens.type(token))
            guard var converted = convert(token, kind: kind, entry: entry, log: &log) else { continue }
            if kind == "color", let fromCatalog = catalog?.color(forPath: tokens.path(token)) { converted.expression = fromCatalog }
            if entry.object["index"] != nil {
                guard let expression = familyName(entry, token: token, kind: kind, log: &log) else { continue }
                converted.expression = expression
            }
            let last = tokens.path(token).split(separator: ".").last.map(String.init) ?? "token"
            let wanted = explicitName.map { SwiftNaming.member($0) }
                ?? SwiftNaming.member(prefix: entry.string("prefix") ?? "", last, suffix: entry.string("suffix") ?? "")
            let member = home.scope.claim(wanted, for: "'\(tokens.path(token))'", at: entry.position("tokens"), log: &log)
            placements.append((token, home.scope.scopeName + "." + member, kind))
            home.add(documentation(token) + "\(access)static var \(member): \(converted.type) { \(converted.expression) }")
        }
    }

    func convert(_ token: Int, kind: String, entry: SwiftAPIConfig.Entry, log: inout DiagnosticLog) -> (type: String, expression: String)? {
        guard SwiftAPIConversion.kinds.contains(kind) else {
            log.error("config-invalid-value", "'as' in the 'swift' output must be one of \(SwiftAPIConversion.kinds.joined(separator: ", ")); found '\(kind)'", at: entry.position("as"))
            return nil
        }
        let type = tokens.type(token)
        guard let converted = SwiftAPIConversion.convert(
            kind: kind, type: type, value: tokens.value(token), adaptive: tokens.adaptive(token),
            isAdaptive: tokens.isAdaptive(token), namespace: ns)
        else {
            log.error("swift-incompatible-token", "token '\(tokens.path(token))' (\(type) in Swift) cannot be placed as '\(kind)'; choose another 'as' or another token", at: entry.position("as"))
            return nil
        }
        return converted
    }

    /// `///` lines and `@available` from the token, ready to precede a member.
    func documentation(_ token: Int) -> String {
        let source = tokens.representative(token)
        var text = ""
        if let description = source.description, !description.isEmpty {
            text += SwiftLiteral.docComment(description, indent: "") + "\n"
        }
        if case .deprecated(let reason) = source.deprecated { text += SwiftFileHeader.deprecation(reason) + "\n" }
        return text
    }

    /// A config value that must be a plain Swift identifier.
    func identifier(_ entry: SwiftAPIConfig.Entry, _ key: String, log: inout DiagnosticLog) -> String? {
        guard let value = entry.string(key) else { return nil }
        guard SwiftSettings.isPlainIdentifier(value) else {
            log.error("config-invalid-value", "'\(key)' in the 'swift' output must be a Swift identifier (letters, digits and '_', not a keyword); found '\(value)'", at: entry.position(key))
            return nil
        }
        return value
    }

    /// The token a config key names, checked to exist and to have one of `types` in Swift.
    func reference(_ entry: SwiftAPIConfig.Entry, _ key: String, types: [String], log: inout DiagnosticLog) -> Int? {
        guard let path = entry.string(key) else { return nil }
        guard let token = tokens.entry(path) else {
            log.error("swift-unknown-token", "'\(key)' in the 'swift' output names '\(path)', which is not a token", at: entry.position(key))
            return nil
        }
        guard types.contains(tokens.type(token)) else {
            log.error("swift-incompatible-token", "'\(key)' in the 'swift' output needs a token that is \(types.joined(separator: " or ")) in Swift; '\(path)' is \(tokens.type(token))", at: entry.position(key))
            return nil
        }
        return token
    }
}
