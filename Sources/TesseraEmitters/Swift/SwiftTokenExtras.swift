import TesseraCore

/// What Tessera's descriptive typography extensions add: `dev.tessera.fontStyle` (italic),
/// `dev.tessera.dynamicType` (the text style to scale with) and `dev.tessera.fontFeatures`.
/// Without `dynamicType`, the style is the iOS text style whose default size is nearest.
struct SwiftTypographyExtras {
    var italic = false
    var textStyle = "body"
    var features: [String] = []

    static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2",
    ]

    /// iOS default (Large) sizes of the text styles.
    private static let defaultSizes: [(String, Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("body", 17), ("callout", 16),
        ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    init(_ token: Token, fontSize: Double) {
        let extensions = token.extensions?.object
        italic = extensions?["dev.tessera.fontStyle"]?.string == "italic"
        features = extensions?["dev.tessera.fontFeatures"]?.array?.compactMap(\.string) ?? []
        if let style = extensions?["dev.tessera.dynamicType"]?.object?["relativeTo"]?.string, Self.textStyles.contains(style) {
            textStyle = style
        } else {
            textStyle = Self.defaultSizes.min { abs($0.1 - fontSize) < abs($1.1 - fontSize) }?.0 ?? "body"
        }
    }
}

/// `dev.tessera.gradient`: where a gradient runs. `{"kind": "linear", "startPoint": "top",
/// "endPoint": "bottom"}` (SwiftUI `UnitPoint` names) or `{"kind": "radial", "center": "center",
/// "startRadius": 0, "endRadius": 200}`. Nil (the default, top to bottom) when absent.
enum SwiftGradientGeometry {
    static let points: [String: (Double, Double)] = [
        "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5), "center": (0.5, 0.5),
        "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
    ]


    static func geometry(_ token: Token) -> String? {
        guard let object = token.extensions?.object?["dev.tessera.gradient"]?.object else { return nil }
        func point(_ key: String, _ fallback: String) -> String {
            let (x, y) = points[object[key]?.string ?? fallback] ?? points[fallback] ?? (0.5, 0.5)
            return ".init(\(SwiftLiteral.number(x)), \(SwiftLiteral.number(y)))"
        }
        if object["kind"]?.string == "radial" {
            let start = object["startRadius"]?.number ?? 0
            let end = object["endRadius"]?.number ?? 100
            return ".radial(center: \(point("center", "center")), startRadius: \(SwiftLiteral.number(start)), endRadius: \(SwiftLiteral.number(end)))"
        }
        return ".linear(start: \(point("startPoint", "top")), end: \(point("endPoint", "bottom")))"
    }
}
