import TesseraCore

/// How a colour that no usage pair names would read on the system's own backgrounds: for a style
/// guide's swatches, measured exactly as the contrast rule measures (worst of sRGB and Display P3)
/// and graded against WCAG AA: 4.5 for text, 3 for large text and icons.
public struct SwatchContrast: Sendable, Hashable {
    public enum Grade: String, Sendable { case text, large, fail }

    public var foreground: TokenPath
    public var background: TokenPath
    public var permutation: Int
    public var ratio: Double

    public var grade: Grade { ratio >= 4.5 ? .text : ratio >= 3 ? .large : .fail }
    /// Rounded down, as findings print ratios.
    public var ratioText: String { RuleFormat.ratio(ratio) }

    /// The backgrounds a system states: each plain, opaque colour its usage pairs name as a
    /// background, in the order first named, at most `limit`.
    public static func backgrounds(in input: CheckInput, limit: Int = 6) -> [TokenPath] {
        var found: [TokenPath] = []
        for pair in input.usage {
            for path in pair.backgrounds where !found.contains(path) && found.count < limit {
                guard case .color(let color)? = input.permutations.first?[path.string]?.value, color.alpha >= 1 else { continue }
                found.append(path)
            }
        }
        return found
    }

    /// Every colour token that is neither a usage foreground nor one of the backgrounds, on each
    /// background, in every permutation where both exist.
    public static func all(in input: CheckInput) -> [SwatchContrast] {
        let backgrounds = backgrounds(in: input)
        let foregrounds = Set(input.usage.map(\.foreground)).union(backgrounds)
        var result: [SwatchContrast] = []
        for (permutation, set) in input.permutations.enumerated() {
            // Each background composited once per permutation; each colour is then measured on it.
            let scenes: [(path: TokenPath, scene: ContrastScene)] = backgrounds.compactMap { background in
                guard case .color(let backdrop)? = set[background.string]?.value else { return nil }
                return (background, ContrastScene(samples: [ContrastSample(label: "", color: backdrop)], backdrops: [("", backdrop)], opacity: 1))
            }
            for token in set.tokens where !foregrounds.contains(token.path) {
                guard case .color(let color) = token.value else { continue }
                for (background, scene) in scenes {
                    result.append(SwatchContrast(
                        foreground: token.path, background: background, permutation: permutation, ratio: scene.worst(color).ratio))
                }
            }
        }
        return result
    }
}
