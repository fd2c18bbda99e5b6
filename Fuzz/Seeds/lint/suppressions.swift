import SwiftUI

// tessera:disable hardcoded-font-size
struct Quiet: View {
    var body: some View {
        VStack {
            // tessera:disable-next-line hardcoded-color — the logo's own colour
            Text("Logo").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))
            Text("Size").font(.system(size: 13))
            Text("Shown").foregroundColor(Color(red: 0.3, green: 0.2, blue: 0.1))
            // tessera:disable-next-line no-such-rule
            Text("Pad").padding(16) // tessera:disable-next-line
            // tessera:enable hardcoded-font-size
            Text("Again").font(.system(size: 15))
        }
    }
}
