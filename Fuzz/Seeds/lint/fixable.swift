import SwiftUI

struct Fixable: View {
    var body: some View {
        Text("Fix me")
            .foregroundColor(Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255))
            .background(Color(hex: "#F4F1EA"))
            .padding(16)
            .padding(.horizontal, 24)
            .frame(minHeight: 44)
            .font(.system(size: 16))
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: 1)
            .cornerRadius(4)
    }
}
