import Foundation
import TesseraCore

/// Each web library's spring, run as the library runs it (read from their sources: Framer Motion
/// `packages/motion-dom/src/animation/generators/spring`, Reanimated `src/animation/spring`,
/// react-spring `packages/core/src/SpringValue.ts`), for a unit move from rest to 0.
enum WebSpringSimulations {
    /// Framer Motion: closed forms for ζ < 1, ζ = 1 and ζ > 1, in milliseconds.
    static func framerMotion(_ config: WebSpringConfigs.Physical, epsilon: Double, end: Double) -> Double {
        let zeta = config.damping / (2 * (config.stiffness * config.mass).squareRoot())
        let omega0 = (config.stiffness / config.mass).squareRoot() / 1000
        let delta = -1.0
        func position(_ ms: Double) -> Double {
            if zeta < 1 {
                let omega = omega0 * (1 - zeta * zeta).squareRoot()
                let envelope = exp(-zeta * omega0 * ms)
                return -envelope * ((zeta * omega0 * delta) / omega * sin(omega * ms) + delta * cos(omega * ms))
            }
            if zeta == 1 { return -exp(-omega0 * ms) * (delta + omega0 * delta * ms) }
            let omega = omega0 * (zeta * zeta - 1).squareRoot()
            let envelope = exp(-zeta * omega0 * ms)
            let frequency = min(omega * ms, 300)
            return -(envelope * (zeta * omega0 * delta * sinh(frequency) + omega * delta * cosh(frequency))) / omega
        }
        return lastCrossing(step: 0.0001, end: end, threshold: epsilon) { position($0 * 1000) }
    }

    /// Reanimated: from the state at each 60 Hz frame, the underdamped closed form when ζ < 1 and
    /// the critically damped one (at ω0, whatever the damping) otherwise.
    static func reanimated(_ config: WebSpringConfigs.Physical, epsilon: Double, end: Double) -> Double {
        let zeta = config.damping / (2 * (config.stiffness * config.mass).squareRoot())
        let omega0 = (config.stiffness / config.mass).squareRoot()
        let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
        func advance(_ x0: Double, _ v0: Double, _ t: Double) -> (Double, Double) {
            if zeta < 1 {
                let envelope = exp(-zeta * omega0 * t)
                let fragment = envelope * (sin(omega1 * t) * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos(omega1 * t))
                let velocity = -zeta * omega0 * fragment
                    + envelope * (cos(omega1 * t) * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin(omega1 * t))
                return (fragment, velocity)
            }
            let envelope = exp(-omega0 * t)
            let position = envelope * (x0 + (v0 + omega0 * x0) * t)
            let velocity = envelope * -omega0 * (x0 + (v0 + omega0 * x0) * t) + envelope * (v0 + omega0 * x0)
            return (position, velocity)
        }
        let frame = 1.0 / 60
        var states: [(Double, Double)] = [(1, 0)]
        for _ in 0..<Int(end * 60 + 2) { states.append(advance(states.last!.0, states.last!.1, frame)) }
        return lastCrossing(step: 0.0001, end: end, threshold: epsilon) { t in
            let index = min(Int(t / frame), states.count - 1)
            return advance(states[index].0, states[index].1, t - Double(index) * frame).0
        }
    }

    /// react-spring: 1 ms semi-implicit Euler steps in milliseconds; between steps the value is
    /// read on the line joining them.
    static func reactSpring(_ config: WebSpringConfigs.TensionFriction, epsilon: Double) -> Double {
        var position = 1.0
        var velocity = 0.0
        var samples = [position]
        for _ in 0..<60_000 {
            let springForce = -config.tension * 0.000001 * position
            let dampingForce = -config.friction * 0.001 * velocity
            velocity += (springForce + dampingForce) / config.mass
            position += velocity
            samples.append(position)
        }
        guard let last = samples.lastIndex(where: { abs($0) >= epsilon }), last + 1 < samples.count else { return .infinity }
        let (a, b) = (samples[last], samples[last + 1])
        // Where the line from a to b leaves the band |x| < ε.
        let bound = a > 0 ? epsilon : -epsilon
        let fraction = a == b ? 0 : (a - bound) / (a - b)
        return (Double(last) + min(max(fraction, 0), 1)) / 1000
    }

    /// The last time in [0, end] with |x| ≥ threshold: samples every `step`, then bisection (a
    /// spring's swings last tens of milliseconds, so none above the threshold falls between samples).
    static func lastCrossing(step: Double, end: Double, threshold: Double = 0.001, _ x: (Double) -> Double) -> Double {
        let count = Int(end / step)
        var last = 0
        for index in 0...count where abs(x(Double(index) * step)) >= threshold { last = index }
        var low = Double(last) * step
        var high = low + step
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if abs(x(middle)) >= threshold { low = middle } else { high = middle }
        }
        return low
    }

    /// The stops of `linear(v, v p%, …, v)`, inputs as fractions (first 0, last 1).
    static func parseLinear(_ css: String) -> [(value: Double, input: Double)]? {
        guard css.hasPrefix("linear("), css.hasSuffix(")") else { return nil }
        let parts = css.dropFirst(7).dropLast().split(separator: ",").map { $0.split(separator: " ") }
        var stops: [(Double, Double)] = []
        for (offset, part) in parts.enumerated() {
            guard let value = Double(String(part[0])) else { return nil }
            if part.count == 2, part[1].hasSuffix("%"), let percent = Double(String(part[1].dropLast())) {
                stops.append((value, percent / 100))
            } else if part.count == 1, offset == 0 || offset == parts.count - 1 {
                stops.append((value, offset == 0 ? 0 : 1))
            } else {
                return nil
            }
        }
        return stops
    }

    /// CSS Easing 2 `linear()` at `input` in [0, 1].
    static func evaluate(_ stops: [(value: Double, input: Double)], at input: Double) -> Double {
        for index in 1..<stops.count where input <= stops[index].input {
            let (a, b) = (stops[index - 1], stops[index])
            return b.input == a.input ? b.value : a.value + (b.value - a.value) * (input - a.input) / (b.input - a.input)
        }
        return stops.last?.value ?? 1
    }
}
