import Foundation

extension Spring {
    /// Undamped angular frequency ω0 = √(k/m), rad/s.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// How long the spring takes to settle from a unit move at rest, with CoreAnimation's
    /// convention (`CASpringAnimation.settlingDuration`, ε = 0.001 of the move):
    /// underdamped, `ln((1 + |ζω0 / ωd|) / ε) / (ζω0)`; critically or over-damped, the first time on
    /// a 0.1 s grid after which the remaining displacement stays below ε for more than a second.
    /// (../shared/reference/numerics.md §4.3; tested against the published CoreAnimation values.)
    public func settlingDuration(epsilon: Double = 0.001, initialVelocity: Double = 0) -> Double {
        let omega0 = angularFrequency
        let zeta = dampingFraction
        if zeta < 1 {
            let decay = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return log((1 + abs((decay - initialVelocity) / omegaD)) / epsilon) / decay
        }
        return Self.gridSettle(epsilon: epsilon) { displacement(at: $0, initialVelocity: initialVelocity) }
    }

    /// The remaining displacement x(t) of a unit move (x(0) = 1, target 0); v0 toward the target.
    public func displacement(at t: Double, initialVelocity v0: Double = 0) -> Double {
        let omega0 = angularFrequency
        let zeta = dampingFraction
        if zeta < 1 {
            let decay = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return exp(-decay * t) * (cos(omegaD * t) + ((decay - v0) / omegaD) * sin(omegaD * t))
        }
        if zeta == 1 { return (1 + (omega0 - v0) * t) * exp(-omega0 * t) }
        // Over-damped: two real roots r1, r2 < 0; x(0) = 1, x'(0) = -v0.
        let root = omega0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega0 + root
        let r2 = -zeta * omega0 - root
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// CoreAnimation's scan for ζ ≥ 1: 0.1 s steps; settled at the first step from which |x| < ε
    /// holds for more than 1 s (ten further steps). Gives up after ten minutes of simulated time.
    private static func gridSettle(epsilon: Double, _ x: (Double) -> Double) -> Double {
        var step = 0
        var settledSince: Int?
        while step < 6000 {
            let t = Double(step) / 10
            if abs(x(t)) < epsilon {
                if settledSince == nil { settledSince = step }
                if step - settledSince! > 10 { return Double(settledSince!) / 10 }
            } else {
                settledSince = nil
            }
            step += 1
        }
        return .infinity
    }
}
