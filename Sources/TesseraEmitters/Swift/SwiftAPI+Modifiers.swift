import TesseraCore

extension SwiftAPI {
    mutating func addModifiers(_ options: EmitterOptions, log: inout DiagnosticLog) {
        var viewMembers: [String] = []
        var textMembers: [String] = []
        for entry in SwiftAPIConfig.entries(options, "textStyles", keys: ["name", "on", "typography", "color"], required: ["name", "typography"], log: &log) {
            guard let name = identifier(entry, "name", log: &log),
                  let typography = reference(entry, "typography", types: ["TypographyValue"], log: &log) else { continue }
            var color = "nil"
            if entry.string("color") != nil {
                guard let token = reference(entry, "color", types: ["ColorValue"], log: &log) else { continue }
                color = tokens.adaptive(token) + ".color"
            }
            let member = documentation(typography)
                + "\(access)func \(name)() -> some SwiftUI.View {\n"
                + "    modifier(\(ns)TextStyleModifier(typography: \(tokens.value(typography)), color: \(color)))\n}"
            switch entry.string("on") ?? "View" {
            case "Text": textMembers.append(member)
            case "View": viewMembers.append(member)
            default:
                log.error("config-invalid-value", "'on' in 'textStyles' of the 'swift' output must be View or Text", at: entry.position("on"))
            }
        }
        for entry in SwiftAPIConfig.entries(options, "animation", keys: ["modifier", "fallback"], required: ["modifier"], log: &log) {
            guard let name = identifier(entry, "modifier", log: &log) else { continue }
            var fallback = "nil"
            if entry.string("fallback") != nil {
                guard let token = reference(entry, "fallback", types: ["SpringValue", "TransitionValue", "MotionValue", "Double"], log: &log),
                      let converted = convert(token, kind: "animation", entry: entry, log: &log) else { continue }
                fallback = converted.expression
            }
            let doc = "/// Animates with `animation`; while Reduce Motion is on, with \(fallback == "nil" ? "no animation" : "the Reduce Motion fallback") instead.\n"
            viewMembers.append(doc + "\(access)func \(name)<Value: Equatable>(_ animation: SwiftUI.Animation?, value: Value) -> some SwiftUI.View {\n    modifier(\(ns)MotionModifier(animation: animation, fallback: \(fallback), value: value))\n}")
            viewMembers.append(doc + "\(access)func \(name)(_ animation: SwiftUI.Animation?) -> some SwiftUI.View {\n    modifier(\(ns)TransactionMotionModifier(animation: animation, fallback: \(fallback)))\n}")
        }
        for entry in SwiftAPIConfig.entries(options, "surfaces", keys: ["name", "material", "tint", "stroke", "strokeWidth", "cornerRadius", "shadow"], required: ["name"], log: &log) {
            if let member = surface(entry, log: &log) { viewMembers.append(member) }
        }
        if !viewMembers.isEmpty { declarations.append("extension SwiftUI.View {\n" + indent(viewMembers) + "}") }
        // View's members are main-actor isolated through the protocol; Text's own extension is not.
        if !textMembers.isEmpty { declarations.append("@MainActor\nextension SwiftUI.Text {\n" + indent(textMembers) + "}") }
        for entry in SwiftAPIConfig.entries(options, "buttonStyles", keys: SwiftButtonStyle.keys + ["name"], required: ["name"], log: &log) {
            if let style = SwiftButtonStyle(entry: entry, api: self, log: &log) { declarations.append(style.text) }
        }
        for entry in SwiftAPIConfig.entries(options, "haptics", keys: ["in", "tokens"], required: ["in", "tokens"], log: &log) {
            haptics(entry, log: &log)
        }
    }

    private func surface(_ entry: SwiftAPIConfig.Entry, log: inout DiagnosticLog) -> String? {
        guard let name = identifier(entry, "name", log: &log) else { return nil }
        func adaptive(_ key: String, _ types: [String], or fallback: String) -> String? {
            guard entry.string(key) != nil else { return fallback }
            return reference(entry, key, types: types, log: &log).map { tokens.adaptive($0) }
        }
        var material = "nil"
        var blur = "\(ns).Adaptive(0.0)"
        if entry.string("material") != nil {
            guard let token = reference(entry, "material", types: ["Double"], log: &log) else { return nil }
            let named = tokens.representative(token).extensions?.object?["dev.tessera.material"]?.object?["swiftUI"]?.string
            let known = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]
            let materialName = named.flatMap { known.contains($0) ? $0 : nil } ?? "regularMaterial"
            if named == nil || !known.contains(named ?? "") {
                log.warning("swift-unknown-material", "token '\(tokens.path(token))' has no dev.tessera.material extension naming a SwiftUI material (\(known.joined(separator: ", "))); using regularMaterial", at: entry.position("material"))
            }
            material = "SwiftUI.Material.\(materialName)"
            blur = tokens.adaptive(token)
        }
        guard let tint = adaptive("tint", ["ColorValue"], or: "nil"), let stroke = adaptive("stroke", ["ColorValue"], or: "nil"),
              let width = adaptive("strokeWidth", ["Double"], or: "\(ns).Adaptive(1.0)"),
              let radius = adaptive("cornerRadius", ["Double"], or: "\(ns).Adaptive(0.0)"),
              let shadow = adaptive("shadow", ["ShadowValue"], or: "nil") else { return nil }
        return "/// A material surface that turns matte with Reduce Transparency.\n"
            + "\(access)func \(name)() -> some SwiftUI.View {\n"
            + "    modifier(\(ns)SurfaceModifier(\n"
            + "        material: \(material), blur: \(blur), tint: \(tint), stroke: \(stroke),\n"
            + "        strokeWidth: \(width), cornerRadius: \(radius), shadow: \(shadow)))\n}"
    }

    private mutating func haptics(_ entry: SwiftAPIConfig.Entry, log: inout DiagnosticLog) {
        guard let name = identifier(entry, "in", log: &log) else { return }
        let matched = entry.strings("tokens").flatMap { tokens.matching($0) }.filter { tokens.type($0) == "HapticValue" }
        guard !matched.isEmpty else {
            log.warning("swift-unmatched-pattern", "'tokens' of 'haptics' in the 'swift' output matches no haptic token (a number token with the dev.tessera.haptic extension)", at: entry.position("tokens"))
            return
        }
        var scope = SwiftNameScope(name)
        let cases = matched.map { token in
            (token, scope.claim(SwiftNaming.member(tokens.path(token).split(separator: ".").last ?? ""), for: "'\(tokens.path(token))'", at: entry.position("tokens"), log: &log))
        }
        var text = "/// The haptic events of \(platform.systemName.filter { !$0.isNewline }); `play()` gives each its feedback.\n"
        text += "\(access)enum \(name): String, CaseIterable, Hashable, Sendable {\n"
        for (token, identifier) in cases {
            text += documentation(token).split(separator: "\n").map { "    " + $0 + "\n" }.joined()
            text += "    case \(identifier)\n"
        }
        text += "\n    /// The feedback and intensity of the event.\n    \(access)var value: \(ns).HapticValue {\n        switch self {\n"
        for (token, identifier) in cases { text += "        case .\(identifier): \(tokens.value(token))\n" }
        text += "        }\n    }\n\n    @MainActor \(access)func play() { value.play() }\n}"
        uiKitDeclarations.append(text)
    }

    func indent(_ members: [String]) -> String {
        members.map { member in
            member.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
        }.joined(separator: "\n")
    }
}
