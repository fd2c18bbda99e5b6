/// A Tokens Studio single-file export of several sets (`$themes`, `$metadata.tokenSetOrder`):
/// each set becomes a file of its own, `<export>/<set>.json`, and the themes a resolver,
/// `<export>.resolver.json`, whose modifiers are the theme groups. A theme is a context whose
/// sources are the sets it enables or uses as source, in the token set order. With several groups,
/// the sets every theme uses come first, as one set; each context holds the rest.
struct TokensStudioExport {
    struct Theme {
        var name: String
        var sets: [String]
    }

    struct Group {
        var name: String
        var themes: [Theme]
    }

    let input: MigrationInput
    /// The sets in token set order, then any the order leaves out, in the file's order.
    let sets: [(name: String, tree: JSONObject)]
    let groups: [Group]

    /// Nil for anything but an export with `$themes` or `$metadata`.
    init?(_ input: MigrationInput) {
        let root = input.tree
        guard Self.recognizes(root) else { return nil }
        self.input = input
        var names = (root["$metadata"]?.object?["tokenSetOrder"]?.array ?? []).compactMap(\.string)
            .filter { root[$0]?.object != nil }
        for member in root.members where !member.key.hasPrefix("$") && member.value.object != nil && !names.contains(member.key) {
            names.append(member.key)
        }
        let order = names
        sets = order.compactMap { name in root[name]?.object.map { (name, $0) } }
        groups = Self.groups(root["$themes"]?.array ?? [], order: order)
    }

    /// An export has `$themes` (a list) or `$metadata` at its root, which no token file has.
    static func recognizes(_ root: JSONObject) -> Bool {
        root["$themes"]?.array != nil || root["$metadata"]?.object?["tokenSetOrder"] != nil
    }

    /// The themes by group (in the order groups first appear); a theme without a group is in
    /// "theme". A set counts when it is `enabled` or `source`.
    static func groups(_ themes: [JSONNode], order: [String]) -> [Group] {
        var groups: [Group] = []
        for node in themes {
            guard let theme = node.object, let name = theme["name"]?.string else { continue }
            let selected = theme["selectedTokenSets"]?.object ?? JSONObject()
            let sets = order.filter { ["enabled", "source"].contains(selected[$0]?.string ?? "") }
            let groupName = theme["group"]?.string ?? "theme"
            if let index = groups.firstIndex(where: { $0.name == groupName }) {
                guard !groups[index].themes.contains(where: { $0.name == name }) else { continue }
                groups[index].themes.append(Theme(name: name, sets: sets))
            } else {
                groups.append(Group(name: groupName, themes: [Theme(name: name, sets: sets)]))
            }
        }
        return groups
    }

    /// The groups with a choice to make: a modifier needs two contexts at least.
    var modifierGroups: [Group] { groups.filter { $0.themes.count > 1 } }

    /// Sets read before the modifiers, always: those of a group with one theme, and those every
    /// theme reads. With one modifier and nothing else, none, so that each context lists its sets
    /// in full and the token set order holds exactly; with no themes at all, every set.
    var baseSets: [String] {
        let fixed = Set(groups.filter { $0.themes.count == 1 }.flatMap { $0.themes[0].sets })
        let themes = modifierGroups.flatMap(\.themes)
        if themes.isEmpty { return fixed.isEmpty ? sets.map(\.name) : sets.map(\.name).filter(fixed.contains) }
        if modifierGroups.count == 1, fixed.isEmpty { return [] }
        return sets.map(\.name).filter { name in fixed.contains(name) || themes.allSatisfy { $0.sets.contains(name) } }
    }
}
