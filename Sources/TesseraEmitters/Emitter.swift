import TesseraCore

/// Everything an output needs: the resolved permutations and the output's own options.
public struct EmitterInput: Sendable {
    /// The design system's name, for headers and namespaces.
    public var systemName: String
    /// Every permutation, resolved; the first is the default one (every modifier at its default).
    public var permutations: [ResolvedTokenSet]
    /// The resolver's modifiers, empty for plain token files.
    public var modifiers: [ModifierInfo]
    /// This output's options from `tessera.yml`, as JSON nodes positioned in the yml file.
    public var options: JSONObject
    /// The whole `tessera.yml` (empty when there is none), for an output that shows what the system
    /// states about itself: the specimen reads `usage`, `prohibitions`, `rules` and `components`.
    public var configuration: JSONObject

    public init(
        systemName: String, permutations: [ResolvedTokenSet], modifiers: [ModifierInfo] = [],
        options: JSONObject = JSONObject(), configuration: JSONObject = JSONObject()
    ) {
        self.systemName = systemName
        self.permutations = permutations
        self.modifiers = modifiers
        self.options = options
        self.configuration = configuration
    }
}

/// An output format. Adding one is a file with a type conforming to this plus one line in
/// `EmitterRegistry.all`. Emitters validate their own options (`EmitterOptions.validate`) and
/// report problems in `log`; they never throw and never touch the disk.
public protocol Emitter: Sendable {
    /// Stable kebab-case identifier used in `tessera.yml` and `--format`, e.g. `css`.
    static var id: String { get }
    static var summary: String { get }
    /// Markdown paragraphs for Documentation/Formats.md beyond the summary: layout, naming, limits.
    static var details: String { get }
    static var options: [EmitterOption] { get }
    /// How much work the output is next to the others, for starting the longest first when
    /// outputs run in parallel (with more outputs than cores, one started last would otherwise run
    /// alone at the end). 1 by default.
    static var relativeCost: Int { get }
    init()
    func emit(_ input: EmitterInput, log: inout DiagnosticLog) -> [OutputFile]
}

extension Emitter {
    public static var details: String { "" }
    public static var relativeCost: Int { 1 }
}
