import TesseraCore

/// Hands out unique identifiers within one Swift scope. Names are claimed in a stable order
/// (callers sort first), so the first claimant keeps the plain name and later ones get `2`, `3`,
/// …; every renaming is a warning `swift-name-collision` naming both tokens. Owners are
/// descriptions ready for a message, quotes included (`'color.accent'`, `group 'accent'`).
struct SwiftNameScope {
    private var owners: [String: String] = [:]
    let scopeName: String

    init(_ scopeName: String, reserved: [String: String] = [:]) {
        self.scopeName = scopeName
        self.owners = reserved
    }

    /// `identifier` may be backticked or `_`-suffixed; uniqueness is judged without backticks.
    mutating func claim(_ identifier: String, for owner: String, at position: SourcePosition?, log: inout DiagnosticLog) -> String {
        let bare = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
        guard let existing = owners[bare] else {
            owners[bare] = owner
            return identifier
        }
        var number = 2
        while owners["\(bare)\(number)"] != nil { number += 1 }
        let renamed = "\(bare)\(number)"
        owners[renamed] = owner
        log.warning(
            "swift-name-collision",
            "\(owner) and \(existing) both become '\(bare)' in \(scopeName); \(owner) is named '\(renamed)' instead (rename one token, or place it with a name in the swift output's 'api')",
            at: position)
        return renamed
    }

    func contains(_ identifier: String) -> Bool { owners[identifier] != nil }
}
