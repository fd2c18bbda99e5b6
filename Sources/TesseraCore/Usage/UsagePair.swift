/// A foreground used on a background, as a system's spec states it: the input of contrast checks.
/// Written in `tessera.yml` under `usage:` (Documentation/Configuration.md).
public struct UsagePair: Sendable, Hashable {
    public enum Role: String, Sendable, CaseIterable { case text, icon, nonText = "non-text" }
    /// Uses WCAG lets off the contrast minimum.
    public enum Exemption: String, Sendable, CaseIterable { case disabled, placeholder, decorative, logo }

    public var name: String
    public var foreground: TokenPath
    /// Colour or gradient tokens.
    public var backgrounds: [TokenPath]
    /// What translucent backgrounds sit on (colour tokens); empty when unstated.
    public var backdrops: [TokenPath]
    /// Text size in pt.
    public var size: Double?
    public var weight: Double?
    public var role: Role
    /// Extra opacity applied to the foreground.
    public var opacity: Double?
    public var exempt: Exemption?
    /// Where the spec states it.
    public var spec: String?
    public var position: SourcePosition?

    public init(
        name: String, foreground: TokenPath, backgrounds: [TokenPath], backdrops: [TokenPath] = [],
        size: Double? = nil, weight: Double? = nil,
        role: Role = .text, opacity: Double? = nil, exempt: Exemption? = nil, spec: String? = nil,
        position: SourcePosition? = nil
    ) {
        self.name = name
        self.foreground = foreground
        self.backgrounds = backgrounds
        self.backdrops = backdrops
        self.size = size
        self.weight = weight
        self.role = role
        self.opacity = opacity
        self.exempt = exempt
        self.spec = spec
        self.position = position
    }
}

extension UsagePair {
    /// Every path must name a colour (a background may also be a gradient) in every permutation;
    /// each problem is reported once, naming the permutations it occurs in when not all.
    public static func check(_ pairs: [UsagePair], against sets: [ResolvedTokenSet], log: inout DiagnosticLog) {
        for pair in pairs {
            pair.verify(pair.foreground, allowing: [.color], in: sets, log: &log)
            for background in pair.backgrounds { pair.verify(background, allowing: [.color, .gradient], in: sets, log: &log) }
            for backdrop in pair.backdrops { pair.verify(backdrop, allowing: [.color], in: sets, log: &log) }
        }
    }

    private func verify(_ path: TokenPath, allowing types: [TokenType], in sets: [ResolvedTokenSet], log: inout DiagnosticLog) {
        let missing = sets.filter { $0[path.string] == nil }
        if !missing.isEmpty {
            let scope = missing.count == sets.count || sets.count == 1
                ? "" : " in " + missing.map { "[\($0.permutation)]" }.joined(separator: ", ")
            log.error("usage-unknown-token", "usage '\(name)' names '\(path)', which is not a token\(scope)", at: position)
            return
        }
        if let token = sets.first?[path.string], !types.contains(token.type) {
            log.error("usage-wrong-type", "usage '\(name)' names '\(path)', a \(token.type.rawValue) token; expected \(types.map(\.rawValue).joined(separator: " or "))", at: position)
        }
    }
}
