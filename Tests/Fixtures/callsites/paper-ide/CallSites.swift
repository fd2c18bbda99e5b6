// Call sites from "Design Language System: The Paper IDE" (shared/seeds/002), §9 "SwiftUI Design
// Tokens (Copy-Paste)". That code declares the design-system API (Color tokens,
// `DesignSystem`, the `Text` styles, `PaperButtonStyle`); here each declaration is used as an app
// would use it, spelled as the spec spells it, so a mismatch with the generated Tokens*.swift is a
// compile error (SpecCallSiteTests). Views and sample text are the app's own code.

import SwiftUI

// §9 "MARK: - Design Tokens": `extension Color { static let canvas = Color(hex: "#F4F1EA") … }`.
func paperColours() -> [Color] {
    [Color.canvas, Color.ink, Color.fade, Color.error, Color.success, Color.citation]
}

// §9 "Helper for hex colors" (`init(hex: String)`) is how the spec's hand-written colours were
// built; the generated colours replace it, so it is not part of the design system's API.

// §9 "MARK: - Typography": `struct DesignSystem`, font names as `String`, the rest as `CGFloat`.
func fontNames() -> [String] {
    [DesignSystem.fontSerif, DesignSystem.fontSerifFallback, DesignSystem.fontMono, DesignSystem.fontMonoFallback]
}

func designMetrics() -> [CGFloat] {
    [
        DesignSystem.fontSizeBase, DesignSystem.fontSizeOpinion, DesignSystem.fontSizeLarge,
        DesignSystem.fontSizeSmall, DesignSystem.fontSizeTiny,
        DesignSystem.lineHeightBody, DesignSystem.lineHeightOpinion, DesignSystem.trackingMonospace,
        DesignSystem.spacingXS, DesignSystem.spacingSM, DesignSystem.spacingMD, DesignSystem.spacingLG,
        DesignSystem.spacingXL, DesignSystem.spacingMargin, DesignSystem.spacingMarginPad,
        DesignSystem.touchTargetMin, DesignSystem.touchTargetComfortable,
    ]
}

// §9 "MARK: - Custom Text Styles": the six `Text` styles.
struct CaseDetail: View {
    var body: some View {
        VStack(alignment: .leading, spacing: DesignSystem.spacingSM) {
            Text("Trump v. Anderson").caseNameStyle()
            Text("Trump v. Anderson").caseNameLargeStyle()
            Text("23-719 | 2024 | 9-0").caseMetadataStyle()
            Text("Whether the Colorado Supreme Court erred in ordering former President Trump excluded from the 2024 presidential ballot.")
                .opinionBodyStyle()
            Text("Chief Justice Roberts").justiceNameStyle()
            Text("Request failed. Retry.").errorMessageStyle()
        }
        .padding(.horizontal, DesignSystem.spacingMargin)
        .background(Color.canvas)
    }
}

// §9 the bodies of the Text styles: the token expressions as the spec writes them.
struct TokenExpressions: View {
    var body: some View {
        VStack {
            Text("Trump v. Anderson")
                .font(.custom(DesignSystem.fontSerif, size: 18))
                .italic()
                .foregroundColor(.ink)
                .lineSpacing(DesignSystem.lineHeightBody)
            Text("23-719")
                .font(.custom(DesignSystem.fontMono, size: DesignSystem.fontSizeSmall))
                .foregroundColor(.fade)
                .tracking(DesignSystem.trackingMonospace)
            Text("Opinion")
                .font(.custom(DesignSystem.fontSerif, size: DesignSystem.fontSizeOpinion))
                .foregroundColor(.ink)
                .lineSpacing(DesignSystem.lineHeightOpinion * DesignSystem.fontSizeOpinion)
            Text("Request failed. Retry.")
                .font(.custom(DesignSystem.fontMono, size: DesignSystem.fontSizeSmall))
                .foregroundColor(.error)
        }
    }
}

// §9 "MARK: - Custom Button Style": `struct PaperButtonStyle: ButtonStyle`, applied with
// `.buttonStyle(PaperButtonStyle())`.
struct RetryButton: View {
    var body: some View {
        Button("Retry") {}
            .buttonStyle(PaperButtonStyle())
            .frame(minHeight: DesignSystem.touchTargetMin)
    }
}
