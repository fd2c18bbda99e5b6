// Transcribed verbatim from the Opta Scan spec (seed 003), "Performance Guidelines" and "Accessibility".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Memory Management ---
// Use @StateObject for view-owned objects
@StateObject private var viewModel = CaptureViewModel()

// Use @ObservedObject for passed objects
@ObservedObject var resultStore: ResultStore

// Weak references in closures
Task { [weak self] in
    await self?.processImage()
}

// --- VoiceOver Support ---
ResultCard(result: result)
    .accessibilityElement(children: .combine)
    .accessibilityLabel("\(result.title), ranked \(result.rank)")
    .accessibilityHint("Double tap to see details")
    .accessibilityAddTraits(result.isRecommended ? .isSelected : [])

// --- Dynamic Type ---
// Preview at accessibility sizes
#Preview {
    ResultCard(...)
        .environment(\.sizeCategory, .accessibilityExtraExtraLarge)
}

// --- Reduce Motion ---
@Environment(\.accessibilityReduceMotion) var reduceMotion

.animation(reduceMotion ? .none : .optaSpring, value: isVisible)
