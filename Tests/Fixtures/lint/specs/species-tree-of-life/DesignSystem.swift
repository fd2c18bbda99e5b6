// Transcribed from the Species: Tree of Life spec (seed 000), §9 "SwiftUI Design Tokens": the
// `STOLShapes` and `STOLMotion` listings, the two that give code, written as the plain Swift enums
// with static properties §9 says they are (`name → Type // expression` becomes
// `static let name: Type = expression`). Values as the spec gives them, not fixed; the listings
// that give only a type (`STOLColors`, `STOLTypography`) have no code to transcribe.
// SpecCodeLintTests lints it against Systems/species-tree-of-life and records the findings.
import SwiftUI

enum STOLShapes {
    static let rankBadgeShape = RoundedRectangle(cornerRadius: 6)
    static let cardShape = RoundedRectangle(cornerRadius: 20)
    static let thumbnailShape = RoundedRectangle(cornerRadius: 8)
    static let focalIllustrationShape = Circle()  // used as clip mask
}

enum STOLMotion {
    static let navigationEnter: Animation = .spring(response: 0.3, dampingFraction: 0.85)
    static let navigationExit: Animation = .easeOut(duration: 0.25)
    static let detailExpand: Animation = .spring(response: 0.35, dampingFraction: 0.8)
    static let favouriteAdd: Animation = .spring(response: 0.3, dampingFraction: 0.7)
    static let reduceMotionFallback: Animation = .easeInOut(duration: 0.2)
}
