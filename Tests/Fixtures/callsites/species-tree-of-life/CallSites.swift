// Call sites from "Species: Tree of Life — Visual Design Spec" (shared/seeds/000): §9 "SwiftUI Design
// Tokens" and the code §10 "Platform Adaptations" names. The design-system API is called exactly as
// the spec spells it, so a mismatch with the generated Tokens*.swift is a compile error
// (SpecCallSiteTests). Views and sample values are the app's own code, written around the snippets.

import SwiftUI

// §9 STOLColors, "Context gradient backgrounds → LinearGradient / RadialGradient": used where either
// type fits (a view, a shape style), since the spec allows both.
// §10 iOS: "Full-screen gradient backgrounds using `ZStack` with `ignoresSafeArea()`."
struct ContextBackgrounds: View {
    var body: some View {
        VStack {
            ZStack { STOLColors.Background.forestNight.ignoresSafeArea() }
            ZStack { STOLColors.Background.deepCanopy.ignoresSafeArea() }
            ZStack { STOLColors.Background.wineDusk.ignoresSafeArea() }
            ZStack { STOLColors.Background.midnightGrove.ignoresSafeArea() }
            Rectangle().fill(STOLColors.Background.slateEarth)
        }
    }
}

// §9 STOLColors, "Accent colours … → Color".
func accentColours() -> [Color] {
    [
        STOLColors.Accent.sunYellow, STOLColors.Accent.coralRed, STOLColors.Accent.skyTeal,
        STOLColors.Accent.leafGreen, STOLColors.Accent.boneWhite, STOLColors.Accent.pebbleGrey,
    ]
}

// §9 STOLColors, "STOLColors.rank(_ rank: TaxonRank) → Color" and
// "STOLColors.conservation(_ code: String) → Color".
func rankColour(_ rank: TaxonRank) -> Color { STOLColors.rank(rank) }
func conservationColour(_ code: String) -> Color { STOLColors.conservation(code) }

// §9 STOLTypography, each "→ Font".
func typography() -> [Font] {
    [
        STOLTypography.speciesHeading, STOLTypography.scientificName, STOLTypography.body,
        STOLTypography.rankBadge, STOLTypography.caption,
    ]
}

// §9 STOLShapes: "→ RoundedRectangle(cornerRadius: …)" three times, "→ Circle (used as clip mask)".
func shapes() -> (RoundedRectangle, RoundedRectangle, RoundedRectangle, Circle) {
    (STOLShapes.rankBadgeShape, STOLShapes.cardShape, STOLShapes.thumbnailShape, STOLShapes.focalIllustrationShape)
}

// §9 STOLMotion, each "→ Animation".
func motion() -> [Animation] {
    [
        STOLMotion.navigationEnter, STOLMotion.navigationExit, STOLMotion.detailExpand,
        STOLMotion.favouriteAdd, STOLMotion.reduceMotionFallback,
    ]
}

// §8.1 Rank badge and §8.4 conservation badge, drawn with the §9 tokens; the badges are app views.
struct Badges: View {
    let code = "EN"

    var body: some View {
        VStack {
            Text("Species")
                .font(STOLTypography.rankBadge)
                .foregroundStyle(.white)
                .padding(.horizontal, 8)
                .background(STOLColors.rank(.species), in: STOLShapes.rankBadgeShape)
            HStack {
                Circle().fill(STOLColors.conservation(code)).frame(width: 10, height: 10)
                Text(code).font(STOLTypography.caption).foregroundStyle(STOLColors.conservation(code))
            }
        }
    }
}

// §8.5 Focal illustration card: cardShape, the context gradient, focalIllustrationShape "as clip mask".
struct FocalCard: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Rectangle().fill(STOLColors.Background.deepCanopy)
            Circle().fill(STOLColors.Accent.sunYellow)
                .frame(width: 200, height: 200)
                .clipShape(STOLShapes.focalIllustrationShape)
            Text("Panthera leo")
                .font(STOLTypography.speciesHeading)
                .foregroundStyle(STOLColors.Accent.boneWhite)
        }
        .clipShape(STOLShapes.cardShape)
    }
}

// §9 STOLMotion: "substitute STOLMotion.reduceMotionFallback automatically via a View extension
// (View.stolAnimation(_:))".
struct FavouriteHeart: View {
    @State private var isFavourite = false

    var body: some View {
        Button {
            isFavourite.toggle()
            // §10 iOS: "Haptic feedback on favourite toggle: UIImpactFeedbackGenerator(style: .light).impactOccurred()";
            // macOS: "No haptic feedback."
            #if canImport(UIKit)
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            #endif
        } label: {
            Image(systemName: isFavourite ? "heart.fill" : "heart")
                .scaleEffect(isFavourite ? 1.2 : 1)
        }
        .stolAnimation(isFavourite ? STOLMotion.favouriteAdd : STOLMotion.navigationExit)
    }
}

// §10 macOS: "system font .rounded design … via .fontDesign(.rounded)".
struct RoundedHeading: View {
    var body: some View {
        Text("Tree of Life").font(STOLTypography.speciesHeading).fontDesign(.rounded)
    }
}
