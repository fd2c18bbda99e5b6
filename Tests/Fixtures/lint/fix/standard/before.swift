import SwiftUI

/// Literals equal to a token become the token; the rest, and what a comment silences, stay.
struct Card: View {
    @State private var pressed = false

    var body: some View {
        VStack(spacing: 16) { // the stack's gap
            Text("Title")
                .foregroundColor(Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255)) // ink
                .padding(.horizontal, 24)
                .padding(12)
            Rectangle()
                .fill(Color(hex: "#F4F1EA"))
                .frame(height:   44)
        }
        .background(Color(red: 0.5, green: 0.5, blue: 0.5))
        .animation(.spring(response: 0.3, dampingFraction: 0.7), value: pressed)
        .animation(.spring(response: 0.3, dampingFraction: 0.7, blendDuration: 1), value: pressed)
        // tessera:disable-next-line spacing-literal — kept on purpose
        .padding(8)
        .offset(x: -8)
    }
}
