import Foundation
import TesseraCore

/// What the UI layers share: names, access level, and how the context follows platform settings.
struct SwiftPlatformContext {
    let settings: SwiftSettings
    let systemName: String
    let context: SwiftContextWriter
    let modes: PlatformModes

    var ns: String { settings.namespace }
    var access: String { settings.access }

    /// Assignments that set the context from platform settings, one per modifier that stands for
    /// one: `(property, trait, caseWhenOn, caseWhenOff)`.
    var traitBindings: [(property: String, trait: PlatformTrait, on: String, off: String)] {
        context.modifiers.compactMap { modifier in
            guard let trait = modes.trait(ofModifier: modifier.info.name) else { return nil }
            let onNames: Set<String>
            switch trait {
            case .appearance: onNames = ["dark"]
            case .contrast: onNames = ["high", "increased", "more"]
            case .motion, .transparency: onNames = ["reduced", "reduce", "less", "none", "opaque"]
            }
            guard let on = modifier.info.contexts.first(where: { onNames.contains($0.lowercased()) }) else { return nil }
            let off = trait == .appearance
                ? modifier.info.contexts.first { $0.lowercased() == "light" } ?? modifier.defaultContext
                : (modifier.defaultContext == on ? modifier.info.contexts.first { $0 != on } ?? on : modifier.defaultContext)
            return (modifier.property, trait, modifier.cases[on] ?? "token", modifier.cases[off] ?? "token")
        }
    }

    func binding(for trait: PlatformTrait) -> (property: String, trait: PlatformTrait, on: String, off: String)? {
        traitBindings.first { $0.trait == trait }
    }

    func header(_ layer: String) -> String { SwiftFileHeader.text(systemName: systemName, layer: layer) }

    /// Fills a template: `TOKENS.` is the namespace, `TOKENSPREFIX` the namespace as a type-name
    /// prefix, `ACCESS ` the access level.
    func fill(_ template: String) -> String {
        template.replacingOccurrences(of: "TOKENS.", with: ns + ".")
            .replacingOccurrences(of: "TOKENSPREFIX", with: ns)
            .replacingOccurrences(of: "ACCESS ", with: access)
    }
}
