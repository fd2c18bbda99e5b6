import SwiftUI

/// Paper's §9 code, drawn with the generated API only: nothing to report.
struct CaseTitle: View {
    let name: String

    var body: some View {
        Text(name)
            .caseNameStyle()
            .padding(.horizontal, DesignSystem.spacingMD)
            .overlay(Rectangle().stroke(Color.ink, lineWidth: 1))
            .frame(minHeight: DesignSystem.touchTargetMin)
    }
}
