import TesseraCore

/// `forbidden-color`: no token paints with a colour the spec forbids — colour tokens and the
/// colours inside gradients, shadows and borders — compared as 8-bit sRGB hex, in every theme.
/// `tokens` narrows the check to the tokens it names. The fix names the nearest colour token of
/// the system (CIEDE2000) that is allowed, so the answer is a token the system already has.
struct ForbiddenColorRule: Rule {
    static let id = Prohibition.Rule.forbiddenColor.rawValue
    static let summary = "No colour token, gradient stop, shadow or border colour equals a colour a `forbidden-color` prohibition lists (8-bit sRGB hex), with the nearest allowed colour token suggested."
    static let defaultLevel = RuleSettings.Level.error
    static let examples = [
        RuleExample(
            "pure black text breaks 'no #000000'; the near-black token is suggested",
            tokens: ##"{"c": {"$type": "color", "text": {"$value": "#000000"}, "ink": {"$value": "#1c1c1e"}}}"##,
            config: ##"{"prohibitions": [{"id": "no-black", "says": "Don't use true black #000000", "rule": "forbidden-color", "colors": ["#000000"]}]}"##,
            findings: 1),
        RuleExample(
            "a gradient with a white stop and a black shadow both break it",
            tokens: ##"{"hero": {"$type": "gradient", "$value": [{"color": "#FFFFFF", "position": 0}, {"color": "#336699", "position": 1}]}, "lift": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##,
            config: ##"{"prohibitions": [{"id": "no-extremes", "says": "There is no pure white and no pure black.", "rule": "forbidden-color", "colors": ["#fff", "#000000"]}]}"##,
            findings: 2),
        RuleExample(
            "near-black passes, and `tokens` keeps the check to the tokens it names",
            tokens: ##"{"c": {"$type": "color", "ink": {"$value": "#1c1c1e"}}, "brand": {"$type": "color", "blue": {"$value": "#007aff"}}}"##,
            config: ##"{"prohibitions": [{"id": "no-ios-blue", "says": "avoid default iOS blue", "rule": "forbidden-color", "colors": ["#007AFF"], "tokens": "c.*"}]}"##,
            findings: 0),
    ]

    func check(_ input: CheckInput, into findings: inout Findings) {
        for prohibition in input.prohibitions(.forbiddenColor) {
            for text in prohibition.strings("colors") where ForbiddenHex(text) == nil {
                findings.add(Finding(
                    "'\(text)' in 'colors' of prohibition '\(prohibition.id)' is not a hex colour (#rgb, #rrggbb or #rrggbbaa), so it forbids nothing; \(prohibition.quoted)",
                    at: prohibition.position, tokens: []))
            }
        }
        ProhibitionScan.run(
            .forbiddenColor, input, into: &findings, measures: "token with a colour",
            applies: { token, _ in !PaintedColor.of(token.value).isEmpty }
        ) { prohibition, token, set in
            let forbidden = prohibition.strings("colors").compactMap(ForbiddenHex.init)
            let hits = PaintedColor.of(token.value).compactMap { painted in
                forbidden.first { $0.matches(painted.color) }.map { (painted, $0) }
            }
            guard let first = hits.first else { return nil }
            let problem = hits.count == 1 && first.0.label.isEmpty
                ? "is \(first.0.color.srgbHexWithAlpha)"
                : "has " + hits.map { "\($0.0.color.srgbHexWithAlpha) as its \($0.0.label)" }.joined(separator: ", ")
            let limit = "forbidden colours: " + forbidden.map(\.text).joined(separator: ", ")
            var seen = Set<String>()
            let distinct = hits.map(\.0.color).filter { seen.insert($0.srgbHexWithAlpha).inserted }
            let fixes = distinct.map { nearest(to: $0, forbidden, in: set) }.joined(separator: "; ")
            return Finding(token, problem, limit: limit, fix: fixes, prohibition)
        }
    }

    /// The allowed opaque colour token nearest to `color`, or else the nearest 8-bit neighbour.
    private func nearest(to color: ColorValue, _ forbidden: [ForbiddenHex], in set: ResolvedTokenSet) -> String {
        var best: (path: TokenPath, color: ColorValue, distance: Double)?
        for token in set.tokens {
            guard case .color(let candidate) = token.value, candidate.alpha >= 1,
                  !forbidden.contains(where: { $0.matches(candidate) }) else { continue }
            let distance = ColorDifference.ciede2000(color, candidate)
            if best == nil || distance < best!.distance { best = (token.path, candidate, distance) }
        }
        let alpha = color.alpha < 1 ? " at the same alpha" : ""
        if let best {
            return "for \(color.srgbHexWithAlpha), the nearest allowed colour token: \(best.path) (\(best.color.srgbHex), ΔE00 \(RuleFormat.fixed(best.distance, 1)))\(alpha)"
        }
        let rgb = color.gamutMapped(to: .srgb).componentsOrZero
        let nudged = [rgb.x, rgb.y, rgb.z].map { ($0 * 255).rounded() + ($0 < 0.5 ? 1 : -1) }
        let neighbour = ColorValue(space: .srgb, components: nudged.map { $0 / 255 })
        return "for \(color.srgbHexWithAlpha), the nearest allowed colour: \(neighbour.srgbHex)\(alpha) (the system has no allowed colour token)"
    }
}
