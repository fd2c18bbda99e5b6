import Foundation

/// The committed Swift goldens (every folder under Tests/Fixtures holding a generated
/// `Tokens.swift`), grouped so that several folders type-check in one compiler run.
public enum SwiftGoldens {
    /// The generated files, neutral one first.
    public static let files = ["Tokens.swift", "Tokens+SwiftUI.swift", "Tokens+UIKit.swift", "Tokens+AppKit.swift"]

    /// Where the goldens are: Tests/Fixtures, or `$TESSERA_SWIFT_GOLDENS` (another checkout's
    /// Tests/Fixtures, say, to check its goldens against these stubs).
    public static let root: URL = {
        let override = ProcessInfo.processInfo.environment["TESSERA_SWIFT_GOLDENS"] ?? ""
        return override.isEmpty ? TestPaths.fixture("") : URL(fileURLWithPath: override)
    }()

    /// Folders holding a generated `Tokens.swift`, relative to ``root``, sorted.
    public static let folders: [String] = {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent == "Tokens.swift" { found.append((path as NSString).deletingLastPathComponent) }
        }
        return found.sorted()
    }()

    /// The folders in groups whose files can be compiled together: no two folders of a group
    /// declare the same name (first fit, in folder order, so the grouping is stable).
    public static let batches: [[String]] = {
        var groups: [(folders: [String], names: Set<String>)] = []
        for folder in folders {
            let names = declaredNames(files.compactMap { try? text(of: $0, in: folder) })
            if let index = groups.firstIndex(where: { $0.names.isDisjoint(with: names) }) {
                groups[index].folders.append(folder)
                groups[index].names.formUnion(names)
            } else {
                groups.append(([folder], names))
            }
        }
        return groups.map(\.folders)
    }()

    /// The batch's files → text: all four for an Apple platform, only the neutral `Tokens.swift`
    /// without one (nil), as on Linux. A file is named for its folder,
    /// `bundled-aurora-Tokens+UIKit.swift`: the files of a module must differ in name. A folder
    /// with an asset catalog is a target with a resource, for which SwiftPM synthesises
    /// `Bundle.module` (the swift output's `assetCatalog` reads it); the batch gets one too.
    public static func sources(of batch: [String], platform: ApplePlatform?) throws -> [String: String] {
        var sources: [String: String] = [:]
        for folder in batch {
            for file in platform == nil ? ["Tokens.swift"] : files {
                guard let text = try text(of: file, in: folder) else { continue }
                sources[sourceName(file, in: folder)] = text
            }
            if platform != nil && hasAssetCatalog(folder) {
                sources["resource_bundle_accessor.swift"] = "import Foundation\nextension Foundation.Bundle { static let module = Bundle.main }\n"
            }
        }
        return sources
    }

    private static func hasAssetCatalog(_ folder: String) -> Bool {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return contents.contains { $0.hasSuffix(".xcassets") }
    }

    /// The name ``sources(of:platform:)`` gives `file` of `folder`.
    public static func sourceName(_ file: String, in folder: String) -> String {
        folder.replacingOccurrences(of: "/", with: "-") + "-" + file
    }

    private static func text(of file: String, in folder: String) throws -> String? {
        let url = root.appendingPathComponent(folder).appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// What a folder's files declare that another folder's could too: each top-level name, and
    /// each member added by an extension of a type declared elsewhere (`static var canvas` on
    /// `SwiftUI.Color`); a method counts with its whole signature, since overloads may coexist.
    static func declaredNames(_ texts: [String]) -> Set<String> {
        var topLevel: Set<String> = []
        var members: [(extended: String, key: String)] = []
        for text in texts {
            var extended: String?
            for line in text.split(separator: "\n") {
                if line.hasPrefix("}") { extended = nil }
                if let match = line.firstMatch(of: extensionLine) {
                    extended = String(match.output.type)
                } else if let match = line.firstMatch(of: declaration) {
                    let key = match.output.kind == "func" ? String(line) : String(match.output.name)
                    if let extended { members.append((extended, key.trimmingCharacters(in: .whitespaces))) }
                    else if !line.hasPrefix(" ") { topLevel.insert(key) }
                }
            }
        }
        let foreign = members.filter { !topLevel.contains(String($0.extended.prefix { $0 != "." && $0 != "<" })) }
        return topLevel.union(foreign.map { "\($0.extended).\($0.key)" })
    }

    // Computed: `Regex` is not `Sendable`, so it cannot be a stored static.
    private static var extensionLine: Regex<(Substring, type: Substring)> { #/^extension\s+(?<type>[\w.]+)/# }
    private static var declaration: Regex<(Substring, kind: Substring, name: Substring)> {
        #/^ {0,4}(?:@\w+\s+)*(?:(?:public|internal|package|fileprivate|private|static|class|final|open|nonisolated)\s+)*(?<kind>enum|struct|class|actor|protocol|typealias|func|let|var)\s+(?<name>`?\w+`?)/#
    }
}
