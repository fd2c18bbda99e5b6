// The sensory feedback the swift output's `haptics` option maps haptic tokens to, beside what
// SwiftUI+CallSites.swift declares of `SensoryFeedback` for the specs' own code. Same rules as
// SwiftUI.swift; `SensoryFeedback` is declared on every platform, as Apple's pages list it
// (visionOS from 26), and Documentation/AppleAvailability.md holds the versions.

extension SensoryFeedback {
    /// `struct SensoryFeedback.Weight` (`Equatable`, `Sendable`)
    /// (https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight)
    public struct Weight: Equatable, Sendable {
        private let id: Int
        private init(id: Int) { self.id = id }
        /// `static let light: SensoryFeedback.Weight`
        public static let light = Weight(id: 0)
        /// `static let medium: SensoryFeedback.Weight`
        public static let medium = Weight(id: 1)
        /// `static let heavy: SensoryFeedback.Weight`
        public static let heavy = Weight(id: 2)
    }

    /// `static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback`
    /// (https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:))
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
}
