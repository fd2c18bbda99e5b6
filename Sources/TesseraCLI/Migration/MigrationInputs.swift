import Foundation
import TesseraCore

/// The files `tessera migrate PATH…` reads: files as named, folders as every token file below them
/// (name order), each with its path relative to the folder all of them share, which is where
/// migrated files keep their layout.
struct MigrationInputs {
    struct Entry {
        /// As the user would name it (the argument, or the folder argument joined with the rest).
        var shown: String
        var absolute: String
        /// Relative to `base`: where the migrated file goes.
        var relative: String
        /// Found by expanding a folder, so a file that is not a token file is passed over.
        var fromFolder: Bool
    }

    /// The folder every input's relative path starts from.
    var base: String
    var entries: [Entry]

    /// Extensions read when a folder is named; a file named directly is read whatever it is called.
    static let tokenExtensions = [".json", ".tokens", ".jsonc", ".json5"]

    init(_ arguments: [String], log: inout DiagnosticLog) {
        let workingDirectory = FileManager.default.currentDirectoryPath
        var found: [(shown: String, absolute: String, fromFolder: Bool)] = []
        var anchors: [String] = []
        for argument in arguments {
            let absolute = Self.absolute(argument, in: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                log.emit(Diagnostic(.error, code: "file-not-found", message: "cannot find '\(argument)'"))
                continue
            }
            if isDirectory.boolValue {
                anchors.append(absolute)
                for relative in Self.tokenFiles(below: absolute) {
                    found.append(((argument as NSString).appendingPathComponent(relative), absolute + "/" + relative, true))
                }
            } else {
                anchors.append(PathText.parent(of: absolute))
                found.append((argument, absolute, false))
            }
        }
        let base = Self.commonFolder(anchors)
        self.base = base
        var seen = Set<String>()
        entries = found.filter { seen.insert($0.absolute).inserted }.map { file in
            let relative = base == "/" ? String(file.absolute.dropFirst()) : String(file.absolute.dropFirst(base.count + 1))
            return Entry(shown: file.shown, absolute: file.absolute, relative: relative, fromFolder: file.fromFolder)
        }
    }

    static func absolute(_ path: String, in workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
        return SourcePath.normalize(joined)
    }

    /// Token files below `folder`, in name order; hidden entries (`.git`, a build's staging
    /// folder) and resolver files are passed over.
    static func tokenFiles(below folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard tokenExtensions.contains(where: { name.hasSuffix($0) }), !name.hasSuffix(".resolver.json") else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The deepest folder that holds all of `folders`.
    static func commonFolder(_ folders: [String]) -> String {
        guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: true) else {
            return FileManager.default.currentDirectoryPath
        }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
            common = Array(zip(common, parts).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}
