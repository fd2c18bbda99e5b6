/// SwiftUI's sensory feedback for the `haptics` option, in `Tokens+SwiftUI.swift`: each haptic token
/// as a `SensoryFeedback`, a modifier that plays one when a value changes, and for each haptics class
/// `View.<class>Feedback(_:trigger:)` taking its events.
///
/// The haptics class is in `Tokens+UIKit.swift`, so the view method is under `#if canImport(UIKit)`:
/// macOS has no haptics class, and plays none of these kinds anyway (Apple: impact, selection and
/// the notifications play only on iOS and watchOS); the modifier takes any `HapticValue` there.
enum SwiftSensoryFeedback {
    static let support = #"""
        // Sensory feedback is SwiftUI's from iOS 17, macOS 14, tvOS 17 and watchOS 10. visionOS SDKs before
        // 26 mark it unavailable (and Vision Pro has no haptics), so visionOS is left out.
        #if !os(visionOS)
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        extension TOKENS.HapticValue {
            /// The token as SwiftUI feedback: an impact keeps its weight (light, medium, heavy) or its
            /// flexibility (soft, rigid), and its intensity.
            ACCESS var sensoryFeedback: SwiftUI.SensoryFeedback {
                switch feedback {
                case .impact("light"): .impact(weight: .light, intensity: intensity)
                case .impact("heavy"): .impact(weight: .heavy, intensity: intensity)
                case .impact("soft"): .impact(flexibility: .soft, intensity: intensity)
                case .impact("rigid"): .impact(flexibility: .rigid, intensity: intensity)
                case .impact: .impact(weight: .medium, intensity: intensity)
                case .selection: .selection
                case .notification("warning"): .warning
                case .notification("error"): .error
                case .notification: .success
                }
            }
        }
        #endif

        /// Plays a haptic token with SwiftUI's sensory feedback each time `trigger` changes, on iOS 17,
        /// macOS 14, tvOS 17 and watchOS 10 or later (what plays depends on the device); earlier
        /// systems and visionOS play nothing.
        ACCESS struct TOKENSPREFIXSensoryFeedbackModifier<Trigger: Equatable>: SwiftUI.ViewModifier {
            let haptic: TOKENS.HapticValue
            let trigger: Trigger

            ACCESS init(_ haptic: TOKENS.HapticValue, trigger: Trigger) {
                (self.haptic, self.trigger) = (haptic, trigger)
            }

            #if os(visionOS)
            ACCESS func body(content: Content) -> some SwiftUI.View { content }
            #else
            ACCESS func body(content: Content) -> some SwiftUI.View {
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                    content.sensoryFeedback(haptic.sensoryFeedback, trigger: trigger)
                } else {
                    content
                }
            }
            #endif
        }
        """#

    /// `View.<name>(_:trigger:)` for the haptics class `type`.
    static func viewMethod(_ name: String, type: String, namespace: String, access: String) -> String {
        "/// Plays `event` with SwiftUI's sensory feedback each time `trigger` changes (see\n"
            + "/// `\(namespace)SensoryFeedbackModifier`); `\(type).shared` plays events directly.\n"
            + "\(access)func \(name)<Trigger: Equatable>(_ event: \(type).Event, trigger: Trigger) -> some SwiftUI.View {\n"
            + "    modifier(\(namespace)SensoryFeedbackModifier(event.value, trigger: trigger))\n}"
    }

    /// The view method's name for a haptics class: `OptaHaptics` → `optaHapticFeedback`,
    /// `FCHaptics` → `fcHapticFeedback`, `Buzz` → `buzzFeedback`.
    static func methodName(forClass type: String) -> String {
        let characters = Array(type)
        // A leading acronym is lowered up to the capital that starts the next word.
        let upper = characters.prefix { $0.isUppercase }.count
        let lowered = upper > 1 && upper < characters.count ? upper - 1 : max(upper, 1)
        var name = String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
        if name.hasSuffix("Haptics") || name == "haptics" { name.removeLast() }
        return name.hasSuffix("Feedback") ? name : name + "Feedback"
    }
}
