import TesseraCore

/// With the `references` option, parts of a value that were curly references in the source
/// (`"{color.brand}"`) are written as `var(--color-brand)`. JSON Pointer references
/// (`{"$ref": …}`) may point inside another token's value, which has no custom property of its
/// own, so they are inlined.
struct CSSReferences {
    let enabled: Bool
    let names: CSSNameTable

    /// The custom property a raw sub-value refers to, when it is a curly reference to a token
    /// that has one.
    func name(of raw: JSONNode?) -> String? {
        guard enabled, let text = raw?.string, let path = Self.curlyPath(text) else { return nil }
        return names.name(forPath: path)
    }

    /// The custom property of a raw object's member, e.g. a border's `color`.
    func name(of raw: JSONObject?, _ key: String) -> String? {
        guard enabled, let raw else { return nil }
        return name(of: raw[key])
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
        case reference(name: String, count: Int)
        case inline(raw: JSONObject?)
    }

    func listLayout(raw: JSONNode, resolvedCount: Int, in set: ResolvedTokenSet) -> [ListItem]? {
        guard enabled else { return nil }
        if let object = raw.object { return resolvedCount == 1 ? [.inline(raw: object)] : nil }
        guard let elements = raw.array else { return nil }
        var items: [ListItem] = []
        var total = 0
        for element in elements {
            if let text = element.string, let path = Self.curlyPath(text), let name = names.name(forPath: path),
               let count = set[path]?.value.listCount {
                items.append(.reference(name: name, count: count))
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
