// Species: Tree of Life: a species row screen (spec §8.2) written only with the names the
// system's Swift output generates (`STOLShapes.thumbnailShape`, `STOLTypography.scientificName`,
// `STOLMotion.favouriteAdd` through `stolAnimation`, which falls back when Reduce Motion is on):
// it lints clean against Systems/species-tree-of-life. BrokenScreen.swift is its twin with the
// rules broken. Not compiled (SwiftUI); linted by ExampleScreenLintTests.
import SwiftUI

struct SpeciesRowScreen: View {
    let scientificName: String
    let commonName: String
    @State private var isFavourite = false

    var body: some View {
        HStack(spacing: STOLTokens.Layout.Padding.screenEdgeMin) {
            STOLShapes.thumbnailShape
                .fill(STOLColors.coralRed)
                .frame(width: STOLTokens.Layout.Size.thumbnail, height: STOLTokens.Layout.Size.thumbnail)
            VStack(alignment: .leading) {
                Text(scientificName)
                    .font(STOLTypography.scientificName)
                Text(commonName)
                    .font(STOLTypography.body)
            }
        }
        .padding(STOLTokens.Layout.Padding.screenEdgeMin)
        .stolAnimation(STOLMotion.favouriteAdd, value: isFavourite)
        .onTapGesture { isFavourite.toggle() }
    }
}
