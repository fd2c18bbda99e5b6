// Transcribed verbatim from the Opta Scan spec (seed 003), "Haptics System".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- CoreHaptics Integration ---
import CoreHaptics

class OptaHaptics {
    static let shared = OptaHaptics()
    private var engine: CHHapticEngine?

    init() {
        prepareHaptics()
    }

    private func prepareHaptics() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }

        do {
            engine = try CHHapticEngine()
            try engine?.start()
        } catch {
            print("Haptic engine failed: \(error)")
        }
    }

    // Quick tap feedback
    func tap() {
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.impactOccurred()
    }

    // Button press
    func buttonPress() {
        let impact = UIImpactFeedbackGenerator(style: .medium)
        impact.impactOccurred()
    }

    // Success completion
    func success() {
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
    }

    // Processing start
    func processingStart() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.impactOccurred()
    }
}

// --- Custom AHAP Patterns ---
// Load custom pattern
func playCustomHaptic(named: String) {
    guard let path = Bundle.main.path(forResource: named, ofType: "ahap") else { return }

    do {
        try engine?.playPattern(from: URL(fileURLWithPath: path))
    } catch {
        print("Failed to play haptic: \(error)")
    }
}
