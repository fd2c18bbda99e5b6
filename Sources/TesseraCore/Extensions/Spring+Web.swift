import Foundation

/// The configurations that web animation libraries take for one spring, each chosen so that the
/// library's own physics settles when the spring does (`Spring.lastCrossing`, ε = 0.001), within
/// 1 ms. Numbers are rounded to 4 decimals, as written. Formulas and sources:
/// Documentation/Extensions.md, "Springs on the web".
public struct WebSpringConfigs: Sendable, Hashable {
    /// Stiffness, damping and mass, as Framer Motion and Reanimated's `withSpring` take them.
    public struct Physical: Sendable, Hashable {
        public var stiffness: Double
        public var damping: Double
        public var mass: Double

        public init(stiffness: Double, damping: Double, mass: Double) {
            self.stiffness = stiffness
            self.damping = damping
            self.mass = mass
        }
    }

    /// Tension, friction and mass, as react-spring takes them.
    public struct TensionFriction: Sendable, Hashable {
        public var tension: Double
        public var friction: Double
        public var mass: Double

        public init(tension: Double, friction: Double, mass: Double) {
            self.tension = tension
            self.friction = friction
            self.mass = mass
        }
    }

    /// Framer Motion solves the spring's equation in closed form in all three damping regimes: the
    /// spring's own stiffness and damping.
    public var framerMotion: Physical
    /// Reanimated solves it in closed form too, but treats every ζ ≥ 1 as critically damped at
    /// ω0 = √(k/m): such springs get the critically damped spring that settles at the same time.
    public var reanimated: Physical
    /// react-spring integrates in fixed 1 ms steps (semi-implicit Euler), which loses energy
    /// faster than the spring: tension and friction give its discrete steps the spring's own
    /// decay and frequency (the poles of one step equal e^(s·1 ms)).
    public var reactSpring: TensionFriction
}

extension Spring {
    /// react-spring's fixed step, in seconds.
    public static let reactSpringStep = 0.001

    public var webConfigs: WebSpringConfigs {
        let omega0 = angularFrequency
        let zeta = dampingFraction
        let exact = WebSpringConfigs.Physical(stiffness: Self.rounded(stiffness), damping: Self.rounded(damping), mass: mass)
        var reanimated = exact
        if zeta >= 1 {
            // The critically damped curve (1 + ωt)e^(−ωt) reaches ε when ωt = u(ε).
            let omega = Self.criticalSettle(epsilon: 0.001) / lastCrossing(epsilon: 0.001)
            let stiffness = omega * omega * mass
            // Rounded up, so ζ ≥ 1 survives rounding and Reanimated takes its critical branch.
            let damping = ((2 * (stiffness * mass).squareRoot() + 1e-6) * 10_000).rounded(.up) / 10_000
            reanimated = WebSpringConfigs.Physical(stiffness: Self.rounded(stiffness), damping: damping, mass: mass)
        }
        let step = Self.reactSpringStep
        let decay = zeta * omega0
        let poleSum: Double
        if zeta < 1 {
            poleSum = 2 * exp(-decay * step) * cos(omega0 * (1 - zeta * zeta).squareRoot() * step)
        } else {
            let spread = omega0 * (zeta * zeta - 1).squareRoot()
            poleSum = exp((-decay + spread) * step) + exp((-decay - spread) * step)
        }
        let friction = (1 - exp(-2 * decay * step)) / step
        let tension = (2 - friction * step - poleSum) / (step * step)
        let reactSpring = WebSpringConfigs.TensionFriction(
            tension: Self.rounded(tension * mass), friction: Self.rounded(friction * mass), mass: mass)
        return WebSpringConfigs(framerMotion: exact, reanimated: reanimated, reactSpring: reactSpring)
    }

    /// u with (1 + u)e^(−u) = ε: where a critically damped unit move from rest settles, in units of 1/ω.
    static func criticalSettle(epsilon: Double) -> Double {
        var low = 0.0
        var high = 100.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + middle) * exp(-middle) >= epsilon { low = middle } else { high = middle }
        }
        return low
    }

    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
