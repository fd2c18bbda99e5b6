// Species: Tree of Life: the species row screen of CleanScreen.swift with numbers where the tokens
// go and the spec's rules for code broken, so that each rule active for
// Systems/species-tree-of-life fires at least once. Not compiled (SwiftUI); linted by
// ExampleScreenLintTests against its golden.
import SwiftUI

struct SpeciesRowScreen: View {
    let scientificName: String
    let commonName: String
    @State private var isFavourite = false

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 5)
                .fill(Color(red: 0.973, green: 0.443, blue: 0.443))
                .frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text(scientificName)
                    .font(.system(size: 16, weight: .bold, design: .rounded))
                Text(commonName)
                    .font(.custom("Georgia", size: 12))
            }
        }
        .padding(20)
        .shadow(color: .black.opacity(0.4), radius: 8)
        .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { isFavourite.toggle() }
        }
    }
}
