import TesseraCore

/// The contrast rule's verdict on one usage pair on one of its backgrounds in one permutation,
/// passing or not, with the measured ratio: what a style guide shows beside each swatch. It is
/// measured exactly as `tessera check` measures (the worst display, backdrop and gradient stop).
public struct ContrastVerdict: Sendable, Hashable {
    /// The pair's index in `CheckInput.usage`.
    public var pair: Int
    public var background: TokenPath
    public var permutation: Int
    public var ratio: Double
    public var required: Double
    /// Why this minimum: `WCAG AA, normal text, 15 pt` or the spec's words.
    public var reason: String
    /// Set when WCAG lets the pair off; such a pair always passes.
    public var exempt: UsagePair.Exemption?

    public var passes: Bool { exempt != nil || ratio >= required }
    /// Rounded down, as findings print it, so a failing 4.499 never reads 4.50.
    public var ratioText: String { RuleFormat.ratio(ratio) }
    public var requiredText: String { RuleFormat.number(required) }
}

extension ContrastVerdict {
    /// Every usage pair on every background in every permutation where both tokens exist, in
    /// usage order, then background, then permutation.
    public static func all(in input: CheckInput) -> [ContrastVerdict] {
        let level = input.settings.option(ContrastRule.id, "level")?.string ?? "AA"
        let floors = input.prohibitions(.minContrast)
        let rule = ContrastRule()
        var verdicts: [ContrastVerdict] = []
        for (index, pair) in input.usage.enumerated() {
            let required = ContrastThreshold.required(for: pair, level: level, floors: floors)
            for background in pair.backgrounds {
                for (permutation, set) in input.permutations.enumerated() {
                    guard case .color(let foreground)? = set[pair.foreground.string]?.value,
                          let backgroundToken = set[background.string] else { continue }
                    let samples = ContrastSample.samples(of: backgroundToken.value)
                    let scene = ContrastScene(
                        samples: samples, backdrops: rule.backdrops(pair, samples: samples, in: set), opacity: pair.opacity ?? 1)
                    verdicts.append(ContrastVerdict(
                        pair: index, background: background, permutation: permutation, ratio: scene.worst(foreground).ratio,
                        required: required.ratio, reason: required.reason, exempt: pair.exempt))
                }
            }
        }
        return verdicts
    }
}
