import TesseraCore

/// The minimum a usage pair must reach: WCAG 2.x by role and size (AA: 4.5 normal text, 3 large
/// text and non-text; AAA: 7 and 4.5; large is 18 pt, or 14 pt at weight 700 and up), raised to
/// a `min-contrast` prohibition's ratio for text when the spec asks for more.
struct ContrastThreshold {
    var ratio: Double
    /// Why this minimum: `WCAG AA, normal text` or the prohibition's words.
    var reason: String

    static func required(for pair: UsagePair, level: String, floors: [Prohibition]) -> ContrastThreshold {
        let aaa = level == "AAA"
        var threshold: ContrastThreshold
        switch pair.role {
        case .icon, .nonText:
            threshold = ContrastThreshold(ratio: 3, reason: "WCAG 1.4.11, non-text")
        case .text:
            let size = pair.size ?? 0
            let large = size >= 18 || (size >= 14 && (pair.weight ?? 400) >= 700)
            let ratio = large ? (aaa ? 4.5 : 3) : (aaa ? 7 : 4.5)
            let described = pair.size.map { "\(RuleFormat.number($0)) pt" + (pair.weight.map { " weight \(RuleFormat.number($0))" } ?? "") }
            threshold = ContrastThreshold(
                ratio: ratio, reason: "WCAG \(aaa ? "AAA" : "AA"), \(large ? "large" : "normal") text" + (described.map { ", \($0)" } ?? ""))
            for floor in floors {
                if let minimum = floor.number("ratio"), minimum > threshold.ratio {
                    threshold = ContrastThreshold(ratio: minimum, reason: floor.quoted)
                }
            }
        }
        return threshold
    }
}
