import TesseraCore

/// With the `references` option, parts of a value that were curly references in the source
/// (`"{color.brand}"`) are written as `var(--color-brand)`. JSON Pointer references
/// (`{"$ref": …}`) may point inside another token's value, which has no custom property of its
/// own, so they are inlined.
struct CSSReferences {
    let enabled: Bool
    let names: CSSNameTable

    /// The token (union entry) a raw sub-value refers to, when it is a curly reference to a
    /// token that has a custom property.
    func target(of raw: JSONNode?) -> Int? {
        guard enabled, let text = raw?.string, let path = Self.curlyPath(text) else { return nil }
        return names.entry(forPath: path)
    }

    /// The token a raw object's member refers to, e.g. a border's `color`.
    func target(of raw: JSONObject?, _ key: String) -> Int? {
        guard enabled, let raw else { return nil }
        return target(of: raw[key])
    }

    /// The token a whole value aliases, when references are on and it has a custom property.
    func aliasTarget(of token: UnsafePointer<Token>) -> Int? {
        guard enabled, let alias = token.pointee.aliasOf else { return nil }
        return names.entry(forPath: alias.string)
    }

    /// `color.brand` for `{color.brand}`; nil when `text` is not one whole curly reference.
    static func curlyPath(_ text: String) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// How a list value (shadows, gradient stops) was written: items that referenced a whole token
    /// of the same type, and inline items (whose own parts may be references). `nil` when
    /// references are off or the raw value does not line up with the resolved list (a pointer that
    /// spliced several items), in which case the resolved items are written.
    enum ListItem {
        case reference(target: Int, count: Int)
        case inline(raw: JSONObject?)
    }

    func listLayout(raw: JSONNode, resolvedCount: Int, in set: ResolvedTokenSet) -> [ListItem]? {
        guard enabled else { return nil }
        if let object = raw.object { return resolvedCount == 1 ? [.inline(raw: object)] : nil }
        guard let elements = raw.array else { return nil }
        var items: [ListItem] = []
        var total = 0
        for element in elements {
            if let text = element.string, let path = Self.curlyPath(text), let target = names.entry(forPath: path),
               let count = set[path]?.value.listCount {
                items.append(.reference(target: target, count: count))
                total += count
            } else {
                items.append(.inline(raw: element.object))
                total += 1
            }
        }
        return total == resolvedCount ? items : nil
    }
}

extension TokenValue {
    /// How many items a list-valued token contributes when referenced inside another list.
    fileprivate var listCount: Int? {
        switch self {
        case .shadow(let shadows): shadows.count
        case .gradient(let stops): stops.count
        default: nil
        }
    }
}
