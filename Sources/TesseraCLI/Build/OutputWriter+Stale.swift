import Foundation
import TesseraCore
import TesseraEmitters

extension OutputWriter {
    /// Removes, inside each folder an output owns, every file the build did not write, then the
    /// folders left empty: a deleted or renamed token must not survive as a stale colorset that
    /// Xcode keeps compiling. Runs only after every file is in place, and never leaves the owned
    /// folders. Paths are compared ignoring case, as on macOS: there, a colorset renamed only in
    /// case is written into the old folder, which must not then be taken for a stale one.
    static func removeStaleFiles(besides files: [OutputFile], in directory: String, log: inout DiagnosticLog) {
        var written: [String: Set<String>] = [:]
        for file in files {
            guard let owned = file.ownedFolder, OutputStaging.isInside(owned), file.path.hasPrefix(owned + "/") else { continue }
            written[owned, default: []].insert(file.path.dropFirst(owned.count + 1).lowercased())
        }
        let manager = FileManager.default
        for (owned, keep) in written.sorted(by: { $0.key < $1.key }) {
            let root = (directory as NSString).appendingPathComponent(owned)
            guard let entries = manager.enumerator(atPath: root) else { continue }
            var stale: [String] = []
            var folders: [String] = []
            while let relative = entries.nextObject() as? String {
                // Links are removed like files, never followed.
                if entries.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                    folders.append(relative)
                } else if !keep.contains(relative.lowercased()) {
                    stale.append(relative)
                }
            }
            for relative in stale.sorted() {
                remove((root as NSString).appendingPathComponent(relative), log: &log)
            }
            // Deepest first, so a folder whose subfolders were all stale goes too.
            for relative in folders.sorted(by: { $0.count > $1.count }) {
                let folder = (root as NSString).appendingPathComponent(relative)
                if (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true { remove(folder, log: &log) }
            }
        }
    }

    private static func remove(_ path: String, log: inout DiagnosticLog) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            log.emit(Diagnostic(
                .warning, code: "output-stale-file",
                message: "cannot remove '\(path)', which this build no longer writes: \(reason(error)); delete it by hand"))
        }
    }
}
