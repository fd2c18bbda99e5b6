import Foundation
import TesseraCore
import TesseraEmitters

/// Writes a build's files all-or-nothing: every file goes to a temporary sibling first, and only
/// when all were written are they renamed into place (a rename is atomic on one file system). On
/// any failure the temporaries are removed, so no half-written output is ever left behind.
/// Then, in folders an output owns entirely (`OutputFile.ownedFolder`), files this build did not
/// write are removed (see `OutputWriter+Stale.swift`).
enum OutputWriter {
    /// `staging`: where files were already staged while the outputs ran (see
    /// `OutputStaging`); the other files are staged here.
    /// `manifest`: what a `tessera build` ran, so the files an earlier build wrote and this one
    /// no longer writes are removed (`BuildManifest`).
    static func write(
        _ files: [OutputFile], to directory: String, staging: OutputStaging? = nil, manifest scope: BuildManifest.Scope? = nil,
        log: inout DiagnosticLog
    ) -> Bool {
        let staging = staging ?? OutputStaging(directory: directory)
        // The manifest goes into place with the files, still listing the stale ones: a build
        // stopped before it removes them leaves them for the next one to remove.
        let plan = scope.map { BuildManifest.next(after: BuildManifest.read(in: directory), $0) }
        var files = files
        if let plan {
            let listed = BuildManifest(entries: plan.manifest.entries.union(plan.stale))
            files.append(OutputFile(path: BuildManifest.fileName, contents: listed.bytes))
        }
        func fail(_ diagnostic: Diagnostic) -> Bool {
            staging.rollBack()
            log.emit(diagnostic)
            return false
        }
        if let failure = staging.failure { return fail(failure) }
        // Renames are the last step and cannot be undone, so anything that would make one fail is
        // found before the first byte is written.
        for file in files where !staging.isStaged(file) {
            if let obstruction = staging.obstruction(of: file) { return fail(obstruction) }
        }
        for file in files where !staging.isStaged(file) {
            if let failure = staging.stage(file, checked: true) { return fail(failure) }
        }
        var cleanUp = DiagnosticLog()
        let failure = staging.commit(files) { folder in
            removeStaleFiles(besides: files, in: directory, log: &cleanUp)
            guard let plan, !plan.stale.isEmpty else { return }
            BuildManifest.remove(plan.stale, in: directory, log: &cleanUp)
            BuildManifest.replace(plan.manifest, in: directory, using: folder, log: &cleanUp)
        }
        log.emit(contentsOf: cleanUp)
        if let failure {
            log.emit(failure)
            return false
        }
        return true
    }

    /// "'x' is a file, not a folder" when a file stands where the output folder should be.
    static func obstacle(above folder: String) -> String? {
        var path = folder
        while !path.isEmpty, path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : "'\(path)' is a file, not a folder"
            }
            path = PathText.parent(of: path)
        }
        return nil
    }

    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
