// Transcribed verbatim from the Paper IDE spec (seed 002), §9 "SwiftUI Design Tokens (Copy-Paste)".
// The spec's own code, not fixed: SpecCodeLintTests lints it against Systems/paper-ide and records the findings.

// --- The whole block ---
import SwiftUI

// MARK: - Design Tokens
extension Color {
    // SCOTUS Tracker - iOS Theme

    // Primary Colors
    static let canvas = Color(hex: "#F4F1EA")
    static let ink = Color(hex: "#222222")
    static let fade = Color(hex: "#888888")

    // Accent Colors
    static let error = Color(hex: "#9E2A2B")
    static let success = Color(hex: "#4A5D23")
    static let citation = Color(hex: "#2A4D69")

    // Helper for hex colors
    init(hex: String) {
        let scanner = Scanner(string: hex)
        scanner.currentIndex = hex.startIndex
        if hex.hasPrefix("#") {
            scanner.currentIndex = hex.index(after: hex.startIndex)
        }

        var rgbValue: UInt64 = 0
        scanner.scanHexInt64(&rgbValue)

        let r = Double((rgbValue & 0xFF0000) >> 16) / 255.0
        let g = Double((rgbValue & 0x00FF00) >> 8) / 255.0
        let b = Double(rgbValue & 0x0000FF) / 255.0

        self.init(red: r, green: g, blue: b)
    }
}

// MARK: - Typography
struct DesignSystem {
    // Fonts
    static let fontSerif = "EBGaramond-Regular" // Primary: EB Garamond
    static let fontSerifFallback = "NewYorkMedium-Regular" // iOS fallback
    static let fontMono = "SFMono-Regular" // System monospace
    static let fontMonoFallback = "Menlo-Regular" // Older iOS fallback

    // Font Sizes (pt)
    static let fontSizeBase: CGFloat = 16 // Body text
    static let fontSizeOpinion: CGFloat = 17 // Long-form reading
    static let fontSizeLarge: CGFloat = 22 // Case names (detail view)
    static let fontSizeSmall: CGFloat = 12 // Metadata, docket numbers
    static let fontSizeTiny: CGFloat = 10 // Timestamps, fine print

    // Line Heights
    static let lineHeightBody: CGFloat = 1.6
    static let lineHeightOpinion: CGFloat = 1.7 // Extra generous for dense text

    // Letter Spacing (tracking)
    static let trackingMonospace: CGFloat = 0.5 // For docket numbers, citations

    // Spacing (pt)
    static let spacingXS: CGFloat = 8
    static let spacingSM: CGFloat = 16
    static let spacingMD: CGFloat = 24
    static let spacingLG: CGFloat = 32
    static let spacingXL: CGFloat = 48
    static let spacingMargin: CGFloat = 24 // iPhone
    static let spacingMarginPad: CGFloat = 60 // iPad

    // Touch Targets
    static let touchTargetMin: CGFloat = 44
    static let touchTargetComfortable: CGFloat = 60 // For list items
}

// MARK: - Custom Text Styles
extension Text {
    /// Case name in list view (serif, medium size)
    func caseNameStyle() -> some View {
        self
            .font(.custom(DesignSystem.fontSerif, size: 18))
            .italic() // Legal case names are italicized
            .foregroundColor(.ink)
            .lineSpacing(DesignSystem.lineHeightBody)
    }

    /// Case name in detail view (serif, large)
    func caseNameLargeStyle() -> some View {
        self
            .font(.custom(DesignSystem.fontSerif, size: DesignSystem.fontSizeLarge))
            .italic()
            .foregroundColor(.ink)
    }

    /// Metadata: docket numbers, dates, vote counts (monospace, small, fade)
    func caseMetadataStyle() -> some View {
        self
            .font(.custom(DesignSystem.fontMono, size: DesignSystem.fontSizeSmall))
            .foregroundColor(.fade)
            .tracking(DesignSystem.trackingMonospace)
    }

    /// Long-form opinion text (serif, generous line height)
    func opinionBodyStyle() -> some View {
        self
            .font(.custom(DesignSystem.fontSerif, size: DesignSystem.fontSizeOpinion))
            .foregroundColor(.ink)
            .lineSpacing(DesignSystem.lineHeightOpinion * DesignSystem.fontSizeOpinion)
    }

    /// Justice names (serif, regular, ink)
    func justiceNameStyle() -> some View {
        self
            .font(.custom(DesignSystem.fontSerif, size: DesignSystem.fontSizeBase))
            .foregroundColor(.ink)
    }

    /// Error messages (monospace, error color)
    func errorMessageStyle() -> some View {
        self
            .font(.custom(DesignSystem.fontMono, size: DesignSystem.fontSizeSmall))
            .foregroundColor(.error)
    }
}

// MARK: - Custom Button Style
struct PaperButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 24)
            .padding(.vertical, 16)
            .background(configuration.isPressed ? Color.ink : Color.clear)
            .foregroundColor(configuration.isPressed ? Color.canvas : Color.ink)
            .overlay(
                RoundedRectangle(cornerRadius: 0)
                    .stroke(Color.ink, lineWidth: 1)
            )
    }
}
