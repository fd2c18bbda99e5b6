import Foundation
import TesseraCore

/// How long a spring takes to settle in each form the outputs write it in: SwiftUI's
/// `.spring(response:dampingFraction:)` (the swift output), the Framer Motion, Reanimated and
/// react-spring configurations (the ts output, `Spring.webConfigs`) and the CSS `linear()` easing
/// with its duration (the css output). Each is the last moment a unit move from rest is still
/// 0.001 away (`Spring.lastCrossing`), run as the library runs it: Framer Motion's closed forms,
/// Reanimated's (critically damped at ω0 for ζ ≥ 1), react-spring's 1 ms semi-implicit Euler
/// steps, and the CSS transition's duration.
struct SpringForms {
    struct Form: Sendable {
        var name: String
        var seconds: Double
    }

    var forms: [Form]

    init(_ spring: Spring) {
        let configs = spring.webConfigs
        forms = [
            Form(name: "SwiftUI", seconds: spring.lastCrossing()),
            Form(name: "Framer Motion", seconds: Self.spring(configs.framerMotion).lastCrossing()),
            Form(name: "Reanimated", seconds: Self.reanimated(configs.reanimated)),
            Form(name: "react-spring", seconds: Self.reactSpring(configs.reactSpring)),
            Form(name: "CSS linear()", seconds: Double(spring.linearEasing().durationMilliseconds) / 1000),
        ]
    }

    /// The spring a stiffness, damping and mass stand for.
    private static func spring(_ config: WebSpringConfigs.Physical) -> Spring {
        Spring(
            response: 2 * Double.pi * (config.mass / config.stiffness).squareRoot(),
            dampingFraction: config.damping / (2 * (config.stiffness * config.mass).squareRoot()), mass: config.mass)
    }

    /// Reanimated takes the underdamped closed form below ζ 1 and the critically damped one at
    /// ω0 = √(k/m) otherwise, whatever the damping.
    private static func reanimated(_ config: WebSpringConfigs.Physical) -> Double {
        var physical = spring(config)
        if physical.dampingFraction >= 1 { physical.dampingFraction = 1 }
        return physical.lastCrossing()
    }

    /// react-spring's 1 ms steps (`SpringValue.ts`), read on the line between steps.
    private static func reactSpring(_ config: WebSpringConfigs.TensionFriction, epsilon: Double = 0.001) -> Double {
        var position = 1.0
        var velocity = 0.0
        var lastAbove = 0
        var previous = position
        var crossing = 0.0
        for step in 1...60_000 {
            velocity += (-config.tension * 0.000001 * position - config.friction * 0.001 * velocity) / config.mass
            previous = position
            position += velocity
            if abs(position) >= epsilon {
                lastAbove = step
            } else if lastAbove == step - 1 {
                // Where the line from the last step at or above ε leaves the band |x| < ε.
                let bound = previous > 0 ? epsilon : -epsilon
                let fraction = previous == position ? 0 : (previous - bound) / (previous - position)
                crossing = (Double(step - 1) + min(max(fraction, 0), 1)) / 1000
            }
        }
        return abs(position) >= epsilon ? .infinity : crossing
    }

    /// The earliest and latest settling times, and the forms that give them.
    var spread: (fastest: Form, slowest: Form) {
        let sorted = forms.sorted { $0.seconds < $1.seconds }
        return (sorted[0], sorted[sorted.count - 1])
    }
}

/// Each spring's forms worked out once per check (a system's springs recur in every permutation).
struct SpringFormCache {
    private var forms: [Spring: SpringForms] = [:]

    mutating func forms(of spring: Spring) -> SpringForms {
        if let known = forms[spring] { return known }
        let made = SpringForms(spring)
        forms[spring] = made
        return made
    }
}
