import Foundation

/// A spring as a CSS `linear()` easing: stops of the spring's progress 1 − x(t), to be run for
/// `durationMilliseconds`, which is the spring's settling time (`lastCrossing`, ε = 0.001) rounded
/// up to a whole millisecond. Between the stops the easing is within `maxError` of the spring's
/// progress at every moment, stop rounding and the final step to exactly 1 included.
public struct SpringLinearEasing: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        /// Progress, to 4 decimals.
        public var value: Double
        /// Input percentage of the duration, to 2 decimals.
        public var percent: Double
    }

    public var stops: [Stop]
    public var durationMilliseconds: Int
    public var maxError: Double
}

extension Spring {
    /// The error bound the outputs use.
    public static let linearEasingError = 0.005

    /// Stops chosen greedily: from each stop, the next is the furthest sample the straight line to
    /// which stays within 90 % of `maxError` of the curve at every sample in between (4,000 samples
    /// over the duration; the curve cannot leave the line by more than ω0²·Δt²/8 between two).
    public func linearEasing(maxError: Double = Spring.linearEasingError) -> SpringLinearEasing {
        let settle = lastCrossing(epsilon: 0.001)
        let milliseconds = max(1, Int((settle * 1000).rounded(.up)))
        let duration = Double(milliseconds) / 1000
        let count = 4000
        let progress = (0...count).map { index -> Double in
            index == count ? 1 : 1 - displacement(at: duration * Double(index) / Double(count))
        }
        let budget = maxError * 0.9
        var stops = [SpringLinearEasing.Stop(value: 0, percent: 0)]
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, Self.fits(progress, from: start, to: end + 1, count: count, budget: budget) { end += 1 }
            let stop = Self.stop(progress, end, count: count)
            stops.append(stop)
            start = end
        }
        return SpringLinearEasing(stops: stops, durationMilliseconds: milliseconds, maxError: maxError)
    }

    /// The stop at sample `index`, rounded as written.
    private static func stop(_ progress: [Double], _ index: Int, count: Int) -> SpringLinearEasing.Stop {
        let percent = (Double(index) / Double(count) * 100 * 100).rounded() / 100
        return SpringLinearEasing.Stop(value: (progress[index] * 10_000).rounded() / 10_000, percent: percent)
    }

    /// Whether the line between the rounded stops at `start` and `end` stays within `budget` of every
    /// sample between them.
    private static func fits(_ progress: [Double], from start: Int, to end: Int, count: Int, budget: Double) -> Bool {
        let first = stop(progress, start, count: count)
        let last = stop(progress, end, count: count)
        let span = last.percent - first.percent
        guard span > 0 else { return false }
        for index in start...end {
            let percent = Double(index) / Double(count) * 100
            let line = first.value + (last.value - first.value) * (percent - first.percent) / span
            if abs(line - progress[index]) > budget { return false }
        }
        return true
    }
}

extension SpringLinearEasing {
    /// `linear(0, 0.0123 4.5%, …, 1)`.
    public var css: String {
        var text = "linear("
        for (offset, stop) in stops.enumerated() {
            if offset > 0 { text += ", " }
            text += Self.number(stop.value)
            if offset > 0, offset < stops.count - 1 { text += " " + Self.number(stop.percent) + "%" }
        }
        return text + ")"
    }

    /// Up to 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let scaled = Int64((value * 10_000).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        var text = sign + String(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction > 0 else { return text }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        fraction = 0
        text += "." + digits
        return text
    }
}
