import SwiftUI

struct Layout: View {
    var body: some View {
        HStack(spacing: 16) {
            Button(action: {}) { Image(systemName: "xmark") }
                .frame(width: 30, height: 30)
            Spacer(minLength: 12)
        }
        .padding(.horizontal, 8)
        .padding(13)
        .frame(minHeight: 44, maxWidth: .infinity)
        .offset(x: -24, y: 0.5)
        .cornerRadius(12)
        .clipShape(RoundedRectangle(cornerRadius: 4))
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 7, trailing: 24))
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 10)], spacing: 1e3) { EmptyView() }
    }
}
