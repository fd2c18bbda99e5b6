import TesseraCore

/// Shared pieces of the token sections: grouping by parent group, and the name line of a card.
enum TokenGroups {
    struct Group {
        var name: String
        var tokens: [Token]
    }

    /// Tokens grouped by the first two segments of their group's path (`components.feedCard`
    /// holds `components.feedCard.title.color` too, so small nested groups do not each take a
    /// row), groups in the order they first appear.
    static func byParent(_ tokens: [Token]) -> [Group] {
        var groups: [Group] = []
        var index: [String: Int] = [:]
        for token in tokens {
            // `color.text.$root` belongs with `color.text.muted`, under `color.text`.
            let segments = token.path.segments.dropLast().filter { $0 != "$root" }.prefix(2)
            let parent = segments.isEmpty ? "(top level)" : segments.joined(separator: ".")
            if let existing = index[parent] {
                groups[existing].tokens.append(token)
            } else {
                index[parent] = groups.count
                groups.append(Group(name: parent, tokens: [token]))
            }
        }
        return groups
    }

    /// The token's path (with a deprecated badge) and its description.
    static func nameLine(_ token: Token, _ html: inout HTML) {
        html.element("div", [("class", "name")]) { html in
            html.text(token.path.string)
            if case .deprecated(let reason)? = token.deprecated {
                html.element("span", [("class", "badge deprecated"), ("title", reason)], text: "deprecated")
            }
        }
        if let description = token.description, !description.isEmpty {
            html.element("div", [("class", "desc")], text: description)
        }
    }
}
