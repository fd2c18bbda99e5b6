import TesseraCore

/// Hands out unique identifiers within one Swift scope. Names are claimed in a stable order
/// (callers sort first), so the first claimant keeps the plain name and later ones get `2`, `3`,
/// …; every renaming is a warning `swift-name-collision` naming both tokens. Owners are
/// descriptions ready for a message, quotes included (`'color.accent'`, `group 'accent'`).
struct SwiftNameScope {
    /// Who holds a name. A token is kept as its path, put in words only for a message.
    enum Owner {
        case described(String)
        case token(TokenPath)

        var description: String {
            switch self {
            case .described(let text): text
            case .token(let path): "'\(path.string)'"
            }
        }
    }

    private var owners: [String: Owner] = [:]
    private let reserved: [String: String]
    let scopeName: String

    init(_ scopeName: String, reserved: [String: String] = [:]) {
        self.scopeName = scopeName
        self.reserved = reserved
    }

    /// `identifier` may be backticked or `_`-suffixed; uniqueness is judged without backticks.
    mutating func claim(_ identifier: String, for owner: String, at position: SourcePosition?, log: inout DiagnosticLog) -> String {
        claim(identifier, owner: .described(owner), at: position, log: &log)
    }

    /// `position` is evaluated only when the name collides.
    mutating func claim(
        _ identifier: String, owner: Owner, at position: @autoclosure () -> SourcePosition?, log: inout DiagnosticLog
    ) -> String {
        let bare = Self.bare(identifier)
        guard let existing = owners[bare]?.description ?? reserved[bare] else {
            owners[bare] = owner
            return identifier
        }
        var number = 2
        while contains("\(bare)\(number)") { number += 1 }
        let renamed = "\(bare)\(number)"
        owners[renamed] = owner
        log.warning(
            "swift-name-collision",
            "\(owner.description) and \(existing) both become '\(bare)' in \(scopeName); \(owner.description) is named '\(renamed)' instead (rename one token, or place it with a name in the swift output's 'api')",
            at: position())
        return renamed
    }

    func contains(_ identifier: String) -> Bool { owners[identifier] != nil || reserved[identifier] != nil }

    /// The identifier without backticks, as uniqueness is judged.
    static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }
}
