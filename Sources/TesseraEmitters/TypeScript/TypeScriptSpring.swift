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

    static func append(_ duration: Duration, spring: Spring, to bytes: inout [UInt8]) {
        let configs = spring.webConfigs
        let easing = spring.linearEasing()
        TypeScriptValueWriter.appendObject(to: &bytes) { fields in
            fields.add("value") { TypeScriptText.appendNumber(duration.value, to: &$0) }
            fields.add("unit") { TypeScriptText.appendString(duration.unit.rawValue, to: &$0) }
            fields.add("spring") { bytes in
                TypeScriptValueWriter.appendObject(to: &bytes) { fields in
                    fields.add("response") { TypeScriptText.appendNumber(spring.response, to: &$0) }
                    fields.add("dampingFraction") { TypeScriptText.appendNumber(spring.dampingFraction, to: &$0) }
                    fields.add("mass") { TypeScriptText.appendNumber(spring.mass, to: &$0) }
                    fields.add("framerMotion") { appendPhysical(configs.framerMotion, type: true, to: &$0) }
                    fields.add("reanimated") { appendPhysical(configs.reanimated, type: false, to: &$0) }
                    fields.add("reactSpring") { bytes in
                        appendNumbers([("tension", configs.reactSpring.tension), ("friction", configs.reactSpring.friction),
                                       ("mass", configs.reactSpring.mass)], to: &bytes)
                    }
                    fields.add("css") { bytes in
                        TypeScriptValueWriter.appendObject(to: &bytes) { fields in
                            fields.add("easing") { TypeScriptText.appendString(easing.css, to: &$0) }
                            fields.add("duration") { TypeScriptText.appendString("\(easing.durationMilliseconds)ms", to: &$0) }
                            fields.add("maxError") { TypeScriptText.appendNumber(easing.maxError, to: &$0) }
                        }
                    }
                }
            }
        }
    }

    private static func appendPhysical(_ config: WebSpringConfigs.Physical, type: Bool, to bytes: inout [UInt8]) {
        TypeScriptValueWriter.appendObject(to: &bytes) { fields in
            if type { fields.add("type") { $0.append(contentsOf: "\"spring\"".utf8) } }
            let members: [(StaticString, Double)] = [("stiffness", config.stiffness), ("damping", config.damping), ("mass", config.mass)]
            for (key, value) in members {
                fields.add(key) { TypeScriptText.appendNumber(value, to: &$0) }
            }
        }
    }

    private static func appendNumbers(_ members: [(StaticString, Double)], to bytes: inout [UInt8]) {
        TypeScriptValueWriter.appendObject(to: &bytes) { fields in
            for (key, value) in members { fields.add(key) { TypeScriptText.appendNumber(value, to: &$0) } }
        }
    }
}
