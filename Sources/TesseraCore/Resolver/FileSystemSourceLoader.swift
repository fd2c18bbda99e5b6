import Foundation

/// Reads referenced files from disk, once each: files are cached by absolute path, so a token file
/// that several sets reference is read (and, by the resolver, parsed) a single time. Thread-safe.
public final class FileSystemSourceLoader: SourceLoader, @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: SourceFile] = [:]
    private let workingDirectory: String

    /// `workingDirectory` anchors relative paths for caching; it defaults to the process's.
    public init(workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
    }

    /// Every file read so far, in no particular order.
    public var files: [SourceFile] { lock.withLock { Array(cache.values) } }

    public func load(path: String, relativeTo: SourceFile) throws(SourceLoadError) -> SourceFile {
        let shown = try SourcePath.resolve(path, relativeTo: relativeTo.path)
        return try load(path: shown)
    }

    /// Reads `path` (relative to the working directory) or returns the cached file.
    public func load(path shown: String) throws(SourceLoadError) -> SourceFile {
        let absolute = shown.hasPrefix("/") ? shown : SourcePath.normalize(workingDirectory + "/" + shown)
        if let cached = lock.withLock({ cache[absolute] }) { return cached }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw SourceLoadError(path: shown, reason: .notFound)
        }
        guard !isDirectory.boolValue else {
            throw SourceLoadError(path: shown, reason: .unreadable("it is a folder; reference a JSON file inside it"))
        }
        if let kind = FileContents.specialKind(absolute) {
            throw SourceLoadError(path: shown, reason: .unreadable("it is \(kind), not a regular file"))
        }
        guard let bytes = FileContents.read(absolute) else {
            throw SourceLoadError(path: shown, reason: .unreadable("permission denied or I/O error"))
        }
        let file = SourceFile(path: shown, bytes: bytes)
        return lock.withLock {
            // Another thread may have read it meanwhile; keep one instance per path.
            if let raced = cache[absolute] { return raced }
            cache[absolute] = file
            return file
        }
    }
}
