/// Lenient import of older token shapes (dtcg-2025.10 §7): first-draft and second-draft values,
/// Tokens Studio types and composites. Converts literal values into their 2025.10 JSON shape and
/// records each conversion in a `LegacyReport`, which later becomes a few aggregated warnings.
public enum LegacyImport {
    /// The outcome of normalising one `$value`.
    public struct Normalized: Sendable {
        /// The value in 2025.10 shape: the same node when it already was one (or is a reference),
        /// otherwise the converted node at the legacy value's position. Nil when a legacy value
        /// could not be converted; the error is already logged and the token should be dropped.
        public var value: JSONNode?
        /// Data that has no place in a 2025.10 value (Tokens Studio `textCase`, …), keyed by vendor
        /// (`"studio.tokens"`), to merge into the token's `$extensions`. Usually empty.
        public var extensions: JSONObject

        public init(value: JSONNode?, extensions: JSONObject = JSONObject()) {
            self.value = value
            self.extensions = extensions
        }

        /// The token's `$extensions` with `extensions` merged in; keys already written win.
        public func mergedExtensions(_ existing: JSONNode?) -> JSONNode? {
            guard !extensions.isEmpty else { return existing }
            var merged = existing?.object ?? JSONObject()
            for vendor in extensions.members {
                guard var current = merged[vendor.key]?.object, let added = vendor.value.object else {
                    if merged[vendor.key] == nil { merged[vendor.key] = vendor.value }
                    continue
                }
                for member in added.members where current[member.key] == nil { current.members.append(member) }
                merged[vendor.key] = JSONNode(.object(current), at: merged[vendor.key]?.position)
            }
            return JSONNode(.object(merged), at: existing?.position)
        }
    }

    /// Rewrites a literal `$value` written in an older shape into its 2025.10 shape. Curly
    /// references (`"{a.b}"`) and `$ref` objects are left alone wherever they appear; values that
    /// are not recognisably legacy come back unchanged for `ValueParser` to judge.
    ///
    /// - Parameters:
    ///   - type: the token's 2025.10 type (after mapping a legacy type name).
    ///   - legacyName: the legacy `$type` name when there was one (`"lineHeights"`), which refines
    ///     some conversions and messages.
    ///   - report: conversions are recorded here, to be flushed as aggregated warnings.
    ///   - log: receives errors for legacy values that cannot be converted (`"2em"`).
    public static func normalize(
        _ node: JSONNode, as type: TokenType, legacyName: String?, report: inout LegacyReport,
        log: inout DiagnosticLog
    ) -> Normalized {
        var normalizer = LegacyNormalizer(legacyName: legacyName)
        // Move the accumulators in and out so appends never copy their storage.
        swap(&normalizer.report, &report)
        swap(&normalizer.log, &log)
        let value = normalizer.normalize(node, as: type)
        swap(&normalizer.report, &report)
        swap(&normalizer.log, &log)
        return Normalized(value: value, extensions: normalizer.extensions)
    }
}
