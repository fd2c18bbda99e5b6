/// Reads the files a resolver (or any input) references. Paths are as written in the referencing
/// file; relative ones resolve against that file's folder. A protocol so that tests and editors can
/// serve files from memory. Sendable: a resolver's files are loaded in parallel.
public protocol SourceLoader: Sendable {
    func load(path: String, relativeTo: SourceFile) throws(SourceLoadError) -> SourceFile
}

/// Why a referenced file could not be read; `path` is the resolved path, as shown to the user.
public struct SourceLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case notFound
        case unreadable(String)
        /// A reference Tessera cannot follow, such as a remote URL.
        case unsupported(String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The diagnostic code a resolver reports this under.
    public var code: String {
        switch reason {
        case .notFound: "resolver-file-not-found"
        case .unreadable: "resolver-file-unreadable"
        case .unsupported: "resolver-unsupported-reference"
        }
    }

    public var description: String {
        switch reason {
        case .notFound: "the file '\(path)' does not exist; check the path (it is relative to the referencing file)"
        case .unreadable(let why): "the file '\(path)' cannot be read: \(why)"
        case .unsupported(let why): "'\(path)' cannot be loaded: \(why)"
        }
    }
}

/// Serves files from a dictionary of path → text, for tests and in-memory tools. Paths are matched
/// after resolving them against the referencing file's folder, exactly as on disk.
public final class InMemorySourceLoader: SourceLoader, Sendable {
    private let files: [String: SourceFile]

    public init(_ texts: [String: String]) {
        var files: [String: SourceFile] = [:]
        for (path, text) in texts {
            let normalized = SourcePath.normalize(path)
            files[normalized] = SourceFile(path: normalized, text: text)
        }
        self.files = files
    }

    /// The file at `path` itself, e.g. the resolver a test starts from.
    public func file(_ path: String) -> SourceFile? { files[SourcePath.normalize(path)] }

    public func load(path: String, relativeTo: SourceFile) throws(SourceLoadError) -> SourceFile {
        let resolved = try SourcePath.resolve(path, relativeTo: relativeTo.path)
        guard let file = files[resolved] else { throw SourceLoadError(path: resolved, reason: .notFound) }
        return file
    }
}
