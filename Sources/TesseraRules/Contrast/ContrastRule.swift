import TesseraCore

/// `contrast`: every usage pair the system declares reaches its WCAG 2.x minimum in every
/// permutation, on sRGB and Display P3 displays, with translucency composited and gradients
/// checked at every stop and at the centre. A failure names the nearest colours that pass.
struct ContrastRule: PartitionedRule {
    static let id = "contrast"
    static let summary = "Each declared text, icon or non-text colour on its background reaches the WCAG 2.x minimum in every theme and mode (AA by default), with the nearest passing colour suggested."
    static let defaultLevel = RuleSettings.Level.error
    static let options = [
        RuleOption(key: "level", summary: "WCAG level: `AA` (4.5 / 3) or `AAA` (7 / 4.5).", kind: .string, choices: ["AA", "AAA"]),
    ]
    static let details = """
        For each usage pair that is not `exempt`, in every permutation and against each background: the
        foreground's alpha (times the pair's `opacity`) is composited over the background, a translucent
        background over its `backdrop` (when the pair names none, over white and over black, and the worse
        counts), and the WCAG 2.x ratio is taken as an sRGB display shows the colours (gamut-mapped) and as a
        Display P3 display does (the P3 luminance row); the worse counts. A gradient background is measured at
        every stop and at its centre (stops mixed in sRGB). The minimum is WCAG's for the pair's role and size
        (text: 4.5, or 3 when large, 18 pt or 14 pt at weight 700; AAA 7 and 4.5; icons and non-text 3),
        raised to a `min-contrast` prohibition's `ratio` for text. Ratios print rounded down, so a failing
        4.499 shows as 4.49.

        A failure lists the nearest colours that pass: the foreground (and, for a plain-colour background, the
        background) with its OKLCH lightness moved up or down just enough, hue and chroma kept, as 8-bit sRGB
        (Display P3 for wide-gamut colours), ranked by CIEDE2000 distance; each as hex and as a DTCG value
        ready to paste.
        """
    static let examples = [
        RuleExample(
            "grey text on white fails AA and gets a darker grey", tokens: ##"{"c": {"$type": "color", "text": {"$value": "#999999"}, "page": {"$value": "#ffffff"}}}"##,
            config: ##"{"usage": [{"name": "Body", "foreground": "c.text", "background": "c.page", "size": 16}]}"##, findings: 1),
        RuleExample(
            "the same grey passes as large text only at 3:1, which it does not reach either", tokens: ##"{"c": {"$type": "color", "text": {"$value": "#999999"}, "page": {"$value": "#ffffff"}}}"##,
            config: ##"{"usage": [{"name": "Title", "foreground": "c.text", "background": "c.page", "size": 24}]}"##, findings: 1),
        RuleExample(
            "near-black text on white passes", tokens: ##"{"c": {"$type": "color", "text": {"$value": "#222222"}, "page": {"$value": "#ffffff"}}}"##,
            config: ##"{"usage": [{"name": "Body", "foreground": "c.text", "background": "c.page", "size": 16}]}"##, findings: 0),
        RuleExample(
            "a disabled label is exempt", tokens: ##"{"c": {"$type": "color", "text": {"$value": "#cccccc"}, "page": {"$value": "#ffffff"}}}"##,
            config: ##"{"usage": [{"name": "Disabled", "foreground": "c.text", "background": "c.page", "exempt": "disabled"}]}"##, findings: 0),
        RuleExample(
            "white text fails on the light end of a gradient", tokens: ##"{"c": {"text": {"$type": "color", "$value": "#ffffff"}, "hero": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}, {"color": "#eeeeee", "position": 1}]}}}"##,
            config: ##"{"usage": [{"name": "Hero title", "foreground": "c.text", "background": "c.hero", "size": 16}]}"##, findings: 1),
        RuleExample(
            "text at 40% opacity is composited before measuring", tokens: ##"{"c": {"$type": "color", "text": {"$value": "#000000"}, "page": {"$value": "#ffffff"}}}"##,
            config: ##"{"usage": [{"name": "Hint", "foreground": "c.text", "background": "c.page", "opacity": 0.4, "size": 16}]}"##, findings: 1),
    ]

    /// The usage pairs, which are checked independently (and so in parallel parts).
    static func itemCount(in input: CheckInput) -> Int { input.usage.count }

    func check(_ input: CheckInput, items: Range<Int>, into findings: inout Findings) {
        let level = input.settings.option(Self.id, "level")?.string ?? "AA"
        let floors = input.prohibitions(.minContrast)
        for pair in input.usage[items] where pair.exempt == nil {
            let required = ContrastThreshold.required(for: pair, level: level, floors: floors)
            // Modes mostly override other colours: a pair whose tokens a later permutation leaves
            // as they were has the same finding there, and the fix search is the costly part.
            var checked: [(situation: Situation, finding: Finding?)] = []
            for (index, set) in input.permutations.enumerated() {
                for background in pair.backgrounds {
                    let situation = Situation(pair, background: background, in: set)
                    let finding: Finding?
                    if let earlier = checked.first(where: { $0.situation == situation }) {
                        finding = earlier.finding
                    } else {
                        finding = check(pair, on: background, in: set, required: required)
                        checked.append((situation, finding))
                    }
                    if let finding { findings.add(finding, permutation: index) }
                }
            }
        }
    }

    /// Everything a pair's finding on one background reads from a permutation.
    private struct Situation: Equatable {
        var background: TokenPath
        var foreground: TokenValue?
        var foregroundPosition: SourcePosition?
        var backgroundValue: TokenValue?
        var backdrops: [TokenValue?]

        init(_ pair: UsagePair, background: TokenPath, in set: ResolvedTokenSet) {
            self.background = background
            let foregroundToken = set[pair.foreground.string]
            foreground = foregroundToken?.value
            foregroundPosition = foregroundToken?.position
            backgroundValue = set[background.string]?.value
            backdrops = pair.backdrops.map { set[$0.string]?.value }
        }
    }

    private func check(_ pair: UsagePair, on backgroundPath: TokenPath, in set: ResolvedTokenSet, required: ContrastThreshold) -> Finding? {
        guard let foregroundToken = set[pair.foreground.string], case .color(let foreground) = foregroundToken.value,
              let backgroundToken = set[backgroundPath.string] else { return nil }
        let samples = ContrastSample.samples(of: backgroundToken.value)
        let backdrops = self.backdrops(pair, samples: samples, in: set)
        let opacity = pair.opacity ?? 1
        let scene = ContrastScene(samples: samples, backdrops: backdrops, opacity: opacity)
        let measured = scene.worst(foreground)
        guard measured.ratio < required.ratio else { return nil }

        var place = [String]()
        if !measured.sample.isEmpty { place.append("at its \(measured.sample)") }
        if !measured.backdrop.isEmpty { place.append("over \(measured.backdrop)") }
        if foreground.isInGamut(.srgb) == false || samples.contains(where: { !$0.color.isInGamut(.srgb) }) { place.append("on a \(measured.display) display") }
        let opacityText = opacity < 1 ? " at \(RuleFormat.number((opacity * 100).rounded()))% opacity" : ""
        let message = "'\(pair.name)': \(pair.foreground)\(opacityText) on \(backgroundPath)\(place.isEmpty ? "" : " " + place.joined(separator: " "))"
            + " has contrast \(RuleFormat.ratio(measured.ratio)):1; needs \(RuleFormat.number(required.ratio)):1 (\(required.reason))"

        // On one plain background (and, moving the background, under opaque text) the ratio
        // is V-shaped in the moved colour's luminance, which the search can use.
        let plain = samples.count == 1 && backdrops.count == 1
        var fixes = ContrastFix.search(
            .foreground, foreground, required: required.ratio, oneBackground: plain, ratio: { scene.worst($0).ratio },
            srgbRatio: { scene.worstRatio(srgb: $0, alpha: foreground.alpha) })
        if plain, case .color(let background) = backgroundToken.value {
            let probe = BackgroundProbe(foreground: foreground, backdrops: backdrops, opacity: opacity)
            let backgroundFixes = ContrastFix.search(
                .background, background, required: required.ratio, oneBackground: foreground.alpha >= 1 && opacity >= 1,
                ratio: { candidate in
                    ContrastScene(samples: [ContrastSample(label: "", color: candidate)], backdrops: backdrops, opacity: opacity).worst(foreground).ratio
                },
                srgbRatio: { probe.worstRatio(srgb: $0, alpha: background.alpha) })
            if let best = backgroundFixes.min(by: { $0.deltaE < $1.deltaE }) { fixes.append(best) }
        }
        fixes.sort { ($0.deltaE, $0.part.rawValue) < ($1.deltaE, $1.part.rawValue) }
        var notes = fixes.enumerated().map { ($0.offset == 0 ? "nearest fix: " : "or: ") + $0.element.note }
        if opacity < 1, let raised = Self.opacityFix(required: required.ratio, { scene.worst(foreground, opacity: $0).ratio }) {
            notes.append((notes.isEmpty ? "fix: " : "or: ") + "raise the opacity from \(RuleFormat.number((opacity * 100).rounded()))% to \(RuleFormat.number(raised))%")
        }
        if notes.isEmpty {
            let parts = samples.count == 1 && backdrops.count == 1 ? "foreground or background" : "foreground"
            notes.append("no lightness of the \(parts) reaches \(RuleFormat.number(required.ratio)):1 here; change the pair (another colour, a darker overlay, larger text)")
        }
        if backdrops.count > 1 { notes.append("the background is translucent and the pair names no `backdrop`, so white and black backdrops were both tried") }
        return Finding(message, at: foregroundToken.position, tokens: [pair.foreground, backgroundPath], notes: notes, declaredAt: pair.position, declaration: "the usage pair is declared here")
    }

    /// The smallest whole-percent opacity at which the foreground passes, if full opacity does.
    static func opacityFix(required: Double, _ ratio: (Double) -> Double) -> Double? {
        guard ratio(1) >= required else { return nil }
        var low = 0, high = 100
        while high - low > 1 {
            let middle = (low + high) / 2
            if ratio(Double(middle) / 100) >= required { high = middle } else { low = middle }
        }
        return Double(high)
    }

    /// What translucent backgrounds sit on: the pair's `backdrop` tokens; else, when any sample is
    /// translucent, both white and black (the worst counts); else nothing is needed (white).
    func backdrops(_ pair: UsagePair, samples: [ContrastSample], in set: ResolvedTokenSet) -> [(label: String, color: ColorValue)] {
        let white = ColorValue(space: .srgb, components: [1, 1, 1])
        // An opaque background hides its backdrop (a glass tint that Reduce Transparency makes matte).
        guard samples.contains(where: { $0.color.alpha < 1 }) else { return [("", white)] }
        let stated: [(label: String, color: ColorValue)] = pair.backdrops.compactMap { path in
            guard case .color(let color)? = set[path.string]?.value else { return nil }
            return (path.string, color)
        }
        if !stated.isEmpty { return stated }
        return [("white", white), ("black", ColorValue(space: .srgb, components: [0, 0, 0]))]
    }
}
