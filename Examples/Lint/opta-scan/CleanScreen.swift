// Opta Scan: a capture screen written only with the names the system's Swift output generates
// (`Color.optaPurple`, `Font.optaDisplay`, `Animation.optaSpring`, the `optaAnimation` modifier with
// its Reduce Motion fallback): it lints clean against Systems/opta-scan. BrokenScreen.swift is its
// twin with the rules broken. Not compiled (SwiftUI); linted by ExampleScreenLintTests.
import SwiftUI

struct CaptureScreen: View {
    let results: [String]
    @State private var isCapturing = false
    @State private var isPressed = false

    var body: some View {
        VStack(spacing: OptaTokens.Layout.Spacing.lg) {
            Text("Optamize")
                .font(.optaDisplay)
                .foregroundStyle(Color.optaTextPrimary)
            Text("Choose the best option")
                .font(.optaBody)
                .foregroundStyle(Color.optaTextSecondary)
            Image(systemName: "sparkle")
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(Color.optaPurple)
            Button {
                isCapturing.toggle()
            } label: {
                Image(systemName: "camera.fill")
            }
            .scaleEffect(isPressed ? 0.95 : 1.0)
            .optaAnimation(.optaSpring, value: isPressed)
        }
        .padding(OptaTokens.Layout.Spacing.lg)
        .background(Color.optaBackground)
        .clipShape(RoundedRectangle(cornerRadius: OptaTokens.Layout.Radius.content))
    }
}
