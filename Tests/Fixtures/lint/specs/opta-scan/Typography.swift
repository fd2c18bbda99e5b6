// Transcribed verbatim from the Opta Scan spec (seed 003), "Typography".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Font System ---
extension Font {
    // Hero/Display
    static let optaDisplay = Font.system(size: 34, weight: .bold, design: .rounded)

    // Section headers
    static let optaTitle = Font.system(size: 22, weight: .semibold)

    // Card titles
    static let optaHeadline = Font.system(size: 17, weight: .semibold)

    // Body content
    static let optaBody = Font.system(size: 15, weight: .regular)

    // Secondary/captions
    static let optaCaption = Font.system(size: 13, weight: .medium)

    // Tiny labels
    static let optaLabel = Font.system(size: 11, weight: .medium)
}

// Dynamic Type support
extension View {
    func optaDisplayStyle() -> some View {
        self
            .font(.optaDisplay)
            .foregroundStyle(Color.optaTextPrimary)
    }

    func optaTitleStyle() -> some View {
        self
            .font(.optaTitle)
            .foregroundStyle(Color.optaTextPrimary)
    }

    func optaBodyStyle() -> some View {
        self
            .font(.optaBody)
            .foregroundStyle(Color.optaTextSecondary)
    }
}

// --- Gradient Text (For Emphasis) ---
struct GradientText: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.optaDisplay)
            .foregroundStyle(Color.optaMoonlight)
    }
}
