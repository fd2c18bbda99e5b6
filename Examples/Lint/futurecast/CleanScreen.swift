// Futurecast: a forecast card screen written only with the names the system's Swift output
// generates (`FCColors.content`, `FCTypography.headline`, `FCMotion.button` through the
// `futurecastAnimation` modifier, glass through the `liquidGlass` surface): on the 12 pt grid with 48 pt hit targets, it lints clean against
// Systems/futurecast. BrokenScreen.swift is its twin with the rules broken. Not compiled
// (SwiftUI); linted by ExampleScreenLintTests.
import SwiftUI

struct ForecastScreen: View {
    let headline: String
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: FuturecastTokens.Layout.Spacing.base) {
            Text(headline)
                .font(FCTypography.headline)
                .foregroundStyle(FCColors.content)
            Text("Updated 5 min ago")
                .font(FCTypography.meta)
            Button("Refresh") { expanded.toggle() }
                .frame(width: FuturecastTokens.Layout.hitTarget, height: FuturecastTokens.Layout.hitTarget)
        }
        .padding(FuturecastTokens.Layout.Margin.screen)
        .liquidGlass()
        .clipShape(FCShapes.chip)
        .futurecastAnimation(FCMotion.button, value: expanded)
        .onTapGesture { expanded.toggle() }
    }
}
