import TesseraCore

/// A spring token (a duration with `dev.tessera.spring`) in the `ts` output: its duration, plus
/// `spring` with the configurations web animation libraries take to move as the spring does
/// (`Spring.webConfigs`) and its CSS `linear()` easing (`Spring.linearEasing`).
enum TypeScriptSpring {
    static let declarations = """
        /** A spring: SwiftUI's parameters, and what web animation libraries take to settle when it does (within 1 ms). */
        export interface Spring {
          /** Seconds, as SwiftUI's `.spring(response:dampingFraction:)`. */
          readonly response: number;
          readonly dampingFraction: number;
          readonly mass: number;
          /** Framer Motion's `transition`. */
          readonly framerMotion: { readonly type: "spring"; readonly stiffness: number; readonly damping: number; readonly mass: number };
          /** Reanimated's `withSpring(toValue, config)`. */
          readonly reanimated: { readonly stiffness: number; readonly damping: number; readonly mass: number };
          /** react-spring's `config`. */
          readonly reactSpring: { readonly tension: number; readonly friction: number; readonly mass: number };
          /** A CSS `linear()` easing within `maxError` of the spring's progress, and the duration to run it for. */
          readonly css: { readonly easing: string; readonly duration: string; readonly maxError: number };
        }

        /** A duration token that is a spring: the duration is its response. */
        export interface SpringDuration extends Duration {
          readonly spring: Spring;
        }

        """

    static func append(_ duration: Duration, spring: Spring, to bytes: inout TypeScriptWriter) {
        let configs = spring.webConfigs
        let easing = spring.linearEasing()
        bytes.append(literal: "{ value: ")
        bytes.appendNumber(duration.value)
        bytes.append(literal: ", unit: ")
        TypeScriptText.appendString(duration.unit.rawValue, to: &bytes)
        appendNumbers([(", spring: { response: ", spring.response), (", dampingFraction: ", spring.dampingFraction), (", mass: ", spring.mass)], to: &bytes)
        bytes.append(literal: ", framerMotion: ")
        appendPhysical(configs.framerMotion, type: true, to: &bytes)
        bytes.append(literal: ", reanimated: ")
        appendPhysical(configs.reanimated, type: false, to: &bytes)
        let reactSpring = configs.reactSpring
        appendNumbers([(", reactSpring: { tension: ", reactSpring.tension), (", friction: ", reactSpring.friction), (", mass: ", reactSpring.mass)], to: &bytes)
        bytes.append(literal: " }, css: { easing: ")
        TypeScriptText.appendString(easing.css, to: &bytes)
        bytes.append(literal: ", duration: ")
        TypeScriptText.appendString("\(easing.durationMilliseconds)ms", to: &bytes)
        bytes.append(literal: ", maxError: ")
        bytes.appendNumber(easing.maxError)
        bytes.append(literal: " } } }")
    }

    private static func appendPhysical(_ config: WebSpringConfigs.Physical, type: Bool, to bytes: inout TypeScriptWriter) {
        appendNumbers([(type ? "{ type: \"spring\", stiffness: " : "{ stiffness: ", config.stiffness), (", damping: ", config.damping), (", mass: ", config.mass)], to: &bytes)
        bytes.append(literal: " }")
    }

    /// Each key (with what comes before it) and its number.
    private static func appendNumbers(_ members: [(StaticString, Double)], to bytes: inout TypeScriptWriter) {
        for (key, value) in members {
            bytes.append(literal: key)
            bytes.appendNumber(value)
        }
    }
}
