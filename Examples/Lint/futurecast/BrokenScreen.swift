// Futurecast: the forecast card screen of CleanScreen.swift with numbers where the tokens go and
// the spec's rules for code broken, so that each rule active for Systems/futurecast fires at least
// once. Not compiled (SwiftUI); linted by ExampleScreenLintTests against its golden.
import SwiftUI

struct ForecastScreen: View {
    let headline: String
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(headline)
                .font(.system(size: 22, weight: .semibold))
                .foregroundStyle(Color(red: 0.1, green: 0.1, blue: 0.1))
            Text("Updated 5 min ago")
                .font(.custom("Avenir Next", size: 13))
            Button("Refresh") { expanded.toggle() }
                .frame(width: 36, height: 36)
        }
        .padding(24)
        .background(.ultraThinMaterial)
        .clipShape(RoundedRectangle(cornerRadius: 7))
        .animation(.easeOut(duration: 0.14), value: expanded)
        .onTapGesture { withAnimation(.easeInOut) { expanded.toggle() } }
    }
}
