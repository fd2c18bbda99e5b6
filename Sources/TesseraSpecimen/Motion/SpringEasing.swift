import TesseraCore

/// A spring as CSS can play it: its settling time and a `linear()` easing that follows its
/// position, 1 − x(t), sampled over that time and thinned (Ramer–Douglas–Peucker, tolerance
/// 0.0017, as numerics.md §4.5 recommends) so the curve stays within a fraction of a pixel.
struct SpringEasing {
    let spring: Spring
    /// Seconds, CoreAnimation's convention (ε 0.001); the plot marks it.
    let settling: Double

    init(_ spring: Spring) {
        self.spring = spring
        let settling = spring.settlingDuration()
        self.settling = settling.isFinite && settling > 0 ? settling : spring.response
    }

    /// Position (0 at rest, 1 at the target) at time t in seconds.
    func position(_ t: Double) -> Double { 1 - spring.displacement(at: t) }

    var css: String {
        let count = 400
        let points = (0...count).map { index -> (x: Double, y: Double) in
            let fraction = Double(index) / Double(count)
            return (fraction, index == count ? 1 : position(fraction * settling))
        }
        let kept = Self.simplify(points, tolerance: 0.0017)
        return "linear(" + kept.map { "\(SpecimenFormat.number($0.y, 3)) \(SpecimenFormat.number($0.x * 100, 1))%" }.joined(separator: ", ") + ")"
    }

    static func simplify(_ points: [(x: Double, y: Double)], tolerance: Double) -> [(x: Double, y: Double)] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var stack = [(0, points.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            let a = points[first], b = points[last]
            var farthest = first, distance = 0.0
            for index in (first + 1)..<last {
                // Vertical distance to the chord: the error of the piecewise-linear easing there.
                let t = (points[index].x - a.x) / (b.x - a.x)
                let error = abs(points[index].y - (a.y + (b.y - a.y) * t))
                if error > distance { (farthest, distance) = (index, error) }
            }
            if distance > tolerance {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }
}
