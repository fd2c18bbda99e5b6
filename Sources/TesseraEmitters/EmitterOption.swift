/// One option an output accepts in `tessera.yml`; the list doubles as documentation.
public struct EmitterOption: Hashable, Sendable {
    /// The JSON kind a value must have.
    public enum Kind: String, Hashable, Sendable {
        case string, bool, number
        /// A YAML sequence.
        case list
        /// A YAML mapping.
        case map

        /// For messages: "expected a string".
        var expectation: String {
            switch self {
            case .string: "a string"
            case .bool: "a boolean (true or false)"
            case .number: "a number"
            case .list: "a list"
            case .map: "a map"
            }
        }
    }

    public var key: String
    public var summary: String
    /// The default as shown in the docs, e.g. `":root"` or "`tokens.json`".
    public var defaultDescription: String
    public var kind: Kind

    public init(key: String, summary: String, default defaultDescription: String, kind: Kind) {
        self.key = key
        self.summary = summary
        self.defaultDescription = defaultDescription
        self.kind = kind
    }
}
