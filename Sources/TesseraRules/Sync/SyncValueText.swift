import TesseraCore

/// A token's value as the sync check compares and shows it: two values are equal when their texts
/// are. Colours are 8-bit sRGB hex (with alpha), sizes px (rem at 16 px) to the last digit,
/// durations ms, springs their parameters, anything else its resolved JSON.
enum SyncValueText {
    static func comparable(_ token: Token, in set: ResolvedTokenSet) -> String {
        switch token.value {
        case .color(let color):
            return color.srgbHexWithAlpha
        case .dimension(let dimension) where dimension.unit == .px || dimension.unit == .rem || dimension.unit == .em:
            return "\(RuleFormat.number(dimension.px)) px"
        case .duration(let duration):
            if let spring = set.spring(of: token) {
                return "a spring (response \(RuleFormat.number(spring.response)) s, dampingFraction \(RuleFormat.number(spring.dampingFraction)), mass \(RuleFormat.number(spring.mass)))"
            }
            return "\(RuleFormat.number(duration.milliseconds)) ms"
        case .fontFamily(let names):
            return names.joined(separator: ", ")
        default:
            return String(decoding: JSONWriter.serialize(token.value.jsonNode, style: .compact), as: UTF8.self)
        }
    }

    /// The SwiftUI material a blur stands for (`dev.tessera.material.swiftUI`), its own or that of
    /// the token it aliases.
    static func material(of token: Token, in set: ResolvedTokenSet) -> String? {
        var cursor = token
        for _ in 0..<64 {
            if let name = cursor.extensions?.object?["dev.tessera.material"]?.object?["swiftUI"]?.string { return name }
            guard let next = cursor.aliasOf, let target = set[next.string] else { return nil }
            cursor = target
        }
        return nil
    }
}
