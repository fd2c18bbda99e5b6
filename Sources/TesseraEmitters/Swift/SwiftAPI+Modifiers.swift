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
        for entry in SwiftAPIConfig.entries(options, "surfaces", keys: ["name", "type", "material", "tint", "stroke", "strokeGradient", "strokeWidth", "cornerRadius", "shadow"], required: ["name"], log: &log) {
            guard let member = surface(entry, log: &log) else { continue }
            viewMembers.append(member)
            // A spec that declares its surface as a ViewModifier type (`.modifier(GlassSubtle())`)
            // gets that type too, applying the same modifier.
            if entry.string("type") != nil, let type = identifier(entry, "type", log: &log), let name = entry.string("name") {
                declarations.append("""
                    /// `View.\(name)()` as a `ViewModifier`, for `.modifier(\(type)())`.
                    \(access)struct \(type): SwiftUI.ViewModifier {
                        \(access)init() {}

                        \(access)func body(content: Content) -> some SwiftUI.View { content.\(name)() }
                    }
                    """)
            }
        }
        if !viewMembers.isEmpty { declarations.append("extension SwiftUI.View {\n" + indent(viewMembers) + "}") }
        // View's members are main-actor isolated through the protocol; Text's own extension is not.
        if !textMembers.isEmpty { declarations.append("@MainActor\nextension SwiftUI.Text {\n" + indent(textMembers) + "}") }
        for entry in SwiftAPIConfig.entries(options, "buttonStyles", keys: SwiftButtonStyle.keys + ["name"], required: ["name"], log: &log) {
            if let style = SwiftButtonStyle(entry: entry, api: self, log: &log) { declarations.append(style.text) }
        }
        // Each haptics class also gets a SwiftUI view method playing its events as sensory feedback.
        var feedbackMethods: [String] = []
        for entry in SwiftAPIConfig.entries(options, "haptics", keys: ["in", "tokens"], required: ["in", "tokens"], log: &log) {
            guard let type = haptics(entry, log: &log) else { continue }
            let name = SwiftSensoryFeedback.methodName(forClass: type)
            feedbackMethods.append(SwiftSensoryFeedback.viewMethod(name, type: type, namespace: ns, access: access))
        }
        if !feedbackMethods.isEmpty {
            declarations.append(platform.fill(SwiftSensoryFeedback.support))
            declarations.append("#if canImport(UIKit)\nextension SwiftUI.View {\n" + indent(feedbackMethods) + "}\n#endif")
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
        if entry.string("stroke") != nil, entry.string("strokeGradient") != nil {
            log.error("config-invalid-value", "a surface in the 'swift' output takes 'stroke' (a colour) or 'strokeGradient' (a gradient), not both", at: entry.position("strokeGradient"))
            return nil
        }
        guard let tint = adaptive("tint", ["ColorValue"], or: "nil"), let stroke = adaptive("stroke", ["ColorValue"], or: "nil"),
              let strokeGradient = adaptive("strokeGradient", ["GradientValue"], or: "nil"),
              let width = adaptive("strokeWidth", ["Double"], or: "\(ns).Adaptive(1.0)"),
              let radius = adaptive("cornerRadius", ["Double"], or: "\(ns).Adaptive(0.0)"),
              let shadow = adaptive("shadow", ["ShadowValue"], or: "nil") else { return nil }
        return "/// A material surface that turns matte with Reduce Transparency.\n"
            + "\(access)func \(name)() -> some SwiftUI.View {\n"
            + "    modifier(\(ns)SurfaceModifier(\n"
            + "        material: \(material), blur: \(blur), tint: \(tint), stroke: \(stroke),"
            + (strokeGradient == "nil" ? "\n" : " strokeGradient: \(strokeGradient),\n")
            + "        strokeWidth: \(width), cornerRadius: \(radius), shadow: \(shadow)))\n}"
    }

    /// Writes the haptics class of `entry` and returns its name (nil after an error).
    private mutating func haptics(_ entry: SwiftAPIConfig.Entry, log: inout DiagnosticLog) -> String? {
        guard let name = identifier(entry, "in", log: &log) else { return nil }
        let matched = entry.strings("tokens").flatMap { tokens.matching($0) }.filter { tokens.type($0) == "HapticValue" }
        guard !matched.isEmpty else {
            log.warning("swift-unmatched-pattern", "'tokens' of 'haptics' in the 'swift' output matches no haptic token (a number token with the dev.tessera.haptic extension)", at: entry.position("tokens"))
            return nil
        }
        // The class's own members keep their names; an event named like one gets `2`.
        let own = ["shared", "play", "prepare", "Event", "player", "init", "value", "rawValue", "allCases", "hashValue"]
        var scope = SwiftNameScope(name, reserved: Dictionary(uniqueKeysWithValues: own.map { ($0, "the generated '\($0)'") }))
        let cases = matched.map { token in
            (token, scope.claim(SwiftNaming.member(tokens.path(token).split(separator: ".").last ?? ""), for: "'\(tokens.path(token))'", at: entry.position("tokens"), log: &log))
        }
        let system = platform.systemName.filter { !$0.isNewline }
        var text = "/// The haptic events of \(system): `\(name).shared.<event>()` plays one with a generator kept\n"
        text += "/// prepared between calls; `prepare(_:)` readies one ahead (on iOS, iPadOS and Mac Catalyst;\n"
        text += "/// other platforms have no feedback generators, and playing does nothing there).\n"
        text += "@MainActor \(access)final class \(name) {\n"
        text += "    \(access)static let shared = \(name)()\n\n"
        text += "    /// The events, for `play(_:)` and `prepare(_:)`.\n"
        text += "    \(access)enum Event: String, CaseIterable, Hashable, Sendable {\n"
        for (_, identifier) in cases { text += "        case \(identifier)\n" }
        text += "\n        /// The feedback and intensity of the event.\n        \(access)var value: \(ns).HapticValue {\n            switch self {\n"
        for (token, identifier) in cases { text += "            case .\(identifier): \(tokens.value(token))\n" }
        text += "            }\n        }\n    }\n\n"
        text += "    private let player = \(ns)HapticPlayer()\n\n    \(access)init() {}\n"
        for (token, identifier) in cases {
            text += "\n" + documentation(token).split(separator: "\n").map { "    " + $0 + "\n" }.joined()
            text += "    \(access)func \(identifier)() { play(.\(identifier)) }\n"
        }
        text += "\n    \(access)func play(_ event: Event) { player.play(event.value) }\n"
        text += "\n    \(access)func prepare(_ event: Event) { player.prepare(event.value) }\n}"
        uiKitDeclarations.append(text)
        return name
    }

    func indent(_ members: [String]) -> String {
        members.map { member in
            member.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
        }.joined(separator: "\n")
    }
}
