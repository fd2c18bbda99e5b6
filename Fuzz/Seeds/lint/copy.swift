import SwiftUI

struct Copy: View {
    let greeting = "Welcome 👋"
    var body: some View {
        VStack {
            Text("Done ✅")
            Text(LocalizedStringKey("Saved ⭐️"))
            Text(verbatim: "Family: 👨‍👩‍👧 and flags 🇫🇷")
            Label("Books 📚", systemImage: "book")
            Text("Plain, with a © and ™ but no emoji")
            Text("""
                Multi-line 🎉
                \(greeting)
                """)
        }
    }
}
