import TesseraCore

/// A CSS cubic Bézier easing: progress y for time fraction x (../shared/reference/numerics.md §5).
/// Newton's method from t = x, then bisection; outside [0, 1] the curve continues along its end
/// tangent, as CSS Easing specifies.
struct CubicBezierCurve {
    let ax, bx, cx, ay, by, cy: Double
    let curve: CubicBezier

    init(_ curve: CubicBezier) {
        self.curve = curve
        cx = 3 * curve.x1
        bx = 3 * (curve.x2 - curve.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * curve.y1
        by = 3 * (curve.y2 - curve.y1) - cy
        ay = 1 - cy - by
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's parameter t at which x(t) = x, for x in [0, 1].
    func solveX(_ x: Double, epsilon: Double = 1e-7) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            let next = (high - low) / 2 + low
            if next == t { return t }
            t = next
        }
        return t
    }

    /// Progress at time fraction x.
    func y(atX x: Double) -> Double {
        if x < 0 {
            let slope = curve.x1 > 0 ? curve.y1 / curve.x1 : curve.x2 > 0 ? curve.y2 / curve.x2 : 0
            return slope * x
        }
        if x > 1 {
            let slope = curve.x2 < 1 ? (curve.y2 - 1) / (curve.x2 - 1) : curve.x1 < 1 ? (curve.y1 - 1) / (curve.x1 - 1) : 0
            return 1 + slope * (x - 1)
        }
        return sampleY(solveX(x))
    }
}
