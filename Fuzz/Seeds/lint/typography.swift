import SwiftUI

struct Type: View {
    var body: some View {
        VStack {
            Text("Body").font(.system(size: 16))
            Text("Small").font(.system(size: 9, weight: .bold, design: .monospaced))
            Text("Custom").font(.custom("EB Garamond", size: 22))
            Text("Other").font(.custom("Comic Sans", fixedSize: 13))
            Text("Bold").bold().fontWeight(.heavy)
            Text("Weight").font(Font.system(size: CGFloat(12)).weight(.semibold))
        }
        .font(UIFont(name: "SF Mono", size: 11.5).map(Font.init) ?? .body)
    }
}
