import Foundation

/// A reference in generated code that the availability table does not allow.
public struct AvailabilityIssue: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The referenced declaration has no row in the table.
        case notInTable
        /// The table lists the declaration as unavailable on the platform (yet the stubs have it).
        case unavailable
        /// The declaration needs `needed`, above what the code may assume there (`assumed`: the
        /// floor, or an enclosing `#available`/`@available`).
        case unguarded(needed: Version, assumed: Version)
    }

    public var api: String
    public var platform: ApplePlatform
    public var position: SourcePosition
    public var kind: Kind

    public init(api: String, platform: ApplePlatform, position: SourcePosition, kind: Kind) {
        (self.api, self.platform, self.position, self.kind) = (api, platform, position, kind)
    }

    public var description: String {
        switch kind {
        case .notInTable: "\(position): \(api) is not in Documentation/AppleAvailability.md"
        case .unavailable: "\(position): \(api) is unavailable on \(platform)"
        case .unguarded(let needed, let assumed):
            "\(position): \(api) needs \(platform) \(needed), but the code may only assume \(assumed)"
                + " (no enclosing #available or @available for \(platform) \(needed))"
        }
    }
}

/// Checks every reference to an Apple API in a `-dump-ast` against the availability table.
public enum AvailabilityCheck {
    /// The issues of `ast` (dumped for `platform`), one per API and source position.
    /// `stubSource` returns the text of a stub file by path (for the names of its declarations).
    public static func issues(
        ast: String, platform: ApplePlatform, table: AvailabilityTable, modules: Set<String>,
        stubSource: (String) -> String?
    ) -> [AvailabilityIssue] {
        issues(ASTAvailability(ast: ast, modules: modules), platform: platform, table: table, stubSource: stubSource)
    }

    /// The issues of references already read from an AST.
    public static func issues(
        _ availability: ASTAvailability, platform: ApplePlatform, table: AvailabilityTable,
        stubSource: (String) -> String?
    ) -> [AvailabilityIssue] {
        // Memoised: thousands of references name a few hundred declarations of three files.
        var sources: [String: String?] = [:]
        func source(_ path: String) -> String? {
            if let known = sources[path] { return known }
            sources[path] = stubSource(path)
            return sources[path] ?? nil
        }
        var keys: [Substring: String?] = [:]
        var issues: Set<AvailabilityIssue> = []
        for reference in availability.references {
            // A generic reference carries its substitutions (` [with …]`); the name does not need them.
            let printed = reference.printed.firstRange(of: " [with").map { reference.printed[..<$0.lowerBound] }
                ?? reference.printed[...]
            let key = keys[printed] ?? StubDeclarationName.key(forPrinted: String(printed), source: source)
            keys[printed] = key
            guard let key else { continue }
            let issue = { (kind: AvailabilityIssue.Kind) in
                _ = issues.insert(AvailabilityIssue(api: key, platform: platform, position: reference.position, kind: kind))
            }
            switch table.rows[key]?.availability[platform] {
            case nil: issue(.notInTable)
            case .unavailable: issue(.unavailable)
            case .since(let needed):
                let assumed = assumedVersion(at: reference.position, on: platform, regions: availability.regions)
                if needed > assumed { issue(.unguarded(needed: needed, assumed: assumed)) }
            }
        }
        return issues.sorted { ($0.position, $0.api) < ($1.position, $1.api) }
    }

    /// The highest version the code at `position` may assume on `platform`: the floor, or more
    /// inside a region that declares more. Mac Catalyst follows `iOS` unless a region names it.
    static func assumedVersion(at position: SourcePosition, on platform: ApplePlatform, regions: [ASTAvailability.Region])
        -> Version
    {
        var assumed = platform.floor
        for region in regions where region.start <= position && position <= region.end {
            let version = region.versions[platform.rawValue] ?? (platform == .macCatalyst ? region.versions["iOS"] : nil)
            if let version, version > assumed { assumed = version }
        }
        return assumed
    }
}
