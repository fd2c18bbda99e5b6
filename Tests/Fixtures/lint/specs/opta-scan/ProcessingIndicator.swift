// Transcribed verbatim from the Opta Scan spec (seed 003), "Loading States".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Processing Indicator ---
struct OptaProcessingView: View {
    @State private var rotation: Double = 0
    @State private var scale: Double = 1

    var body: some View {
        ZStack {
            // Outer glow ring
            Circle()
                .stroke(Color.optaPurple.opacity(0.3), lineWidth: 2)
                .frame(width: 60, height: 60)
                .scaleEffect(scale)

            // Spinning arc
            Circle()
                .trim(from: 0, to: 0.3)
                .stroke(
                    Color.optaMoonlight,
                    style: StrokeStyle(lineWidth: 3, lineCap: .round)
                )
                .frame(width: 48, height: 48)
                .rotationEffect(.degrees(rotation))

            // Center icon
            Image(systemName: "sparkle")
                .font(.system(size: 20, weight: .semibold))
                .foregroundStyle(Color.optaPurple)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                rotation = 360
            }
            withAnimation(.easeInOut(duration: 1.5).repeatForever()) {
                scale = 1.1
            }
        }
    }
}
