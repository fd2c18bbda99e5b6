import Foundation

/// Every `SourceFile` read in this process, by id. Files are small in number and live as long as
/// diagnostics may point into them, so they are kept for the life of the process.
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
}
