import TesseraCore

/// `platform-sync`: the system's sync table, checked. One resolver modifier stands for the
/// platforms (`platform: ios | web`); `groups` names token groups and how their values must relate
/// across its contexts (`SyncRelation`). Each permutation is compared with the ones that differ
/// from it only in that modifier, token by token, so other modifiers (Reduce Motion, a theme)
/// still vary.
struct PlatformSyncRule: Rule {
    static let id = "platform-sync"
    static let summary = "Token groups the system declares in sync across platforms (the contexts of one resolver modifier, such as `platform: ios | web`) are: equal where synced (colours to the 8-bit value, sizes exactly), springs whose every emitted form settles within 1 ms of SwiftUI's where matched, and present on every platform."
    static let defaultLevel = RuleSettings.Level.error
    static let options = [
        RuleOption(key: "modifier", summary: "The resolver modifier whose contexts are the platforms (default `platform`).", kind: .string),
        RuleOption(key: "contexts", summary: "The platforms to compare (default: every context of the modifier that a permutation chooses).", kind: .strings),
        RuleOption(
            key: "groups",
            summary: "Token group (a path, which takes the tokens below it, or a pattern) → how its values relate across platforms. A token under several groups follows the longest path.",
            kind: .map, choices: SyncRelation.allCases.map(\.rawValue)),
    ]
    static let details = """
        The rule runs when `groups` is set. `synced`: equal on every platform (colours as 8-bit sRGB with \
        alpha, sizes in px with rem at 16 px, durations in ms, springs by their parameters, anything else as \
        resolved). `matched`: springs are each written as SwiftUI's `.spring(response:dampingFraction:)`, \
        Framer Motion's and Reanimated's stiffness and damping, react-spring's tension and friction and a \
        CSS `linear()` easing with its duration (Extensions.md, "Springs on the web"); every form of every \
        platform's spring is run as its library runs it and settles within 1 ms of the first platform's \
        spring as SwiftUI runs it (ε 0.001 of a unit move), the bound the web forms are made to; values \
        that are not springs are compared as `synced`. \
        `equivalent`: each platform writes the value in its own form (a blur as CSS `backdrop-filter`, as a \
        SwiftUI material); it exists on each with one type, and names one `dev.tessera.material`. \
        `platform-appropriate`: the values may differ (Sora on the web, SF Pro on iOS), but each platform has \
        one, of one type. A token missing on a platform breaks every relation. A group that names no token, \
        a modifier that no permutation chooses and a context that none does are reported at tessera.yml.
        """
    static let examples = [
        RuleExample(
            "the web background is one 8-bit step lighter than the iOS one",
            tokens: ##"{"color": {"$type": "color", "background": {"$value": "#09090b"}}}"##,
            config: ##"{"rules": {"platform-sync": {"groups": {"color.background": "synced"}}}}"##,
            context: ("platform", "ios"),
            modes: [.init("platform", "web", tokens: ##"{"color": {"$type": "color", "background": {"$value": "#0a0a0b"}}}"##)],
            findings: 1),
        RuleExample(
            "the same purple written in another form is the same 8-bit colour",
            tokens: ##"{"color": {"$type": "color", "accent": {"$value": "#8b5cf6"}}}"##,
            config: ##"{"rules": {"platform-sync": {"groups": {"color.accent": "synced"}}}}"##,
            context: ("platform", "ios"),
            modes: [.init("platform", "web", tokens: ##"{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0.5451, 0.3608, 0.9647]}}}}"##)],
            findings: 0),
        RuleExample(
            "the web spring has response 0.35 s where iOS has 0.3 s, so it settles tens of milliseconds later",
            tokens: ##"{"motion": {"$type": "duration", "spring": {"$value": {"value": 300, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.3, "dampingFraction": 0.7}}}}}"##,
            config: ##"{"rules": {"platform-sync": {"modifier": "platform", "groups": {"motion": "matched"}}}}"##,
            context: ("platform", "ios"),
            modes: [.init("platform", "web", tokens: ##"{"motion": {"$type": "duration", "spring": {"$value": {"value": 350, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.35, "dampingFraction": 0.7}}}}}"##)],
            findings: 1),
        RuleExample(
            "one spring on both platforms: Framer Motion, Reanimated, react-spring and CSS linear() settle within 1 ms of SwiftUI",
            tokens: ##"{"motion": {"$type": "duration", "bounce": {"$value": {"value": 400, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.4, "dampingFraction": 0.5}}}}}"##,
            config: ##"{"rules": {"platform-sync": {"groups": {"motion": "matched"}}}}"##,
            context: ("platform", "ios"),
            modes: [.init("platform", "web", tokens: ##"{"motion": {"$type": "duration", "bounce": {"$value": {"value": 400, "unit": "ms"}, "$extensions": {"dev.tessera.spring": {"response": 0.4, "dampingFraction": 0.5}}}}}"##)],
            findings: 0),
        RuleExample(
            "Sora on the web and SF Pro on iOS are platform-appropriate, but the web has no display font",
            tokens: ##"{"font": {"$type": "fontFamily", "text": {"$value": ["SF Pro", "system-ui"]}, "display": {"$value": ["SF Pro Rounded", "system-ui"]}}}"##,
            config: ##"{"rules": {"platform-sync": {"groups": {"font": "platform-appropriate"}}}}"##,
            context: ("platform", "ios"),
            modes: [.init("platform", "web", tokens: ##"{"font": {"$type": "fontFamily", "text": {"$value": ["Sora", "system-ui"]}}}"##)],
            findings: 1),
        RuleExample(
            "a blur of another radius that names the same material is equivalent",
            tokens: ##"{"glass": {"$type": "dimension", "blur": {"$value": {"value": 8, "unit": "px"}, "$extensions": {"dev.tessera.material": {"swiftUI": "ultraThinMaterial"}}}}}"##,
            config: ##"{"rules": {"platform-sync": {"groups": {"glass.blur": "equivalent"}}}}"##,
            context: ("platform", "ios"),
            modes: [.init("platform", "web", tokens: ##"{"glass": {"$type": "dimension", "blur": {"$value": {"value": 12, "unit": "px"}, "$extensions": {"dev.tessera.material": {"swiftUI": "ultraThinMaterial"}}}}}"##)],
            findings: 0),
        RuleExample(
            "a misspelt modifier is reported at tessera.yml instead of passing silently",
            tokens: ##"{"color": {"$type": "color", "background": {"$value": "#09090b"}}}"##,
            config: ##"{"rules": {"platform-sync": {"modifier": "platfrom", "groups": {"color.background": "synced"}}}}"##,
            context: ("platform", "ios"),
            modes: [.init("platform", "web", tokens: ##"{"color": {"$type": "color", "background": {"$value": "#09090b"}}}"##)],
            findings: 1),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        guard let plan = SyncPlan(input, rule: Self.id, into: &findings) else { return }
        var springs = SpringFormCache()
        var named = Set<Int>()
        for pair in plan.pairs {
            let sets = pair.map { input.permutations[$0] }
            var seen = Set<String>()
            for set in sets {
                for token in set.tokens where seen.insert(token.path.string).inserted {
                    guard let row = plan.row(for: token.path) else { continue }
                    named.insert(row)
                    let subject = SyncSubject(
                        path: token.path, modifier: plan.modifier,
                        values: zip(plan.contexts, sets).map { SyncSubject.Value(context: $0, token: $1[token.path.string], set: $1) })
                    guard let finding = subject.problem(plan.rows[row].relation, springs: &springs) else { continue }
                    for permutation in pair { findings.add(finding, permutation: permutation) }
                }
            }
        }
        for (index, row) in plan.rows.enumerated() where !named.contains(index) {
            findings.add(Finding(
                "'\(row.text)' under 'groups' names no token of the system in any permutation (\(row.relation.rawValue)); check the path",
                at: row.position, tokens: []))
        }
    }
}
