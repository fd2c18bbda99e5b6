import SwiftUI
import UIKit

struct Palette: View {
    let ink = Color(red: 34 / 255, green: 34 / 255, blue: 34 / 255)
    let near = Color(red: 0.62, green: 0.17, blue: 0.18, opacity: 0.9)
    let p3 = Color(.displayP3, red: 1, green: 0.2, blue: 0.1)
    let gray = Color(white: 0.5)
    let hue = Color(hue: 0.1, saturation: 0.5, brightness: 0.9)
    let ui = UIColor(red: 0.96, green: 0.95, blue: 0.92, alpha: 1)
    let ns = NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    let literal = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
    let hex = Color(hex: "#9E2A2B")
    let number = Color(hex: 0x222222)
    var body: some View {
        Text("Hi").foregroundColor(.black).background(Color.white)
    }
}
