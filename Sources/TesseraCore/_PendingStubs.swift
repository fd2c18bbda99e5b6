// TEMPORARY: replaced by the helpers' branches on merge.
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
