import TesseraCore

/// The modifiers of a set of permutations as CSS sees them: which contexts are not the default
/// (those need attributes), the attribute names, and the light/dark modifier if there is one.
struct ModifierLayout {
    /// Modifier names in the order of the default permutation's choices (then any others).
    private(set) var modifiers: [String] = []
    /// For each permutation, its non-default choices as (modifier index, context), in modifier order.
    private(set) var nonDefault: [[(Int, String)]] = []
    private var contexts: [[String: String]] = []
    /// The light/dark modifier and the context the system setting selects (`dark` when `light`
    /// is the default, and the reverse).
    private(set) var scheme: (modifier: Int, context: String)?

    init(permutations: [ResolvedTokenSet], modifiers infos: [ModifierInfo]) {
        var indexByName: [String: Int] = [:]
        for permutation in permutations {
            var byModifier: [String: String] = [:]
            for choice in permutation.permutation.choices {
                let key = choice.modifier.lowercased()
                if indexByName[key] == nil {
                    indexByName[key] = modifiers.count
                    modifiers.append(choice.modifier)
                }
                byModifier[key] = choice.context
            }
            contexts.append(byModifier)
        }
        let defaults = contexts.first ?? [:]
        for byModifier in contexts {
            let choices = byModifier.compactMap { key, context -> (Int, String)? in
                guard let index = indexByName[key] else { return nil }
                return defaults[key]?.lowercased() == context.lowercased() ? nil : (index, context)
            }
            nonDefault.append(choices.sorted { $0.0 < $1.0 })
        }
        scheme = Self.findScheme(modifiers: modifiers, defaults: defaults, infos: infos, contexts: contexts)
    }

    /// The contexts of a modifier, default first, then in permutation order.
    func contexts(ofModifier modifier: Int) -> [String] {
        let key = modifiers[modifier].lowercased()
        var seen = Set<String>()
        return contexts.compactMap { $0[key] }.filter { seen.insert($0.lowercased()).inserted }
    }

    func context(of modifier: Int, in permutation: Int) -> String? {
        contexts[permutation][modifiers[modifier].lowercased()]
    }

    var schemeMedia: String? {
        scheme.map { "(prefers-color-scheme: \($0.context.lowercased()))" }
    }

    private static func findScheme(
        modifiers: [String], defaults: [String: String], infos: [ModifierInfo], contexts: [[String: String]]
    ) -> (modifier: Int, context: String)? {
        for (index, name) in modifiers.enumerated() {
            let key = name.lowercased()
            var known = Set(contexts.compactMap { $0[key]?.lowercased() })
            if let info = infos.first(where: { $0.name.lowercased() == key }) {
                known.formUnion(info.contexts.map { $0.lowercased() })
            }
            guard known.contains("light"), known.contains("dark"), let fallback = defaults[key]?.lowercased() else {
                continue
            }
            let target = fallback == "light" ? "dark" : fallback == "dark" ? "light" : nil
            // The permutations spell the context; use their spelling in the attribute-free rule.
            guard let target, let spelled = contexts.lazy.compactMap({ $0[key] }).first(where: { $0.lowercased() == target })
            else { continue }
            return (index, spelled)
        }
        return nil
    }

    /// `[data-theme="dark"][data-contrast="high"]`, or with the system scheme
    /// `:root:not([data-theme])[data-contrast="high"]`.
    func selector(for attributes: [(Int, String)], systemScheme: Bool, base: String) -> String {
        var bytes: [UInt8] = []
        if systemScheme, let scheme {
            bytes.append(contentsOf: (base.contains(",") ? ":is(\(base))" : base).utf8)
            bytes.append(contentsOf: ":not([".utf8)
            bytes.append(contentsOf: CSSNaming.attributeName(forModifier: modifiers[scheme.modifier]).utf8)
            bytes.append(contentsOf: "])".utf8)
        }
        for (modifier, context) in attributes {
            bytes.append(UInt8(ascii: "["))
            bytes.append(contentsOf: CSSNaming.attributeName(forModifier: modifiers[modifier]).utf8)
            bytes.append(UInt8(ascii: "="))
            CSSText.appendString(context, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
