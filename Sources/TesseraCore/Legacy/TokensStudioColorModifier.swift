import Foundation

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`): `lighten`, `darken`,
/// `mix` (with `color`) and `alpha`, by `value` (0…1), in `space` (`srgb`, `p3`, `hsl` or `lch`;
/// lch when absent). Tessera's formulas, documented in Diagnostics.md (`legacy-color-modifier`):
/// lighten moves each sRGB or P3 channel, or the HSL or LCH lightness, toward its maximum by the
/// amount; darken scales it toward 0; mix interpolates every component (hue along the shorter arc);
/// alpha sets the alpha. The result is written in sRGB, clipped to its gamut.
struct TokensStudioColorModifier {
    enum Operation: String { case lighten, darken, mix, alpha }

    var operation: Operation
    var amount: Double
    var space: ColorSpace
    var other: ColorValue?

    /// The modifier a token's extensions hold; a reason when there is one but it cannot be used.
    static func read(_ extensions: JSONNode?) -> Result<TokensStudioColorModifier, Failure>? {
        guard let modify = extensions?.object?["studio.tokens"]?.object?["modify"]?.object else { return nil }
        guard let name = modify["type"]?.string, let operation = Operation(rawValue: name) else {
            return .failure(Failure(reason: "\"type\" must be lighten, darken, mix or alpha"))
        }
        let value = modify["value"]?.number ?? modify["value"]?.string.flatMap(Double.init)
        guard let value, value.isFinite else { return .failure(Failure(reason: "\"value\" must be a number from 0 to 1")) }
        let spaces: [String: ColorSpace] = ["srgb": .srgb, "p3": .displayP3, "hsl": .hsl, "lch": .lch]
        guard let space = spaces[modify["space"]?.string?.lowercased() ?? "lch"] else {
            return .failure(Failure(reason: "\"space\" must be srgb, p3, hsl or lch"))
        }
        var other: ColorValue?
        if operation == .mix {
            guard let text = modify["color"]?.string, let color = LegacyColor.hexColor(text) ?? Self.cssColor(text) else {
                return .failure(Failure(reason: "mix needs a \"color\" such as \"#ffffff\""))
            }
            other = color
        }
        return .success(TokensStudioColorModifier(operation: operation, amount: min(max(value, 0), 1), space: space, other: other))
    }

    struct Failure: Error { var reason: String }

    /// `extensions` without the modifier, once it is applied; nil when nothing else is left.
    static func removingModifier(from extensions: JSONNode?) -> JSONNode? {
        guard var root = extensions?.object, var studio = root["studio.tokens"]?.object, studio["modify"] != nil else { return extensions }
        studio.members.removeAll { $0.key == "modify" }
        if studio.isEmpty { root.members.removeAll { $0.key == "studio.tokens" } } else { root["studio.tokens"] = JSONNode(.object(studio)) }
        return root.isEmpty ? nil : JSONNode(.object(root), at: extensions?.position)
    }

    private static func cssColor(_ text: String) -> ColorValue? {
        if case .converted(let color) = LegacyColor.parse(text) { return color }
        return nil
    }

    /// `color` modified, in sRGB.
    func apply(to color: ColorValue) -> ColorValue {
        if operation == .alpha {
            var result = color.converted(to: .srgb)
            result.alpha = amount
            return clipped(result)
        }
        var c = color.converted(to: space).componentsOrZero
        switch (operation, space) {
        case (.lighten, .hsl): c.z += (100 - c.z) * amount
        case (.lighten, .lch): c.x += (100 - c.x) * amount
        case (.lighten, _): c += (SIMD3(repeating: 1) - c) * amount
        case (.darken, .hsl): c.z *= 1 - amount
        case (.darken, .lch): c.x *= 1 - amount
        case (.darken, _): c *= 1 - amount
        case (.mix, _): c = mix(c, other.map { $0.converted(to: space).componentsOrZero } ?? c)
        case (.alpha, _): break
        }
        return clipped(ColorValue(space: space, components: [c.x, c.y, c.z], alpha: color.alpha).converted(to: .srgb))
    }

    private func mix(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        var result = a + (b - a) * amount
        // The hue (first in hsl, last in lch) goes the shorter way round.
        let hue = space == .hsl ? 0 : space == .lch ? 2 : -1
        if hue >= 0 {
            var delta = b[hue] - a[hue]
            if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
            result[hue] = (a[hue] + delta * amount + 360).truncatingRemainder(dividingBy: 360)
        }
        return result
    }

    private func clipped(_ color: ColorValue) -> ColorValue {
        let c = color.componentsOrZero
        let clip = { (value: Double) in value.isNaN ? 0 : min(max(value, 0), 1) }
        return ColorValue(space: .srgb, components: [clip(c.x), clip(c.y), clip(c.z)], alpha: color.alpha)
    }
}
