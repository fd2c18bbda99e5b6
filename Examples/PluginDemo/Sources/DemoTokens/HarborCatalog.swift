import Foundation

/// The bundle holding `Tokens.xcassets`, which TesseraPlugin builds beside the Swift because
/// tessera.yml sets `assetCatalog`: the `Color.harbor…` members read their colours from it, and
/// Interface Builder or a widget can name the same assets.
public enum HarborCatalog {
    public static var bundle: Bundle { Bundle.module }
}
