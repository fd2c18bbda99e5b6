/// Terrazzo/Cobalt per-token modes (dtcg-2025.10 §7): `"$extensions": {"mode": {"light": …, "dark": …}}`
/// on tokens. Like Terrazzo, Tessera upgrades them to an equivalent resolver with one modifier.
extension ResolverDocument {
    public static let legacyModeModifierName = "mode"
    public static let legacyDefaultContextName = "default"

    /// nil when no token has modes. Otherwise a resolver with one set (the tree) and a modifier
    /// `mode` whose contexts are `default` (the tokens' own `$value`s) followed by the mode names
    /// found, sorted; each context overlays the tokens' mode values as `$value`. A mode literally
    /// named "default" becomes the `default` context's overlay. Modes that are an appearance,
    /// `light` and `dark`, are the contexts themselves, `light` the default (a token with no value
    /// for a mode keeps its `$value` there): a `default` beside `light` would repeat it, and the
    /// CSS output follows the system's colour scheme only for a light/dark modifier. Warns once
    /// (`legacy-token-modes`).
    public static func synthesized(fromModes tree: JSONObject, log: inout DiagnosticLog) -> ResolverDocument? {
        var collector = TokenModeCollector()
        let overlays = collector.overlays(of: tree)
        guard collector.tokenCount > 0 else { return nil }
        let modeNames = overlays.keys.filter { $0 != legacyDefaultContextName }.sorted()
        let light = modeNames.first { $0.lowercased() == "light" }
        let isAppearance = overlays[legacyDefaultContextName] == nil && light != nil
            && modeNames.contains { $0.lowercased() == "dark" }
        let names = isAppearance ? modeNames : [legacyDefaultContextName] + modeNames
        let contexts = names.map { name in
            Context(name: name, sources: overlays[name].map { [$0] } ?? [])
        }
        let modifier = Modifier(
            name: legacyModeModifierName, contexts: contexts,
            defaultContext: isAppearance ? light ?? legacyDefaultContextName : legacyDefaultContextName)
        let tokens = collector.tokenCount == 1 ? "1 token uses" : "\(collector.tokenCount) tokens use"
        log.warning(
            "legacy-token-modes",
            "\(tokens) per-token modes ($extensions.mode: \(modeNames.joined(separator: ", "))); Tessera reads them as a modifier \"\(legacyModeModifierName)\" with contexts \(contexts.map(\.name).joined(separator: ", ")) (default \(modifier.defaultContext ?? legacyDefaultContextName)). The 2025.10 way is a resolver file (*.resolver.json) with one context per mode",
            at: collector.firstPosition)
        return ResolverDocument(
            name: nil, description: nil, file: nil,
            steps: [
                Step(name: "tokens", kind: .set([tree])),
                Step(name: legacyModeModifierName, kind: .modifier(modifier)),
            ])
    }
}

/// Builds, in one walk, a sparse overlay tree per mode holding only the tokens that have that mode.
struct TokenModeCollector {
    private(set) var tokenCount = 0
    private(set) var firstPosition: SourcePosition?

    /// Mode name → overlay tree for `group`; modes no token below uses are absent.
    mutating func overlays(of group: JSONObject) -> [String: JSONObject] {
        var result: [String: JSONObject] = [:]
        for member in group.members where TokenTreeMerge.isChildName(member.key) {
            guard case .object(let child) = member.value.value else { continue }
            if TokenTreeMerge.isToken(child) {
                for (mode, token) in modeTokens(child) {
                    result[mode, default: JSONObject()].members.append(Self.member(member, replacingWith: token))
                }
                continue
            }
            for (mode, subtree) in overlays(of: child) {
                result[mode, default: JSONObject()].members.append(Self.member(member, replacingWith: subtree))
            }
        }
        return result
    }

    /// `member` with a new object value, keeping where its key and value are written.
    private static func member(_ member: JSONMember, replacingWith object: JSONObject) -> JSONMember {
        JSONMember(key: member.key, keyPosition: member.keyPosition, value: JSONNode(.object(object), at: member.value.position))
    }

    /// The token once per mode, its value replaced by that mode's value.
    private mutating func modeTokens(_ token: JSONObject) -> [(String, JSONObject)] {
        guard let modesMember = token["$extensions"]?.object?.member("mode"),
              let modes = modesMember.value.object, !modes.isEmpty
        else { return [] }
        tokenCount += 1
        if firstPosition == nil { firstPosition = modesMember.keyPosition ?? modesMember.value.position }
        // A legacy `value` token keeps its legacy key; a `$ref` token becomes a `$value` token.
        let valueKey = token["$value"] == nil && token["value"] != nil ? "value" : "$value"
        return modes.members.map { mode in
            var copy = token
            copy["$ref"] = nil
            if let index = copy.members.firstIndex(where: { $0.key == valueKey }) {
                copy.members[index].value = mode.value
            } else {
                copy.members.append(JSONMember(key: valueKey, keyPosition: mode.keyPosition, value: mode.value))
            }
            return (mode.key, copy)
        }
    }
}
