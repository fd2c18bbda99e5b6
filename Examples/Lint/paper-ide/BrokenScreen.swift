// The Paper IDE: the case detail screen of CleanScreen.swift with numbers where the tokens go and
// the spec's rules for code broken, so that each rule active for Systems/paper-ide fires at least
// once. Not compiled (SwiftUI); linted by ExampleScreenLintTests against its golden.
import SwiftUI

struct CaseDetailScreen: View {
    let caseName: String
    let docket: String
    @State private var bookmarked = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text(caseName)
                    .font(.custom("EB Garamond", size: 22))
                    .bold()
                    .foregroundColor(Color(red: 0.133, green: 0.133, blue: 0.133))
                Text("Docket: \(docket) ✅")
                    .font(.custom("Courier", size: 10))
                    .foregroundColor(.black)
                Text("Whether the Colorado Supreme Court erred in ordering former President Trump excluded.")
                    .font(.system(size: 17))
                Image(systemName: "bookmark")
                    .frame(width: 24, height: 24)
                    .onTapGesture { bookmarked.toggle() }
            }
            .padding(24)
        }
        .background(LinearGradient(colors: [.canvas, .fade], startPoint: .top, endPoint: .bottom))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(radius: 4)
        .animation(.spring(response: 0.3, dampingFraction: 0.7), value: bookmarked)
        .animation(.linear(duration: 0.35), value: bookmarked)
    }
}
