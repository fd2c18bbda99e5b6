/// How strictly token files are read.
public enum ImportMode: String, Sendable, Hashable, CaseIterable {
    /// DTCG 2025.10 only: older shapes are errors. The conformance suite runs in this mode.
    case strict
    /// Older shapes (unprefixed `value`/`type`, hex and `16px` strings, Tokens Studio types, …) are
    /// converted to 2025.10 with one warning per kind of conversion, so existing token sets load.
    case lenient
}
