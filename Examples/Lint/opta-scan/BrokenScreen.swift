// Opta Scan: the capture screen of CleanScreen.swift with numbers where the tokens go and the
// spec's rules for code broken, so that each rule active for Systems/opta-scan fires at least
// once. Not compiled (SwiftUI); linted by ExampleScreenLintTests against its golden.
import SwiftUI

struct CaptureScreen: View {
    let results: [String]
    @State private var isCapturing = false
    @State private var isPressed = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Optamize")
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .foregroundStyle(Color(hex: "fafafa"))
            Text("Choose the best option")
                .font(.custom("Helvetica Neue", size: 15))
                .foregroundStyle(Color.black)
            Image("capture-glyph")
                .frame(width: 64, height: 64)
            Button {
                withAnimation(.easeInOut(duration: 0.3)) { isCapturing.toggle() }
            } label: {
                Image(systemName: "camera.fill")
            }
            .scaleEffect(isPressed ? 0.95 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isPressed)
        }
        .padding(16)
        .background(Color.optaMoonlight.opacity(0.3))
        .background(Color(red: 0.035, green: 0.035, blue: 0.043))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}
