// Transcribed verbatim from the Opta Scan spec (seed 003), "Components".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Capture Button ---
struct CaptureButton: View {
    let action: () -> Void
    @State private var isPressed = false

    var body: some View {
        Button(action: {
            OptaHaptics.shared.buttonPress()
            action()
        }) {
            ZStack {
                // Outer ring
                Circle()
                    .stroke(Color.optaPurple.opacity(0.3), lineWidth: 4)
                    .frame(width: 80, height: 80)

                // Inner fill
                Circle()
                    .fill(Color.optaPurple)
                    .frame(width: 64, height: 64)

                // Icon
                Image(systemName: "camera.fill")
                    .font(.system(size: 24, weight: .semibold))
                    .foregroundStyle(.white)
            }
        }
        .scaleEffect(isPressed ? 0.92 : 1.0)
        .animation(.optaSpring, value: isPressed)
        .simultaneousGesture(
            DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in isPressed = false }
        )
    }
}

// --- Result Card ---
struct ResultCard: View {
    let title: String
    let subtitle: String
    let rank: Int?
    let isRecommended: Bool

    var body: some View {
        HStack(spacing: 16) {
            // Rank badge
            if let rank = rank {
                Text("\(rank)")
                    .font(.optaHeadline)
                    .foregroundStyle(isRecommended ? Color.optaPurple : Color.optaTextMuted)
                    .frame(width: 32, height: 32)
                    .background(
                        Circle()
                            .fill(isRecommended ? Color.optaPurple.opacity(0.2) : Color.optaSurface)
                    )
            }

            // Content
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.optaHeadline)
                    .foregroundStyle(Color.optaTextPrimary)

                Text(subtitle)
                    .font(.optaCaption)
                    .foregroundStyle(Color.optaTextSecondary)
            }

            Spacer()

            // Recommended badge
            if isRecommended {
                Text("Best")
                    .font(.optaLabel)
                    .foregroundStyle(Color.optaPurple)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(
                        Capsule()
                            .fill(Color.optaPurple.opacity(0.15))
                    )
            }
        }
        .padding(16)
        .glassContent()
    }
}

// --- Optamize Slider ---
struct OptamizeSlider: View {
    @Binding var value: Double // 0 = Quick, 1 = Thorough

    var body: some View {
        VStack(spacing: 12) {
            // Label
            HStack {
                Text("Quick")
                    .font(.optaCaption)
                    .foregroundStyle(value < 0.5 ? Color.optaPurple : Color.optaTextMuted)

                Spacer()

                Text("Optamize")
                    .font(.optaCaption)
                    .foregroundStyle(Color.optaPurple)

                Spacer()

                Text("Thorough")
                    .font(.optaCaption)
                    .foregroundStyle(value > 0.5 ? Color.optaPurple : Color.optaTextMuted)
            }

            // Slider track
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    // Track background
                    Capsule()
                        .fill(Color.optaSurface)
                        .frame(height: 8)

                    // Fill
                    Capsule()
                        .fill(Color.optaMoonlight)
                        .frame(width: geo.size.width * value, height: 8)

                    // Thumb
                    Circle()
                        .fill(Color.optaPurple)
                        .frame(width: 24, height: 24)
                        .shadow(color: Color.optaPurple.opacity(0.5), radius: 8)
                        .offset(x: (geo.size.width - 24) * value)
                }
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { gesture in
                            let newValue = gesture.location.x / geo.size.width
                            value = min(max(newValue, 0), 1)
                            OptaHaptics.shared.tap()
                        }
                )
            }
            .frame(height: 24)
        }
        .padding(16)
        .glassSubtle()
    }
}
