import SwiftUI

/// Literals equal to a token become the token; the rest, and what a comment silences, stay.
struct Card: View {
    @State private var pressed = false

    var body: some View {
        VStack(spacing: Spacing.md) { // the stack's gap
            Text("Title")
                .foregroundColor(Color.ink) // ink
                .padding(.horizontal, Spacing.lg)
                .padding(12)
            Rectangle()
                .fill(Color.canvas)
                .frame(height:   Size.hitTarget)
        }
        .background(Color(red: 0.5, green: 0.5, blue: 0.5))
        .animation(Animation.press, value: pressed)
        .animation(.spring(response: 0.3, dampingFraction: 0.7, blendDuration: 1), value: pressed)
        // tessera:disable-next-line spacing-literal — kept on purpose
        .padding(8)
        .offset(x: -8)
    }
}
