// DeepRed: the record screen of CleanScreen.swift with numbers where the tokens go and the
// spec's rules for code broken, so that each rule active for Systems/deepred fires at least
// once. Not compiled (SwiftUI); linted by ExampleScreenLintTests against its golden.
import SwiftUI

struct RecordScreen: View {
    @State private var isRecording = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Ready to record")
                .font(.system(size: 28, weight: .bold))
                .foregroundColor(Color(red: 0.8, green: 0.0, blue: 0.0))
            Text("Tap to start")
                .font(.custom("Helvetica Neue", size: 16))
            Image("record-glyph")
                .padding(16)
            Image(systemName: "record.circle")
                .fontWeight(.bold)
                .frame(width: 72, height: 72)
                .onTapGesture { isRecording.toggle() }
        }
        .padding(20)
        .clipShape(RoundedRectangle(cornerRadius: 5))
        .animation(.spring(response: 0.15, dampingFraction: 0.86), value: isRecording)
    }
}
