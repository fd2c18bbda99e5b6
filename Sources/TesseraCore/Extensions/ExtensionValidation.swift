/// Checks Tessera's own `$extensions` (springs, haptics) on resolved tokens: the shape, the token's
/// type, and that derived numbers agree, so a typo cannot silently drop a spring.
enum ExtensionValidation {
    static func check(_ token: Token, log: inout DiagnosticLog) {
        guard let extensions = token.extensions?.object else { return }
        if let spring = extensions.member(Spring.extensionKey) { checkSpring(token, spring, log: &log) }
        if let haptic = extensions.member(Haptic.extensionKey) { checkHaptic(token, haptic, log: &log) }
    }

    private static func checkSpring(_ token: Token, _ member: JSONMember, log: inout DiagnosticLog) {
        let at = member.value.position ?? token.position
        guard case .duration(let duration) = token.value else {
            log.error("invalid-spring", "'\(token.path)' has a \(Spring.extensionKey) extension but is a \(token.type.rawValue) token; a spring is a duration token whose value is its response", at: at)
            return
        }
        guard let object = member.value.object, let response = object["response"]?.number, response > 0,
              let fraction = object["dampingFraction"]?.number, fraction > 0 else {
            log.error("invalid-spring", "\(Spring.extensionKey) needs a positive \"response\" (seconds) and \"dampingFraction\"", at: at)
            return
        }
        let known: Set<String> = ["response", "dampingFraction", "mass", "stiffness", "damping"]
        for key in object.keys where !known.contains(key) {
            log.error("invalid-spring", "\(Spring.extensionKey) has no \"\(key)\"; it holds response, dampingFraction, mass, stiffness, damping", at: object.member(key)?.keyPosition ?? at)
        }
        let spring = Spring(response: response, dampingFraction: fraction, mass: object["mass"]?.number ?? 1)
        if (duration.milliseconds - response * 1000).magnitude > 0.5 {
            log.error("invalid-spring", "'\(token.path)' is \(duration.milliseconds) ms but its spring response is \(response) s; the duration value is the response", at: at)
        }
        for (key, expected) in [("stiffness", spring.stiffness), ("damping", spring.damping)] {
            guard let written = object[key]?.number else { continue }
            if (written - expected).magnitude > max(0.01, expected * 0.001) {
                log.error("invalid-spring", "\(key) \(written) does not match response \(response) and dampingFraction \(fraction) (expected \(Self.rounded(expected)))", at: object[key]?.position ?? at)
            }
        }
    }

    private static func checkHaptic(_ token: Token, _ member: JSONMember, log: inout DiagnosticLog) {
        let at = member.value.position ?? token.position
        guard case .number(let intensity) = token.value, (0...1).contains(intensity) else {
            log.error("invalid-haptic", "'\(token.path)' has a \(Haptic.extensionKey) extension, so it must be a number token holding the intensity in [0, 1]", at: at)
            return
        }
        guard let object = member.value.object, HapticExtension.feedback(object) != nil else {
            log.error("invalid-haptic", "\(Haptic.extensionKey) needs \"feedback\": impact (with \"style\" light, medium, heavy, soft or rigid), selection, or notification (with \"style\" success, warning or error)", at: at)
            return
        }
    }

    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
