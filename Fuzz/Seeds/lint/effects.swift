import SwiftUI

struct Effects: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            RadialGradient(gradient: Gradient(colors: [Color.glow]), center: .center, startRadius: 0, endRadius: 8)
            Image("hero-banner").resizable()
            Image(uiImage: UIImage(named: "logo")!)
            Image(systemName: "star").fontWeight(.bold).imageScale(.large)
        }
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
        .background(.ultraThinMaterial)
        .background(Material.regular)
        .background { Color.glow.opacity(0.4) }
        .exampleGlass()
    }
}
