/// Where a token that a reference names is defined when the resolution leaves it out: in a set or
/// modifier that resolutionOrder does not include, or in a context the permutation does not choose.
/// The resolver asks only once a reference has missed, so it costs nothing otherwise.
public struct ReferenceLocator: Sendable {
    struct Place: Sendable {
        var description: String
        var trees: [JSONObject]
    }

    var places: [Place]

    /// "set \"brand\", which …" for the first place that defines `path`.
    func place(of path: TokenPath) -> String? {
        let segments = path.segments.map(String.init)
        return places.first { place in place.trees.contains { Self.defines(segments, in: $0) } }?.description
    }

    private static func defines(_ segments: [String], in tree: JSONObject) -> Bool {
        var object = tree
        for segment in segments {
            guard let next = object[segment]?.object else { return false }
            object = next
        }
        return object["$value"] != nil || object["value"] != nil || object["$ref"] != nil
    }
}

extension ResolverDocument {
    /// The places a permutation leaves out: what resolutionOrder never includes, and the contexts
    /// of its modifiers that the permutation does not choose.
    public func locator(for permutation: Permutation) -> ReferenceLocator {
        var places = unincluded
        for modifier in modifierSteps {
            let chosen = permutation.context(of: modifier.name) ?? modifier.fallbackContext ?? ""
            for context in modifier.contexts where context.name != chosen {
                places.append(.init(
                    description: "context \"\(context.name)\" of modifier \"\(modifier.name)\", which this permutation (\(modifier.name)=\(chosen)) does not choose",
                    trees: context.sources))
            }
        }
        return ReferenceLocator(places: places)
    }
}
