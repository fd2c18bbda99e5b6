import SwiftUI

struct Broken: View {
    var body: some View {
        VStack(spacing: 12 {
            Text("Unclosed").padding(16
            Color(red: 0.2, green: , blue: 0.4)
            .font(.system(size: ))
            #colorLiteral(red: 1, green: 0.5
        }
    }
    func half(
