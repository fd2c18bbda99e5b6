import Foundation
import TesseraCore

/// A gradient token as a CSS background image, drawn the way its `dev.tessera.gradient` geometry
/// says (Documentation/Extensions.md): a linear one from its start point to its end point, a radial
/// one from its centre. The stops always come from the token's own custom property, except for a
/// radial gradient written from the edge inwards (`startRadius` > `endRadius`), which CSS draws
/// from the centre out: its stops are then listed reversed, each by the colour token it aliases.
enum GradientCSS {
    static func background(_ token: Token, names: [String: String], lookup: (TokenPath) -> Token?) -> String {
        let stops = "var(\(names[token.path.string] ?? "--missing"))"
        let geometry = geometry(token, lookup: lookup)
        guard geometry?["kind"]?.string == "radial" else {
            return "linear-gradient(\(angle(geometry)), \(stops))"
        }
        let at = point(geometry?["center"]?.string).map { "circle at \(SpecimenFormat.number($0.x * 100))% \(SpecimenFormat.number($0.y * 100))%" } ?? "circle"
        let start = geometry?["startRadius"]?.number ?? 0
        let end = geometry?["endRadius"]?.number ?? 1
        if start > end, let reversed = reversedStops(token, names: names, lookup: lookup) {
            return "radial-gradient(\(at), \(reversed))"
        }
        return "radial-gradient(\(at), \(stops))"
    }

    /// The geometry of the token or of the gradient it aliases.
    private static func geometry(_ token: Token, lookup: (TokenPath) -> Token?) -> JSONObject? {
        var current: Token? = token
        var steps = 0
        while let candidate = current, steps < 32 {
            if let object = candidate.extensions?.object?["dev.tessera.gradient"]?.object { return object }
            current = candidate.aliasOf.flatMap(lookup)
            steps += 1
        }
        return nil
    }

    /// SwiftUI's unit points: `topLeading` is (0, 0), `bottomTrailing` (1, 1).
    static func point(_ name: String?) -> (x: Double, y: Double)? {
        switch name {
        case "topLeading": (0, 0)
        case "top": (0.5, 0)
        case "topTrailing": (1, 0)
        case "leading": (0, 0.5)
        case "center": (0.5, 0.5)
        case "trailing": (1, 0.5)
        case "bottomLeading": (0, 1)
        case "bottom": (0.5, 1)
        case "bottomTrailing": (1, 1)
        default: nil
        }
    }

    /// CSS angles start at "to top" and turn clockwise; without geometry, left to right.
    private static func angle(_ geometry: JSONObject?) -> String {
        guard let start = point(geometry?["startPoint"]?.string), let end = point(geometry?["endPoint"]?.string),
              start != end else { return "90deg" }
        let degrees = atan2Degrees(end.x - start.x, -(end.y - start.y))
        return SpecimenFormat.number(degrees, 2) + "deg"
    }

    private static func atan2Degrees(_ x: Double, _ y: Double) -> Double {
        var degrees = atan2(x, y) * 180 / Double.pi
        if degrees < 0 { degrees += 360 }
        return degrees
    }

    /// `var(--centre) 0%, var(--edge) 100%` from the stops as written, when each names a colour token.
    private static func reversedStops(_ token: Token, names: [String: String], lookup: (TokenPath) -> Token?) -> String? {
        var current = token
        while current.valueWithReferences?.array == nil, let target = current.aliasOf.flatMap(lookup) { current = target }
        guard let written = current.valueWithReferences?.array, case .gradient(let stops) = current.value,
              written.count == stops.count else { return nil }
        var parts: [String] = []
        for (node, stop) in zip(written, stops).reversed() {
            guard let reference = node.object?["color"]?.string, reference.hasPrefix("{"), reference.hasSuffix("}"),
                  let name = names[String(reference.dropFirst().dropLast())] else { return nil }
            parts.append("var(\(name)) \(SpecimenFormat.number((1 - stop.position) * 100, 2))%")
        }
        return parts.joined(separator: ", ")
    }
}
