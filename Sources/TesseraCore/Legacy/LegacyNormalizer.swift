/// The working state of one `LegacyImport.normalize` call: the report and log it writes to, the
/// extensions it collects, and the code errors are filed under (the token type's, so a broken
/// border width is an `invalid-border`, as in strict mode).
struct LegacyNormalizer {
    let legacyName: String?
    var report = LegacyReport()
    var log = DiagnosticLog()
    var extensions = JSONObject()
    var code = "invalid-value"

    init(legacyName: String?) { self.legacyName = legacyName }

    /// Nil when a legacy value could not be converted (an error was logged).
    mutating func normalize(_ node: JSONNode, as type: TokenType) -> JSONNode? {
        code = type.invalidValueCode
        switch type {
        case .color: return color(node, label: "color")
        case .dimension: return dimension(node, label: "dimension")
        case .fontFamily: return fontFamily(node, label: "fontFamily")
        case .fontWeight: return fontWeight(node, label: "fontWeight")
        case .duration: return duration(node, label: "duration")
        case .cubicBezier: return cubicBezier(node, label: "cubicBezier")
        case .number: return number(node, label: legacyName == "lineHeights" ? "line height" : "number")
        case .strokeStyle: return strokeStyle(node, label: "strokeStyle")
        case .border: return border(node)
        case .transition: return transition(node)
        case .shadow: return shadow(node)
        case .gradient: return gradient(node)
        case .typography: return typography(node)
        case .string, .boolean: return node
        }
    }

    /// Curly references, also malformed or embedded ones (`"{a} * 2"`): the reference resolver
    /// reports those, so they are never converted here.
    static func isReference(_ text: String) -> Bool { text.utf8.contains(UInt8(ascii: "{")) }

    static func isPointer(_ node: JSONNode) -> Bool { node.object?["$ref"] != nil }

    mutating func fail(_ code: String, _ message: String, at node: JSONNode) -> JSONNode? {
        log.error(code, message, at: node.position)
        return nil
    }

    mutating func fail(_ message: String, at node: JSONNode) -> JSONNode? { fail(code, message, at: node) }

    /// Applies `convert` to each member of an object value. The original node comes back when
    /// nothing was converted (no record was made), so 2025.10 composites are not rebuilt.
    mutating func convertMembers(
        _ node: JSONNode, _ convert: (inout LegacyNormalizer, JSONMember) -> JSONNode?
    ) -> JSONNode? {
        guard case .object(let object) = node.value, object["$ref"] == nil else { return node }
        let before = report.totalCount
        var members: [JSONMember] = []
        members.reserveCapacity(object.count)
        var failed = false
        for member in object.members {
            var converted = member
            if let value = convert(&self, member) { converted.value = value } else { failed = true }
            members.append(converted)
        }
        if failed { return nil }
        return report.totalCount == before ? node : JSONNode(.object(JSONObject(members)), at: node.position)
    }

    /// Adds a member to `$extensions[vendor]`, for data a 2025.10 value cannot hold.
    mutating func addExtension(_ vendor: String, _ member: JSONMember) {
        var object = extensions[vendor]?.object ?? JSONObject()
        object[member.key] = member.value
        extensions[vendor] = JSONNode(.object(object))
    }

    static func measureNode(_ value: Double, _ unit: String, at position: SourcePosition?) -> JSONNode {
        JSONNode(.object(JSONObject([
            JSONMember(key: "value", value: JSONNode(.number(value))),
            JSONMember(key: "unit", value: JSONNode(.string(unit))),
        ])), at: position)
    }
}
