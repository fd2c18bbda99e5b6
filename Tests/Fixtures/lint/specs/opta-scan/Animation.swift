// Transcribed verbatim from the Opta Scan spec (seed 003), "Animation System".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Spring Presets (Physics-Based) ---
extension Animation {
    // Quick, responsive interactions (buttons, toggles)
    static let optaSpring = Animation.spring(
        response: 0.3,
        dampingFraction: 0.7,
        blendDuration: 0
    )

    // Gentle transitions (page changes, reveals)
    static let optaSpringGentle = Animation.spring(
        response: 0.5,
        dampingFraction: 0.8,
        blendDuration: 0
    )

    // Large movements (sheets, full-screen transitions)
    static let optaSpringPage = Animation.spring(
        response: 0.6,
        dampingFraction: 0.85,
        blendDuration: 0
    )

    // Bouncy feedback (success states, celebrations)
    static let optaSpringBounce = Animation.spring(
        response: 0.4,
        dampingFraction: 0.5,
        blendDuration: 0
    )
}

// --- Usage Examples ---
// Button press
Button(action: capture) {
    CaptureButton(isActive: isCapturing)
}
.scaleEffect(isPressed ? 0.95 : 1.0)
.animation(.optaSpring, value: isPressed)

// Card appearance
ResultCard(result: result)
    .opacity(isVisible ? 1 : 0)
    .offset(y: isVisible ? 0 : 20)
    .animation(.optaSpringGentle.delay(Double(index) * 0.05), value: isVisible)

// Sheet presentation
.sheet(isPresented: $showResults) {
    ResultsView()
        .transition(.move(edge: .bottom).combined(with: .opacity))
}
.animation(.optaSpringPage, value: showResults)

// --- Staggered Animations ---
struct StaggeredAppear: ViewModifier {
    let index: Int
    let isVisible: Bool

    func body(content: Content) -> some View {
        content
            .opacity(isVisible ? 1 : 0)
            .offset(y: isVisible ? 0 : 16)
            .animation(
                .optaSpringGentle.delay(Double(index) * 0.04),
                value: isVisible
            )
    }
}
