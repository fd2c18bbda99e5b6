/// Font weight names as design tools write them ("Semi Bold", "SemiBold", "Regular", "Bold
/// Italic"), matched loosely: case, spaces, hyphens and underscores are ignored.
enum FontWeightNames {
    struct Match: Equatable {
        var weight: Double
        /// `italic` or `oblique` when the name carried a style, which 2025.10 cannot express.
        var style: String?
    }

    static func match(_ name: String) -> Match? {
        var folded = String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
        var style: String?
        for suffix in ["italic", "oblique"] where folded.hasSuffix(suffix) {
            style = suffix
            folded.removeLast(suffix.count)
        }
        if folded.isEmpty { return style.map { Match(weight: 400, style: $0) } }
        guard let weight = weights[folded] else { return nil }
        return Match(weight: weight, style: style)
    }

    private static let weights: [String: Double] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "roman": 400, "medium": 500, "semibold": 600,
        "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]
}
