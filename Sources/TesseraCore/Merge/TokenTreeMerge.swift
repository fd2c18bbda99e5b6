/// The DTCG "safe merge" of token trees (resolver §4, Example 16), used for resolver sets and
/// contexts and for plain lists of token files: groups merge recursively, a token at the same path
/// replaces the earlier token whole, and an overlay's group properties (`$type`, `$description`, …)
/// replace the base's. Members keep the base's order; new members are appended.
public enum TokenTreeMerge {
    /// Below this many base members a linear search beats building a dictionary.
    private static let indexThreshold = 12

    public static func merge(_ overlay: JSONObject, into base: inout JSONObject) {
        if base.isEmpty {
            // Copy-on-write makes this O(1); the common first source of every permutation.
            base = overlay
            return
        }
        var index: [String: Int]? = nil
        if base.count >= indexThreshold, overlay.count > 1 {
            var keys: [String: Int] = [:]
            keys.reserveCapacity(base.count + overlay.count)
            for (offset, member) in base.members.enumerated() { keys[member.key] = offset }
            index = keys
        }
        base.members.reserveCapacity(base.count + overlay.count)
        for member in overlay.members {
            let existing: Int?
            if let index {
                existing = index[member.key]
            } else {
                existing = base.members.firstIndex { $0.key == member.key }
            }
            guard let position = existing else {
                index?[member.key] = base.members.count
                base.members.append(member)
                continue
            }
            mergeMember(member, into: &base.members[position])
        }
    }

    /// Two groups at the same path merge; anything else (a token, a group property, a token replacing
    /// a group or the reverse) is replaced whole by the overlay, including where its key is written.
    private static func mergeMember(_ overlay: JSONMember, into base: inout JSONMember) {
        guard isChildName(overlay.key),
              case .object(let overlayGroup) = overlay.value.value, !isToken(overlayGroup),
              case .object(var baseGroup) = base.value.value, !isToken(baseGroup)
        else {
            base = overlay
            return
        }
        // Drop the tree's reference first so `baseGroup` is unique and merges in place.
        base.value.value = .null
        merge(overlayGroup, into: &baseGroup)
        base.value.value = .object(baseGroup)
    }

    /// Children are groups and tokens; `$`-members are properties, except the `$root` token.
    static func isChildName(_ key: String) -> Bool {
        key.utf8.first != UInt8(ascii: "$") || key == "$root"
    }

    /// A token has `$value` or a token-level `$ref`; a legacy token has `value`, unless that `value`
    /// is itself a child token or group (a token named "value").
    public static func isToken(_ object: JSONObject) -> Bool {
        // The older `value` member's place, not a copy of it (which retained its string).
        var legacyValue: Int? = nil
        for (index, member) in object.members.enumerated() {
            // Compare lengths and first bytes before strings: this runs for every object in a tree.
            let utf8 = member.key.utf8
            switch (utf8.count, utf8.first) {
            case (6, UInt8(ascii: "$")) where member.key == "$value", (4, UInt8(ascii: "$")) where member.key == "$ref":
                return true
            case (5, UInt8(ascii: "v")) where member.key == "value":
                legacyValue = index
            default:
                continue
            }
        }
        guard let legacyValue else { return false }
        guard case .object(let inner) = object.members[legacyValue].value.value else { return true }
        return !inner.members.contains { member in
            member.key == "$value" || member.key == "$ref" || member.key == "$type" || member.key == "value"
        }
    }
}
