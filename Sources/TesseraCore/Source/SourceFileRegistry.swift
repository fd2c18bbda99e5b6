import Foundation

/// Every `SourceFile` read in this process, by id. Files are small in number and live as long as
/// diagnostics may point into them, so a command keeps them for the life of the process; a process
/// that reads input again and again forgets each round's (`SourceFile.forget`).
final class SourceFileRegistry: @unchecked Sendable {
    static let shared = SourceFileRegistry()

    private let lock = NSLock()
    private var files: [UInt32: SourceFile] = [:]
    private var counter: UInt32 = 0

    func nextID() -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }

    func register(_ file: SourceFile) {
        lock.lock()
        defer { lock.unlock() }
        files[file.id] = file
    }

    func file(_ id: UInt32) -> SourceFile {
        lock.lock()
        defer { lock.unlock() }
        guard let file = files[id] else { preconditionFailure("source file \(id) was never registered") }
        return file
    }

    func isRegistered(_ id: UInt32) -> Bool { lock.withLock { files[id] != nil } }

    func forget(_ id: UInt32) {
        lock.withLock { files[id] = nil }
    }
}

extension SourceFile {
    /// Lets the registry drop this file, for a process that reads input round after round (the
    /// fuzzing harness): kept for the life of the process, every input ever read would stay in
    /// memory. No position into the file may be used afterwards: render its diagnostics first.
    public func forget() { SourceFileRegistry.shared.forget(id) }
}
