// TEMPORARY: replaced by the helpers' branches on merge.
public enum TokenTreeMerge {
    public static func merge(_ overlay: JSONObject, into base: inout JSONObject) {
        for member in overlay.members {
            if let index = base.members.firstIndex(where: { $0.key == member.key }),
               case .object(var old) = base.members[index].value.value,
               case .object(let new) = member.value.value,
               !old.isToken(mode: .lenient), !new.isToken(mode: .lenient) {
                merge(new, into: &old)
                base.members[index].value.value = .object(old)
            } else {
                base[member.key] = member.value
            }
        }
    }
}
public struct LegacyReport {
    public enum Kind { case unprefixedKeys, typeName, extraKeys, valueAndChildren }
    public init() {}
    public mutating func record(_ kind: Kind, at: SourcePosition?, example: String) {}
    public func flush(into log: inout DiagnosticLog) {}
}
public struct LegacyType { public var type: TokenType? }
public enum LegacyImport {
    public static func tokenType(forLegacyName name: String) -> LegacyType? { nil }
    public static func normalize(_ node: JSONNode, as type: TokenType, legacyName: String?, report: inout LegacyReport, log: inout DiagnosticLog) -> JSONNode { node }
}
