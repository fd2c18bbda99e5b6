// Transcribed verbatim from the Opta Scan spec (seed 003), "Glass Depth System".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Level 1: Subtle ---
struct GlassSubtle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .background(.ultraThinMaterial)
            .background(Color.optaSurface.opacity(0.3))
            .overlay(
                RoundedRectangle(cornerRadius: 12)
                    .stroke(Color.white.opacity(0.05), lineWidth: 1)
            )
            .cornerRadius(12)
    }
}

// --- Level 2: Content ---
struct GlassContent: ViewModifier {
    func body(content: Content) -> some View {
        content
            .background(.thinMaterial)
            .background(Color.optaSurface.opacity(0.5))
            .overlay(
                RoundedRectangle(cornerRadius: 16)
                    .stroke(
                        LinearGradient(
                            colors: [Color.white.opacity(0.1), Color.white.opacity(0.02)],
                            startPoint: .topLeading,
                            endPoint: .bottomTrailing
                        ),
                        lineWidth: 1
                    )
            )
            .cornerRadius(16)
            .shadow(color: .black.opacity(0.3), radius: 20, y: 10)
    }
}

// --- Level 3: Overlay ---
struct GlassOverlay: ViewModifier {
    func body(content: Content) -> some View {
        content
            .background(.regularMaterial)
            .background(Color.optaSurface.opacity(0.7))
            .overlay(
                RoundedRectangle(cornerRadius: 24)
                    .stroke(Color.optaPurple.opacity(0.15), lineWidth: 1)
            )
            .cornerRadius(24)
            .shadow(color: .black.opacity(0.5), radius: 40, y: 20)
    }
}

// View extension for easy use
extension View {
    func glassSubtle() -> some View { modifier(GlassSubtle()) }
    func glassContent() -> some View { modifier(GlassContent()) }
    func glassOverlay() -> some View { modifier(GlassOverlay()) }
}
