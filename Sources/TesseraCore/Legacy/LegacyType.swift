/// A `$type` name from an older format and what it means in 2025.10.
public struct LegacyType: Sendable, Hashable {
    public enum Origin: String, Sendable, Hashable {
        /// The first editors' draft (2021): `font`, `cubic-bezier`.
        case firstDraft
        /// The Tokens Studio plugin's own types (`sizing`, `boxShadow`, …).
        case tokensStudio
    }

    /// The name as written.
    public var legacyName: String
    /// The 2025.10 type it maps to; nil when there is none (`composition`, `asset`, …).
    public var type: TokenType?
    public var origin: Origin

    public init(legacyName: String, type: TokenType?, origin: Origin) {
        self.legacyName = legacyName
        self.type = type
        self.origin = origin
    }

    public var isSupported: Bool { type != nil }
}

extension LegacyImport {
    /// Maps a non-2025.10 type name (`sizing` → dimension, `boxShadow` → shadow, `font` →
    /// fontFamily, `composition` → unsupported). Names that already are 2025.10 types (including
    /// Tokens Studio's `typography`, `color`, `border`, `dimension`, `number`) return nil: they need
    /// no renaming, though `normalize` still converts their older value shapes. Case-sensitive.
    public static func tokenType(forLegacyName name: String) -> LegacyType? {
        guard let (type, origin) = legacyTypes[name] else { return nil }
        return LegacyType(legacyName: name, type: type, origin: origin)
    }

    private static let legacyTypes: [String: (TokenType?, LegacyType.Origin)] = [
        "font": (.fontFamily, .firstDraft),
        "cubic-bezier": (.cubicBezier, .firstDraft),
        "sizing": (.dimension, .tokensStudio),
        "spacing": (.dimension, .tokensStudio),
        "borderRadius": (.dimension, .tokensStudio),
        "borderWidth": (.dimension, .tokensStudio),
        "fontSizes": (.dimension, .tokensStudio),
        "fontSize": (.dimension, .tokensStudio),
        "size": (.dimension, .tokensStudio),
        "lineHeight": (.number, .tokensStudio),
        "float": (.number, .tokensStudio),
        "letterSpacing": (.dimension, .tokensStudio),
        "paragraphSpacing": (.dimension, .tokensStudio),
        "paragraphIndent": (.dimension, .tokensStudio),
        "fontFamilies": (.fontFamily, .tokensStudio),
        "fontWeights": (.fontWeight, .tokensStudio),
        "lineHeights": (.number, .tokensStudio),
        "opacity": (.number, .tokensStudio),
        "boxShadow": (.shadow, .tokensStudio),
        "composition": (nil, .tokensStudio),
        "asset": (nil, .tokensStudio),
        "text": (nil, .tokensStudio),
        "boolean": (.boolean, .tokensStudio),
        "string": (.string, .tokensStudio),
        "other": (nil, .tokensStudio),
        "textCase": (nil, .tokensStudio),
        "textDecoration": (nil, .tokensStudio),
    ]
}
