import SwiftUI
import UIKit

extension Animation {
    static let enter: Animation = .spring(response: 0.3, dampingFraction: 0.7)
}

struct Motion: View {
    @State private var on = false
    var body: some View {
        Circle()
            .animation(.easeInOut(duration: 0.2), value: on)
            .animation(.linear, value: on)
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: on)
            .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: on)
            .onTapGesture {
                withAnimation(.spring()) { on.toggle() }
                withAnimation { on.toggle() }
                UIView.animate(withDuration: 0.25) { }
            }
    }
}
