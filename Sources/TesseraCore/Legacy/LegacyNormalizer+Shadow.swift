extension LegacyNormalizer {
    /// One shadow or an array of them, each possibly in the Tokens Studio shape.
    mutating func shadow(_ node: JSONNode) -> JSONNode? {
        switch node.value {
        case .array(let items):
            return convertItems(node, items) { normalizer, index, item in
                normalizer.shadowLayer(item, label: "shadow layer \(index + 1)")
            }
        case .object:
            return shadowLayer(node, label: "shadow")
        default:
            return node
        }
    }

    /// Tokens Studio `{x, y, blur, spread, color, type: dropShadow|innerShadow}` →
    /// `{offsetX, offsetY, blur, spread, color, inset}`; string parts converted; a missing
    /// `spread` (second editors' draft) becomes 0px.
    private mutating func shadowLayer(_ node: JSONNode, label: String) -> JSONNode? {
        guard case .object(let object) = node.value, object["$ref"] == nil else { return node }
        let before = report.totalCount
        // Renaming is safe only when the 2025.10 key is not also written (that stays an error).
        let studioShape = (object["x"] != nil || object["y"] != nil || object["type"] != nil)
            && object["offsetX"] == nil && object["offsetY"] == nil && object["inset"] == nil
        if studioShape { report.record(.shadowShape, at: node.position, example: label) }
        var members: [JSONMember] = []
        members.reserveCapacity(object.count + 1)
        var failed = false
        for member in object.members {
            var converted = member
            switch member.key {
            case "x" where studioShape: converted.key = "offsetX"
            case "y" where studioShape: converted.key = "offsetY"
            case "type" where studioShape:
                converted.key = "inset"
                switch member.value.string {
                case "innerShadow": converted.value = JSONNode(.bool(true), at: member.value.position)
                case "dropShadow": converted.value = JSONNode(.bool(false), at: member.value.position)
                default:
                    _ = fail(#"\#(label) type must be "dropShadow" or "innerShadow", found \#(ValueText.describe(member.value))"#, at: member.value)
                    failed = true
                }
            default: break
            }
            let value: JSONNode?
            switch converted.key {
            case "color": value = color(converted.value, label: "\(label) color")
            case "offsetX", "offsetY", "blur", "spread": value = dimension(converted.value, label: "\(label) \(converted.key)")
            default: value = converted.value
            }
            if let value { converted.value = value } else { failed = true }
            members.append(converted)
        }
        if failed { return nil }
        if !members.contains(where: { $0.key == "spread" }), members.contains(where: { $0.key == "offsetX" }) {
            report.record(.shadowDefaults, at: node.position, example: label)
            members.append(JSONMember(key: "spread", value: Self.measureNode(0, "px", at: nil)))
        }
        return report.totalCount == before ? node : JSONNode(.object(JSONObject(members)), at: node.position)
    }
}
