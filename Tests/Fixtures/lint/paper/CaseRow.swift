import SwiftUI

struct CaseRow: View {
    let name: String
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(name)
                .font(.custom("EB Garamond", size: 18))
                .foregroundColor(Color(red: 0.133, green: 0.133, blue: 0.133))
            Text("23-719 | 2024 ✅")
                .font(.system(size: 11, weight: .bold))
                .foregroundColor(.black)
            Image("gavel")
                .frame(width: 24, height: 24)
                .onTapGesture { expanded.toggle() }
        }
        .padding(16)
        .background(Color(hex: "#F4F1EA"))
        .cornerRadius(8)
        .shadow(radius: 4)
        // tessera:disable-next-line spring-animation — the spec's own example
        .animation(.spring(response: 0.3, dampingFraction: 0.8), value: expanded)
        .animation(.bouncy, value: expanded)
    }
}
