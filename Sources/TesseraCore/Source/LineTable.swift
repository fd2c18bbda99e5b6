import Foundation

/// The offsets where a file's lines start, computed once, on first use, under a lock.
final class LineTable: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: [UInt32]?

    func starts(of bytes: [UInt8]) -> [UInt32] {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        var starts: [UInt32] = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                starts.append(UInt32(index + 1))
            }
        }
        cached = starts
        return starts
    }
}
