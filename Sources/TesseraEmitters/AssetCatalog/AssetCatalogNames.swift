import TesseraCore

/// The asset name of every colour token, and the group folders that hold them.
///
/// With namespaces, each group is a folder that provides a namespace, so `color.accent.sunYellow`
/// is the asset `color/accent/sunYellow`; flat, the asset is named by the dotted path. A `$root`
/// token is named after its group (`color.brand.$root` is `color/brand`). Each segment is made a
/// safe file name (`AssetCatalogNames.sanitize`). Names are compared ignoring case and Unicode
/// normalisation, as macOS file systems do; a name already taken by an earlier token (or group)
/// gets `-2`, `-3`… and one `xcassets-name-collision` warning.
struct AssetCatalogNames {
    /// Group folder path segments, then the asset's own name.
    struct Asset {
        var folders: [String]
        var name: String

        /// `color/accent/sunYellow`: what `Color(_:bundle:)` takes.
        var assetName: String { (folders + [name]).joined(separator: "/") }
    }

    /// One per token, in the given order.
    private(set) var assets: [Asset] = []
    /// Every group folder path, parents before children.
    private(set) var groups: [[String]] = []

    /// Claimed names, lowercased, by full path (groups under `g/`, colorsets under `c/`), with the
    /// token or group path that claimed them.
    private var owners: [String: Owner] = [:]
    /// The folder chosen for each group, by its parent's folder path and its own token-path name.
    private var groupFolders: [[String]: [String: String]] = [:]

    /// A token, or a group with the first token found in it (groups have no position of their own).
    private struct Owner {
        var path: String
        var token: String
        var position: SourcePosition?
    }

    init(tokens: [Token], namespaces: Bool, log: inout DiagnosticLog) {
        assets.reserveCapacity(tokens.count)
        for token in tokens {
            var segments = token.path.segments.map(String.init)
            if segments.count > 1, segments.last == "$root" { segments.removeLast() }
            let leaf = segments.removeLast()
            var folders: [String] = []
            var name: String
            if namespaces {
                for depth in segments.indices {
                    let group = Owner(
                        path: segments[...depth].joined(separator: "."), token: token.path.string,
                        position: token.position)
                    folders = folder(for: segments[depth], in: folders, group: group, log: &log)
                }
                name = Self.sanitize(leaf)
            } else {
                name = (segments + [leaf]).map(Self.sanitize).joined(separator: ".")
            }
            let owner = Owner(path: token.path.string, token: token.path.string, position: token.position)
            name = claim(name, isGroup: false, in: folders, by: owner, log: &log)
            assets.append(Asset(folders: folders, name: name))
        }
    }

    /// The folder path of group `segment` inside `parent`, created (and claimed) on first use.
    private mutating func folder(
        for segment: String, in parent: [String], group: Owner, log: inout DiagnosticLog
    ) -> [String] {
        if let known = groupFolders[parent]?[segment] { return parent + [known] }
        let name = claim(Self.sanitize(segment), isGroup: true, in: parent, by: group, log: &log)
        groupFolders[parent, default: [:]][segment] = name
        groups.append(parent + [name])
        return parent + [name]
    }

    /// `natural`, or the first `natural-N` nobody in `folders` has.
    private mutating func claim(
        _ natural: String, isGroup: Bool, in folders: [String], by owner: Owner, log: inout DiagnosticLog
    ) -> String {
        let prefix = ([isGroup ? "g" : "c"] + folders).joined(separator: "/").lowercased() + "/"
        let earlier = owners[prefix + natural.lowercased()]
        var candidate = natural
        var counter = 2
        while owners[prefix + candidate.lowercased()] != nil {
            candidate = "\(natural)-\(counter)"
            counter += 1
        }
        owners[prefix + candidate.lowercased()] = owner
        if let earlier {
            let kind = isGroup ? "groups" : "tokens"
            let natural = (folders + [natural]).joined(separator: "/")
            let written = (folders + [candidate]).joined(separator: "/")
            let what = isGroup ? "the folder '\(natural)'; its colours are written under '\(written)/'" : "the asset '\(natural)'; '\(owner.path)' is written as '\(written)'"
            log.warning(
                "xcassets-name-collision",
                "\(kind) '\(earlier.path)' and '\(owner.path)' both become \(what). Asset names ignore case and cannot hold '/', ':', '\\' or control characters; rename one of them to choose the names yourself",
                at: owner.position,
                notes: [Diagnostic.Note("'\(earlier.token)' is defined here", location: earlier.position?.location)])
        }
        return candidate
    }
}
