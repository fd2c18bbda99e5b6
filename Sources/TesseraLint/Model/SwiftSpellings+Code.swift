import TesseraCore

extension SwiftSpellings {
    /// What a value of `kind` is called in code: an `api` member of that kind first, else the
    /// neutral accessor with the conversion the kind needs, else the token path in quotes.
    public func spelling(of path: String, as kind: Kind) -> String {
        code(of: path, as: kind).map { "`\($0)`" } ?? "the token '\(path)'"
    }

    /// The Swift expression for the token as a value of `kind` (`Color.ink`,
    /// `PaperTokens.Spacing.sm`), or nil when the generated code does not name it: what a fix writes.
    public func code(of path: String, as kind: Kind) -> String? {
        if let member = members[path]?.first(where: { kind.apiKinds.contains($0.kind) }) { return member.spelling }
        guard let neutral = neutral[path] else { return nil }
        switch kind {
        case .color: return "\(neutral.accessor).color"
        case .uiColor: return "\(neutral.accessor).uiColor"
        case .nsColor: return "\(neutral.accessor).nsColor"
        case .font: return "\(value(neutral)).font"
        case .animation: return "\(value(neutral)).animation"
        case .number: return value(neutral)
        }
    }

    /// Whether `path` has an `api` member of `kind`: such a token wins over one named only by its
    /// neutral accessor.
    func hasMember(_ path: String, as kind: Kind) -> Bool {
        members[path]?.contains { kind.apiKinds.contains($0.kind) } ?? false
    }

    private func value(_ neutral: Neutral) -> String { neutral.isAdaptive ? neutral.accessor + ".value" : neutral.accessor }

    /// The forms a suggestion takes.
    public enum Kind: Sendable {
        case color, uiColor, nsColor, font, animation, number

        /// The `api` kinds (`as:`) that give this form.
        var apiKinds: [String] {
            switch self {
            case .color: ["color"]
            case .uiColor, .nsColor: []
            case .font: ["font"]
            case .animation: ["animation"]
            case .number: ["cgfloat", "double"]
            }
        }
    }
}
