/// A haptic: which feedback an event gets. Not a DTCG type: Tessera writes it as a `number` token
/// (the intensity) with `$extensions["dev.tessera.haptic"]` (Documentation/Extensions.md).
public struct Haptic: Sendable, Hashable {
    public static let extensionKey = "dev.tessera.haptic"

    public enum Feedback: Sendable, Hashable {
        public enum Impact: String, Sendable, CaseIterable { case light, medium, heavy, soft, rigid }
        public enum Notification: String, Sendable, CaseIterable { case success, warning, error }

        case impact(Impact)
        case selection
        case notification(Notification)
    }

    public var feedback: Feedback
    /// 0…1.
    public var intensity: Double

    public init(feedback: Feedback, intensity: Double = 1) {
        self.feedback = feedback
        self.intensity = intensity
    }
}

extension Token {
    /// The haptic this token describes, when it carries a valid `dev.tessera.haptic` extension.
    public var haptic: Haptic? {
        guard let object = extensions?.object?[Haptic.extensionKey]?.object,
              let feedback = HapticExtension.feedback(object), case .number(let intensity) = value
        else { return nil }
        return Haptic(feedback: feedback, intensity: intensity)
    }
}

enum HapticExtension {
    static func feedback(_ object: JSONObject) -> Haptic.Feedback? {
        switch object["feedback"]?.string {
        case "impact": object["style"]?.string.flatMap(Haptic.Feedback.Impact.init(rawValue:)).map { .impact($0) }
        case "selection": .selection
        case "notification": object["style"]?.string.flatMap(Haptic.Feedback.Notification.init(rawValue:)).map { .notification($0) }
        default: nil
        }
    }
}
