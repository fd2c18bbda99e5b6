// The Paper IDE: a case detail screen (spec §8) written only with the names the system's Swift
// output generates (`Color.ink`, `DesignSystem.spacingMD`, `PaperTokens.Motion…`): it lints clean
// against Systems/paper-ide. BrokenScreen.swift is its twin with the rules broken. Not compiled
// (SwiftUI); linted by ExampleScreenLintTests.
import SwiftUI

struct CaseDetailScreen: View {
    let caseName: String
    let docket: String
    @State private var bookmarked = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: DesignSystem.spacingMD) {
                Text(caseName)
                    .font(.custom(DesignSystem.fontSerif, size: DesignSystem.fontSizeLarge))
                    .italic()
                    .foregroundColor(.ink)
                Text("Docket: \(docket)")
                    .font(.custom(DesignSystem.fontMono, size: DesignSystem.fontSizeSmall))
                    .foregroundColor(.fade)
                Text("Whether the Colorado Supreme Court erred in ordering former President Trump excluded.")
                    .font(.custom(DesignSystem.fontSerif, size: DesignSystem.fontSizeOpinion))
                    .foregroundColor(.ink)
                Image(systemName: "bookmark")
                    .frame(width: DesignSystem.touchTargetMin, height: DesignSystem.touchTargetMin)
                    .onTapGesture { bookmarked.toggle() }
            }
            .padding(DesignSystem.spacingMD)
        }
        .background(Color.canvas)
        .overlay(Rectangle().stroke(Color.ink, lineWidth: PaperTokens.BorderWidth.thin))
        .animation(PaperTokens.Motion.Transition.illustration.animation, value: bookmarked)
    }
}
