import Foundation

/// What a watched system's inputs look like on disk: every token, resolver and configuration file
/// below the system's folder (`.json`, `.jsonc`, `.json5`, `.yml`, `.yaml`), with its size and
/// modification time. Hidden folders, `.build` and the output folder are left out, so a build's
/// own writes do not trigger the next one.
struct SourceFingerprint: Equatable {
    struct Entry: Equatable {
        var path: String
        var size: Int
        var modified: Double
    }

    static let extensions: Set<String> = ["json", "jsonc", "json5", "yml", "yaml"]
    /// A folder with more entries than this is not a design system's sources (say, node_modules).
    static let entryLimit = 20_000

    private(set) var entries: [Entry] = []

    init(folders: [String], skipping skipped: Set<String>) {
        let manager = FileManager.default
        var seen = 0
        for folder in folders {
            guard let walk = manager.enumerator(atPath: folder) else { continue }
            while let relative = walk.nextObject() as? String {
                seen += 1
                if seen > Self.entryLimit { break }
                let path = (folder as NSString).appendingPathComponent(relative)
                let name = (relative as NSString).lastPathComponent
                let attributes = walk.fileAttributes
                if attributes?[.type] as? FileAttributeType == .typeDirectory {
                    if name.hasPrefix(".") || name == "node_modules" || skipped.contains(Self.normalized(path)) { walk.skipDescendants() }
                    continue
                }
                guard Self.extensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
                let size = attributes?[.size] as? Int ?? 0
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                entries.append(Entry(path: path, size: size, modified: modified))
            }
        }
        entries.sort { $0.path < $1.path }
    }

    /// The first path that differs from `old` (added, removed or changed), to say what changed.
    func firstChange(since old: SourceFingerprint) -> String? {
        let before = Dictionary(old.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(entries.map(\.path))
        if let changed = entries.first(where: { before[$0.path] != $0 }) { return changed.path }
        return old.entries.first { !now.contains($0.path) }?.path
    }

    static func normalized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
