// DeepRed: a record screen written only with the names the system's Swift output generates
// (`Color.deepRed`, `DeepRedTypography.title1`, `DeepRedTokens.Layout.Spacing.x2`): on the 8 pt
// grid, SF Symbols at the Regular weight, it lints clean against Systems/deepred.
// BrokenScreen.swift is its twin with the rules broken. Not compiled (SwiftUI); linted by
// ExampleScreenLintTests.
import SwiftUI

struct RecordScreen: View {
    @State private var isRecording = false

    var body: some View {
        VStack(spacing: DeepRedTokens.Layout.Spacing.x2) {
            Text("Ready to record")
                .font(DeepRedTypography.title1)
                .foregroundColor(.deepRed)
            Text("Tap to start")
                .font(DeepRedTypography.body)
            Image(systemName: "waveform")
                .padding(DeepRedTokens.Layout.Spacing.x2)
            Image(systemName: "record.circle")
                .fontWeight(.regular)
                .frame(width: DeepRedTokens.Layout.Spacing.x4, height: DeepRedTokens.Layout.Spacing.x4)
                .onTapGesture { isRecording.toggle() }
        }
        .padding(DeepRedTokens.Layout.Margin.screenHorizontal)
        .clipShape(DeepRedShapes.card)
        .animation(DeepRedMotion.buttonPress, value: isRecording)
    }
}
