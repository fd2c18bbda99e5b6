import TesseraCore

/// The colours text on a background actually sits on: a colour token is itself; a gradient is
/// each of its stops and the blend at its centre (stops mixed in sRGB, as SwiftUI and legacy
/// CSS gradients interpolate), since text laid over a gradient crosses all of them.
struct ContrastSample {
    /// Empty for a plain colour; `stop 2 (40%)` or `centre` for a gradient.
    var label: String
    var color: ColorValue

    static func samples(of value: TokenValue) -> [ContrastSample] {
        switch value {
        case .color(let color):
            return [ContrastSample(label: "", color: color)]
        case .gradient(let stops):
            var samples = stops.enumerated().map { index, stop in
                ContrastSample(label: "stop \(index + 1) (\(RuleFormat.number((stop.position * 1000).rounded() / 10))%)", color: stop.color)
            }
            if let centre = blend(stops, at: 0.5) { samples.append(ContrastSample(label: "centre", color: centre)) }
            return samples
        default:
            return []
        }
    }

    static func blend(_ stops: [GradientStop], at position: Double) -> ColorValue? {
        let sorted = stops.sorted { $0.position < $1.position }
        guard let first = sorted.first, let last = sorted.last else { return nil }
        if position <= first.position { return first.color }
        if position >= last.position { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.position <= position && position <= b.position {
            let t = b.position > a.position ? (position - a.position) / (b.position - a.position) : 0
            let from = a.color.gamutMapped(to: .srgb).componentsOrZero
            let to = b.color.gamutMapped(to: .srgb).componentsOrZero
            let mixed = from + (to - from) * t
            let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * t
            return ColorValue(space: .srgb, components: [mixed.x, mixed.y, mixed.z], alpha: alpha)
        }
        return last.color
    }
}
