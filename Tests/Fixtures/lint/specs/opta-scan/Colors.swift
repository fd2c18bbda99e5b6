// Transcribed verbatim from the Opta Scan spec (seed 003), "Color System".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/opta-scan and records the findings.

// --- Base Colors (OLED Optimized) ---
extension Color {
    // CRITICAL: Use #09090b, NOT #000000
    // True black causes OLED smear on scroll
    static let optaBackground = Color(hex: "09090b")

    // Surface hierarchy (darkest to lightest)
    static let optaSurface = Color(hex: "18181b")       // Cards, containers
    static let optaSurfaceElevated = Color(hex: "27272a") // Elevated elements
    static let optaBorder = Color(hex: "3f3f46")        // Subtle borders

    // Text hierarchy
    static let optaTextPrimary = Color(hex: "fafafa")   // Primary content
    static let optaTextSecondary = Color(hex: "a1a1aa") // Secondary content
    static let optaTextMuted = Color(hex: "52525b")     // Disabled/hints
}

// --- Neon Accent Colors ---
extension Color {
    // Primary brand
    static let optaPurple = Color(hex: "8b5cf6")
    static let optaPurpleGlow = Color(hex: "a855f7")

    // Semantic accents
    static let optaBlue = Color(hex: "3b82f6")      // Information, links
    static let optaGreen = Color(hex: "22c55e")     // Success, positive
    static let optaAmber = Color(hex: "f59e0b")     // Warning, attention
    static let optaRed = Color(hex: "ef4444")       // Error, destructive

    // Gradients (use for text/icons, not backgrounds)
    static let optaMoonlight = LinearGradient(
        colors: [Color(hex: "a855f7"), Color(hex: "8b5cf6"), Color(hex: "6366f1")],
        startPoint: .topLeading,
        endPoint: .bottomTrailing
    )
}
